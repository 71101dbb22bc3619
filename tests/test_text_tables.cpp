// The text tables with column headers (stich/text_table.h, issue 44): the writer on a table laid
// out by hand, and every table of solve, analyze and batch's text checked for its alignment, a
// header over each of its cells: a left-aligned cell starts where its header starts, a
// right-aligned one ends where its header ends.
#include <doctest/doctest.h>

#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/support/text_table.h"
#include "subprocess.h"
#include "text_table_check.h"

using namespace stich;
using test::aligned_table;
using test::table_misalignment;

TEST_CASE("text table: widths from the widest cell, groups, details and UTF-8 by hand") {
    TextTable table({{"game", TextTable::Align::kLeft},
                     {"tricks"},
                     {"1", TextTable::Align::kRight, "settlement"},
                     {"2", TextTable::Align::kRight, "settlement"}});
    table.add_row({"Solo ♠", "7", "+120", "-120"});
    table.add_line("  a detail, in no column");
    table.add_row({"Alliance S HK", "10", "+4"});  // the missing cell is empty
    // "Solo ♠" is six characters wide (eight bytes); the group heads its first column.
    const std::string expected =
        "  game           tricks  settlement: 1     2\n"
        "  Solo ♠              7           +120  -120\n"
        "    a detail, in no column\n"
        "  Alliance S HK      10             +4\n";
    CHECK(table.text() == expected);
    CHECK(table.text(2) ==
          "  game           tricks\n"
          "  Solo ♠              7\n"
          "    a detail, in no column\n"
          "  Alliance S HK      10\n");
    CHECK(TextTable::width("Solo ♠ é") == 8);
    for (const char* row :
         {"  Solo ♠              7           +120  -120", "  Alliance S HK      10             +4"})
        CHECK(table_misalignment("  game           tricks  settlement: 1     2", row).empty());
    // The checker itself: a cell one column off its header is found.
    CHECK_FALSE(table_misalignment("  variant  points", "  standard     4").empty());
}

namespace {

// The samples of tests/data/pbn/.
std::string table_data(const std::string& file) {
    return std::string(STICH_TEST_DATA) + "/pbn/" + file;
}

// The cells of a table's row, as the text writes them.
std::vector<std::string> table_row_cells(const std::string& row) {
    std::vector<std::string> texts;
    for (const test::TableCell& cell : test::table_cells_of(row)) texts.push_back(cell.text);
    return texts;
}

using Cells = std::vector<std::string>;

}  // namespace

