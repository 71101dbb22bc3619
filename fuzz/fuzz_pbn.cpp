// libFuzzer target: the hand-record reader and writer.
//
// Whatever the input, reading it neither crashes, hangs nor trips a sanitizer, and every
// diagnostic is located.  Every board read is written, and the text written must read back as
// one board with the same typed fields, which written again gives the same text.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>

#include "stich/io/pbn.h"

namespace {

using stich::Board;

auto typed_fields(const Board& b) {
    return std::tie(b.id, b.game, b.players, b.dealer, b.hands, b.known, b.trump, b.turned,
                    b.contract, b.declarer, b.discard, b.variant, b.leader, b.trick, b.won);
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
    const stich::ReadResult result = stich::read_boards_from_string(text, "input");
    // Only the refusal of a whole file that is not text names no board.
    for (const stich::Diagnostic& d : result.diagnostics)
        if (d.where.line <= 0 || d.where.column <= 0 || d.message.empty() ||
            (d.board.empty() && d.message != "not a text file"))
            fail("a diagnostic without its place", "", stich::format_diagnostic(d));
    for (const Board& board : result.boards) {
        const std::string written = stich::board_to_pbn(board);
        const stich::ReadResult again = stich::read_boards_from_string(written, "written");
        if (!again.diagnostics.empty())
            fail("the board written does not read", written,
                 stich::format_diagnostic(again.diagnostics[0]));
        if (again.boards.size() != 1) fail("the board written reads as several", written, "");
        Board back = again.boards[0];
        // A board without a [Board] tag is named by its ordinal in the file it came from.
        const stich::TagPair* id = board.tag("Board");
        if (!id || id->value.empty()) back.id = board.id;
        const std::string rewritten = stich::board_to_pbn(back);
        if (typed_fields(back) != typed_fields(board) || !same_play(back, board))
            fail("the board read back differs", written, rewritten);
        if (rewritten != written) fail("writing the board read back differs", written, rewritten);
    }
    return 0;
}
