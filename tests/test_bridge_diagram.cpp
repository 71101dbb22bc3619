// The text hand diagram of a bridge record (bridge/diagram.h) and solve's and analyze's
// text with it (issue 44), on a deal laid out by hand: every line below is written out here,
// not taken from a run.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "../src/cli/diagram_option.h"
#include "stich/bridge/diagram.h"
#include "stich/io/pbn.h"
#include "subprocess.h"

using namespace stich;

namespace {

// N holds five spades and the top hearts, diamonds and clubs, W no spade; S bids 7NT after
// an alerted 2C and makes all thirteen tricks, vulnerable: 220 + 1500 + 500 = N-S +2220.
const std::string kDiagramBoard =
    "[Board \"7\"]\n[Dealer \"W\"]\n[Vulnerable \"All\"]\n[North \"Ann\"]\n[West \"Cy\"]\n"
    "[Deal \"N:AKQJ2.AKQ.AKQ.AK T987.JT9.JT9.QJT 6543.876.876.987 .5432.5432.65432\"]\n"
    "[Declarer \"S\"]\n[Contract \"7NT\"]\n[Result \"13\"]\n"
    "[Auction \"W\"]\nPass 2C! 2S 7NT =1=\nPass Pass Pass\n[Note \"1:to play\"]\n";

// The same hands by hand, in letters: the corner above West holds the dealer and the
// vulnerability; West's widest line ("Dealer West", 11 columns) + 3 puts North and South at
// column 14, East at 28.
const std::string kDiagramLetters =
    "Dealer West   North  Ann\n"
    "Vul All       S A K Q J 2\n"
    "              H A K Q\n"
    "              D A K Q\n"
    "              C A K\n"
    "West  Cy                    East\n"
    "S -                         S 10 9 8 7\n"
    "H 5 4 3 2                   H J 10 9\n"
    "D 5 4 3 2                   D J 10 9\n"
    "C 6 5 4 3 2                 C Q J 10\n"
    "              South\n"
    "              S 6 5 4 3\n"
    "              H 8 7 6\n"
    "              D 8 7 6\n"
    "              C 9 8 7\n"
    "W       N       E       S\n"
    "Pass    2C!     2S      7NT(1)\n"
    "Pass    Pass    Pass\n"
    "(1) to play\n";

Board diagram_board() {
    const auto read = read_boards_from_string(kDiagramBoard);
    REQUIRE(read.boards.size() == 1);
    return read.boards[0];
}

bool diagram_contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("bridge diagram: compass layout, dealer, vulnerability, auction, contract") {
    const Board board = diagram_board();
    CHECK(bridge::diagram_text(board, bridge::SuitGlyphs::kLetters) ==
          kDiagramLetters + "Contract 7NT by S, 13 tricks: N-S +2220\n\n");
    // analyze says the contract and the score itself.
    CHECK(bridge::diagram_text(board, bridge::SuitGlyphs::kLetters, false) ==
          kDiagramLetters + "\n");
}

TEST_CASE("bridge diagram: suit symbols keep the columns of the letters") {
    const std::string text = bridge::diagram_text(diagram_board(), bridge::SuitGlyphs::kSymbols);
    CHECK(diagram_contains(text, "Vul All       \u2660 A K Q J 2\n"));
    CHECK(diagram_contains(text, "\u2660 \u2014                         \u2660 10 9 8 7\n"));
    CHECK(diagram_contains(text, "Pass    2\u2663!     2\u2660      7NT(1)\n"));
    CHECK(diagram_contains(text, "Contract 7NT by S, 13 tricks: N-S +2220\n"));
    // Each line as wide in symbols as in letters: one column a symbol.
    const std::string letters = bridge::diagram_text(diagram_board(), bridge::SuitGlyphs::kLetters);
    size_t a = 0, b = 0;
    while (a < text.size() && b < letters.size()) {
        const size_t ea = text.find('\n', a), eb = letters.find('\n', b);
        CHECK(bridge::text_columns(std::string_view(text).substr(a, ea - a)) ==
              bridge::text_columns(std::string_view(letters).substr(b, eb - b)));
        a = ea + 1;
        b = eb + 1;
    }
    CHECK(bridge::text_columns("\u2660 \u2014") == 3);
}

TEST_CASE("bridge diagram: an unknown hand and a record without auction or contract") {
    const auto read = read_boards_from_string(
        "[Dealer \"N\"]\n[Deal \"N:AKQJ2.AKQ.AKQ.AK - 6543.876.876.987 .5432.5432.65432\"]\n");
    REQUIRE(read.boards.size() == 1);
    const std::string text = bridge::diagram_text(read.boards[0], bridge::SuitGlyphs::kLetters);
    // "Dealer North" (12 columns) + 3: North at 15, East at 30.
    CHECK(diagram_contains(text, "Dealer North   North\n"));
    CHECK(diagram_contains(text, "West" + std::string(26, ' ') + "East\n"));
    CHECK(diagram_contains(text, "S -" + std::string(27, ' ') + "(unknown)\n"));
    CHECK_FALSE(diagram_contains(text, "Vul"));
    CHECK_FALSE(diagram_contains(text, "Contract"));
    CHECK_FALSE(diagram_contains(text, "W       N"));
}

TEST_CASE("bridge diagram: the suits follow the locale unless --suits says") {
    const char* saved = std::getenv("LC_ALL");  // NOLINT(concurrency-mt-unsafe)
    const std::string before = saved ? saved : "";
    setenv("LC_ALL", "en_GB.UTF-8", 1);  // NOLINT(concurrency-mt-unsafe)
    CHECK(cli::utf8_locale());
    CHECK(cli::settled({}).suits == "symbols");
    CHECK(cli::settled({false, "letters"}).suits == "letters");
    setenv("LC_ALL", "C", 1);  // NOLINT(concurrency-mt-unsafe)
    CHECK_FALSE(cli::utf8_locale());
    CHECK(cli::settled({}).suits == "letters");
    if (saved)
        setenv("LC_ALL", before.c_str(), 1);  // NOLINT(concurrency-mt-unsafe)
    else
        unsetenv("LC_ALL");  // NOLINT(concurrency-mt-unsafe)
}

TEST_CASE("bridge diagram: solve and analyze print it after a bridge board's heading") {
    const test::TempDir dir;
    const std::string file = dir.write("seven.pbn", kDiagramBoard);
    const auto solved = test::run_stich({"solve", "--suits", "letters", file});
    REQUIRE(solved.exit_code == 0);
    // The heading, the diagram indented as the table under it, then solve's table.
    const std::string heading = "Board 7  bridge, trumps NT, W to lead, 13 tricks to play\n";
    REQUIRE(solved.out.rfind(heading, 0) == 0);
    std::string indented;
    for (size_t at = 0; at < kDiagramLetters.size();) {
        const size_t end = kDiagramLetters.find('\n', at);
        indented += "  " + kDiagramLetters.substr(at, end + 1 - at);
        at = end + 1;
    }
    CHECK(solved.out.substr(heading.size(), indented.size()) == indented);
    CHECK(diagram_contains(solved.out,
                           "  Contract 7NT by S, 13 tricks: N-S +2220\n\n  Tricks for declarer"));
    // --no-diagram: solve's text as before, the diagram's lines gone.
    const auto plain = test::run_stich({"solve", "--no-diagram", file});
    CHECK(plain.out.rfind(heading + "  Tricks for declarer", 0) == 0);
    CHECK_FALSE(diagram_contains(plain.out, "Dealer West"));
    // Neither JSON nor CSV takes it.
    for (const char* format : {"--json", "--csv"})
        CHECK_FALSE(diagram_contains(test::run_stich({"solve", format, file}).out, "Dealer"));
    const auto analysed = test::run_stich({"analyze", "--suits", "symbols", file});
    REQUIRE(analysed.exit_code == 0);
    CHECK(diagram_contains(analysed.out, "\n  Vul All       \u2660 A K Q J 2\n"));
    CHECK_FALSE(diagram_contains(analysed.out, "Contract 7NT by S"));
    // A whist record (stich's own [Game]) is not bridge: no diagram.
    const std::string whist = dir.write(
        "whist.pbn",
        "[Game \"whist\"]\n[Dealer \"W\"]\n[Trump \"S\"]\n"
        "[Deal \"N:AKQJ2.AKQ.AKQ.AK T987.JT9.JT9.QJT 6543.876.876.987 .5432.5432.65432\"]\n");
    CHECK_FALSE(diagram_contains(test::run_stich({"solve", whist}).out, "Dealer"));
}

// One notation for a bridge board's contract, result and par (docs/output.md, "Notation"): the
// deal of kDiagramBoard turned a seat, so that E-W hold it and W plays 7NT, vulnerable, making
// all thirteen: 220 + 1500 + 500 = 2220 for E-W, N-S -2220.  By hand, par is the same: E's
// thirteen top tricks make 7NT from either side (N-S's best sacrifice, 7C doubled with their 4
// club tricks, goes 9 down vulnerable, 2600), so par is E-W's grand slam, "7NT by E-W".  The
// diagram's result line, solve's contract line and par, and the page's record facts say side,
// sign and contract the same way: the score North-South's, signed, declarer by his letter.
TEST_CASE(
    "bridge notation: a board's result, contract line and par say side, sign, contract alike") {
    const std::string board =
        "[Board \"8\"]\n[Dealer \"N\"]\n[Vulnerable \"All\"]\n"
        "[Deal \"E:AKQJ2.AKQ.AKQ.AK T987.JT9.JT9.QJT 6543.876.876.987 .5432.5432.65432\"]\n"
        "[Declarer \"W\"]\n[Contract \"7NT\"]\n[Result \"13\"]\n[Score \"EW 2220\"]\n";
    const test::TempDir dir;
    const std::string file = dir.write("ew.pbn", board);
    const auto text = test::run_stich({"solve", "--threads", "1", "--suits", "letters", file});
    REQUIRE(text.exit_code == 0);
    for (const char* line :
         {"Contract 7NT by W, 13 tricks: N-S -2220",
          "Contract 7NT by W, double dummy 13 tricks: N-S -2220; played 13 tricks: N-S -2220",
          "Par N-S -2220: 7NT by E-W (dealer N, vulnerable All)"})
        CHECK(diagram_contains(text.out, "\n  " + std::string(line) + "\n"));
    // Neither DDS's "EW 2220" nor the seat's word.
    CHECK_FALSE(diagram_contains(text.out, "EW 2220"));
    CHECK_FALSE(diagram_contains(text.out, "by West"));
    // The page: the record's [Score "EW 2220"] as N-S's, the lines with the page's minus sign.
    const auto page = test::run_stich({"solve", "--threads", "1", "--html", "-", file});
    REQUIRE(page.exit_code == 0);
    for (const char* html :
         {"<th>Contract</th><td>7NT by W</td>", "<th>Score</th><td>N-S \u22122220</td>",
          ">Contract 7NT by W, double dummy 13 tricks: N-S \u22122220; played 13 tricks: N-S "
          "\u22122220</p>",
          ">Par N-S \u22122220: 7NT by E-W (dealer N, vulnerable All)</p>"})
        CHECK(diagram_contains(page.out, html));
    CHECK_FALSE(diagram_contains(page.out, "EW 2220"));
}
