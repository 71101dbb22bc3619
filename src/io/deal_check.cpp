#include "deal_check.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "pbn_board.h"
#include "pbn_values.h"

namespace stich::io {

namespace {

// "; deck card H2 missing from the deal", where every hand, the talon and the table are known
// and only a few cards are missing: the hint that points at a typo.  Nothing otherwise (a
// partial deal lacks many cards by design).  The cards a game's own tags place are dealt.
std::string missing_note(const Board& board, const DealSources& sources, const GameShape& shape) {
    constexpr int kFewCards = 4;
    if (!board.trick.empty()) return "";
    if (shape.talon > 0 && !sources.piles_given) return "";
    if (shape.table > 0 && sources.placed.empty()) return "";
    CardSet dealt = sources.placed;
    for (int seat = 0; seat < board.players; ++seat) {
        if (!board.known[seat]) return "";
        dealt |= board.hands[seat];
    }
    const CardSet missing = shape.deck - dealt;
    if (missing.empty() || missing.count() > kFewCards) return "";
    return std::string("; deck card") + (missing.count() > 1 ? "s " : " ") +
           format_card_list(missing) + " missing from the deal";
}

// Whether `seat` has played to the trick in progress.
bool played_to_trick(const Board& board, int seat) {
    const int leader = board.leader.value_or(default_leader(board));
    return (seat - leader + board.players) % board.players < static_cast<int>(board.trick.size());
}

// Cards a seat took into his hand (OwnTag::taken_by: Alliance's declarer after his exchange,
// [Discard], takes up the table cards): a card he has not played yet is in his hand, so the tag,
// which says where it lay, and his hand both list it.  A full deal lists the hands as dealt.
bool taken_up(const Board& board, const CardSource& a, const CardSource& b,
              const GameShape& shape) {
    auto taken_and_hand = [&](const CardSource& t, const CardSource& h) {
        return t.taken_by >= 0 && h.hand == t.taken_by &&
               board.hands[h.hand].count() + played_to_trick(board, h.hand) < shape.hand_size;
    };
    return taken_and_hand(a, b) || taken_and_hand(b, a);
}

void check_duplicates(const Board& board, const DealSources& sources, const GameShape& shape) {
    std::array<const CardSource*, 64> first{};
    for (const CardSource& source : sources.cards) {
        const CardSource*& seen = first[source.card.index()];
        if (!seen) {
            seen = &source;
            continue;
        }
        if (taken_up(board, *seen, source, shape)) continue;
        throw BoardError{source.line, source.column,
                         "card " + format_card(source.card) + " listed twice: in " + seen->place +
                             " (line " + std::to_string(seen->line) + ", column " +
                             std::to_string(seen->column) + ") and in " + source.place +
                             missing_note(board, sources, shape)};
    }
}

// Every known hand holds the same number of cards, counting a card played to the current
// trick as still held; no hand holds more than a full deal gives.  The size the hands should
// have is the most common one (the full size where that ties), so that the odd hand out is
// the one reported.
void check_hand_sizes(const Board& board, const DealSources& sources, const GameShape& shape) {
    const int players = board.players;
    const int played = static_cast<int>(board.trick.size());

    std::map<int, int> sizes;  // size counting the trick card -> hands of that size
    for (int seat = 0; seat < players; ++seat)
        if (board.known[seat]) ++sizes[board.hands[seat].count() + played_to_trick(board, seat)];
    if (sizes.empty()) return;
    auto rank = [&](const auto& entry) {
        return std::tuple(entry.second, entry.first == shape.hand_size, entry.first);
    };
    const auto most =
        std::max_element(sizes.begin(), sizes.end(),
                         [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
    const int target = std::min(most->first, shape.hand_size);

    for (int seat = 0; seat < players; ++seat) {
        if (!board.known[seat]) continue;
        const int held = board.hands[seat].count();
        const int expected = target - played_to_trick(board, seat);
        if (held == expected) continue;
        std::string why;
        if (played > 0)
            why = played_to_trick(board, seat) ? " (it has played to the current trick)"
                                               : " (it has yet to play to the current trick)";
        throw BoardError{sources.deal_line, sources.hand_columns[seat],
                         "hand " + seat_name(board.game, seat) + " has " + count_of(held, "card") +
                             ", expected " + std::to_string(expected) + why +
                             missing_note(board, sources, shape)};
    }
}

}  // namespace

void check_cards(const Board& board, const DealSources& sources) {
    const GameShape shape = game_shape(board.game, board.players);
    check_duplicates(board, sources, shape);
    check_hand_sizes(board, sources, shape);
}

}  // namespace stich::io
