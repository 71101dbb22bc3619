// Judging calls with hidden cards: the deals one seat cannot tell apart (uniform, exact counts,
// voids from the play, the turned card), exact enumeration against sampling, reproducibility
// across seeds and threads, and the calls of whist and Préférence on boards whose answers are
// known.  STICH_JUDGE_FULL=1 draws ten times as many deals.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <map>

#include "judge_support.h"
#include "stich/app/judge_decide.h"
#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/judge/report.h"
#include "stich/whist/answers.h"
#include "stich/whist/judge.h"
#include "support.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

uint64_t scale() {
    return std::getenv("STICH_JUDGE_FULL") ? 10 : 1;
}

// A whist endgame with a trick in progress: N led the two of spades and E showed out; S, to
// play, sees its own four cards.  The ten others lie with N (3), E (3, no spade) and W (4):
// 700 layouts (k spades to N: C(4,k) * 6!/((3-k)! k! 3!), k = 0..3).
const char* const kJudgeEndgame = R"([Game "whist"]
[Board "endgame"]
[Dealer "W"]
[Trump "H"]
[Leader "N"]
[Trick "S2 D5"]
[Deal "N:AK.Q.. .K.2.2 Q9.A.A. JT.J.K."]
)";

}  // namespace

TEST_CASE("judge: a seat's view of an endgame, with the void the trick shows") {
    const Board board = board_of(kJudgeEndgame);
    std::string error;
    const auto view = whist_view(whist::prepare_board(board), 2, &error);
    INFO(error);
    REQUIRE(view);
    CHECK(view->unseen == *parse_hand("AKJT.KQJ.2K.2"));
    CHECK(view->room(0) == 3);
    CHECK(view->room(1) == 3);
    CHECK(view->room(3) == 4);
    const DealSampler sampler(*view);
    REQUIRE_FALSE(sampler.problem());
    CHECK(static_cast<uint64_t>(*sampler.count()) == 700);
    uint64_t listed = 0;
    sampler.enumerate([&](const Deal& d) {
        ++listed;
        CHECK(d.hands[2] == board.hands[2]);
        CHECK(d.hands[1].of_suit(kSpades).empty());
        CHECK(d.hands[0].count() == 3);
        CHECK(d.hands[3].count() == 4);
        return true;
    });
    CHECK(listed == 700);
}

TEST_CASE("judge: the sampler's marginals are uniform (chi-square against the exact counts)") {
    const Board board = board_of(kJudgeEndgame);
    const auto view = whist_view(whist::prepare_board(board), 2, nullptr);
    REQUIRE(view);
    const DealSampler sampler(*view);
    // Where each unseen card lies, over every layout and over the draws.
    std::map<std::pair<int, int>, double> expected, seen;
    uint64_t layouts = 0;
    sampler.enumerate([&](const Deal& d) {
        ++layouts;
        for (int p : {0, 1, 3})
            for (Card c : d.hands[p] & view->unseen) expected[{c.index(), p}] += 1;
        return true;
    });
    const uint64_t draws = 20000 * scale();
    Rng rng(2026);
    for (uint64_t i = 0; i < draws; ++i) {
        const Deal d = sampler.sample(rng);
        for (int p : {0, 1, 3})
            for (Card c : d.hands[p] & view->unseen) seen[{c.index(), p}] += 1;
    }
    double chi2 = 0;
    for (auto& [cell, count] : expected) {
        const double e = count * static_cast<double>(draws) / static_cast<double>(layouts);
        chi2 += (seen[cell] - e) * (seen[cell] - e) / e;
    }
    // Each card's hands are one multinomial: (hands it may go to - 1) degrees of freedom.
    std::map<int, int> cells;
    for (auto& [cell, count] : expected) ++cells[cell.first];
    double df = 0;
    for (auto& [card, n] : cells) df += n - 1;
    CHECK(seen.size() == expected.size());  // no card where no layout puts it
    CHECK(df == 16);                        // 4 spades to N or W, 6 others to N, E or W
    CHECK(chi2 < df + 4.5 * std::sqrt(2 * df));
}

