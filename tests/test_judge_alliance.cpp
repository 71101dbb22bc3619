// Judging Alliance calls from one seat: what the seat sees (its hand, the face-up table card),
// the deals drawn around it, a Solo that wins on every layout, the natural alternatives, the
// Resistance on an endgame, and reproducibility across seeds and threads.
#include <doctest/doctest.h>

#include <atomic>
#include <memory>

#include "judge_support.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/judge.h"
#include "stich/alliance/records.h"
#include "stich/judge/report.h"
#include "support.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

// Seat 2 of sample board 1 (sample-hands/alliance.pbn), the other hands unseen.  The table
// lists every card (the reader wants them all); the seat sees only the first, face up.
const char* const kAlliance = R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:- AQJ2.Q.AQ82.K96 - -"]
[TableCards "H7 CA D7 H8"]
[Contract "Alliance D SK"]
[Declarer "2"]
)";

// Sample board 6: a Resistance endgame of five tricks, every hand given.
const char* const kResistance = R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:53.9.2.T ..K4.432 .2.Q8.K5 .KT76.9."]
[TableCards "H8 ST SQ DA"]
[Won "2 3 1 1"]
[Contract "Solo H; Resistance 4"]
[Declarer "2"]
)";

// A full deal of 52 cards wants a table larger than the 8 MiB of the other judge tests: with
// that the searches of a Solo take ten times as long.
JudgeOptions drawn(uint64_t samples, uint64_t seed, int threads = 1) {
    JudgeOptions o = sampled(samples, seed, threads);
    o.tt_megabytes = 64;
    return o;
}

// The default call of the board prepared once, as `stich judge` asks it.
std::string default_call_of(const Board& board, int seat) {
    return alliance_default_call(alliance::prepare_board(board), seat);
}

}  // namespace

TEST_CASE("judge alliance: the seat sees its hand and the face-up card, the rest is dealt") {
    const Board board = board_of(kAlliance);
    std::string error;
    const auto view = alliance_view(board, 1, &error);
    INFO(error);
    REQUIRE(view);
    const CardSet own = *parse_hand("AQJ2.Q.AQ82.K96");
    const Card face_up = *parse_card("H7");
    CHECK(view->unseen == kDeck52 - own - face_up);
    CHECK(view->piles == std::vector<int>{1, 1, 1});
    for (int p : {0, 2, 3}) CHECK(view->room(p) == 12);
    const DealSampler sampler(*view);
    REQUIRE_FALSE(sampler.problem());
    // 39 cards: 12 to each of three hands, one to each face-down place.
    const Count layouts = choose(39, 12) * choose(27, 12) * choose(15, 12) * 6;
    CHECK(to_string(*sampler.count()) == to_string(layouts));
    Rng rng(5);
    CardSet face_down_seen;
    for (int i = 0; i < 50; ++i) {
        const Deal d = sampler.sample(rng);
        CHECK(d.hands[1] == own);
        CardSet all = face_up;
        for (int p = 0; p < 4; ++p) {
            CHECK(d.hands[p].count() == 12);
            CHECK_FALSE(d.hands[p].contains(face_up));
            CHECK((all & d.hands[p]).empty());
            all |= d.hands[p];
        }
        for (int k = 0; k < 3; ++k) {
            CHECK(d.piles[k].count() == 1);
            CHECK((all & d.piles[k]).empty());
            all |= d.piles[k];
            face_down_seen |= d.piles[k];
        }
        CHECK(all == kDeck52);
    }
    // The record's own face-down cards are not kept: the table is dealt like the hands.
    CHECK(face_down_seen.count() > 3);
    // Five players lay two cards, one face down; six lay four.
    const Board five = board_of(R"([Game "alliance"]
[Players "5"]
[Dealer "5"]
[Deal "1:- - - JT.Q.AKQJ63.Q -"]
[TableCards "S8 SA"]
)");
    const auto view5 = alliance_view(five, 3, nullptr);
    REQUIRE(view5);
    CHECK(view5->piles == std::vector<int>{1});
    CHECK(view5->unseen.count() == 41);
}

