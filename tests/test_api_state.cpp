// The facade's game state for agents (include/stich/api/state.h): the sample played deals
// replayed to the settlement `stich analyze` gives them, legal cards equal to the card values'
// (`stich solve --cards`) on random positions of each game, undo, serialisation, and the
// hidden cards dealt again keeping what the seat saw, uniformly.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/io/board.h"
#include "stich/preference/records.h"
#include "stich/stich.h"
#include "subprocess.h"

namespace api = stich::api;

namespace {

api::State state_sample_file(const std::string& name, api::SolverContext& ctx) {
    const api::ReadResult r = api::read_file(std::string(STICH_SAMPLE_HANDS) + "/" + name);
    REQUIRE(r.records.size() >= 1);
    api::Problem problem;
    auto s = api::State::from_record(r.records[0], ctx, &problem);
    INFO(problem.text());
    REQUIRE(s.has_value());
    return *s;
}

// The deal of `name` taken back to its first card.
api::State state_at_start(const std::string& name, api::SolverContext& ctx) {
    api::State s = state_sample_file(name, ctx);
    while (s.undo()) {
    }
    return s;
}

// Plays `cards` random legal cards (fewer when the deal ends), drawn by `rng`.
void state_random_cards(api::State& s, int cards, std::mt19937_64& rng) {
    for (int i = 0; i < cards && !s.is_terminal(); ++i) {
        const std::vector<int> legal = s.legal_actions();
        REQUIRE(!legal.empty());
        REQUIRE(s.apply(legal[rng() % legal.size()]));
    }
}

// The state with `player`'s hidden cards dealt again from seeds 0 to count - 1, each checked
// to keep what he saw (his information state), the play and the seat to move.
std::vector<api::State> state_resampled(const api::State& s, int player, int count,
                                        api::SolverContext& ctx) {
    std::vector<api::State> out;
    const std::vector<float> seen = s.information_state_tensor(player);
    for (int seed = 0; seed < count; ++seed) {
        api::Problem problem;
        auto r = s.resample(player, static_cast<std::uint64_t>(seed), ctx, &problem);
        INFO(problem.text());
        REQUIRE(r.has_value());
        CHECK(r->history() == s.history());
        CHECK(r->history_players() == s.history_players());
        CHECK(r->current_player() == s.current_player());
        CHECK(r->information_state_tensor(player) == seen);
        out.push_back(std::move(*r));
    }
    return out;
}

// The Préférence deal of the worked auction below, before its calls.
api::GameSpec auction_deal_spec(const std::string& pot = "") {
    api::GameSpec spec;
    spec.game = "preference";
    spec.deal = "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8";
    spec.talon = "T..Q.";
    if (!pot.empty()) spec.tags = {{"Pot", pot}};
    spec.dealer = "3";
    return spec;
}

// The named actions of `s`, in order.
std::vector<std::string> auction_names(const api::State& s, const std::vector<int>& actions) {
    std::vector<std::string> out;
    for (int a : actions) out.push_back(s.action_name(a));
    return out;
}

std::vector<int> state_value_actions(const std::vector<api::ActionValue>& values) {
    std::vector<int> out;
    for (const api::ActionValue& v : values) out.push_back(v.action);
    return out;
}

}  // namespace

TEST_CASE("state: a talon game without [Discard] is refused, as the record gives it") {
    // Board 1 of the Préférence test data: no [Discard]; a state plays the record as given.
    api::SolverContext ctx;
    const api::ReadResult r = api::read_file(std::string(STICH_TEST_DATA) + "/pbn/preference.pbn");
    REQUIRE(r.records.size() >= 1);
    api::Problem problem;
    CHECK_FALSE(api::State::from_record(r.records[0], ctx, &problem));
    CHECK(problem.text().find("[Discard]") != std::string::npos);
}

TEST_CASE("state: actions are cards, 13 a suit in S H D C order") {
    CHECK(api::action_of("S2") == 0);
    CHECK(api::action_of("SA") == 12);
    CHECK(api::action_of("HA") == 25);
    CHECK(api::action_of("d10") == 34);
    CHECK(api::action_of("CA") == 51);
    CHECK(api::action_of("X9") == -1);
    for (int a = 0; a < api::kActionCount; ++a) CHECK(api::action_of(api::action_name(a)) == a);
    CHECK(api::action_name(52).empty());
}

