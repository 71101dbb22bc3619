// Préférence boards end to end: every sample board solved and analysed, the fields the man
// page promises, and two boards whose every number is checked by hand: the text's maximum
// loss and a three-card endgame with a trick in progress.
#include <doctest/doctest.h>

#include "stich/io/pbn.h"
#include "stich/preference/report.h"
#include "support.h"

using namespace stich;
using namespace stich::preference;

namespace {

using Json = nlohmann::ordered_json;

std::vector<Board> samples() {
    const auto r = read_file(std::string(STICH_SAMPLE_HANDS) + "/preference.pbn");
    REQUIRE(r.diagnostics.empty());
    return r.boards;
}

const Board& sample(const std::vector<Board>& boards, const char* id) {
    for (const Board& b : boards)
        if (b.id == id) return b;
    FAIL("no sample board " << id);
    return boards[0];
}

Json run(const Board& board, bool analysis) {
    Solver solver(SolverOptions{16});
    std::string error;
    const auto a = analyze_board(solver, board, AnalysisOptions{analysis, 8}, &error);
    INFO(error);
    REQUIRE(a);
    return to_json(board, *a);
}

}  // namespace

TEST_CASE("every sample board solves and analyses, with the promised fields") {
    for (const Board& board : samples()) {
        INFO("board " << board.id);
        for (bool analysis : {false, true}) {
            const Json j = run(board, analysis);
            CHECK(j["game"] == "preference");
            if (board.contract.empty()) {
                REQUIRE(j.contains("table"));
                for (const char* seat : {"1", "2", "3"}) CHECK(j["table"][seat].size() == 16);
                CHECK(j.contains("ausfechten") == analysis);
            } else if (board.contract == "Ausfechten") {
                for (const char* key : {"tricks", "guarantee", "pays", "totals"})
                    CHECK(j.contains(key));
            } else {
                CHECK(j["declarer_tricks"].is_number_integer());
                CHECK(j["makes"].is_boolean());
                for (const char* seat : {"1", "2", "3"})
                    CHECK(j["guarantee"][seat].is_number_integer());
                CHECK(j.contains("settlement") == analysis);
            }
            if (analysis) {
                // Money moves between the parties; none appears or vanishes.
                const Json& m =
                    board.contract.empty() ? j["ausfechten"]["settlement"] : j["settlement"];
                double sum = 0;
                for (const auto& [party, value] : m.items()) sum += value.get<double>();
                CHECK(sum == doctest::Approx(0));
            }
        }
    }
}

TEST_CASE("the maximum loss, end to end: the dealer pays 14") {
    // Board 7: stake 1, cap 3, the dealer (seat 3) loses Mord aufgedeckt from the hand; the
    // opponents hold every ace, so he cannot take all ten tricks.
    const auto boards = samples();
    const Json j = run(sample(boards, "7"), true);
    CHECK(j["makes"] == false);
    CHECK(j["same_as"] == "Mord");
    CHECK(j["settlement"]["3"].get<double>() == doctest::Approx(-14));
    CHECK(j["settlement"]["1"].get<double>() == doctest::Approx(5));
    CHECK(j["settlement"]["2"].get<double>() == doctest::Approx(5));
    CHECK(j["settlement"]["pot"].get<double>() == doctest::Approx(4));
}

TEST_CASE("an endgame with a trick in progress, by hand") {
    // Board 8, hearts, declarer seat 2 with S Q 9, H T; seat 1 S A 7, H 9; seat 3 has led
    // SK and holds H A, D 8; tricks so far 2, 4, 1.  Seat 1 must beat the king (SA) and wins;
    // leading the trump nine he makes declarer beat it with the ten and seat 3 (on declarer's
    // left, ducking) take it with the ace; seat 3's D8 wins the last trick.  Declarer takes
    // none of the 3 tricks and ends with 4: he falls.  Alone, seat 1 is sure of his ace and
    // seat 3 of his trump ace.  Both defenders end with 3.  Money: pot 2, a trick 0.2;
    // declarer pays 2 into the pot and 0.6 to each defender; seat 3 paid the stake.
    const auto boards = samples();
    const Board& b = sample(boards, "8");
    const Json s = run(b, false);
    CHECK(s["tricks_left"] == 3);
    CHECK(s["trick"] == Json::array({"SK"}));
    CHECK(s["declarer_tricks"] == 0);
    CHECK(s["makes"] == false);
    CHECK(s["guarantee"] == Json({{"1", 1}, {"2", 0}, {"3", 1}}));
    const Json a = run(b, true);
    CHECK(a["quota"]["at_quota"] == 2);
    CHECK(a["quota"]["smallest"] == 3);
    CHECK(a["totals"] == Json({{"1", 3}, {"2", 4}, {"3", 3}}));
    CHECK(a["settlement"]["1"].get<double>() == doctest::Approx(0.6));
    CHECK(a["settlement"]["2"].get<double>() == doctest::Approx(-3.2));
    CHECK(a["settlement"]["3"].get<double>() == doctest::Approx(-0.4));
    CHECK(a["settlement"]["pot"].get<double>() == doctest::Approx(3));
    CHECK_FALSE(a.contains("defence_options"));  // no choice is left in an endgame
}

