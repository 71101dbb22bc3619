// The library's facade (include/stich/stich.h) as a consumer uses it: records read with their
// problems located, written back, and solved by contexts that agree with DDS and with each
// other across threads.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "stich/stich.h"
#include "support.h"

namespace api = stich::api;

namespace {

const char* const kTwoBoards =
    "[Event \"club night\"]\n"
    "[Board \"1\"]\n"
    "[Dealer \"N\"]\n"
    "[Deal \"N:AK94.864.T6.AJT6 J3.AK3.K73.95432 QT872.QJ5.Q54.K8 65.T972.AJ982.Q7\"]\n"
    "\n"
    "[Board \"2\"]\n"
    "[Deal \"N:AK94.864.T6.AJT6 J3.AK3.K73.9543X QT872.QJ5.Q54.K8 65.T972.AJ982.Q7\"]\n"
    "\n"
    "[Board \"3\"]\n"
    "[Deal \"E:- - - -\"]\n";

}  // namespace

TEST_CASE("api: records are read with each problem at its file, line, column and board") {
    const api::ReadResult r = api::read_text(kTwoBoards, "club.pbn");
    REQUIRE(r.records.size() == 2);
    CHECK(r.records[0].id() == "1");
    CHECK(r.records[0].game() == "whist");
    CHECK(r.records[0].players() == 4);
    CHECK(r.records[0].seat_label(2) == "S");
    CHECK(r.records[0].hand(0) == "AK94.864.T6.AJT6");
    CHECK(r.records[0].hand(3) == "65.T972.AJ982.Q7");
    CHECK(r.records[0].tag("Event") == "club night");
    CHECK(r.records[0].tag("Vulnerable").empty());
    CHECK(r.records[1].id() == "3");
    CHECK(r.records[1].hand(1) == "-");
    REQUIRE(r.problems.size() == 1);
    const api::Problem& p = r.problems[0];
    CHECK(p.file == "club.pbn");
    CHECK(p.line == 7);
    CHECK(p.column > 1);
    CHECK(p.board == "2");
    CHECK(p.error);
    CHECK(p.text().rfind("club.pbn:7:", 0) == 0);
    CHECK(api::read_file("/nonexistent/deals.pbn").problems.size() == 1);
}

TEST_CASE("api: records written as PBN read back the same") {
    const api::ReadResult first = api::read_text(kTwoBoards);
    const std::string pbn = api::write_pbn(first.records);
    const api::ReadResult again = api::read_text(pbn);
    CHECK(again.problems.empty());
    CHECK(api::write_pbn(again.records) == pbn);
    const api::ReadResult lin = api::read_file(std::string(STICH_SAMPLE_HANDS) + "/bridge.lin");
    REQUIRE_FALSE(lin.records.empty());
    CHECK(lin.records[0].hand(0).size() == 16);  // 13 cards and three dots
    // A board with a bridge contract is "bridge" in every rendering of its solve (issue 44).
    api::SolverContext context;
    const api::Answer a = context.solve(lin.records[0]);
    REQUIRE(a.ok);
    CHECK(nlohmann::json::parse(a.json)["game"] == "bridge");
    CHECK(a.text.rfind("Board 1  bridge", 0) == 0);
}

TEST_CASE("api: a context's trick table equals DDS's") {
    const auto dds =
        stich::test::read_dds_file(std::string(STICH_SHARED_DATA) + "/dds-whist-200.txt");
    REQUIRE(dds.size() >= 3);
    api::SolverContext context;
    const char* const seats = "NESW";
    const char* const strains[] = {"S", "H", "D", "C", "NT"};
    for (size_t i = 0; i < 3; ++i) {
        std::string deal = "N:";
        for (int s = 0; s < 4; ++s)
            deal += (s ? " " : "") + stich::format_hand(dds[i].hands[static_cast<size_t>(s)]);
        const api::ReadResult r = api::read_text("[Deal \"" + deal + "\"]\n");
        REQUIRE(r.records.size() == 1);
        const api::Answer a = context.solve(r.records[0]);
        REQUIRE(a.ok);
        CHECK_FALSE(a.text.empty());
        // A bare deal is a bridge record: its table is by declarer, as DDS's (issue 44).
        const auto j = nlohmann::json::parse(a.json);
        CHECK(j["by"] == "declarer");
        for (int k = 0; k < 20; ++k) {
            const int strain = k / 4, declarer = k % 4;
            const int tricks = j["table"][std::string(1, seats[declarer])][strains[strain]];
            CHECK(tricks == dds[i].values[static_cast<size_t>(k)]);
        }
    }
}

