// Hostile input through the stich binary, as a user meets it: every bad board is reported on
// stderr with its file, line, column and board, the command exits with 1, and the other boards
// are still processed.  Inputs too big to commit (a 100 MB line, huge values, long '#' chains)
// are made here at run time, and checked through the library too.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bad_corpus.h"
#include "stich/io/pbn.h"
#include "subprocess.h"

using namespace stich;
using test::run_stich;
using test::RunResult;

namespace {

// A 3-card whist endgame: solved at once, so its result shows on stdout.
const std::string kInputEndgame = "[Deal \"N:AK.Q.. QJ..A. T9.K.. 87...K\"]\n";

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// Whether board `id` got past reading: its result is on stdout (JSON Lines), or a problem of
// processing it (a time limit, a game not yet solved) is on stderr.
bool processed(const RunResult& r, const std::string& id) {
    return r.out.find("{\"board\":\"" + id + "\",") != std::string::npos ||
           r.err.find(": board " + id + ": ") != std::string::npos;
}

std::string located(const std::string& file, int line, int column, const std::string& board) {
    return "stich: " + file + ":" + std::to_string(line) + ":" + std::to_string(column) +
           ": board " + board + ": ";
}

std::vector<std::string> board_ids(const ReadResult& result) {
    std::vector<std::string> ids;
    for (const Board& board : result.boards) ids.push_back(board.id);
    return ids;
}

}  // namespace

TEST_CASE("cli: every file of the bad corpus is reported, located, and the rest processed") {
    for (const auto& c : test::bad_corpus()) {
        const std::string file = c.file;
        CAPTURE(file);
        const std::string path = std::string(STICH_TEST_DATA) + "/bad/" + file + ".pbn";
        // A short time limit: full deals stop at once (reported as timed out, so processed).
        const RunResult r =
            run_stich({"solve", "--json", "--threads", "1", "--time-limit", "0.05", path});
        CHECK(r.exit_code == 1);
        const std::string where = located(path, c.line, c.column, c.board);
        int reported = 0;
        for (const std::string& line : lines(r.err)) {
            if (!line.starts_with(where)) continue;
            CHECK(line.find(c.message) != std::string::npos);
            ++reported;
        }
        CHECK(reported == 1);
        for (const std::string& id : c.good) CHECK(processed(r, id));
        // Nothing else: one line for the bad board, and one for each good board not solved.
        const size_t solved = lines(r.out).size();
        CHECK(lines(r.err).size() + solved == 1 + c.good.size());
    }
}

TEST_CASE("cli: a 100 MB line is reported and dropped, in bounded memory") {
    const test::TempDir dir;
    const std::string path = dir.path("long-line.pbn").string();
    {
        std::ofstream out(path, std::ios::binary);
        out << "[Board \"1\"]\n" << kInputEndgame << "\n[Board \"2\"]\n[Site \"";
        const std::string chunk(1 << 20, 'x');
        for (int i = 0; i < 100; ++i) out << chunk;
        out << "\"]\n" << kInputEndgame << "\n[Board \"3\"]\n" << kInputEndgame;
    }
    const std::string message = "line longer than 1048576 bytes: expected a text line";

    const ReadResult result = read_file(path);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].message == message);
    CHECK(result.diagnostics[0].where.line == 5);
    CHECK(result.diagnostics[0].where.column == 1048577);
    CHECK(result.diagnostics[0].board == "2");
    CHECK(board_ids(result) == std::vector<std::string>{"1", "3"});

    test::RunOptions measured;
    measured.measure_memory = true;
    const RunResult r = run_stich({"solve", "--json", "--threads", "1", path}, measured);
    CHECK(r.exit_code == 1);
    CHECK(r.err == located(path, 5, 1048577, "2") + message + "\n");
    REQUIRE(lines(r.out).size() == 2);
    CHECK(processed(r, "1"));
    CHECK(processed(r, "3"));
#ifndef STICH_SANITIZE
    // The reader keeps 1 MiB of a line, however long: the whole run stays far below 100 MB.
    CHECK(r.peak_rss_kib < 48 * 1024);
#endif
}