TEST_CASE("judge: the play section shows voids, the turned card stays with the dealer") {
    // sample-hands/whist-play.pbn after three tricks: E showed out of spades in the third.
    const Board board = board_of(R"([Game "whist"]
[Dealer "S"]
[Turned "D4"]
[Deal "N:- - - JT85.A742.863.Q6"]
[Play "W"]
ST SA S2 SQ
HA HK H5 HQ
SJ S6 H6 S9
)");
    std::string error;
    const auto view = whist_view(whist::prepare_board(board), 3, &error);
    INFO(error);
    REQUIRE(view);
    CHECK(view->unseen.count() == 29);
    CHECK(view->fixed[2].contains(*parse_card("D4")));
    CHECK(view->fixed[1] == *parse_hand("2.65.."));
    const DealSampler sampler(*view);
    // k of the four unseen spades (K 7 4 3) to N, the rest to S; the 25 others fill the room.
    auto choose = [](int n, int k) {
        Count c = 1;
        for (int i = 1; i <= k; ++i) c = c * static_cast<Count>(n - k + i) / static_cast<Count>(i);
        return c;
    };
    Count expected = 0;
    for (int k = 0; k <= 4; ++k) expected += choose(4, k) * choose(25, 10 - k) * choose(15 + k, 10);
    CHECK(to_string(*sampler.count()) == to_string(expected));
    Rng rng(3);
    for (int i = 0; i < 200; ++i) {
        const Deal d = sampler.sample(rng);
        CHECK(d.hands[1].of_suit(kSpades) == *parse_hand("2..."));  // only the card played
        CHECK(d.hands[2].contains(*parse_card("D4")));
        for (int p = 0; p < 4; ++p) CHECK(d.hands[p].count() == 13);
    }
    // W won the third trick and is on lead; N is not.
    const Decision lead = decision_of(board, 3, "lead");
    // W holds S85 H742 D863 CQ6: runs S8 | S5 | H74 (H6 H5 are gone) | H2 | D8 | D6 | D3 | CQ | C6.
    CHECK(lead.options.size() == 9);
    CHECK(decision_error(board, 0, "lead") == "the hand of N, the judging seat, is unknown");
}

TEST_CASE("judge: exact enumeration equals sampling in the limit") {
    const Board board = board_of(kJudgeEndgame);
    const Decision d = decision_of(board, 2, "lead");
    REQUIRE(d.options.size() == 2);  // SQ, S9
    const Judgement all = evaluate(d, exact());
    CHECK(all.exact);
    CHECK(all.deals == 700);
    CHECK(all.options[0].value.error == 0);
    const Judgement drawn = evaluate(d, sampled(3000 * scale(), 11));
    CHECK_FALSE(drawn.exact);
    for (size_t k = 0; k < d.options.size(); ++k) {
        INFO(d.options[k].name);
        const Estimate& e = drawn.options[k].value;
        CHECK(e.error > 0);
        CHECK(std::abs(e.mean - all.options[k].value.mean) < 4 * e.error);
        CHECK(std::abs(*drawn.options[k].success - *all.options[k].success) < 0.05);
    }
    CHECK(drawn.call == all.call);
}

TEST_CASE("judge: the same seed gives the same judgement, another seed other deals") {
    const Board board = board_of(kJudgeEndgame);
    const Decision d = decision_of(board, 2, "lead SQ");
    const Judgement a = evaluate(d, sampled(60, 7)), b = evaluate(d, sampled(60, 7));
    CHECK(same_figures(a, b));
    const Judgement c = evaluate(d, sampled(60, 8));
    CHECK_FALSE(same_figures(a, c));
}

TEST_CASE("judge: one, two and three threads agree exactly") {
    const Board board = board_of(kJudgeEndgame);
    const Decision d = decision_of(board, 2, "lead");
    const Judgement one = evaluate(d, sampled(120, 5, 1));
    CHECK(same_figures(one, evaluate(d, sampled(120, 5, 2))));
    CHECK(same_figures(one, evaluate(d, sampled(120, 5, 3))));
    const Judgement listed = evaluate(d, exact());
    JudgeOptions two = exact();
    two.threads = 2;
    CHECK(same_figures(listed, evaluate(d, two)));
}

TEST_CASE("judge: a Herz that makes on every layout is sound with probability 1") {
    // Seat 1 holds every heart and two aces: ten tricks whatever the others hold.
    const Board board = board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:A.AKQJT987..A - -"]
)");
    const Decision d = decision_of(board, 0, "Herz");
    REQUIRE(d.options.size() == 2);
    CHECK(d.options[1].name == "pass");
    const Judgement j = evaluate(d, sampled(6 * scale(), 3));
    const OptionStats& herz = j.options[0];
    CHECK(*herz.success == 1.0);
    // The pot (1) and the Herz premium (1) from each of the two others.
    CHECK(herz.value.mean == 3.0);
    CHECK(herz.value.error == 0.0);
    CHECK(herz.tricks == std::map<int, uint64_t>{{10, j.deals}});
    CHECK(j.options[1].value.mean == 0.0);
    CHECK_FALSE(j.options[1].success);
    CHECK(j.rival == 1);
    CHECK(j.difference.mean == 3.0);
    CHECK(j.verdict == judge::Verdict::kSound);
}

