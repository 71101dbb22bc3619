// `stich batch`'s statistics of bridge records (bridge/stats.h, issue 44) on the four bridge
// files of tests/data/bridge, the figures counted by hand from their records: nine boards,
// every one with a contract; declarer's tricks double dummy 9 9 10 10 6 10 10 10 9 against
// 10 9 10 10 8 10 10 10 9 needed (5 make double dummy); results 10 - 10 9 8 10 10 10 7 (one
// record without), 6 made; taken less double dummy +1 0 -1 +2 0 0 0 -2 (mean 0); N-S scores
// of the 8 with one 420 -420 -140 -500 -420 -170 -420 -800 (mean -306.25), double dummy
// -50 -420 -170 -1100 -420 -170 -420 -200 (mean -368.75).
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "subprocess.h"

namespace {

nlohmann::json bridge_batch_stats(const std::string& format) {
    const stich::test::TempDir dir;
    const std::string data = std::string(STICH_TEST_DATA) + "/bridge/";
    const std::string stats = dir.path("stats.json").string();
    const auto run = stich::test::run_stich({"batch", "-q", "-t", "1", format, "--out",
                                             dir.path("records").string(), "--stats", stats,
                                             data + "bridgecomposer.pbn", data + "deep-finesse.pbn",
                                             data + "tournament.pbn", data + "bbo-teams.lin"});
    REQUIRE(run.exit_code == 0);
    std::ifstream in(stats);
    return nlohmann::json::parse(in);
}

}  // namespace

TEST_CASE("bridge batch statistics: contracts against double dummy, counted by hand") {
    for (const char* format : {"--json", "--csv"}) {
        INFO(format);
        const nlohmann::json all = bridge_batch_stats(format);
        REQUIRE(all["games"].contains("bridge"));
        const nlohmann::json& b = all["games"]["bridge"];
        CHECK(b["boards"] == 9);
        CHECK(b["contracts"] == 9);
        CHECK(b["makes_double_dummy"] == 5);
        CHECK(b["with_result"] == 8);
        CHECK(b["makes"] == 6);
        CHECK(b["tricks_over_double_dummy"] ==
              nlohmann::json({{"-2", 1}, {"-1", 1}, {"0", 4}, {"1", 1}, {"2", 1}}));
        CHECK(b["mean_tricks_over_double_dummy"].get<double>() == doctest::Approx(0.0));
        CHECK(b["mean_score_NS"].get<double>() == doctest::Approx(-306.25));
        CHECK(b["mean_double_dummy_score_NS"].get<double>() == doctest::Approx(-368.75));
    }
}
