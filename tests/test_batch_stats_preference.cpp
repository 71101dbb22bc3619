// Préférence batch statistics: counted from the records of the sample boards, the same from
// JSON records and from CSV rows (but for the table, which CSV cannot count), and equal to the
// counts taken from the typed analyses themselves.
#include <doctest/doctest.h>

#include "support.h"

#include <map>

#include "stich/batch/record.h"
#include "stich/batch/stats.h"
#include "stich/io/pbn.h"
#include "stich/preference/analysis.h"
#include "stich/preference/contract.h"
#include "stich/preference/report.h"

using namespace stich;

namespace {

struct Expected {
    long boards = 0, makes = 0;
    std::array<long, 11> histogram{};
    std::array<double, 4> money{};
};

}  // namespace

TEST_CASE("batch statistics: Préférence, from JSON and CSV records, against the analyses") {
    const auto read = read_file(std::string(STICH_SAMPLE_HANDS) + "/preference.pbn");
    REQUIRE(read.diagnostics.empty());
    Solver solver(SolverOptions{4});
    const game::GameRegistry games = game::standard_games();
    stats::BatchStats from_json(games), from_csv(games);
    std::map<std::string, Expected> contracts;
    long fights = 0, tables = 0;
    std::array<long, 3> pays{};
    std::map<std::string, std::array<long, 3>> table_makes;
    size_t index = 0;
    for (const Board& board : read.boards) {
        std::string error;
        const auto a = preference::analyze_board(solver, board, {true, 4}, &error);
        REQUIRE_MESSAGE(a, error);
        const batch::Origin origin{index++, "p.pbn"};
        from_json.add(
            "", test::chomp(batch::analysed_record(batch::RecordFormat::kJson, origin,
                                                   preference::to_json(board, *a).dump() + '\n', "")
                                .line));
        const auto c = batch::analysed_record(batch::RecordFormat::kCsv, origin,
                                              preference::to_csv(board, *a) + '\n',
                                              preference::csv_header(*a));
        from_csv.add(c.csv_header, test::chomp(c.line));
        if (a->table) {
            ++tables;
            for (const auto& row : a->table->rows)
                for (const auto& v : row.games)
                    table_makes[preference::contract_name(v.contract)][row.declarer] += v.makes;
        }
        if (a->fight) {
            ++fights;
            for (int s = 0; s < 3; ++s) pays[s] += a->fight->result.pays[s];
        }
        if (a->game) {
            Expected& e = contracts[preference::contract_name(a->game->setup.contract)];
            ++e.boards;
            e.makes += a->game->makes;
            ++e.histogram[a->game->declarer_tricks];
            REQUIRE(a->game->settlement);
            for (int p = 0; p < 4; ++p) e.money[p] += a->game->settlement->balance[p];
        }
    }
    const auto j = from_json.to_json()["games"]["preference"];
    const auto c = from_csv.to_json()["games"]["preference"];
    CHECK(j["boards"] == read.boards.size());
    CHECK(j["failed"] == 0);
    CHECK(j["contracts"].dump() == c["contracts"].dump());
    CHECK(j["ausfechten"].dump() == c["ausfechten"].dump());
    CHECK(c["table"]["not_counted_csv"] == tables);
    CHECK(j["table"]["not_counted_csv"] == 0);

    REQUIRE(j["contracts"].size() == contracts.size());
    for (const auto& [key, e] : contracts) {
        const std::string& name = key;  // clang 14 cannot capture a structured binding
        CAPTURE(name);
        const auto& got = j["contracts"][name];
        CHECK(got["boards"] == e.boards);
        CHECK(got["makes"] == e.makes);
        CHECK(got["declarer_tricks"] == e.histogram);
        const char* parties[4] = {"1", "2", "3", "pot"};
        for (int p = 0; p < 4; ++p)
            CHECK(got["mean_settlement"][parties[p]].get<double>() ==
                  doctest::Approx(e.money[p] / e.boards));
    }
    CHECK(j["ausfechten"]["boards"] == fights);
    CHECK(j["ausfechten"]["pays"]["1"] == pays[0]);
    CHECK(j["ausfechten"]["pays"]["2"] == pays[1]);
    CHECK(j["ausfechten"]["pays"]["3"] == pays[2]);
    CHECK(j["table"]["boards"] == tables);
    for (const auto& [key, seats] : table_makes) {
        const std::string& game = key;  // clang 14 cannot capture a structured binding
        CAPTURE(game);
        CHECK(j["table"]["makes"][game]["1"] == seats[0]);
        CHECK(j["table"]["makes"][game]["2"] == seats[1]);
        CHECK(j["table"]["makes"][game]["3"] == seats[2]);
        CHECK(j["table"]["forehand_makes_fraction"][game].get<double>() ==
              doctest::Approx(static_cast<double>(seats[0]) / tables));
    }
    // The samples show a game of every kind: nine contracts, two Ausfechten (one of them the
    // all-pass deal of the board without a contract), one table.
    CHECK(contracts.size() == 9);
    CHECK(fights == 2);
    CHECK(tables == 1);
}
