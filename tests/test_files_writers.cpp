// Real files read as their writers meant them (issue 45, items 8, 9, 11, 12), each case a file
// of tests/data/hostile/ written in the style of the software named:
//   - LIN from a GIB-match converter (a line break before a pair's closing `|`) and from BBO's
//     vugraph archive (pairs on many lines, two rooms, alerts, claims, commentary);
//   - a `%` header of PbnToLin; dealer digits counted from another seat than BBO's;
//   - values beyond what they can mean (money, tricks won, a trump against the contract, an
//     unknown vulnerability, an impossible result);
//   - the two rooms of a team match, and solve --annotate on a file already annotated.
// The deals and plays of the files were dealt and played at random by a script of the test's
// author; the contracts' results below were counted by that script, not by stich.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "read_support.h"
#include "stich/game/registry.h"
#include "stich/io/board_reader.h"
#include "stich/io/pbn.h"
#include "stich/preference/records.h"
#include "subprocess.h"
#include "support.h"

using namespace stich;
using test::run_stich;
using test::RunResult;

// Named, not anonymous: a unity batch joins this file with others whose helpers share names.
namespace writers {

std::string hostile(const std::string& name) {
    return std::string(STICH_TEST_DATA) + "/hostile/" + name;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

ReadResult read_path(const std::string& path) {
    // With the games' own tags (Préférence's [Stake] [Pot] [Cap]), as the commands read.
    static const std::vector<io::GameRecords> own = game::standard_games().record_tags();
    return read_any_from_string(slurp(path), path, own);
}

std::string value(const Board& board, std::string_view name) {
    const TagPair* tag = board.tag(name);
    return tag ? tag->value : "(none)";
}

}  // namespace writers

TEST_CASE("files: GIB-match LIN, a line break before a pair's closing bar") {
    const ReadResult r = writers::read_path(writers::hostile("files-gib-match.lin"));
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"1", "2", "3"});
    // Boards 1 and 2 played, to the end and to a claim.
    struct Played {
        int dealer;
        std::string vulnerable, contract;
        int declarer;
        std::string result;
        size_t tricks;
    };
    const Played played[] = {{0, "None", "4S", 2, "7", 13}, {1, "NS", "3NT", 2, "9", 5}};
    CHECK(writers::value(r.boards[0], "Deal") ==
          "N:A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J");
    for (size_t k = 0; k < 2; ++k) {
        CAPTURE(k);
        const Board& board = r.boards[k];
        CHECK(board.dealer == played[k].dealer);
        CHECK(writers::value(board, "Vulnerable") == played[k].vulnerable);
        CHECK(board.contract == played[k].contract);
        CHECK(board.declarer == played[k].declarer);
        CHECK(writers::value(board, "Result") == played[k].result);
        CHECK(board.play.size() == played[k].tricks);
        CHECK_FALSE(board.play_problem);
    }
    const Board& three = r.boards[2];
    CHECK(three.dealer == 2);
    CHECK(writers::value(three, "Vulnerable") == "EW");
    CHECK(three.contract == "Pass");
    CHECK(three.play.empty());
}

TEST_CASE("files: a LIN value spanning lines is located on the line of each byte") {
    // The md| of board 2 breaks after W's hand; the bad rank is on the next line.
    const std::string text =
        "qx|o1|md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|\n"
        "qx|o2|md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,\n"
        "  S5678HAKQD345C23X,|sv|o\n"
        "|\n"
        "qx|o3|md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|\n"
        "mb\n";
    const ReadResult r = read_any_from_string(text, "gib.lin");
    CHECK(test::read_ids(r) == std::vector<std::string>{"o1"});
    REQUIRE(r.diagnostics.size() == 2);
    CHECK(format_diagnostic(r.diagnostics[0]) ==
          "gib.lin:3:19: board o2: unexpected 'X' in hand N");
    // A key is read on one line: "mb" and a line end is no pair, and costs its board.
    CHECK(format_diagnostic(r.diagnostics[1]) ==
          "gib.lin:6:1: board o3: expected a LIN pair such as 'md|...|', found 'mb'");
}

