// libFuzzer target: the hand-record reader and writer.
//
// Whatever the input, reading it neither crashes, hangs nor trips a sanitizer, and every
// diagnostic is located.  Every board read is written, and the text written must read back as
// one board with the same typed fields, the same piles of each game's own tags (a talon, the
// table cards) and the same tag that makes the trump (a turned card), which written again
// gives the same text.  Boards are read and written with every standard game's declarations,
// as the commands read and write them.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

#include "stich/game/registry.h"
#include "stich/io/game_records.h"
#include "stich/io/pbn.h"

namespace {

using stich::Board;

auto typed_fields(const Board& b) {
    return std::tie(b.id, b.game, b.players, b.dealer, b.hands, b.known, b.trump, b.contract,
                    b.declarer, b.variant, b.leader, b.trick, b.won);
}

const std::vector<stich::io::GameRecords>& declared() {
    static const std::vector<stich::io::GameRecords> games =
        stich::game::standard_games().record_tags();
    return games;
}

// The cards of each pile of the board's game's own tags, in the order written.
std::vector<std::vector<stich::Card>> piles(const Board& b) {
    std::vector<std::vector<stich::Card>> laid;
    for (const stich::io::OwnPile& pile :
         stich::io::own_piles(b, stich::io::records_of(declared(), b.game)))
        laid.push_back(pile.laid);
    return laid;
}

// The value of the board's game's own tag that makes the trump (a turned card), as written.
std::string trump_tag(const Board& b) {
    const auto trump = stich::io::own_trump(b, stich::io::records_of(declared(), b.game));
    return trump ? trump->value : std::string();
}

bool same_play(const Board& a, const Board& b) {
    if (a.play.size() != b.play.size()) return false;
    for (size_t i = 0; i < a.play.size(); ++i)
        if (a.play[i].leader != b.play[i].leader || a.play[i].cards != b.play[i].cards)
            return false;
    return true;
}

[[noreturn]] void fail(const char* what, const std::string& written, const std::string& other) {
    std::fprintf(stderr, "%s\n--- written:\n%s--- then:\n%s\n", what, written.c_str(),
                 other.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const stich::ReadResult result = stich::read_boards_from_string(text, "input", declared());
    // Only the refusal of a whole file that is not text names no board.
    for (const stich::Diagnostic& d : result.diagnostics)
        if (d.where.line <= 0 || d.where.column <= 0 || d.message.empty() ||
            (d.board.empty() && d.message != "not a text file"))
            fail("a diagnostic without its place", "", stich::format_diagnostic(d));
    for (const Board& board : result.boards) {
        const std::string written = stich::board_to_pbn(board, declared());
        const stich::ReadResult again =
            stich::read_boards_from_string(written, "written", declared());
        if (!again.diagnostics.empty())
            fail("the board written does not read", written,
                 stich::format_diagnostic(again.diagnostics[0]));
        if (again.boards.size() != 1) fail("the board written reads as several", written, "");
        Board back = again.boards[0];
        // A board without a [Board] tag is named by its ordinal in the file it came from.
        const stich::TagPair* id = board.tag("Board");
        if (!id || id->value.empty()) back.id = board.id;
        const std::string rewritten = stich::board_to_pbn(back, declared());
        if (typed_fields(back) != typed_fields(board) || !same_play(back, board) ||
            piles(back) != piles(board) || trump_tag(back) != trump_tag(board))
            fail("the board read back differs", written, rewritten);
        if (rewritten != written) fail("writing the board read back differs", written, rewritten);
    }
    return 0;
}
