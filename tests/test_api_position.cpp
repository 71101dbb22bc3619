// The facade's answers on a record with its own play, as the command line gives them
// (include/stich/api/position.h): `api::solve_played` is `stich solve --json`'s object on the
// sample records played to the end, on a record whose play stops partway (its "after_play"),
// and on one without play; and the game a bridge record is played as is named "bridge" by
// the state and `api::game_of` (issue 46: the browser's table and state).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "stich/stich.h"
#include "subprocess.h"

namespace api = stich::api;

namespace {

api::Record position_sample_record(const std::string& name, size_t index = 0) {
    const api::ReadResult r = api::read_file(std::string(STICH_SAMPLE_HANDS) + "/" + name);
    REQUIRE(r.records.size() > index);
    return r.records[index];
}

// `stich solve --json` on board `id` of `file`: its one line.
std::string position_command_json(const std::string& file, const std::string& id) {
    const auto run = stich::test::run_stich({"solve", "--json", "--board", id, file});
    REQUIRE(run.exit_code == 0);
    REQUIRE(!run.out.empty());
    return run.out.substr(0, run.out.find('\n'));
}

}  // namespace

TEST_CASE("solve_played: stich solve --json on records with their own play") {
    api::SolverContext ctx({8});
    stich::test::TempDir dir;
    for (const char* name : {"bridge.lin", "whist-play.pbn", "preference-play.pbn"}) {
        CAPTURE(name);
        const api::Record record = position_sample_record(name);
        const api::Answer a = api::solve_played(ctx, record);
        REQUIRE(a.ok);
        const std::string want =
            position_command_json(std::string(STICH_SAMPLE_HANDS) + "/" + name, record.id());
        CHECK(a.json == want);
        CHECK(a.json.find("\"position\":\"as dealt\"") != std::string::npos);
        // The facade's plain solve leaves the label out: the deal as the record gives it.
        CHECK(ctx.solve(record).json.find("\"position\"") == std::string::npos);
    }
    // A play that stops partway: the position after it beside the deal as dealt.
    api::State s = *api::State::from_record(position_sample_record("whist-play.pbn"), ctx, nullptr);
    while (s.undo()) {
    }
    for (int i = 0; i < 6; ++i) REQUIRE(s.apply(s.legal_actions().front()));
    const std::string file = dir.write("partway.pbn", s.serialize());
    const api::ReadResult partway = api::read_file(file);
    REQUIRE(partway.records.size() == 1);
    const api::Answer a = api::solve_played(ctx, partway.records[0]);
    REQUIRE(a.ok);
    CHECK(a.json == position_command_json(file, partway.records[0].id()));
    CHECK(a.json.find("\"after_play\":{") != std::string::npos);
    CHECK(a.json.find("\"position\":\"after 6 cards played\"") != std::string::npos);
    // No play: the plain solve, unlabelled.
    const api::Record dealt = position_sample_record("whist.pbn");
    CHECK(api::solve_played(ctx, dealt).json == ctx.solve(dealt).json);
}

TEST_CASE("game_of: a bridge record is played as bridge, by the state too") {
    api::SolverContext ctx({4});
    const api::Record bridge = position_sample_record("bridge.lin");
    CHECK(bridge.game() == "whist");  // its [Game]: whist plays it
    CHECK(api::game_of(bridge) == "bridge");
    const auto state = api::State::from_record(bridge, ctx, nullptr);
    REQUIRE(state.has_value());
    CHECK(state->game() == "bridge");
    // Read back from its own record, still bridge.
    CHECK(api::State::deserialize(state->serialize(), ctx, nullptr)->game() == "bridge");
    for (const char* name : {"whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"}) {
        CAPTURE(name);
        const api::Record record = position_sample_record(name);
        CHECK(api::game_of(record) == record.game());
        CHECK(api::State::from_record(record, ctx, nullptr)->game() == record.game());
    }
}