TEST_CASE("files: a line that ends without its bar, before a line that begins a pair") {
    // As handviewer links and hand-typed LIN leave it: the value ends with its line when the
    // next line begins with a key and its bar; GIB's "|sa|0|" (no key) continues it.
    const std::string md = "md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|";
    const std::string text = "qx|o1|" + md + "sv|n\n" +
                             "mb|1S|mb|p|mb|p|mb|p\n"
                             "qx|o2|" +
                             md + "sv|e\n|mb|p|mb|p|mb|p|mb|p|\n";
    const ReadResult r = read_any_from_string(text, "typed.lin");
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"o1", "o2"});
    CHECK(writers::value(r.boards[0], "Vulnerable") == "NS");
    CHECK(r.boards[0].contract == "1S");
    CHECK(r.boards[0].declarer == 0);
    CHECK(writers::value(r.boards[1], "Vulnerable") == "EW");
    CHECK(r.boards[1].contract == "Pass");
}

TEST_CASE("files: BBO's vugraph archive, pairs on many lines, two rooms") {
    const ReadResult r = writers::read_path(writers::hostile("files-vugraph.lin"));
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"o1", "c1", "o2", "c2"});
    for (const Board& board : r.boards) {
        CAPTURE(board.id);
        CHECK(writers::value(board, "Event") == "Spring Cup 2024");
        CHECK(writers::value(board, "Board") == board.id.substr(1));
        CHECK(writers::value(board, "Room") == (board.id[0] == 'o' ? "Open" : "Closed"));
        CHECK_FALSE(board.play_problem);
    }
    CHECK(writers::value(r.boards[0], "South") == "Ann");
    CHECK(writers::value(r.boards[0], "East") == "Dan");
    CHECK(writers::value(r.boards[1], "South") == "Eve");
    CHECK(writers::value(r.boards[1], "East") == "Hal");
    CHECK(r.boards[0].contract == "4S");
    CHECK(r.boards[0].declarer == 0);
    CHECK(writers::value(r.boards[0], "Result") == "10");
    CHECK(r.boards[0].play.size() == 4);
    CHECK(writers::value(r.boards[0], "Note") == "1:5+ spades");
    CHECK(r.boards[1].contract == "3NT");
    CHECK(r.boards[1].declarer == 0);
    CHECK(writers::value(r.boards[1], "Result") == "3");
    CHECK(r.boards[1].play.size() == 13);
    CHECK(writers::value(r.boards[1], "Note") == "1:could be short");
    CHECK(r.boards[2].contract == "2H");
    CHECK(r.boards[2].declarer == 1);
    CHECK(writers::value(r.boards[2], "Result") == "8");
    CHECK(r.boards[2].play.size() == 2);
    CHECK(r.boards[3].contract == "2H");
    CHECK(writers::value(r.boards[3], "Result") == "(none)");
    CHECK(r.boards[3].play.empty());
    CHECK(r.boards[0].hands == r.boards[1].hands);
    CHECK(r.boards[2].hands == r.boards[3].hands);
}

TEST_CASE("files: PbnToLin's % lines are a header, in a .lin file or found by its text") {
    const std::string text = writers::slurp(writers::hostile("files-pbntolin.lin"));
    for (const std::string name : {"club.lin", "club.txt"}) {
        CAPTURE(name);
        const ReadResult r = read_any_from_string(text, name);
        for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
        REQUIRE(test::read_ids(r) == std::vector<std::string>{"1", "2", "3"});
        CHECK(r.boards[0].contract == "3NT");
        CHECK(r.boards[0].declarer == 0);
        CHECK(writers::value(r.boards[0], "Result") == "5");
        CHECK(r.boards[1].contract == "4S");
        CHECK(r.boards[1].declarer == 2);
        CHECK(writers::value(r.boards[1], "Result") == "10");
        CHECK(r.boards[2].contract == "1H");
        CHECK(r.boards[2].play.size() == 3);
        for (const Board& board : r.boards) CHECK_FALSE(board.play_problem);
    }
    // A writer that leaves out the `|` at each line's end: the `%` line ends the value too.
    std::string open_ends;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        open_ends += (line.ends_with('|') ? line.substr(0, line.size() - 1) : line) + "\n";
    const ReadResult closed = read_any_from_string(text, "club.lin");
    const ReadResult open = read_any_from_string(open_ends, "open.lin");
    for (const Diagnostic& d : open.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(open) == std::vector<std::string>{"1", "2", "3"});
    for (size_t k = 0; k < 3; ++k) {
        CAPTURE(k);
        CHECK(open.boards[k].contract == closed.boards[k].contract);
        CHECK(writers::value(open.boards[k], "Result") ==
              writers::value(closed.boards[k], "Result"));
        CHECK(open.boards[k].play.size() == closed.boards[k].play.size());
    }

    const RunResult run =
        run_stich({"solve", "--threads", "1", writers::hostile("files-pbntolin.lin")});
    CHECK(run.exit_code == 0);
    CHECK(run.err.empty());
    // Each board as dealt; board 3, played in part, also after its play.
    CHECK(test::occurrences(run.out, "[as dealt]") == 3);
    CHECK(test::occurrences(run.out, "Board 3 ") == 2);
}