TEST_CASE("state: the sample played deals replay to `stich analyze`'s settlement") {
    api::SolverContext ctx({4});
    // Values from `stich analyze --json` of each file (the settlement; whist's points by side:
    // N-S 2 for the tricks, no honours either way).
    const std::map<std::string, std::vector<double>> expected = {
        {"whist-play.pbn", {2, -2, 2, -2}},
        {"preference-play.pbn", {-3.2, -1.8, 0.0}},
        {"alliance-play.pbn", {-24, -24, 36, 36, -24}},
    };
    // Plain names, not structured bindings: clang 14 cannot capture those (doctest's CAPTURE).
    for (const auto& entry : expected) {
        const std::string& name = entry.first;
        const std::vector<double>& want = entry.second;
        CAPTURE(name);
        api::State s = state_sample_file(name, ctx);
        CHECK(s.is_terminal());
        CHECK(s.current_player() == -1);
        CHECK(s.legal_actions().empty());
        const std::vector<double> got = s.returns(ctx);
        REQUIRE(got.size() == want.size());
        for (size_t i = 0; i < want.size(); ++i) CHECK(got[i] == doctest::Approx(want[i]));
        // Taken back to the start and played again from the history: the same result.
        const std::vector<int> history = s.history();
        while (s.undo()) {
        }
        CHECK(s.returns(ctx).empty());
        for (int a : history) REQUIRE(s.apply(a));
        CHECK(s.returns(ctx) == got);
    }
    // Préférence: the seats' money plus the pot's is zero; whist and Alliance are zero-sum.
    api::State p = state_sample_file("preference-play.pbn", ctx);
    CHECK(p.result_json(ctx).find("\"pot\":5.0") != std::string::npos);
}

TEST_CASE("state: legal cards are those `stich solve --cards` values, at random positions") {
    api::SolverContext ctx({4});
    std::mt19937_64 rng(42);
    // Cheap positions: the values are searched, so the positions are late in the play.
    const std::vector<std::pair<std::string, int>> games = {
        {"whist-play.pbn", 36}, {"preference-play.pbn", 18}, {"alliance-play.pbn", 30}};
    for (const auto& entry : games) {
        const std::string& name = entry.first;
        const int from = entry.second;
        CAPTURE(name);
        for (int trial = 0; trial < 6; ++trial) {
            api::State s = state_at_start(name, ctx);
            state_random_cards(s, from + static_cast<int>(rng() % 6), rng);
            if (s.is_terminal()) continue;
            const std::vector<api::ActionValue> values = s.action_values(ctx);
            CAPTURE(s.serialize());
            CHECK(state_value_actions(values) == s.legal_actions());
        }
    }
}

TEST_CASE("state: undo restores the state, serialize reads back to the same state") {
    api::SolverContext ctx({4});
    std::mt19937_64 rng(7);
    for (const char* name : {"whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"}) {
        CAPTURE(name);
        api::State s = state_at_start(name, ctx);
        state_random_cards(s, 5, rng);
        const std::string before = s.serialize();
        const std::vector<float> tensor = s.information_state_tensor(0);
        const std::vector<int> legal = s.legal_actions();
        api::State copy = s;
        state_random_cards(s, 17, rng);
        CHECK(copy.serialize() == before);  // a clone is not its original
        for (int i = 0; i < 17; ++i) REQUIRE(s.undo());
        CHECK(s.serialize() == before);
        CHECK(s.information_state_tensor(0) == tensor);
        CHECK(s.legal_actions() == legal);
        api::Problem problem;
        const auto back = api::State::deserialize(before, ctx, &problem);
        INFO(problem.text());
        REQUIRE(back.has_value());
        CHECK(back->history() == s.history());
        CHECK(back->legal_actions() == legal);
        CHECK(back->current_player() == s.current_player());
        // A card not legal now changes nothing.
        for (int a = 0; a < api::kActionCount; ++a)
            if (std::find(legal.begin(), legal.end(), a) == legal.end()) CHECK(!s.apply(a));
        CHECK(s.serialize() == before);
    }
}