TEST_CASE("text tables: analyze --variants all of every game, aligned under their headers") {
    // Whist with a standing: the points of each side, the score, the game and each seat's
    // settlement; board 1's N-S take ten tricks: 4 points, no game from 0:0.
    const auto whist = test::run_stich({"analyze", "--variants", "all", "--score", "0 0", "--board",
                                        "1", table_data("whist.pbn")});
    CHECK(whist.exit_code == 0);
    const auto rows = aligned_table(whist.out, "  variant", 5);
    CHECK(table_row_cells(rows[0]) == Cells{"standard", "4", "0", "4:0", "-", "0", "0", "0", "0"});
    CHECK(table_row_cells(rows[3]) ==
          Cells{"preference, preference-suit=trump", "8", "0", "8:0", "-", "0", "0", "0", "0"});
    // Without a standing (the sample's board 1) only the points.
    const auto points = test::run_stich({"analyze", "--variants", "all", "--board", "1",
                                         std::string(STICH_SAMPLE_HANDS) + "/whist.pbn"});
    const auto point_rows = aligned_table(points.out, "  variant", 5);
    CHECK(table_row_cells(point_rows[1]) == Cells{"five-honours", "4", "2"});
    CHECK(points.out.find("  score") == std::string::npos);

    // Préférence: the money of seats 1-3, the pot and the dealer.
    const auto pref = test::run_stich(
        {"analyze", "--variants", "all", "--board", "1", table_data("preference.pbn")});
    CHECK(pref.exit_code == 0);
    const auto pref_rows = aligned_table(pref.out, "  variant", 5);
    CHECK(table_row_cells(pref_rows[0]) ==
          Cells{"vienna", "7 makes", "1.40", "-1.80", "-0.60", "1.00", "0.00"});
    CHECK(table_row_cells(pref_rows[4]) ==
          Cells{"four-players", "7 makes", "1.40", "-1.80", "0.40", "1.00", "-1.00"});

    // Alliance: each variant named as --variant takes it ("pierer", the default rules), and
    // every seat's settlement under its header, on a table of four and one of five.
    const auto ally = test::run_stich({"analyze", "--variants", "all", table_data("alliance.pbn")});
    const auto four = aligned_table(ally.out, "  variant", 3);
    CHECK(table_row_cells(four[0]) ==
          Cells{"pierer", "6", "wins", "7", "+14", "+14", "-14", "-14"});
    CHECK(table_row_cells(four[1]) ==
          Cells{"shared-payment", "6", "wins", "7", "+7/2", "+7/2", "-7/2", "-7/2"});
    const auto five = aligned_table(ally.out.substr(ally.out.find("Board 2")), "  variant", 3);
    CHECK(table_row_cells(five[0]) ==
          Cells{"pierer", "0", "loses", "-20", "+20", "+20", "-80", "+20", "+20"});
    for (const char* variant : {"pierer", "shared-payment", "no-must-trump"}) {
        CAPTURE(variant);
        const auto back = test::run_stich(
            {"solve", "--variant", variant, "--board", "1", table_data("alliance.pbn")});
        CHECK(back.exit_code == 0);
    }
}

TEST_CASE("text tables: solve's tables and the batch's, aligned under their headers") {
    // A Resistance endgame: each seat's role, tricks, marks and guarantee under max-n.
    const auto resist = test::run_stich(
        {"solve", "--board", "6", std::string(STICH_SAMPLE_HANDS) + "/alliance.pbn"});
    CHECK(resist.exit_code == 0);
    aligned_table(resist.out, "  seat", 4);

    // Whist's tricks by leader and strain (the README's first example): each seat's row
    // under the strains.
    const auto whist_solve =
        test::run_stich({"solve", "--board", "1", std::string(STICH_SAMPLE_HANDS) + "/whist.pbn"});
    const auto leaders = aligned_table(whist_solve.out, "  lead", 4);
    CHECK(table_row_cells(leaders[0]) == Cells{"N", "11", "11", "10", "10", "11"});
    CHECK(table_row_cells(leaders[1]) == Cells{"E", "2", "2", "3", "4", "2"});

    // The games a Préférence declarer may name, each with its best discard (3 in diamonds:
    // SQ ST laid away, board 1).
    const auto pref_solve =
        test::run_stich({"solve", "--board", "1", table_data("preference.pbn")});
    const auto games = aligned_table(pref_solve.out, "    game", 6);
    CHECK(table_row_cells(games[0]) == Cells{"3", "7", "makes", "SQ ST"});
    CHECK(table_row_cells(games[2]) == Cells{"Bettler", "-", "fails", "-"});

    // The batch's statistics on standard error: whist's tricks of each side, Préférence's
    // contracts with the mean settlement of each seat.
    test::TempDir dir;
    const auto whist = test::run_stich(
        {"batch", "--score", "0 0", "--out", dir.path("w.jsonl"), table_data("whist.pbn")});
    const auto sides = aligned_table(whist.err, "  tricks", 2);
    CHECK(table_row_cells(sides[0]) == Cells{"N-S", "0", "0", "0", "0", "0", "0", "0", "0", "0",
                                             "0", "1", "0", "0", "0", "10.00"});
    const auto pref =
        test::run_stich({"batch", "--out", dir.path("p.jsonl"), table_data("preference.pbn")});
    const auto contracts = aligned_table(pref.err, "  contract", 2);
    CHECK(table_row_cells(contracts[0]) ==
          Cells{"3", "1", "100.0%", "7.00", "+1.40", "-1.80", "-0.60", "+1.00"});
}

