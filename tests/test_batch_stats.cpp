// Batch statistics: counted from the records a batch writes, the same from JSON records and
// from CSV rows, and equal to the counts taken from the analyses themselves.
#include <doctest/doctest.h>

#include "support.h"

#include "stich/batch/record.h"
#include "stich/batch/stats.h"
#include "stich/io/pbn.h"
#include "stich/io/schema/whist.h"
#include "stich/whist/analysis.h"
#include "stich/whist/stats.h"

using namespace stich;

namespace {}  // namespace

TEST_CASE("batch statistics: whist, from JSON and CSV records, against the analyses") {
    const game::GameRegistry games = game::standard_games();
    // As the commands read it: whist's own [Turned] makes the trump.
    const auto read =
        read_file(std::string(STICH_SAMPLE_HANDS) + "/whist-scoring.pbn", games.record_tags());
    REQUIRE(read.diagnostics.empty());
    REQUIRE(read.boards.size() == 12);
    Solver solver(SolverOptions{4});
    stats::BatchStats from_json(games), from_csv(games);
    // The counts, taken from the typed analyses rather than from the records.
    std::array<std::array<long, 14>, 2> tricks{};
    std::array<long, 2> points{}, won{};
    long allowed = 0, sound = 0, standing = 0, no_game = 0;
    size_t index = 0;
    for (const Board& board : read.boards) {
        auto result = whist::analyze(solver, board);
        REQUIRE(std::holds_alternative<whist::Analysis>(result));
        const auto& a = std::get<whist::Analysis>(result);
        const batch::Origin origin{index++, "s.pbn"};
        const auto j = batch::analysed_record(batch::RecordFormat::kJson, origin,
                                              whist::to_json(board, a).dump() + '\n', "");
        from_json.add("", test::chomp(j.line));
        const auto c =
            batch::analysed_record(batch::RecordFormat::kCsv, origin, whist::to_csv(board, a),
                                   whist::analysis_csv_header());
        from_csv.add(c.csv_header, test::chomp(c.line));
        for (int s = 0; s < 2; ++s) {
            ++tricks[s][a.facts.tricks[s]];
            points[s] += a.points.total(s);
        }
        standing += a.score.has_value();
        if (a.score && a.score->game)
            ++won[a.score->game->winner];
        else if (a.score)
            ++no_game;
        allowed += a.call.right.allowed;
        sound += a.call.right.allowed && a.call.call;
    }
    // One failed board, unread, in each.
    const Diagnostic bad{SourceLocation{"s.pbn", 3, 1}, "13", "bad rank"};
    from_json.add("", test::chomp(batch::failed_record(batch::RecordFormat::kJson, {12, "s.pbn"},
                                                       bad, std::nullopt)
                                      .line));
    const auto failed_row =
        batch::failed_record(batch::RecordFormat::kCsv, {12, "s.pbn"}, bad, std::nullopt);
    from_csv.add(failed_row.csv_header, test::chomp(failed_row.line));

    const auto j = from_json.to_json();
    CHECK(j.dump() == from_csv.to_json().dump());
    CHECK(from_json.to_text() == from_csv.to_text());
    CHECK(j["boards"] == 13);
    CHECK(j["failed"] == 1);
    CHECK(j["unread"] == 1);
    const auto& w = j["games"]["whist"];
    CHECK(w["boards"] == 12);
    CHECK(w["failed"] == 0);
    for (int s = 0; s < 2; ++s) {
        const char* side = s ? "EW" : "NS";
        CAPTURE(side);
        CHECK(w["tricks"][side] == tricks[s]);
        CHECK(w["mean_points"][side].get<double>() == doctest::Approx(points[s] / 12.0));
        CHECK(w["games"][side]["won"] == won[s]);
    }
    CHECK(w["with_standing"] == standing);
    CHECK(w["games"]["none"] == no_game);
    CHECK(w["call"]["allowed"] == allowed);
    CHECK(w["call"]["sound"] == sound);
    // The samples were written to show every case: calls allowed on six, five of them sound.
    CHECK(allowed == 6);
    CHECK(sound == 5);
    CHECK(w["call"]["sound_fraction"].get<double>() == doctest::Approx(5.0 / 6));
}

