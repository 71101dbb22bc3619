// Alliance batch statistics: the same from JSON records and from CSV rows (a record of one row
// per game), and equal to the counts taken from the typed analyses.
#include <doctest/doctest.h>

#include "support.h"
#include "text_table_check.h"

#include <algorithm>
#include <map>

#include "stich/alliance/analysis.h"
#include "stich/alliance/contract.h"
#include "stich/alliance/report.h"
#include "stich/app/deal_generator.h"
#include "stich/batch/record.h"
#include "stich/batch/stats.h"

using namespace stich;

namespace {}  // namespace

TEST_CASE("batch statistics: Alliance, from JSON and CSV records, against the analyses") {
    const game::GameRegistry registry = game::standard_games();
    const game::GameModule& module = *registry.find("alliance");
    const auto layout = table_layout(module, 4, nullptr);
    REQUIRE(layout);
    Solver solver;
    stats::BatchStats from_json(registry), from_csv(registry);
    // The counts, from the typed analyses.
    std::map<std::string, long> games, wins, payoff, wins_somewhere, best_kind;
    std::array<double, 4> best_marks{};
    long tricks_at_7 = 0;
    const int kBoards = 1;  // a full analysis is 23 exact payoff searches: slow under sanitizers
    for (int i = 0; i < kBoards; ++i) {
        auto board = generate_deal(module, *layout, {}, 11, static_cast<uint64_t>(i), nullptr);
        REQUIRE(board);
        std::string error;
        const auto a = alliance::analyze_board(solver, *board, {}, &error);
        REQUIRE(a);
        REQUIRE(a->games.size() == 23);  // 16 Alliances, 4 Solos, 3 Levers
        // analyze's table of the games, a seat's settlement under each way to pay under its
        // header (text_table.h).
        test::aligned_table(alliance::to_text(*board, *a), "  game", 23);
        const batch::Origin origin{static_cast<size_t>(i), "a.pbn"};
        const auto j = batch::analysed_record(batch::RecordFormat::kJson, origin,
                                              alliance::to_json(*board, *a).dump() + '\n', "");
        from_json.add("", test::chomp(j.line));
        const auto c = batch::analysed_record(batch::RecordFormat::kCsv, origin,
                                              alliance::to_csv(*board, *a), alliance::csv_header());
        // One row of the analysis per game, read back from the long table.
        CHECK(batch::csv_rows(test::chomp(c.line)).size() == 23);
        from_csv.add(c.csv_header, test::chomp(c.line));

        const alliance::GameResult* best = nullptr;
        std::map<std::string, bool> somewhere;
        for (const auto& g : a->games) {
            const std::string kind(alliance::kind_name(g.contract.kind));
            ++games[kind];
            wins[kind] += g.side->wins();
            payoff[kind] += g.side->payoff;
            somewhere[kind] = somewhere[kind] || g.side->wins();
            tricks_at_7 += kind == "Alliance" && g.side->tricks == 7;
            if (!best || g.side->payoff > best->side->payoff) best = &g;
        }
        for (const auto& [kind, w] : somewhere) wins_somewhere[kind] += w;
        ++best_kind[std::string(alliance::kind_name(best->contract.kind))];
        for (int p = 0; p < 4; ++p) best_marks[p] += best->settlement[p].value();
    }
    const auto j = from_json.to_json();
    CHECK(j.dump() == from_csv.to_json().dump());
    CHECK(from_json.to_text() == from_csv.to_text());
    test::aligned_table(from_json.to_text(), "    game", 3);  // Alliance, Solo, Lever
    const auto& four = j["games"]["alliance"]["players"]["4"];
    CHECK(four["boards"] == kBoards);
    for (const char* kind : {"Alliance", "Solo", "Lever"}) {
        CAPTURE(kind);
        const auto& k = four["kinds"][kind];
        CHECK(k["games"] == games[kind]);
        CHECK(k["wins"] == wins[kind]);
        CHECK(k["mean_payoff"].get<double>() ==
              doctest::Approx(static_cast<double>(payoff[kind]) / games[kind]));
        CHECK(k["boards_where_one_wins"] == wins_somewhere[kind]);
        CHECK(k["best_game"] == best_kind[kind]);
    }
    CHECK(games["Alliance"] == 16 * kBoards);
    CHECK(four["kinds"]["Alliance"]["declarer_tricks"][7] == tricks_at_7);
    for (int p = 0; p < 4; ++p)
        CHECK(four["best_game_mean_settlement"][std::to_string(p + 1)].get<double>() ==
              doctest::Approx(best_marks[p] / kBoards));
}

TEST_CASE("batch statistics: Alliance boards of a contract, by number of players") {
    // Hand-made records: a 5-player board whose contract wins, and one whose contract loses.
    stats::BatchStats s(game::standard_games());
    s.add("", R"({"index":0,"file":"f","board":"1","game":"alliance","players":5,)"
              R"("contract":"Solo H","declarer":2,"declarer_tricks":6,"wins":true,"payoff":8,)"
              R"("settlement":{"1":-8,"2":32,"3":-8,"4":-8,"5":-8}})");
    s.add("", R"({"index":1,"file":"f","board":"2","game":"alliance","players":5,"declarer":1,)"
              R"("contract":{"contract":"Alliance S HK","declarer_tricks":4,"wins":false,)"
              R"("payoff":-6,"settlement":{"1":-12,"2":-12,"3":6,"4":6,"5":12}}})");
    const auto j = s.to_json()["games"]["alliance"]["players"]["5"];
    CHECK(j["boards"] == 2);
    CHECK(j["boards_with_choices"] == 0);
    CHECK(j["board_contract"]["boards"] == 2);
    CHECK(j["board_contract"]["wins"] == 1);
    CHECK(j["board_contract"]["mean_settlement"]["2"].get<double>() == doctest::Approx(10.0));
    CHECK(j["board_contract"]["mean_settlement"]["5"].get<double>() == doctest::Approx(2.0));
}

TEST_CASE("batch statistics: an Alliance game with no one outcome is counted as a board only") {
    // The result depends on cards no one has placed: "wins", "payoff" and the settlements are
    // null (the record lists each possible outcome).  It is a board of 5 players, not a loss.
    stats::BatchStats s(game::standard_games());
    s.add("", R"({"index":0,"file":"f","board":"1","game":"alliance","players":5,"declarer":1,)"
              R"("contract":{"contract":"Alliance S HK","declarer_tricks":4,"wins":null,)"
              R"("payoff":null,"settlement":null}})");
    const auto j = s.to_json()["games"]["alliance"]["players"]["5"];
    CHECK(j["boards"] == 1);
    CHECK(j["board_contract"]["boards"] == 0);
    CHECK(j["board_contract"]["wins"] == 0);
}