TEST_CASE("judge alliance: a Solo with twelve trumps wins on every layout, sound") {
    // Forehand holds every spade but the two and leads: he takes all twelve tricks and every
    // figure (flag S3 4, SJ 3, SQ 2, SK 1).  Solo 4 + figures 10 + all tricks 6 = 20 from each
    // of the three others: 60.  An Alliance calling a king (the next card of its suit when the
    // king lies on the table) wins all too, for 2 + 10 + 6 = 18 from each of two losers: 36.
    const Board board = board_of(R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:AKQJT9876543... - - -"]
[TableCards "H7 CA D7 H8"]
)");
    const Decision d = decision_of(board, 0, "solo S");
    REQUIRE(d.options.size() == 5);
    CHECK(d.options[1].name == "alliance S HK");
    CHECK(d.options[2].name == "alliance S DK");
    CHECK(d.options[3].name == "alliance S CK");
    CHECK(d.options[4].name == "pass");
    const Judgement j = evaluate(d, drawn(4, 3));
    const OptionStats& solo = j.options[0];
    CHECK(*solo.success == 1.0);
    CHECK(solo.value.mean == 60.0);
    CHECK(solo.value.error == 0.0);
    CHECK(solo.tricks == std::map<int, uint64_t>{{12, j.deals}});
    for (int k : {1, 2, 3}) {
        CHECK(j.options[k].value.mean == 36.0);
        CHECK(*j.options[k].success == 1.0);
    }
    CHECK(j.options[4].value.mean == 0.0);
    CHECK_FALSE(j.options[4].success);
    CHECK(j.difference.mean == 24.0);
    CHECK(j.verdict == judge::Verdict::kSound);
    // In the Couleur (spades face up) everything is doubled.
    Board couleur = board;
    alliance::set_table_cards(
        couleur, {*parse_card("S2"), *parse_card("CA"), *parse_card("D7"), *parse_card("H8")});
    const Judgement c = evaluate(decision_of(couleur, 0, "solo S", {"pass"}), drawn(2, 3));
    CHECK(c.options[0].value.mean == 120.0);
}

TEST_CASE("judge alliance: the calls, their alternatives and what does not fit") {
    const Board board = board_of(kAlliance);
    CHECK(default_call_of(board, 1) == "alliance D SK");
    CHECK(default_call_of(board, 0) == "");
    Board record = board;
    record.contract = "Lever 2 HK";
    CHECK(default_call_of(record, 1) == "lever 2 HK");
    record.contract = "Lever forced";
    record.declarer = 0;
    CHECK(default_call_of(record, 0) == "lever forced");
    record.contract = "Alliance D SK; Partner 3";  // a game under way: nothing to call
    record.declarer = 1;
    CHECK(default_call_of(record, 1) == "");
    // The kings seat 2 does not hold (it holds CK), the Solo and pass.
    const Decision d = decision_of(board, 1, "");
    REQUIRE(d.options.size() == 5);
    CHECK(d.options[0].name == "alliance D SK");
    CHECK(d.options[1].name == "alliance D HK");
    CHECK(d.options[2].name == "alliance D DK");
    CHECK(d.options[3].name == "solo D");
    CHECK(d.options[4].name == "pass");
    // The trump from [Contract] when the call leaves it out.
    CHECK(decision_of(board, 1, "alliance HK", {"solo"}).options[1].name == "solo D");
    const Decision lever = decision_of(board, 1, "lever");
    REQUIRE(lever.options.size() == 2);
    CHECK(lever.options[0].name == "lever 1");
    CHECK(lever.options[1].name == "pass");
    // Forehand's forced Lever has no alternative.
    Board forehand = board;
    forehand.hands[0] = board.hands[1];
    forehand.known[0] = true;
    forehand.hands[1] = {};
    forehand.known[1] = false;
    CHECK(decision_of(forehand, 0, "lever forced").options.size() == 1);
    CHECK(decision_error(board, 1, "lever forced") ==
          "a forced Lever is played by forehand (seat 1)");
    CHECK(decision_error(board, 1, "lever 4").find("3 face-down card(s)") != std::string::npos);
    CHECK(decision_error(board, 1, "alliance D SQ").find("not a king") != std::string::npos);
    CHECK(decision_error(board, 1, "resistance").find("Solo of [Contract]") != std::string::npos);
    CHECK(decision_error(board, 1, "fold").find("unknown alliance call") != std::string::npos);
    Board no_contract = board;
    no_contract.contract.clear();
    CHECK(decision_error(no_contract, 1, "alliance SK").find("names no trump") !=
          std::string::npos);
    // Resisting a Solo of the full deal: max-n would take hours.
    Board solo = board;
    solo.contract = "Solo C";
    solo.declarer = 0;
    CHECK(decision_error(solo, 1, "resistance").find("beyond max-n") != std::string::npos);
}

TEST_CASE("judge alliance: a Lever lets declarer exchange and call on each deal") {
    const Board board = board_of(kAlliance);
    const Decision d = decision_of(board, 1, "lever");
    const Judgement j = evaluate(d, drawn(2, 4));
    uint64_t chosen = 0;
    for (const auto& entry : j.options[0].choices) {  // no structured binding: INFO captures it
        const std::string& choice = entry.first;
        INFO(choice);
        CHECK(choice.rfind("calls ", 0) == 0);
        chosen += entry.second;
    }
    CHECK(chosen == j.deals);
    CHECK(j.options[1].value.mean == 0.0);
}