TEST_CASE("state: the observation tensor holds the hand, the play and the trick") {
    api::SolverContext ctx({4});
    api::State s = state_at_start("whist-play.pbn", ctx);
    using L = api::TensorLayout;
    // W leads ST; N (seat 0) sees it as played by the seat three after him.
    REQUIRE(s.current_player() == 3);
    REQUIRE(s.apply(api::action_of("ST")));
    const std::vector<float> t = s.observation_tensor(0);
    REQUIRE(t.size() == static_cast<size_t>(L::kObservationSize));
    // N:A643.KJT8.92.AK3
    CHECK(t[L::kHand + api::action_of("SA")] == 1.0f);
    CHECK(t[L::kHand + api::action_of("ST")] == 0.0f);
    float cards = 0;
    for (int a = 0; a < 52; ++a) cards += t[static_cast<size_t>(L::kHand + a)];
    CHECK(cards == 13.0f);
    CHECK(t[L::kPlayed + 52 * 3 + api::action_of("ST")] == 1.0f);
    CHECK(t[L::kTrick + 52 * 3 + api::action_of("ST")] == 1.0f);
    CHECK(t[L::kTrump + 2] == 1.0f);   // [Turned "D4"]
    CHECK(t[L::kToMove + 0] == 1.0f);  // N to play
    const std::vector<float> info = s.information_state_tensor(0);
    CHECK(info.size() == static_cast<size_t>(L::kInformationStateSize));
    CHECK(info[L::kHistory + api::action_of("ST")] == doctest::Approx(1.0 / 64));
    CHECK(s.observation_string(0).find("hand: A643.KJT8.92.AK3") != std::string::npos);
    CHECK(s.information_state_string(1).find("play: W:ST") != std::string::npos);
}

TEST_CASE("state: resampling keeps the seat's hand, the play and the suits shown out of") {
    api::SolverContext ctx({4});
    // whist-play.pbn after three tricks and a card: E showed out of spades in the third.
    api::State s = state_at_start("whist-play.pbn", ctx);
    for (const char* c :
         {"ST", "SA", "S2", "SQ", "HK", "H5", "HQ", "HA", "SJ", "S6", "H6", "S9", "S8"})
        REQUIRE(s.apply(api::action_of(c)));
    const int me = s.current_player();  // N
    REQUIRE(me == 0);
    std::set<std::string> deals;
    for (const api::State& r : state_resampled(s, me, 60, ctx)) {
        CHECK(r.legal_actions() == s.legal_actions());
        // E (seat 1) holds no spade in any deal dealt again.
        const std::vector<float> east = r.observation_tensor(1);
        for (int a = 0; a < 13; ++a) CHECK(east[static_cast<size_t>(a)] == 0.0f);
        deals.insert(r.serialize());
    }
    CHECK(deals.size() > 50);  // the hidden cards do move
    // From W, not to move: W's hand and the play kept, N's hand hidden from him and dealt
    // again, E still void in spades.
    const std::vector<float> north = s.observation_tensor(0);
    int north_moved = 0;
    for (const api::State& r : state_resampled(s, 3, 40, ctx)) {
        const std::vector<float> east = r.observation_tensor(1);
        for (int a = 0; a < 13; ++a) CHECK(east[static_cast<size_t>(a)] == 0.0f);
        north_moved += r.observation_tensor(0) != north;
    }
    CHECK(north_moved > 30);
    api::Problem problem;
    CHECK(!s.resample(4, 0, ctx, &problem).has_value());
    CHECK(problem.message.find("no such seat") != std::string::npos);
}

TEST_CASE("state: resampling for a Préférence defender not to move keeps what he saw") {
    api::SolverContext ctx({4});
    // preference-play.pbn after four cards: seat 2 (a defender) is not to move.
    api::State s = state_at_start("preference-play.pbn", ctx);
    std::mt19937_64 rng(5);
    state_random_cards(s, 4, rng);
    const int mover = s.current_player();
    REQUIRE(mover >= 0);
    const int other = (mover + 1) % s.players();
    std::set<std::string> deals;
    for (const api::State& r : state_resampled(s, other, 30, ctx)) deals.insert(r.serialize());
    CHECK(deals.size() > 10);
}