TEST_CASE("files: dealer digits counted from 0 are read as the play shows them") {
    const std::string path = writers::hostile("files-dealer-from-0.lin");
    const ReadResult r = writers::read_path(path);
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"1", "2", "3", "4"});
    // N, E, S, W deal boards 1 to 4, as bridge's rotation has it.
    for (int k = 0; k < 4; ++k) {
        CAPTURE(k);
        CHECK(r.boards[k].dealer == k);
        REQUIRE(r.boards[k].notes.size() == 1);
        CHECK(r.boards[k].notes[0].severity == Severity::kWarning);
        CHECK(r.boards[k].notes[0].where.line == k + 1);
        CHECK(r.boards[k].notes[0].where.column == 33);  // the digit of md|
    }
    CHECK(r.boards[0].notes[0].message ==
          "dealer 2 (BBO's W) does not fit the play: the opening lead DK is W's, who leads 4H "
          "only if N dealt; read with dealer N");
    CHECK(r.boards[2].notes[0].message ==
          "dealer 0 (none of BBO's 1 S, 2 W, 3 N, 4 E): the opening lead HQ is W's, who leads "
          "2S only if S dealt; read with dealer S");
    CHECK(r.boards[3].notes[0].message ==
          "dealer 1 (BBO's S) read as W: an earlier board of this file showed its dealer digits "
          "1 seat off");
    CHECK(r.boards[0].contract == "4H");
    CHECK(r.boards[0].declarer == 2);
    CHECK(writers::value(r.boards[0], "Result") == "7");
    CHECK(r.boards[0].play.size() == 13);
    CHECK(r.boards[1].contract == "3NT");
    CHECK(r.boards[1].declarer == 2);
    CHECK(r.boards[1].play.size() == 6);
    CHECK(r.boards[2].contract == "2S");
    CHECK(r.boards[2].declarer == 2);
    CHECK(r.boards[2].play.size() == 4);
    CHECK(r.boards[3].contract == "3NT");
    CHECK(r.boards[3].declarer == 1);
    for (const Board& board : r.boards) CHECK_FALSE(board.play_problem);

    // Digit 0 without play after a board that showed the file's digits one seat off: S.
    const std::string first = writers::slurp(path).substr(0, writers::slurp(path).find('\n') + 1);
    const ReadResult after = read_any_from_string(
        first + "md|0S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|ah|Board 9|\n",
        "a.lin");
    for (const Diagnostic& d : after.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(after) == std::vector<std::string>{"1", "9"});
    CHECK(after.boards[1].dealer == 2);
    REQUIRE(after.boards[1].notes.size() == 1);
    CHECK(format_diagnostic(after.boards[1].notes[0]) ==
          "a.lin:2:4: board 9: warning: dealer 0 (none of BBO's 1 S, 2 W, 3 N, 4 E) read as S: an "
          "earlier board of this file showed its dealer digits 1 seat off");

    // Digit 0 whose play (HK follows HQ from no hand's seat) fits no dealer: refused too.
    const ReadResult unfit = read_any_from_string(
        "md|0S987HJ82DAJ63CKJT,SQ54HQT643DT75CA8,SKJT632HDK92C9754,SAHAK975DQ84CQ632|ah|Board 3|"
        "mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|pc|HQ|pc|HK|pc|H2|pc|H3|\n",
        "u.lin");
    CHECK(test::lone_refusal(unfit) ==
          "u.lin:1:4: board 3: dealer 0 is none of BBO's (1 S, 2 W, 3 N, 4 E), and the play fits "
          "no dealer");

    // Digit 0 with no play to tell the seat: the board is refused, located.
    const ReadResult zero = read_any_from_string(
        "md|0S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|\n", "z.lin");
    CHECK(test::lone_refusal(zero) ==
          "z.lin:1:4: board 1: dealer 0 is none of BBO's (1 S, 2 W, 3 N, 4 E), and no play "
          "tells the seat");
}