TEST_CASE("judge: the call at 8 with the turned honour in partner's hand always takes the game") {
    // N deals and turns the queen of hearts; S holds ace and king: the side holds three.
    const Board board = board_of(R"([Game "whist"]
[Dealer "N"]
[Turned "HQ"]
[Standing "8 9"]
[Deal "N:- - 8765.AK2.432.432 -"]
)");
    CHECK(default_call(game::standard_games(), board, 2) == "call");
    const Decision d = decision_of(board, 2, "call");
    REQUIRE(d.options.size() == 2);
    CHECK(d.options[1].name == "play");
    const Judgement j = evaluate(d, sampled(3 * scale(), 1));
    // E-W stand at 9: N-S win simple (1) at once.
    CHECK(j.options[0].value.mean == 1.0);
    CHECK(j.options[0].value.error == 0.0);
    CHECK(*j.options[0].success == 1.0);
    // Played on, E-W go out with seven tricks (-1), or N-S with honours or tricks (+1), slams
    // aside.
    CHECK(j.options[1].value.mean >= -1 - 8);
    CHECK(j.options[1].value.mean <= 1 + 8);
    CHECK(j.verdict == verdict_of(j.difference));
    CHECK(j.options[0].tricks == j.options[1].tricks);
}

TEST_CASE("judge: who may call at 8") {
    const std::string deal = R"([Game "whist"]
[Dealer "W"]
[Turned "H2"]
[Deal "N:- - 8765.A98.432.432 -"]
)";
    // One honour: the call is made by a player with two or more.
    CHECK(decision_error(board_of(deal + "[Standing \"8 3\"]\n"), 2, "call") ==
          "S holds 1 honour(s): the call is made by a player with two or more");
    const std::string two = R"([Game "whist"]
[Dealer "W"]
[Turned "H2"]
[Deal "N:- - 8765.AK9.432.432 -"]
)";
    CHECK(decision_error(board_of(two + "[Standing \"7 3\"]\n"), 2, "call") ==
          "N-S at 7 may not call: a side calls from 8 on");
    CHECK(decision_error(board_of(two), 2, "call") ==
          "the call needs the standing before the deal: add [Standing \"8 3\"] (N-S, E-W) or "
          "give --score");
    CHECK(default_call(game::standard_games(), board_of(two), 2) == "lead");
}

TEST_CASE("judge: a defender's answers, in his money") {
    // Seat 1 bids 1 (clubs, talon); seat 2 answers.  A pot of 3 lets him stay home.
    const Board board = board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:- AK7.K8.AQ7.98 -"]
[Contract "1"]
[Declarer "1"]
[Pot "3"]
)");
    CHECK(default_call(game::standard_games(), board, 1) == "play");
    const Decision d = decision_of(board, 1, "play");
    REQUIRE(d.options.size() == 3);
    CHECK(d.options[1].name == "home");
    CHECK(d.options[2].name == "invite");
    const Judgement j = evaluate(d, sampled(4, 2));
    // At home seat 2 neither pays nor receives: not the dealer, not a Herz.
    CHECK(j.options[1].value.mean == 0.0);
    CHECK(j.options[1].value.error == 0.0);
    CHECK_FALSE(j.options[1].success);
    CHECK(j.options[1].tricks.empty());
    for (int k : {0, 2}) {
        uint64_t n = 0;
        for (auto& [tricks, count] : j.options[k].tricks) {
            CHECK(tricks >= 0);
            CHECK(tricks <= 10);
            n += count;
        }
        CHECK(n == j.deals);
        CHECK(*j.options[k].success >= 0.0);
    }
    // With only the dealer's stake in the pot both must play: nothing else to weigh.
    Board stake_only = board;
    std::erase_if(stake_only.tags, [](const TagPair& tag) { return tag.name == "Pot"; });
    const Decision forced = decision_of(stake_only, 1, "play");
    CHECK(forced.options.size() == 1);
    CHECK(decision_error(stake_only, 1, "home").find("both defenders must play") !=
          std::string::npos);
}

TEST_CASE("judge: a bid lets declarer name his best game on each deal") {
    const Board board = board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:AKQ.AK.A8.AK7 - -"]
)");
    const Decision d = decision_of(board, 0, "3", {"pass", "G3"});
    REQUIRE(d.options.size() == 3);
    const Judgement j = evaluate(d, sampled(3, 4));
    uint64_t named = 0;
    for (auto& [game, n] : j.options[0].choices) {
        CHECK((game == "3" || game == "4" || game == "Bettler" || game == "Mord"));
        named += n;
    }
    CHECK(named == j.deals);
    CHECK(decision_error(board, 0, "name 3").find("[Talon]") != std::string::npos);
    std::string error;
    CHECK_FALSE(make_decision(game::standard_games(), board, {0, "3", {"play"}}, &error));
    CHECK(error.find("not choices of the same moment") != std::string::npos);
}