TEST_CASE("state: resampling is uniform over the layouts of a small endgame") {
    api::SolverContext ctx({4});
    // N to lead sees his own two spades; the six other cards lie two by two with E, S and W:
    // each holds the HA with probability 1/3.
    const char* const pbn =
        "[Game \"whist\"]\n[Board \"tiny\"]\n[Trump \"S\"]\n"
        "[Leader \"N\"]\n[Deal \"N:AK... QJ... .AK.. ..AK.\"]\n";
    api::Problem problem;
    const auto s = api::State::deserialize(pbn, ctx, &problem);
    INFO(problem.text());
    REQUIRE(s.has_value());
    REQUIRE(s->current_player() == 0);
    std::array<int, 4> holder{};
    const int n = 600;
    for (int seed = 0; seed < n; ++seed) {
        const auto r = s->resample(0, static_cast<std::uint64_t>(seed), ctx, &problem);
        REQUIRE(r.has_value());
        for (int seat = 1; seat < 4; ++seat)
            if (r->observation_tensor(seat)[static_cast<size_t>(api::action_of("HA"))] == 1.0f)
                ++holder[static_cast<size_t>(seat)];
    }
    CHECK(holder[0] == 0);
    double chi2 = 0;
    for (int seat = 1; seat < 4; ++seat) {
        const double d = holder[static_cast<size_t>(seat)] - n / 3.0;
        chi2 += d * d / (n / 3.0);
    }
    CAPTURE(holder);
    CHECK(chi2 < 13.8);  // two degrees of freedom, p = 0.001
    // The same from E, not to move: his QJ of spades stay, the other six cards (N's too) lie
    // two by two with N, S and W, each holding the HA with probability 1/3.
    std::array<int, 4> from_east{};
    for (int seed = 0; seed < n; ++seed) {
        const auto r = s->resample(1, static_cast<std::uint64_t>(seed), ctx, &problem);
        REQUIRE(r.has_value());
        REQUIRE(r->observation_tensor(1)[static_cast<size_t>(api::action_of("SQ"))] == 1.0f);
        for (int seat = 0; seat < 4; ++seat)
            if (r->observation_tensor(seat)[static_cast<size_t>(api::action_of("HA"))] == 1.0f)
                ++from_east[static_cast<size_t>(seat)];
    }
    CHECK(from_east[1] == 0);
    double chi2_east = 0;
    for (int seat : {0, 2, 3}) {
        const double d = from_east[static_cast<size_t>(seat)] - n / 3.0;
        chi2_east += d * d / (n / 3.0);
    }
    CAPTURE(from_east);
    CHECK(chi2_east < 13.8);
}

TEST_CASE("state: a game given by hand, and what cannot be played card by card") {
    api::SolverContext ctx({4});
    // The contract as tags of its own (GameSpec::tags), the rest as fields.
    api::GameSpec spec;
    spec.game = "preference";
    spec.deal = "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8";
    spec.talon = "T..Q.";
    spec.tags = {{"Dealer", "3"}, {"Contract", "3"}, {"Declarer", "1"}, {"Discard", "..7.7"}};
    api::Problem problem;
    auto s = api::State::new_game(spec, ctx, &problem);
    INFO(problem.text());
    REQUIRE(s.has_value());
    CHECK(s->game() == "preference");
    CHECK(s->players() == 3);
    CHECK(s->current_player() == 0);
    CHECK(s->legal_actions().size() == 10);
    std::mt19937_64 rng(3);
    state_random_cards(*s, 30, rng);
    CHECK(s->is_terminal());
    CHECK(s->returns(ctx).size() == 3);

    api::GameSpec bad = spec;
    bad.tags.erase(bad.tags.begin() + 1);  // no contract: the deal starts at its calls
    auto calling = api::State::new_game(bad, ctx, &problem);
    REQUIRE(calling.has_value());
    CHECK(calling->calling());
    bad.deal = "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.X";
    CHECK(!api::State::new_game(bad, ctx, &problem).has_value());
    CHECK(problem.line > 0);
}

TEST_CASE("state: stich solve --cards values the position the play section leads to") {
    // Préférence's and Alliance's card values read the deal as dealt before: a record with one
    // trick played listed its cards again.  The command's cards are the state's legal ones.
    api::SolverContext ctx({4});
    stich::test::TempDir dir;
    for (const char* name : {"preference-play.pbn", "alliance-play.pbn", "whist-play.pbn"}) {
        CAPTURE(name);
        api::State s = state_at_start(name, ctx);
        std::mt19937_64 rng(5);
        state_random_cards(s, s.players() + 1, rng);  // a trick and a card
        const auto run = stich::test::run_stich(
            {"solve", "--cards", "--json", dir.write("after.pbn", s.serialize())});
        REQUIRE(run.exit_code == 0);
        std::vector<int> listed;
        for (int a = 0; a < api::kActionCount; ++a)
            if (run.out.find("\"" + api::action_name(a) + "\"") != std::string::npos)
                listed.push_back(a);
        CHECK(listed == s.legal_actions());
    }
}

