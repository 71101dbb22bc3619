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

namespace {

// `stich ARGS...`'s standard output without its last newline (one JSON line a board, or a
// card for `play`), the command required to succeed.
std::string verbs_command_out(const std::vector<std::string>& args, int exit_code = 0) {
    const auto run = stich::test::run_stich(args);
    CAPTURE(run.err);
    REQUIRE(run.exit_code == exit_code);
    std::string out = run.out;
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

std::string verbs_sample(const std::string& name) {
    return std::string(STICH_SAMPLE_HANDS) + "/" + name;
}

}  // namespace

TEST_CASE("judge, play_analysis, settle: the command's JSON on the sample records") {
    api::SolverContext ctx({8});
    // judge: the sample boards with the seat and call their comments give, sampled.
    struct Judged {
        const char* file;
        size_t board;
        int seat;
        const char* label;
        const char* call;  // "": the call the record implies
    };
    // (The lead, a second a thread, is judged below with --versus.)
    for (const Judged& j : {Judged{"judge/whist.pbn", 0, 0, "N", "call"},
                            Judged{"judge/preference.pbn", 0, 0, "1", ""}}) {
        CAPTURE(j.file);
        CAPTURE(j.board);
        const api::Record record = api::read_file(verbs_sample(j.file)).records.at(j.board);
        api::JudgeRequest request;
        request.seat = j.seat;
        request.call = j.call;
        request.samples = 6;
        request.seed = 7;
        const api::Answer a = api::judge(ctx, record, request);
        REQUIRE(a.ok);
        std::vector<std::string> args = {"judge", "--json",    "--board", record.id(), "--seat",
                                         j.label, "--samples", "6",       "--seed",    "7"};
        if (*j.call) args.insert(args.end(), {"--call", j.call});
        args.push_back(verbs_sample(j.file));
        CHECK(a.json == verbs_command_out(args));
    }
    {
        // --versus and --exact-up-to 0 (always sampled) on the whist lead.
        const api::Record lead = api::read_file(verbs_sample("judge/whist.pbn")).records.at(1);
        api::JudgeRequest request;
        request.seat = 3;  // W
        request.call = "lead SJ";
        request.versus = {"lead H2"};
        request.samples = 3;
        request.exact_up_to = 0;
        const api::Answer a = api::judge(ctx, lead, request);
        REQUIRE(a.ok);
        CHECK(a.json ==
              verbs_command_out({"judge", "--json", "--board", "lead", "--seat", "W", "--call",
                                 "lead SJ", "--versus", "lead H2", "--samples", "3",
                                 "--exact-up-to", "0", verbs_sample("judge/whist.pbn")}));
        request.call = "lead S9";  // not in W's hand
        const api::Answer bad = api::judge(ctx, lead, request);
        CHECK(!bad.ok);
        CHECK(bad.problem.board == "lead");
        CHECK(!bad.problem.message.empty());
        // What the bidding showed: `--condition`, the same bytes as the command, the verdict
        // without it beside.
        request.call = "lead SJ";
        request.condition = "hcp(north) >= 12";
        const api::Answer shown = api::judge(ctx, lead, request);
        REQUIRE(shown.ok);
        CHECK(shown.json.find("\"without_condition\"") != std::string::npos);
        CHECK(shown.text.find("Without the condition") != std::string::npos);
        CHECK(shown.json ==
              verbs_command_out({"judge", "--json", "--board", "lead", "--seat", "W", "--call",
                                 "lead SJ", "--versus", "lead H2", "--samples", "3",
                                 "--exact-up-to", "0", "--condition", "hcp(north) >= 12",
                                 verbs_sample("judge/whist.pbn")}));
        // A record's [Condition] is applied as the option is.
        const api::ReadResult conditioned = api::read_text(
            "[Game \"whist\"]\n[Board \"c\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
            "[Condition \"hcp(north) >= 12\"]\n[Deal \"W:JT85.A742.863.Q6 - - -\"]\n",
            "cond.pbn");
        const api::ReadResult plain = api::read_text(
            "[Game \"whist\"]\n[Board \"c\"]\n[Dealer \"S\"]\n[Turned \"D4\"]\n"
            "[Deal \"W:JT85.A742.863.Q6 - - -\"]\n",
            "cond.pbn");
        REQUIRE(conditioned.records.size() == 1);
        REQUIRE(plain.records.size() == 1);
        request.call = "lead";
        request.versus.clear();
        request.condition.clear();
        const api::Answer by_tag = api::judge(ctx, conditioned.records[0], request);
        REQUIRE(by_tag.ok);
        request.condition = "hcp(north) >= 12";
        const api::Answer by_option = api::judge(ctx, plain.records[0], request);
        REQUIRE(by_option.ok);
        CHECK(by_tag.json == by_option.json);
        CHECK(by_tag.json.find("\"without_condition\"") != std::string::npos);
        // A condition that does not read is located as the command locates it.
        request.condition = "hcp(north) >=";
        const api::Answer bad_condition = api::judge(ctx, plain.records[0], request);
        CHECK(!bad_condition.ok);
        CHECK(bad_condition.problem.message.rfind("--condition:1:", 0) == 0);
    }
    // play_analysis: `stich play --json`, a line a card, on every game's played sample.
    for (const char* name :
         {"whist-play.pbn", "preference-play.pbn", "alliance-play.pbn", "bridge.lin"}) {
        CAPTURE(name);
        const api::Record record = position_sample_record(name);
        const api::Answer a = api::play_analysis(ctx, record);
        REQUIRE(a.ok);
        CHECK(a.json_lines);
        CHECK(a.json ==
              verbs_command_out({"play", "--json", "--board", record.id(), verbs_sample(name)}));
        CHECK(a.text.find('\n') != std::string::npos);
    }
    // A deal without play is not audited, and says so at the board.
    const api::Answer none = api::play_analysis(ctx, position_sample_record("whist.pbn"));
    CHECK(!none.ok);
    CHECK(!none.problem.message.empty());
    // settle: `stich analyze --json --variant V`; "" the record's own variant.
    const api::Record whist = position_sample_record("whist-play.pbn");
    for (const char* variant : {"", "five-honours", "without-honours"}) {
        CAPTURE(variant);
        const api::Answer a = api::settle(ctx, whist, variant);
        REQUIRE(a.ok);
        REQUIRE(a.settlement.has_value());
        std::vector<std::string> args = {"analyze", "--json", "--board", whist.id()};
        if (*variant) args.insert(args.end(), {"--variant", variant});
        args.push_back(verbs_sample("whist-play.pbn"));
        CHECK(a.json == verbs_command_out(args));
    }
    const api::Answer odd = api::settle(ctx, whist, "no-such-switch");
    CHECK(!odd.ok);
    CHECK(odd.problem.message.find("no-such-switch") != std::string::npos);
}

TEST_CASE("par: the par of stich solve --json, and by hand") {
    api::SolverContext ctx({8});
    stich::test::TempDir dir;
    // N-S hold the six or seven top cards of every suit, each suit in both hands: whoever
    // leads, N-S win every trick at no trump (no E-W card beats theirs, and no one ruffs).
    // By hand: 7NT by N-S not vulnerable, 40 + 6 x 30 + 300 + 1000 = 1520, above 7S's 1510;
    // E-W's best sacrifice goes 13 down doubled (3,500).  Par: +1520, N-S's grand slam.
    const std::string text =
        "[Board \"1\"]\n[Dealer \"E\"]\n[Vulnerable \"None\"]\n"
        "[Deal \"N:AKQ.AKQ.AKQ.AKQJ 765.765.8765.876 JT98.JT98.JT9.T9 432.432.432.5432\"]\n";
    const std::string file = dir.write("par.pbn", text);
    const api::ReadResult r = api::read_file(file);
    REQUIRE(r.records.size() == 1);
    const api::Answer a = api::par(ctx, r.records[0]);
    REQUIRE(a.ok);
    REQUIRE(a.par.has_value());
    CHECK(a.par->score == 1520);
    REQUIRE(a.par->contracts.size() == 1);
    CHECK(a.par->contracts[0].rfind("NS 7N", 0) == 0);
    // The par is the game's value (game::ParValue on solve's answer), rendered as the command
    // renders it: its line under the table.
    CHECK(a.text == "Par N-S +1520: 7NT by N-S (dealer E, vulnerable None)\n");
    // The "par" member of the command's JSON, byte for byte.
    const std::string solved = verbs_command_out({"solve", "--json", file});
    const size_t at = solved.find("\"par\":");
    REQUIRE(at != std::string::npos);
    CHECK(solved.substr(at + 6, a.json.size()) == a.json);
    // The sample bridge record's par too, played or not (the deal as dealt).
    const api::Record bridge = position_sample_record("bridge.lin");
    const api::Answer b = api::par(ctx, bridge);
    REQUIRE(b.ok);
    const std::string bridge_solved =
        verbs_command_out({"solve", "--json", "--board", bridge.id(), verbs_sample("bridge.lin")});
    CHECK(bridge_solved.find("\"par\":" + b.json) != std::string::npos);
    // A deal without [Vulnerable] has no par, and says so.
    const api::Answer no = api::par(ctx, position_sample_record("whist.pbn"));
    CHECK(!no.ok);
    CHECK(no.problem.message.find("[Vulnerable]") != std::string::npos);
}