TEST_CASE("judge: the report names the call, the verdict and the PIMC caveat") {
    const Board board = board_of(kJudgeEndgame);
    const Decision d = decision_of(board, 2, "lead S9");
    const Judgement j = evaluate(d, exact());
    const std::string text = to_text(judged(board.id, d, j));
    CHECK(text.find("all 700 consistent deals (exact)") != std::string::npos);
    CHECK(text.find("Perfect Information Monte Carlo") != std::string::npos);
    CHECK(text.find("overrates the declarer's choices") != std::string::npos);
    CHECK(text.find("Tricks of N-S") != std::string::npos);
    const auto json = to_json(judged(board.id, d, j));
    CHECK(json["call"] == "S9");
    CHECK(json["deals"] == 700);
    CHECK(json["options"].size() == 2);
    CHECK(json["verdict"]["against"] == "SQ");
    CHECK(json["caveat"].get<std::string>().find("Perfect Information") == 0);
}

TEST_CASE("judge: the call at 6 under Preference, three honours in one hand win at once") {
    // Spades preferred and trumps; N holds ace, king and queen: he shows them and N-S, at 6
    // with honours counting double, go out on every deal; E-W stand at 7: simple (1).
    const Board board = board_of(R"([Game "whist"]
[Dealer "W"]
[Turned "S2"]
[Standing "6 7"]
[Variant "preference, preference-suit=S"]
[Deal "N:AKQ.5432.543.432 - - -"]
)");
    const Decision d = decision_of(board, 0, "call");
    CHECK(d.title == "the call at 6 against playing on");
    const Judgement j = evaluate(d, sampled(4 * scale(), 9));
    CHECK(j.options[0].value.mean == 1.0);
    CHECK(j.options[0].value.error == 0.0);
    CHECK(*j.options[0].success == 1.0);
    CHECK(j.options[0].choices.empty());  // partner's honours never needed
}

TEST_CASE("judge: the game named after the talon, with the discard given") {
    // Seat 1 has taken the talon (H9 C8) and lays away SA SQ for a Bettler; the tricks of a
    // Bettler that fails are counted too, so every deal is in the histogram.
    const Board board = board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:AQ9.J87.K8.Q9 - -"]
[Talon ".9..8"]
)");
    const Decision d = decision_of(board, 0, "name Bettler discard SA SQ", {"name 4"});
    REQUIRE(d.options.size() == 2);
    CHECK(d.options[0].name == "name Bettler discard AQ...");
    CHECK(d.view.piles.empty());  // the talon is seen
    CHECK(d.view.unseen.count() == 20);
    const Judgement j = evaluate(d, sampled(4, 6));
    for (const OptionStats& s : j.options) {
        uint64_t n = 0;
        for (auto& [tricks, count] : s.tricks) n += count;
        CHECK(n == j.deals);
    }
    // A Bettler makes exactly on the deals where declarer takes no trick.
    const auto& bettler = j.options[0];
    const uint64_t clean = bettler.tricks.count(0) ? bettler.tricks.at(0) : 0;
    CHECK(static_cast<double>(clean) == *bettler.success * static_cast<double>(j.deals));
    CHECK(decision_error(board, 0, "name Bettler discard HA SQ").find("not two of") !=
          std::string::npos);
}

TEST_CASE("judge: the sample boards of the README make the decisions it shows") {
    const auto whist = read_file(std::string(STICH_SAMPLE_HANDS) + "/judge/whist.pbn",
                                 game::standard_games().record_tags());
    REQUIRE(whist.diagnostics.empty());
    REQUIRE(whist.boards.size() == 2);
    CHECK(default_call(game::standard_games(), whist.boards[0], 0) == "call");
    CHECK(decision_of(whist.boards[0], 0, "call").options.size() == 2);
    // W leads from JT85.A742.863.Q6, the turned D4 with S: 12 runs (H7 H4 H2 apart: the
    // hearts between them are unseen).
    CHECK(decision_of(whist.boards[1], 3, "lead").options.size() == 12);
    const auto pref = read_file(std::string(STICH_SAMPLE_HANDS) + "/judge/preference.pbn");
    REQUIRE(pref.diagnostics.empty());
    REQUIRE(pref.boards.size() == 2);
    CHECK(default_call(game::standard_games(), pref.boards[0], 0) == "3");
    const Decision bid = decision_of(pref.boards[0], 0, "");
    REQUIRE(bid.options.size() == 2);
    CHECK(bid.options[1].name == "pass");
    CHECK(bid.view.piles == std::vector<int>{2});  // the talon unseen
    CHECK(default_call(game::standard_games(), pref.boards[1], 0) == "play");
    const Decision answer = decision_of(pref.boards[1], 0, "");
    REQUIRE(answer.options.size() == 3);
    CHECK(answer.options[1].name == "home");
    CHECK(answer.options[2].name == "invite");
}