TEST_CASE("state: the Préférence calls worked by hand from the rules' bidding") {
    // docs/rules/preference.md, Bidding: "Forehand opens with "one" (clubs) or passes; bids
    // rise one step at a time through 2, 3, 4; forehand may *hold* (take over) the current
    // bid; a player who passed is out."  Seat 1 opens 1, seat 2 says 2, seat 3 passes, seat 1
    // holds 2, seat 2 says 3, seat 1 passes: seat 2 is declarer in diamonds, takes the talon
    // (ST DQ), lays away S7 C9 and names 3; on the dealer's stake alone both must play.
    api::SolverContext ctx({4});
    api::Problem problem;
    auto s = api::State::new_game(auction_deal_spec(), ctx, &problem);
    INFO(problem.text());
    REQUIRE(s.has_value());
    CHECK(s->action_count() == 52 + 21);
    for (int a = 0; a < s->action_count(); ++a) CHECK(s->action_of(s->action_name(a)) == a);
    const std::vector<std::string> premiums = {"Bettler",        "Mord",          "Plauderer",
                                               "MordOffen",      "Bettler hand",  "Mord hand",
                                               "Plauderer hand", "MordOffen hand"};
    auto with = [&](std::vector<std::string> first, bool business) {
        if (business)
            for (const char* g : {"G1", "G2", "G3", "Herz"}) first.emplace_back(g);
        first.insert(first.end(), premiums.begin(), premiums.end());
        return first;
    };
    struct Step {
        int seat;
        std::vector<std::string> legal;
        std::string call;
    };
    const std::vector<Step> steps = {
        {0, with({"pass", "1"}, true), "1"},    {1, with({"pass", "2"}, true), "2"},
        {2, with({"pass", "3"}, true), "pass"}, {0, with({"pass", "3", "hold"}, false), "hold"},
        {1, with({"pass", "3"}, false), "3"},   {0, with({"pass", "4", "hold"}, false), "pass"},
    };
    for (const Step& step : steps) {
        CAPTURE(step.call);
        CHECK(s->calling());
        CHECK(s->current_player() == step.seat);
        CHECK(auction_names(*s, s->legal_actions()) == step.legal);
        CHECK_FALSE(s->apply(api::action_of("SA")));  // no card while bidding
        REQUIRE(s->apply(s->action_of(step.call)));
    }
    // Declarer (seat 2) lays two of his twelve cards away: his ten and the talon's ST DQ.
    CHECK(s->current_player() == 1);
    CHECK(auction_names(*s, s->legal_actions()) ==
          std::vector<std::string>{"S7", "S9", "ST", "SJ", "HT", "HJ", "HK", "DT", "DQ", "C9", "CK",
                                   "CA"});
    REQUIRE(s->apply(api::action_of("S7")));
    CHECK(s->legal_actions().size() == 11);
    REQUIRE(s->apply(api::action_of("C9")));
    // "names the game: trumps of his bid or any higher suit" (and the premium games 5-8).
    CHECK(auction_names(*s, s->legal_actions()) ==
          std::vector<std::string>{"3", "4", "Bettler", "Mord", "Plauderer", "MordOffen"});
    REQUIRE(s->apply(s->action_of("3")));
    // "If the pot holds only the dealer's stake, both must play": seat 3 (declarer's left),
    // then seat 1.
    for (int seat : {2, 0}) {
        CHECK(s->current_player() == seat);
        CHECK(auction_names(*s, s->legal_actions()) == std::vector<std::string>{"play"});
        REQUIRE(s->apply(s->action_of("play")));
    }
    // The play: declarer leads from the hand he kept.
    CHECK_FALSE(s->calling());
    CHECK(s->current_player() == 1);
    CHECK(auction_names(*s, s->legal_actions()) ==
          std::vector<std::string>{"S9", "ST", "SJ", "HT", "HJ", "HK", "DT", "DQ", "CK", "CA"});
    const api::Record r = s->record();
    CHECK(r.board().contract == "3");
    CHECK(r.board().declarer == 1);
    const std::string pbn = s->serialize();
    CHECK(pbn.find("[Calls \"1 2 pass hold 3 pass S7 C9 3 play play\"]") != std::string::npos);
    CHECK(pbn.find("[Discard \"7...9\"]") != std::string::npos);
    // Undo goes back into the calls.
    REQUIRE(s->undo());
    CHECK(s->calling());
    CHECK(s->current_player() == 0);
    REQUIRE(s->apply(s->action_of("play")));
    CHECK(s->serialize() == pbn);
}

