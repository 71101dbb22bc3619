#include "stich/io/board.h"

#include <atomic>

#include "record_schema.h"

namespace stich {

namespace {

// The statistic of BoardCopyCount, the only state here: no answer reads it.
std::atomic<uint64_t>& board_copy_total() {
    static std::atomic<uint64_t> count{0};
    return count;
}

}  // namespace

BoardCopyCount::BoardCopyCount(const BoardCopyCount&) noexcept {
    board_copy_total().fetch_add(1, std::memory_order_relaxed);
}

BoardCopyCount& BoardCopyCount::operator=(const BoardCopyCount&) noexcept {
    board_copy_total().fetch_add(1, std::memory_order_relaxed);
    return *this;
}

uint64_t board_copies() {
    return board_copy_total().load(std::memory_order_relaxed);
}

int cards_played(const Board& board) {
    int n = 0;
    for (const PlayedTrick& trick : board.play) n += static_cast<int>(trick.cards.size());
    return n;
}

std::optional<std::string> play_ends(const Board& board, const PlayedTrick& trick, size_t used) {
    if (used == trick.cards.size()) return std::nullopt;
    const auto number = std::to_string(&trick - board.play.data() + 1);
    return "trick " + number + " of the play section is not finished, and a card not known " +
           "('-') comes before its cards in the order of play (led by the last trick's " +
           "winner): give the trick in progress as [Trick] and [Leader]";
}

std::string_view game_name(Game g) {
    return io::record_schema(g).name;
}

const TagPair* Board::tag(std::string_view name) const {
    for (const auto& t : tags)
        if (t.name == name) return &t;
    return nullptr;
}

std::string format_diagnostic(const Diagnostic& d) {
    std::string out = d.where.file.empty() ? std::string("<input>") : d.where.file;
    // Appends rather than operator+ on temporaries: GCC 12 warns falsely (-Wrestrict) there.
    if (d.where.line > 0) out.append(":").append(std::to_string(d.where.line));
    if (d.where.column > 0) out.append(":").append(std::to_string(d.where.column));
    out.append(": ");
    if (!d.board.empty()) out.append("board ").append(d.board).append(": ");
    if (d.severity == Severity::kWarning) out.append("warning: ");
    if (d.severity == Severity::kNote) out.append("note: ");
    out.append(d.message);
    return out;
}

}  // namespace stich