TEST_CASE("batch statistics: a hand-made whist sample") {
    whist::WhistStats s;
    whist::WhistSample a;
    a.tricks = {12, 1};
    a.points = {10, 0};
    a.standing = true;
    a.game_winner = 0;
    a.game_value = 3;
    a.call_allowed = true;
    a.call = false;
    s.add(a);
    whist::WhistSample b;
    b.tricks = {6, 7};
    b.points = {0, 1};
    s.add(b);
    const auto j = s.to_json();
    CHECK(j["boards"] == 2);
    CHECK(j["tricks"]["NS"][12] == 1);
    CHECK(j["tricks"]["NS"][6] == 1);
    CHECK(j["tricks"]["EW"][1] == 1);
    CHECK(j["mean_tricks"]["NS"] == 9.0);
    CHECK(j["mean_points"]["NS"] == 5.0);
    CHECK(j["mean_points"]["EW"] == 0.5);
    CHECK(j["slams"]["NS"]["small"] == 1);
    CHECK(j["with_standing"] == 1);
    CHECK(j["games"]["none"] == 0);
    CHECK(j["games"]["NS"]["triple"] == 1);
    CHECK(j["games"]["NS"]["mean_value"] == 3.0);
    CHECK(j["games"]["EW"]["mean_value"].is_null());
    CHECK(j["call"]["allowed"] == 1);
    CHECK(j["call"]["play_on"] == 1);
    CHECK(j["call"]["sound_fraction"] == 0.0);
}

TEST_CASE("batch statistics: each failed board kept with file, board, line:column and message") {
    // A board the reader refused (no game known) and one that failed in the analysis, as
    // failed_record writes them, in JSON and in CSV: the page lists them (batch_page.cpp).
    const auto diagnostic = [](std::string file, int line, int column, std::string board,
                               std::string message) {
        Diagnostic d;
        d.where.file = std::move(file);
        d.where.line = line;
        d.where.column = column;
        d.board = std::move(board);
        d.message = std::move(message);
        return d;
    };
    const Diagnostic refused = diagnostic("f.pbn", 11, 75, "2", "bad rank 'X'");
    const Diagnostic failed = diagnostic("g.pbn", 36, 1, "5", "honours SK are in no hand");
    const game::GameRegistry registry = game::standard_games();
    for (const auto format : {batch::RecordFormat::kJson, batch::RecordFormat::kCsv}) {
        stats::BatchStats s(registry);
        const auto a = batch::failed_record(format, {0, "f.pbn"}, refused, std::nullopt);
        const auto b = batch::failed_record(format, {1, "g.pbn"}, failed, whist::kGame);
        s.add(a.csv_header, test::chomp(a.line));
        s.add(b.csv_header, test::chomp(b.line));
        CHECK(s.failed() == 2);
        REQUIRE(s.failures().size() == 2);
        const stats::BatchFailure expected[] = {
            {"f.pbn", "2", "", 11, 75, "bad rank 'X'"},
            {"g.pbn", "5", "whist", 36, 1, "honours SK are in no hand"}};
        for (size_t i = 0; i < 2; ++i) {
            const stats::BatchFailure& got = s.failures()[i];
            CAPTURE(i);
            CHECK(got.file == expected[i].file);
            CHECK(got.board == expected[i].board);
            CHECK(got.game == expected[i].game);
            CHECK(got.line == expected[i].line);
            CHECK(got.column == expected[i].column);
            CHECK(got.message == expected[i].message);
        }
    }
}

TEST_CASE("batch statistics: bridge records counted under bridge, not unread") {
    // A bridge board is answered by the whist module, which keeps bridge's statistics for it
    // (make_stats_for): its records count under "bridge"; only a record without a game is
    // unread.  4S needs 10 tricks and makes with 11 double dummy; 3NT needs 9 and has 2.
    const game::GameRegistry games = game::standard_games();
    stats::BatchStats s(games);
    s.add("", R"({"index":0,"board":"1","game":"bridge","contract":"4S","dd_tricks":11})");
    s.add("", R"({"index":1,"board":"2","game":"bridge","contract":"3NT","dd_tricks":2})");
    s.add("", R"({"index":2,"board":"3","error":"no deal"})");
    const auto j = s.to_json();
    CHECK(j["boards"] == 3);
    CHECK(j["failed"] == 1);
    CHECK(j["unread"] == 1);
    CHECK(j["games"]["bridge"]["boards"] == 2);
    CHECK(j["games"]["bridge"]["failed"] == 0);
    CHECK(j["games"]["bridge"]["contracts"] == 2);
    CHECK(j["games"]["bridge"]["makes_double_dummy"] == 1);
    CHECK(s.to_text() ==
          "bridge: 2 boards, 2 analysed, 0 failed\n"
          "  contracts  2 bid, 1 make double dummy; 0 with a result, 0 made\n"
          "boards that could not be read: 1\n");
}