TEST_CASE("state: the defenders' choices off the stake, and everyone passing") {
    api::SolverContext ctx({4});
    api::Problem problem;
    auto s = api::State::new_game(auction_deal_spec("3"), ctx, &problem);
    REQUIRE(s.has_value());
    // Seat 1 announces Geschäft 2 (spades, no talon); the others pass.
    for (const char* call : {"G2", "pass", "pass"}) REQUIRE(s->apply(s->action_of(call)));
    CHECK(s->current_player() == 1);  // no talon: the defenders choose at once
    CHECK(auction_names(*s, s->legal_actions()) == std::vector<std::string>{"play", "home"});
    REQUIRE(s->apply(s->action_of("home")));
    REQUIRE(s->apply(s->action_of("play")));
    // One plays, the other stays home: the one who plays may invite him.
    CHECK(s->current_player() == 2);
    CHECK(auction_names(*s, s->legal_actions()) == std::vector<std::string>{"play", "invite"});
    REQUIRE(s->apply(s->action_of("invite")));
    CHECK(stich::preference::defence_tag(s->record().board()) ==
          std::vector<std::string>{"play", "invite"});
    CHECK(s->current_player() == 0);

    // Everyone passes: the deal is fought out, settled as `stich analyze` settles it (seat 2
    // takes the most tricks, 5, and pays a stake; the dealer's stake is in).
    auto f = api::State::new_game(auction_deal_spec(), ctx, &problem);
    REQUIRE(f.has_value());
    for (const char* call : {"pass", "pass", "pass"}) REQUIRE(f->apply(f->action_of(call)));
    CHECK(f->is_terminal());
    CHECK(f->current_player() == -1);
    CHECK(f->record().board().contract == "Ausfechten");
    CHECK(f->returns(ctx) == std::vector<double>{0.0, -1.0, -1.0});
    REQUIRE(f->undo());
    CHECK(f->current_player() == 2);

    // A record starts before its calls when it says so by [Calls]; without, and without a
    // contract, it is refused as before (nothing to play).
    const std::string deal_pbn = auction_deal_spec().pbn();
    CHECK_FALSE(api::State::deserialize(deal_pbn, ctx, &problem).has_value());
    std::string with_calls = deal_pbn;
    with_calls.insert(with_calls.size() - 1, "[Calls \"\"]\n");
    auto r = api::State::deserialize(with_calls, ctx, &problem);
    REQUIRE(r.has_value());
    CHECK(r->calling());
    CHECK(r->serialize().find("[Calls \"\"]") != std::string::npos);
    with_calls.insert(with_calls.size() - 1, "[Contract \"4\"]\n");
    CHECK_FALSE(api::State::deserialize(with_calls, ctx, &problem).has_value());
}

TEST_CASE("state: random playouts through the calls settle, and serialize round trips") {
    api::SolverContext ctx({4});
    std::mt19937_64 rng(11);
    for (int run = 0; run < 6; ++run) {
        CAPTURE(run);
        api::Problem problem;
        auto s = api::State::new_game(auction_deal_spec(run % 2 ? "2" : "1"), ctx, &problem);
        REQUIRE(s.has_value());
        int steps = 0;
        while (!s->is_terminal()) {
            const std::vector<int> legal = s->legal_actions();
            REQUIRE(!legal.empty());
            REQUIRE(s->apply(legal[rng() % legal.size()]));
            // Every few steps the state reads back from its record to the same state.
            if (++steps % 7 == 0) {
                auto back = api::State::deserialize(s->serialize(), ctx, &problem);
                INFO(problem.text());
                REQUIRE(back.has_value());
                CHECK(back->history() == s->history());
                CHECK(back->history_players() == s->history_players());
                CHECK(back->legal_actions() == s->legal_actions());
                CHECK(back->current_player() == s->current_player());
            }
        }
        // The seats' money sums to minus what went into the pot (`stich analyze`'s figure).
        const std::vector<double> returns = s->returns(ctx);
        REQUIRE(returns.size() == 3);
        const auto json = nlohmann::json::parse(s->result_json(ctx));
        const double pot = json.at("settlement").at("pot").get<double>();
        CHECK(returns[0] + returns[1] + returns[2] == doctest::Approx(-pot));
        for (int seat = 0; seat < 3; ++seat)
            CHECK(
                returns[static_cast<size_t>(seat)] ==
                doctest::Approx(json.at("settlement").at(std::to_string(seat + 1)).get<double>()));
        // Undo takes the deal back to before its first call.
        const size_t made = s->history().size();
        size_t undone = 0;
        while (s->undo()) ++undone;
        CHECK(undone == made);
        CHECK(s->calling());
        CHECK(s->current_player() == 0);
    }
}