TEST_CASE("api: a board the game cannot answer is a problem at its place, not a throw") {
    const api::ReadResult r = api::read_text(
        "[Board \"9\"]\n[Deal \"N:AK94.864.T6.AJT6 J3.AK3.K73.95432 QT872.QJ5.Q54.K8 -\"]\n",
        "x.pbn");
    REQUIRE(r.records.size() == 1);
    api::SolverContext context;
    const api::Answer a = context.solve(r.records[0]);
    CHECK_FALSE(a.ok);
    CHECK(a.json.empty());
    CHECK(a.problem.file == "x.pbn");
    CHECK(a.problem.board == "9");
    CHECK_FALSE(a.problem.message.empty());
}

TEST_CASE("api: one context a thread gives the same answers as one context alone") {
    std::vector<api::Record> records;
    for (const char* f : {"/whist.pbn", "/preference.pbn", "/alliance.pbn"}) {
        const api::ReadResult r = api::read_file(std::string(STICH_SAMPLE_HANDS) + f);
        // Sampled: every second record from the second (the Alliance files' first and third
        // take seconds each under the sanitizers).
        const size_t step = size_t(test::sample_size(1, 2));
        for (size_t i = step - 1; i < r.records.size(); i += step) records.push_back(r.records[i]);
    }
    REQUIRE(records.size() >= 6);
    std::vector<std::string> alone;
    {
        api::SolverContext context;
        for (const api::Record& r : records) alone.push_back(context.analyze(r).json);
    }
    std::vector<std::string> shared(records.size());
    std::vector<std::thread> threads;
    for (size_t t = 0; t < 2; ++t)
        threads.emplace_back([&records, &shared, t] {
            api::SolverContext context({16});
            for (size_t i = t; i < records.size(); i += 2)
                shared[i] = context.analyze(records[i]).json;
        });
    for (std::thread& th : threads) th.join();
    CHECK(shared == alone);
    CHECK(std::string(api::version()) == STICH_VERSION_STRING);
}

TEST_CASE("api: each preset with its switches, a record's unknown tags, its analysis page") {
    // man/stich.1's variant sections: Préférence's vienna and russian, whist's five-honours,
    // Alliance's pierer (the defaults) and stichzwang.
    auto preset = [](const std::string& game, const std::string& name) {
        for (const api::VariantInfo& v : api::variants(game))
            if (v.name == name) return v;
        FAIL("no preset " << name);
        return api::VariantInfo{};
    };
    CHECK(preset("preference", "russian").switches ==
          std::vector<std::string>{"no-beat", "ruff", "no-overtrump", "no-duck"});
    CHECK(preset("whist", "five-honours").switches ==
          std::vector<std::string>{"honours=5", "carry-over", "no-call"});
    CHECK(preset("alliance", "pierer").switches.empty());
    CHECK(preset("alliance", "stichzwang").switches ==
          std::vector<std::string>{"compulsion-to-beat"});
    for (const api::VariantInfo& v : api::variants("preference"))
        if (!v.preset) CHECK(v.switches.empty());

    // The unknown tags: [Event], then the program's own, in file order; [Board], [Dealer],
    // [Deal] and [Vulnerable] are read.
    const api::ReadResult r = api::read_text(
        "[Event \"club night\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
        "[MyEngine \"v2\"]\n"
        "[Deal \"N:AK94.864.T6.AJT6 J3.AK3.K73.95432 QT872.QJ5.Q54.K8 65.T972.AJ982.Q7\"]\n"
        "[Annotator \"anna\"]\n");
    REQUIRE(r.records.size() == 1);
    CHECK(r.records[0].unknown_tags() ==
          std::vector<std::pair<std::string, std::string>>{
              {"Event", "club night"}, {"MyEngine", "v2"}, {"Annotator", "anna"}});
    // The analysis page (Jupyter's view of an analysis): the board's heading, its diagram and
    // the table drawn from the answer's values.
    api::SolverContext context;
    const std::string page = context.analysis_html(r.records[0]);
    CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(page.find("Board 1 (bridge)") != std::string::npos);
}