TEST_CASE("judge alliance: resistance on an endgame, against letting the Solo stand") {
    const Board board = board_of(kResistance);
    CHECK(default_call_of(board, 3) == "resistance");
    CHECK(default_call_of(board, 1) == "solo H");
    const Decision d = decision_of(board, 3, "");
    REQUIRE(d.options.size() == 2);
    CHECK(d.options[1].name == "pass");
    // The fifteen cards of the three other hands and the three face-down table cards.
    CHECK(d.view.unseen.count() == 18);
    const DealSampler sampler(d.view);
    CHECK(to_string(*sampler.count()) ==
          to_string(choose(18, 5) * choose(13, 5) * choose(8, 5) * 6));
    const Judgement one = evaluate(d, drawn(3, 2, 1));
    CHECK(same_figures(one, evaluate(d, drawn(3, 2, 2))));
    for (const OptionStats& s : one.options) {
        uint64_t n = 0;
        for (const auto& [tricks, count] : s.tricks) {
            CHECK(tricks >= 0);
            CHECK(tricks <= 5);
            n += count;
        }
        CHECK(n == one.deals);
        CHECK(*s.success >= 0.0);
        CHECK(*s.success <= 1.0);
    }
}

TEST_CASE("judge alliance: layouts that differ in the face-down cards' order are solved once") {
    // The last trick, every hand given: seat 2 sees his H9 and the face-up H8; the other
    // three cards and the three face-down ones make 6! = 720 layouts, 120 up to the order of
    // the face-down cards, which no call's result depends on.  His Solo wins the trick only
    // when the HA lies face down: on 3 * 5! = 360 layouts.
    const Board board = board_of(R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:5... .9.. ...2 .A.."]
[TableCards "H8 ST SQ DA"]
[Won "3 4 2 2"]
)");
    Decision d = decision_of(board, 1, "solo H", {"pass"});
    auto solves = std::make_shared<std::atomic<int>>(0);
    d.solve = [inner = d.solve, solves](Solver& solver, const Deal& deal) {
        ++*solves;
        return inner(solver, deal);
    };
    JudgeOptions merged = exact(), each = exact();
    each.merge_equivalent = false;
    const Judgement a = evaluate(d, merged);
    CHECK(*solves == 120);
    CHECK(a.deals == 720);
    CHECK(a.distinct == 120);
    *solves = 0;
    const Judgement b = evaluate(d, each);
    CHECK(*solves == 720);
    CHECK(same_figures(a, b));
    CHECK(a.options[0].value.mean == b.options[0].value.mean);
    CHECK(a.options[0].tricks == b.options[0].tricks);
    CHECK(a.options[0].tricks == std::map<int, uint64_t>{{0, 360}, {1, 360}});

    // A Lever keeps the place of the card it turns: the other two may change places.
    const Board full = board_of(kAlliance);
    const Decision lever = decision_of(full, 1, "lever");
    const Decision solo = decision_of(full, 1, "solo D", {"alliance D SK"});
    const DealSampler sampler(lever.view);
    Rng rng(11);
    const Deal deal = sampler.sample(rng);
    Deal rest = deal, turned = deal;
    std::swap(rest.piles[1], rest.piles[2]);
    std::swap(turned.piles[0], turned.piles[1]);
    CHECK(lever.layout_key(deal) == lever.layout_key(rest));
    CHECK(lever.layout_key(deal) != lever.layout_key(turned));
    CHECK(solo.layout_key(deal) == solo.layout_key(turned));
    Solver solver(SolverOptions{64});
    const auto x = lever.solve(solver, deal), y = lever.solve(solver, rest);
    REQUIRE(x);
    REQUIRE(y);
    CHECK((*x)[0].value == (*y)[0].value);
    CHECK((*x)[0].choice == (*y)[0].choice);
    const auto u = solo.solve(solver, deal), v = solo.solve(solver, turned);
    REQUIRE(u);
    REQUIRE(v);
    for (size_t k = 0; k < u->size(); ++k) {
        CHECK((*u)[k].value == (*v)[k].value);
        CHECK((*u)[k].tricks == (*v)[k].tricks);
    }
}

TEST_CASE("judge alliance: seeds reproduce, one and two threads agree") {
    const Board board = board_of(kAlliance);
    const Decision d = decision_of(board, 1, "alliance D SK", {"solo D"});
    const Judgement a = evaluate(d, drawn(4, 7)), b = evaluate(d, drawn(4, 7, 2));
    CHECK(same_figures(a, b));
    CHECK_FALSE(same_figures(a, evaluate(d, drawn(4, 8))));
    const std::string text = to_text(judged(board.id, d, a));
    CHECK(text.find("marks of seat 2") != std::string::npos);
    CHECK(text.find("Perfect Information Monte Carlo") != std::string::npos);
}

TEST_CASE("judge alliance: the sample board of the README") {
    const auto file = read_file(std::string(STICH_SAMPLE_HANDS) + "/judge/alliance.pbn");
    REQUIRE(file.diagnostics.empty());
    REQUIRE(file.boards.size() == 1);
    CHECK(default_call(game::standard_games(), file.boards[0], 1) == "alliance D SK");
    CHECK(decision_of(file.boards[0], 1, "").options.size() == 5);
}