TEST_CASE("files: informational values that cannot be are warned of, a contradiction refused") {
    const std::string path = writers::hostile("files-values.pbn");
    const ReadResult r = writers::read_path(path);
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"1", "2", "3", "4", "6"});
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(format_diagnostic(r.diagnostics[0]) ==
          path +
              ":46:9: board 5: [Trump \"S\"] contradicts [Contract \"4H\"], whose strain H is the "
              "trump: give one of them");
    struct Warned {
        int line, column;
        std::string message;
    };
    const Warned warned[] = {
        {8, 14,
         "unknown vulnerability 'xyz': expected None, NS, EW or All (or Love, -, Both); read as "
         "unknown, so no par"},
        {21, 10,
         "impossible result '14' (more tricks than a deal has): expected 0 to 13 tricks taken by "
         "declarer; read as unknown"},
        {30, 10,
         "impossible result '-1' (fewer than none): expected 0 to 13 tricks taken by declarer; "
         "read as unknown"},
        {39, 10,
         "impossible result 'ten' (not a number of tricks): expected 0 to 13 tricks taken by "
         "declarer; read as unknown"},
    };
    for (size_t k = 0; k < 4; ++k) {
        CAPTURE(k);
        REQUIRE(r.boards[k].notes.size() == 1);
        const Diagnostic& d = r.boards[k].notes[0];
        CHECK(d.severity == Severity::kWarning);
        CHECK(d.where.file == path);
        CHECK(d.where.line == warned[k].line);
        CHECK(d.where.column == warned[k].column);
        CHECK(d.board == r.boards[k].id);
        CHECK(d.message == warned[k].message);
    }
    CHECK(r.boards[4].notes.empty());  // "EW 3": a side and its tricks

    // The commands answer every board but the refused one, and say so.
    const RunResult run = run_stich({"solve", "--json", "--threads", "1", path});
    CHECK(run.exit_code == 1);
    CHECK(test::occurrences(run.out, "\"board\":") == 5);
    CHECK(test::occurrences(run.err, "warning: ") == 4);
    CHECK(run.err.find(path + ":46:9: board 5: [Trump \"S\"] contradicts") != std::string::npos);
    // Board 6's "EW 3", the defenders' tricks, is declarer S's 10, as the record means; board 1's
    // unknown vulnerability gives no par, its result stands.
    CHECK(run.out.find("\"contract\":{\"contract\":\"4H\",\"declarer\":\"S\",\"dd_tricks\":5,"
                       "\"result\":10}") != std::string::npos);
    const RunResult six = run_stich({"solve", "--json", "--board", "6", "--threads", "1", path});
    CHECK(six.out.find("\"result\":10}") != std::string::npos);
    CHECK(six.out.find("\"par\":{\"score\":140") != std::string::npos);  // vulnerable "Both"
}

TEST_CASE("files: numbers beyond their range are located errors, sums never overflow") {
    const std::string path = writers::hostile("files-numbers.pbn");
    const ReadResult r = writers::read_path(path);
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"5"});
    CHECK(preference::money_tag(r.boards[0], "Pot") == 1000000.0);
    const std::vector<std::string> expected = {
        path + ":9:7: board 1: 2147483647 tricks won by seat N, more than the 13 tricks of a deal",
        path + ":17:9: board 2: 14 tricks won by seat E, more than the 13 tricks of a deal",
        path + ":27:9: board 3: expected a sum of money from 0 to 1000000, found '1e308'",
        path + ":37:7: board 4: expected a sum of money from 0 to 1000000, found '2000000'",
    };
    REQUIRE(r.diagnostics.size() == expected.size());
    for (size_t k = 0; k < expected.size(); ++k)
        CHECK(format_diagnostic(r.diagnostics[k]) == expected[k]);
}