TEST_CASE("text tables: the judge's options, costs and shares, aligned, the means as the JSON's") {
    // W's lead on 20 drawn deals (seed 1): twelve options, SJ ST one (equals).
    const std::vector<std::string> args = {
        "judge",   std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn",
        "--seat",  "W",
        "--board", "lead",
        "-n",      "20",
        "-t",      "2"};
    const auto text = test::run_stich(args);
    REQUIRE(text.exit_code == 0);
    std::vector<std::string> json_args = args;
    json_args.push_back("--json");
    const auto json = test::run_stich(json_args);
    REQUIRE(json.exit_code == 0);
    const auto options = aligned_table(text.out, "  option", 12);
    CHECK(table_row_cells(options[0]) == Cells{"SJ ST", "+5.500", "0.647", "+4.232", "+6.768",
                                               "90.0%", "a best card on the deal", "<- the call"});
    // Every option's mean, interval and cost as the JSON gives them (%+.3f).
    const auto signed3 = [](double v) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%+.3f", v);
        return std::string(buf);
    };
    const auto costs = aligned_table(text.out, "    option  mean tricks  95% interval", 12);
    size_t found = 0;
    const nlohmann::json judged = nlohmann::json::parse(json.out);
    for (const auto& o : judged["options"]) {
        const std::string name = o["option"].get<std::string>();
        CAPTURE(name);
        for (const std::string& row : options)
            if (table_row_cells(row)[0] == name) {
                const Cells cells = table_row_cells(row);
                CHECK(cells[1] == signed3(o["mean"].get<double>()));
                CHECK(cells[3] == signed3(o["low"].get<double>()));
                CHECK(cells[4] == signed3(o["high"].get<double>()));
                ++found;
            }
        for (const std::string& row : costs)
            if (table_row_cells(row)[0] == name)
                CHECK(table_row_cells(row)[1] == signed3(o["to_best"].get<double>()));
    }
    CHECK(found == 12);
    // The shares of deals per trick count, each under its count: SJ ST took 1 trick on 1 deal
    // of 20 (5%), 2 on 4 (20%); none took 0.
    const auto shares = aligned_table(text.out, "    option  tricks: 0", 12);
    CHECK(table_row_cells(shares[0]) ==
          Cells{"SJ ST", ".", "5", "20", "5", ".", "20", "10", "20", "5", "10", ".", ".", "5"});

    // Préférence's money per deal under each amount: bidding 3 loses 3.4 on 1 deal of 200.
    const auto money =
        test::run_stich({"judge", std::string(STICH_SAMPLE_HANDS) + "/judge/preference.pbn",
                         "--seat", "1", "--board", "bid", "-t", "2"});
    REQUIRE(money.exit_code == 0);
    aligned_table(money.out, "  option  mean money", 2);
    const auto amounts = aligned_table(money.out, "    option  money: -3.4", 2);
    CHECK(table_row_cells(amounts[1]) == Cells{"pass", ".", ".", ".", "100", ".", ".", ".", "."});
}