TEST_CASE("cli: huge tag values give short messages, a board over 8 MiB is refused") {
    const std::string huge(600 << 10, 'N');
    SUBCASE("a 600 KiB seat") {
        const std::string text = "[Board \"1\"]\n" + kInputEndgame + "\n[Board \"2\"]\n[Dealer \"" +
                                 huge + "\"]\n" + kInputEndgame + "\n[Board \"3\"]\n" +
                                 kInputEndgame;
        const std::string message =
            "bad seat '" + huge.substr(0, 64) + "...': expected N, E, S or W";
        const ReadResult result = read_boards_from_string(text);
        REQUIRE(result.diagnostics.size() == 1);
        CHECK(result.diagnostics[0].message == message);
        CHECK(board_ids(result) == std::vector<std::string>{"1", "3"});

        const test::TempDir dir;
        const std::string path = dir.write("huge.pbn", text);
        const RunResult r = run_stich({"solve", "--json", "--threads", "1", path});
        CHECK(r.exit_code == 1);
        CHECK(r.err == located(path, 5, 10, "2") + message + "\n");
        CHECK(lines(r.out).size() == 2);
    }
    SUBCASE("fifteen values of 600 KiB in one board") {
        std::string text = "[Board \"1\"]\n" + kInputEndgame;
        for (int i = 0; i < 15; ++i) text += "[Note" + std::to_string(i) + " \"" + huge + "\"]\n";
        text += "\n[Board \"2\"]\n" + kInputEndgame;
        const ReadResult result = read_boards_from_string(text);
        REQUIRE(result.diagnostics.size() == 1);
        CHECK(result.diagnostics[0].message == "board larger than 8388608 bytes");
        CHECK(result.diagnostics[0].where.line == 16);  // [Note13]: 14 values pass 8 MiB
        CHECK(board_ids(result) == std::vector<std::string>{"2"});
    }
}

TEST_CASE("cli: long chains of '#' repeats") {
    SUBCASE("20,000 boards each repeating the one before, through the library") {
        std::string text = "[Site \"Wien\"][Event \"##Club night\"]\n" + kInputEndgame;
        for (int i = 2; i <= 20000; ++i) text += "\n[Site \"#\"]\n" + kInputEndgame;
        const ReadResult result = read_boards_from_string(text);
        CHECK(result.diagnostics.empty());
        REQUIRE(result.boards.size() == 20000);
        CHECK(result.boards.back().tag("Site")->value == "Wien");
        CHECK(result.boards.back().tag("Event")->value == "Club night");
        CHECK(result.boards.back().id == "#20000");  // no [Board]: its place in the file
    }
    SUBCASE("2,000 boards through the binary, one of them repeating a [Deal]") {
        std::string text = "[Site \"Wien\"]\n" + kInputEndgame;
        for (int i = 2; i <= 2000; ++i)
            text += "\n[Site \"#\"]\n" + (i == 1000 ? "[Deal \"#\"]\n" : kInputEndgame);
        const test::TempDir dir;
        const std::string path = dir.write("chain.pbn", text);
        const RunResult r = run_stich({"solve", "--json", "--threads", "2", path});
        CHECK(r.exit_code == 1);
        CHECK(r.err == located(path, 2 + 3 * 999, 8, "#1000") +
                           "'#' cannot stand for the value of [Deal] (PBN 2.1, 4.8)\n");
        const auto out = lines(r.out);
        REQUIRE(out.size() == 1999);
        CHECK(out[998].starts_with("{\"board\":\"#999\","));
        CHECK(out[999].starts_with("{\"board\":\"#1001\","));
    }
    SUBCASE("'##' values past what the reader remembers (4 MiB), through the library") {
        const std::string big(900 << 10, 'v');
        std::string text = "[Board \"1\"]\n" + kInputEndgame + "\n[Board \"2\"]\n";
        for (int i = 0; i < 5; ++i) text += "[H" + std::to_string(i) + " \"##" + big + "\"]\n";
        text += kInputEndgame + "\n[Board \"3\"]\n[H4 \"#\"]\n" + kInputEndgame;
        const ReadResult result = read_boards_from_string(text);
        REQUIRE(result.diagnostics.size() == 2);
        CHECK(result.diagnostics[0].board == "2");
        // Each '##' value counts twice, as the value to repeat and as the value to inherit:
        // the third one goes past 4 MiB.
        CHECK(result.diagnostics[0].where.line == 7);
        CHECK(result.diagnostics[0].message ==
              "cannot keep the value of [H2] for later games: too many tag values to remember");
        CHECK(result.diagnostics[1].board == "3");
        CHECK(result.diagnostics[1].message ==
              "cannot inherit the value of [H4]: too many tag values to remember");
        CHECK(board_ids(result) == std::vector<std::string>{"1"});
    }
}