TEST_CASE("files: the two rooms of a team match have ids of their own") {
    const std::string path = writers::hostile("files-team-match.pbn");
    const ReadResult r = writers::read_path(path);
    for (const Diagnostic& d : r.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(test::read_ids(r) == std::vector<std::string>{"o43", "c43", "o44", "c44"});
    // Written back, [Board] is the number, [Room] the room: read again, the same ids.
    std::string written;
    for (const Board& board : r.boards) written += board_to_pbn(board) + "\n";
    CHECK(test::read_ids(read_any_from_string(written)) == test::read_ids(r));
    CHECK(test::occurrences(written, "[Board \"43\"]") == 2);

    auto boards_of = [&](const std::vector<std::string>& args) {
        std::vector<std::string> all = {"solve", "--threads", "1"};
        all.insert(all.end(), args.begin(), args.end());
        all.push_back(path);
        return run_stich(all);
    };
    const RunResult both = boards_of({"--board", "43"});
    CHECK(both.exit_code == 0);
    CHECK(test::occurrences(both.out, "Board o43") == 1);
    CHECK(test::occurrences(both.out, "Board c43") == 1);
    CHECK(test::occurrences(both.out, "Board ") == 2);
    const RunResult closed = boards_of({"--json", "--board", "c43"});
    CHECK(closed.exit_code == 0);
    CHECK(test::occurrences(closed.out, "\"board\":\"c43\"") == 1);
    CHECK(test::occurrences(closed.out, "\"board\":") == 1);
    const RunResult csv = boards_of({"--csv", "--board", "o44"});
    CHECK(csv.exit_code == 0);
    CHECK(test::occurrences(csv.out, "\n\"o44\",") >= 1);
    CHECK(test::occurrences(csv.out, "\"c44\"") == 0);
    const RunResult none = boards_of({"--board", "x43"});
    CHECK(none.exit_code != 0);
    CHECK(none.err.find("--board x43: no such board") != std::string::npos);

    // LIN's qx| rooms select the same way.
    const RunResult lin = run_stich(
        {"solve", "--threads", "1", "--board", "c2", writers::hostile("files-vugraph.lin")});
    CHECK(lin.exit_code == 0);
    CHECK(test::occurrences(lin.out, "Board c2") == 1);
    CHECK(test::occurrences(lin.out, "Board ") == 1);
}

TEST_CASE("files: solve --annotate edits the analysis tags a file has where they stand") {
    test::TempDir dir;
    const std::string path = writers::hostile("files-team-match.pbn");
    const std::string first = dir.path("first.pbn").string();
    const std::string second = dir.path("second.pbn").string();
    const RunResult one = run_stich({"solve", "--threads", "1", "--annotate", first, path});
    REQUIRE(one.exit_code == 0);
    const RunResult two = run_stich({"solve", "--threads", "1", "--annotate", second, first});
    REQUIRE(two.exit_code == 0);
    const std::string input = writers::slurp(path), once = writers::slurp(first),
                      twice = writers::slurp(second);
    CHECK(twice == once);  // byte for byte
    CHECK(test::occurrences(once, "\r\n") ==
          test::occurrences(once, "\n"));  // BridgeComposer's CRLF kept
    CHECK(test::occurrences(once, "[DoubleDummyTricks \"") == 4);
    CHECK(test::occurrences(once, "[OptimumResultTable \"") == 4);

    // Board o43's tags keep their lines: the same lines as the input, but for the values.
    auto lines = [](const std::string& text) {
        std::vector<std::string> out;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) out.push_back(line);
        return out;
    };
    const auto before = lines(input), after = lines(once);
    REQUIRE(after.size() > before.size());
    for (size_t n = 0; n < 21; ++n) CHECK(after[n] == before[n]);
    CHECK(after[20] == "[BCFlags \"1f\"]\r");
    CHECK(after[21].starts_with("[DoubleDummyTricks \""));
    CHECK(after[21] != before[21]);
    CHECK(after[22].starts_with("[OptimumScore \""));
    CHECK(after[23].starts_with("[ParContract \""));
    CHECK(after[24] == before[24]);  // the header of the table
    const std::string hex = after[21].substr(20, 20);
    // Its 20 rows in place, each number right-aligned in two columns as BridgeComposer has it,
    // and each the digit of [DoubleDummyTricks] in the same order.
    for (size_t k = 0; k < 20; ++k) {
        CAPTURE(k);
        const std::string& row = after[25 + k];
        CHECK(row.substr(0, 5) == before[25 + k].substr(0, 5));
        const int tricks = std::stoi(hex.substr(k, 1), nullptr, 16);
        char number[4];
        std::snprintf(number, sizeof number, "%2d", tricks);
        CHECK(row == before[25 + k].substr(0, 5) + number + "\r");
    }
    CHECK(after[45].starts_with("[Auction \"S\"]"));
}