TEST_CASE("text tables: Préférence's ways to defend and its table of games, aligned") {
    // Board 1: 3 in diamonds by seat 1; each way the defenders may choose with its money
    // (both playing: +1.4 -1.8 -0.6 and the pot +1, batch's mean of the board above).
    const auto ways = test::run_stich({"analyze", "--board", "1", table_data("preference.pbn")});
    REQUIRE(ways.exit_code == 0);
    const auto rows = aligned_table(ways.out, "    defence", 4);
    CHECK(table_row_cells(rows[0]) == Cells{"2 play, 3 play", "7", "+1.4", "-1.8", "-0.6", "+1"});
    CHECK(table_row_cells(rows[3]) == Cells{"2 home, 3 home", "10", "+2", "0", "-1", "-1"});

    // Board 11 has no contract: every game for every seat as declarer, as its JSON gives it.
    const std::string file = std::string(STICH_SAMPLE_HANDS) + "/preference.pbn";
    const auto table = test::run_stich({"solve", "--board", "11", file});
    REQUIRE(table.exit_code == 0);
    const auto seats = aligned_table(table.out, "  decl", 3);
    const auto json =
        nlohmann::json::parse(test::run_stich({"solve", "--board", "11", "--json", file}).out);
    const size_t decl = table.out.find("  decl");
    const Cells head = table_row_cells(table.out.substr(decl, table.out.find('\n', decl) - decl));
    const std::map<std::string, std::string> games = {{"1", "1"},       {"2", "2"},
                                                      {"3", "3"},       {"4", "4"},
                                                      {"G1", "G1"},     {"G2", "G2"},
                                                      {"G3", "G3"},     {"Herz", "Herz"},
                                                      {"5", "Bettler"}, {"5h", "Bettler hand"},
                                                      {"6", "Mord"},    {"6h", "Mord hand"}};
    for (size_t r = 0; r < seats.size(); ++r) {
        const Cells cells = table_row_cells(seats[r]);
        REQUIRE(cells.size() == head.size());
        const auto& row = json["table"][cells[0]];
        for (size_t c = 1; c < head.size(); ++c) {
            CAPTURE(head[c]);
            const auto& game = row[games.at(head[c])];
            const bool premium = head[c].starts_with("5") || head[c].starts_with("6");
            CHECK(cells[c] == (premium ? std::string(game["makes"].get<bool>() ? "+" : "-")
                                       : std::to_string(game["declarer_tricks"].get<int>())));
        }
    }
}

namespace {

// The `rows` lines under the line `header` of `text`, each aligned under it (a table whose
// first column is right-aligned: its rows start deeper than its header).
std::vector<std::string> rows_under(const std::string& text, const std::string& header,
                                    size_t rows) {
    const size_t at = text.find("\n" + header + "\n");
    REQUIRE_MESSAGE(at != std::string::npos, "no table headed '" << header << "' in\n" << text);
    std::istringstream in(text.substr(at + header.size() + 2));
    std::vector<std::string> found;
    for (std::string line; found.size() < rows && std::getline(in, line);) {
        CHECK(test::table_misalignment(header, line).empty());
        found.push_back(line);
    }
    REQUIRE(found.size() == rows);
    return found;
}

}  // namespace

TEST_CASE("text tables: solve --cards in every game, each value under its header") {
    // Whist: W's twelve legal cards at the first lead, SJ ST one run, 3 tricks each for E-W.
    const auto whist = test::run_stich(
        {"solve", "--cards", "--board", "1", std::string(STICH_SAMPLE_HANDS) + "/whist.pbn"});
    REQUIRE(whist.exit_code == 0);
    const auto runs = rows_under(whist.out, "  tricks  cards", 11);
    CHECK(table_row_cells(runs[0]) == Cells{"3", "SJ ST"});
    // Préférence: declarer's tricks and money, each card of the played sample.
    const auto pref = test::run_stich(
        {"solve", "--cards", std::string(STICH_SAMPLE_HANDS) + "/preference-play.pbn"});
    REQUIRE(pref.exit_code == 0);
    const auto money = rows_under(pref.out, "  tricks  money  cards", 8);
    CHECK(table_row_cells(money[0]) == Cells{"5", "-3", "SA"});
    CHECK(table_row_cells(money[7]) == Cells{"4", "-3.2", "D8"});
    // Alliance: the marks of declarer's side, +18 whatever seat 1 leads.
    const auto alliance = test::run_stich(
        {"solve", "--cards", "--board", "1", std::string(STICH_SAMPLE_HANDS) + "/alliance.pbn"});
    REQUIRE(alliance.exit_code == 0);
    const auto marks = rows_under(alliance.out, "  marks  cards", 10);
    CHECK(table_row_cells(marks[3]) == Cells{"+18", "HT H9"});
}