TEST_CASE("text and CSV renderings") {
    const auto boards = samples();
    Solver solver(SolverOptions{16});
    std::string error;
    for (const Board& board : boards) {
        const auto a = analyze_board(solver, board, AnalysisOptions{true, 8}, &error);
        REQUIRE(a);
        const std::string header = csv_header(*a);
        const std::string row = to_csv(board, *a);
        // As many cells as the header has columns (no cell holds a comma).
        CHECK(std::count(header.begin(), header.end(), ',') ==
              std::count(row.begin(), row.end(), ','));
        CHECK(to_text(board, *a).starts_with("Board " + board.id + "  preference"));
    }
    // A bad variant or contract is reported, not solved.
    Board bad = boards[0];
    bad.variant = "no-such-switch";
    CHECK_FALSE(analyze_board(solver, bad, {}, &error));
    CHECK(error.find("no-such-switch") != std::string::npos);
    bad = boards[0];
    bad.contract = "Solo";
    CHECK_FALSE(analyze_board(solver, bad, {}, &error));
    CHECK(error.find("unknown contract") != std::string::npos);
}

TEST_CASE("an analysis on two threads is the analysis on one") {
    // Two threads run the Ausfechten's max-n beside the contract table and the guarantees,
    // which then start at none where max-n is not done: the same values, the same output.
    std::vector<Board> boards = samples();
    // Dealt deals (`stich deal -g preference -s 9001` to 9004): the table and the Ausfechten.
    const char* deals[][2] = {{"1:K.T98.9.KT987 AJT9.AJ.AJ7.A 87.KQ.KQT8.QJ", "Q.7.."},
                              {"1:AT87.KT.KJ9.A Q.J98.A87.T98 K9.AQ.QT.KQJ7", "J.7.."},
                              {"1:8.KQJ7.KJ.K97 QJT.A9.QT8.QT AK9.T8.A97.AJ", "7...8"},
                              {"1:AKQ9.KQ.987.8 7.87.T.AKQT97 JT8.AJT9.AJ.J", "..KQ."}};
    for (const auto& [deal, talon] : deals)
        for (const char* contract : {"", "[Contract \"Ausfechten\"]\n"}) {
            const auto r = read_boards_from_string(
                std::string("[Game \"preference\"]\n[Board \"9\"]\n[Dealer \"3\"]\n[Deal \"") +
                deal + "\"]\n[Talon \"" + talon + "\"]\n" + contract);
            REQUIRE(r.boards.size() == 1);
            boards.push_back(r.boards[0]);
        }
    Solver one(SolverOptions{16}), two(SolverOptions{16});
    for (const Board& board : boards) {
        INFO("board " << board.id << " " << board.contract);
        std::string error;
        AnalysisOptions options{true, 8};
        const auto a = analyze_board(one, board, options, &error);
        REQUIRE(a);
        options.threads = 2;
        const auto b = analyze_board(two, board, options, &error);
        REQUIRE(b);
        CHECK(to_json(board, *a).dump() == to_json(board, *b).dump());
        CHECK(to_text(board, *a) == to_text(board, *b));
        if (a->fight) {
            CHECK(a->fight->result.guarantee == b->fight->result.guarantee);
            CHECK(a->fight->result.nodes == b->fight->result.nodes);
        }
    }
}