TEST_CASE("state: the calls are in the tensors, slot by slot, as worked by hand") {
    // The worked auction above: 1 (seat 1), 2 (seat 2), pass (3), hold (1), 3 (2), pass (1),
    // S7 C9 laid away and 3 named by seat 2, play (3), play (1).  Seen from seat 3 (index 2):
    // slot 0 is seat 3, slot 1 seat 1, slot 2 seat 2.  Kinds: pass 0, "1".."4" 1..4, hold 5,
    // play 18, a card laid away 21.
    using L = api::TensorLayout;
    api::SolverContext ctx({4});
    api::Problem problem;
    auto s = api::State::new_game(auction_deal_spec(), ctx, &problem);
    REQUIRE(s.has_value());
    for (const char* call : {"1", "2", "pass", "hold", "3", "pass"})
        REQUIRE(s->apply(s->action_of(call)));
    // Declarer (seat 2) holds his ten cards and the talon's ST DQ; the others their ten.
    auto cards_in = [](const std::vector<float>& t, int offset) {
        std::vector<std::string> out;
        for (int a = 0; a < 52; ++a)
            if (t[static_cast<size_t>(offset + a)] != 0.0f) out.push_back(api::action_name(a));
        return out;
    };
    CHECK(cards_in(s->observation_tensor(1), L::kHand) ==
          std::vector<std::string>{"S7", "S9", "ST", "SJ", "HT", "HJ", "HK", "DT", "DQ", "C9", "CK",
                                   "CA"});
    CHECK(cards_in(s->observation_tensor(2), L::kHand).size() == 10);
    for (const char* call : {"S7", "C9", "3", "play", "play"})
        REQUIRE(s->apply(s->action_of(call)));
    REQUIRE_FALSE(s->calling());

    const std::vector<float> t = s->observation_tensor(2);
    REQUIRE(t.size() == static_cast<size_t>(L::kObservationSize));
    std::vector<float> calls(static_cast<size_t>(L::kSeatSlots * L::kCallKinds), 0.0f);
    auto at = [&](int slot, int kind) -> float& {
        return calls[static_cast<size_t>(L::kCallKinds * slot + kind)];
    };
    at(0, 0) = 1;   // seat 3: pass
    at(0, 18) = 1;  //         play
    at(1, 1) = 1;   // seat 1: 1
    at(1, 5) = 1;   //         hold
    at(1, 0) = 1;   //         pass
    at(1, 18) = 1;  //         play
    at(2, 2) = 1;   // seat 2: 2
    at(2, 3) = 2;   //         3 bid, 3 named
    at(2, 21) = 2;  //         two cards laid away
    CHECK(std::vector<float>(t.begin() + L::kCalls,
                             t.begin() + L::kCalls + L::kSeatSlots * L::kCallKinds) == calls);
    // The cards laid away: declarer's own, nobody else's.
    CHECK(cards_in(t, L::kLaidAway).empty());
    CHECK(cards_in(s->observation_tensor(1), L::kLaidAway) == std::vector<std::string>{"S7", "C9"});
    // The information state: the calls in order, each its caller's slot and its kind.
    const std::vector<float> info = s->information_state_tensor(2);
    REQUIRE(info.size() == static_cast<size_t>(L::kInformationStateSize));
    const std::vector<std::pair<int, int>> order = {
        {1, 1}, {2, 2}, {0, 0}, {1, 5}, {2, 3}, {1, 0}, {2, 21}, {2, 21}, {2, 3}, {0, 18}, {1, 18}};
    std::vector<float> expected(static_cast<size_t>(L::kMaxCalls * L::kCallStride), 0.0f);
    for (size_t n = 0; n < order.size(); ++n) {
        const size_t base = n * static_cast<size_t>(L::kCallStride);
        expected[base + static_cast<size_t>(order[n].first)] = 1;
        expected[base + static_cast<size_t>(L::kSeatSlots + order[n].second)] = 1;
    }
    CHECK(std::vector<float>(info.begin() + L::kCallHistory, info.end()) == expected);
    // A game without calls leaves the blocks at zero.
    const api::State w = state_at_start("whist-play.pbn", ctx);
    const std::vector<float> wt = w.information_state_tensor(0);
    CHECK(std::all_of(wt.begin() + L::kCalls, wt.begin() + L::kObservationSize,
                      [](float x) { return x == 0.0f; }));
    CHECK(std::all_of(wt.begin() + L::kCallHistory, wt.end(), [](float x) { return x == 0.0f; }));
}

TEST_CASE("state: resampling during the calls keeps the hand and calls, deals the rest evenly") {
    api::SolverContext ctx({4});
    api::Problem problem;
    auto s = api::State::new_game(auction_deal_spec(), ctx, &problem);
    REQUIRE(s.has_value());
    for (const char* call : {"1", "2", "pass", "hold", "3", "pass", "S7"})
        REQUIRE(s->apply(s->action_of(call)));
    // Seat 1 (index 0) sees his hand and the calls: the 22 other cards (seat 2's ten and the
    // talon he took, seat 3's ten) are dealt again, 10 10 2; the card seat 2 laid away is one
    // of his new twelve, drawn again.
    const stich::Board dealt = s->record().board();  // a copy: record() is a value
    const int samples = 600;
    std::map<std::string, std::array<int, 3>> where;  // card: seat 2, seat 3, talon
    for (int seed = 0; seed < samples; ++seed) {
        auto r = s->resample(0, static_cast<std::uint64_t>(seed), ctx, &problem);
        INFO(problem.text());
        REQUIRE(r.has_value());
        CHECK(r->information_state_tensor(0) == s->information_state_tensor(0));
        CHECK(r->current_player() == s->current_player());
        CHECK(r->legal_actions().size() == 11);
        const stich::Board b = r->record().board();
        CHECK(b.hands[0] == dealt.hands[0]);
        const std::vector<int> h = r->history();
        // The laid-away card is declarer's now.
        const stich::CardSet talon = stich::preference::talon_tag(b);
        CHECK((b.hands[1] | talon).contains(stich::Card(stich::Suit(h[6] / 13), h[6] % 13)));
        for (size_t place = 0; place < 3; ++place)
            for (stich::Card c : place < 2 ? b.hands[place + 1] : talon)
                ++where[stich::format_card(c)][place];
    }
    REQUIRE(where.size() == 22);
    // Each hidden card lies with seat 2, seat 3 or in the talon as 10 : 10 : 2; chi-square
    // over the 22 x 3 counts (44 degrees of freedom; 80 is p < 0.001).
    const std::array<double, 3> share = {10.0 / 22, 10.0 / 22, 2.0 / 22};
    double chi2 = 0;
    for (const auto& [card, counts] : where)
        for (size_t place = 0; place < 3; ++place) {
            const double e = samples * share[place];
            chi2 += (counts[place] - e) * (counts[place] - e) / e;
        }
    CHECK(chi2 < 80.0);
    // Declarer keeps his hand, the talon he took and the card he laid away; the defenders'
    // twenty cards are dealt again.
    for (int seed = 0; seed < 20; ++seed) {
        auto r = s->resample(1, static_cast<std::uint64_t>(seed), ctx, &problem);
        REQUIRE(r.has_value());
        CHECK(r->history() == s->history());
        const stich::Board b = r->record().board();
        CHECK(b.hands[1] == dealt.hands[1]);
        CHECK(stich::preference::talon_tag(b) == stich::preference::talon_tag(dealt));
        CHECK((b.hands[0] | b.hands[2]) == (dealt.hands[0] | dealt.hands[2]));
    }
    // Once the calls are over and the play has begun, each seat's resample replays the calls
    // with the cards the layout laid away: what each saw is kept.
    for (const char* call : {"C9", "3", "play", "play", "SJ"})
        REQUIRE(s->apply(s->action_of(call)));
    REQUIRE_FALSE(s->calling());
    for (int seat = 0; seat < 3; ++seat)
        for (int seed = 0; seed < 8; ++seed) {
            CAPTURE(seat);
            CAPTURE(seed);
            auto r = s->resample(seat, static_cast<std::uint64_t>(seed), ctx, &problem);
            INFO(problem.text());
            REQUIRE(r.has_value());
            CHECK(r->information_state_tensor(seat) == s->information_state_tensor(seat));
            CHECK(r->current_player() == s->current_player());
        }
}
