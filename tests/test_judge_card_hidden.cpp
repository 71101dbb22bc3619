// Card play judged from one seat (`judge --call card`, issue 26), the records that give only what
// the seat sees: an endgame without [Play] whose hidden hands are '-'.
#include <doctest/doctest.h>

#include <algorithm>

#include "judge_support.h"
#include "stich/alliance/play.h"
#include "stich/engine/movegen.h"
#include "stich/judge/card.h"
#include "stich/judge/report.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

TEST_CASE(
    "judge card: a whist endgame whose hidden hands are '-' is judged over the unseen cards") {
    // One card each, hearts trumps, S to lead its only card, H2.  S sees H2 alone: the 51 other
    // cards are unseen, one in each hidden hand and 48 in the earlier tricks (a pile out of
    // play): 51 * 50 * 49 = 124,950 layouts.  H2 is the lowest trump, so N-S take the trick
    // when no hidden hand holds a heart, p0 = C(39,3) / C(51,3) = 9139 / 20825, or when N holds
    // the highest of the hearts out, one time in three by symmetry once there is one:
    // (1 + 2 p0) / 3 = 39103 / 62475 = 0.625898...
    const Board board = board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "S"]
[Deal "S:.2.. - - -"]
)");
    const Decision d = decision_of(board, 2, "card");
    CHECK(d.view.unseen.count() == 51);
    REQUIRE(d.view.piles.size() == 1);
    CHECK(d.view.piles[0] == 48);
    const Judgement j = evaluate(d, exact());
    CHECK(j.exact);
    CHECK(j.deals == 124'950);
    REQUIRE(j.options.size() == 1);
    CHECK(j.options[0].value.mean == doctest::Approx(39103.0 / 62475.0));
    // The distribution of N-S's tricks, per trick count, in the JSON the HTML chart reads:
    // 124,950 * 39103 / 62475 = 78,206 layouts with the trick, 46,744 without.
    CHECK(j.options[0].tricks == std::map<int, uint64_t>{{0, 46'744}, {1, 78'206}});
    const auto json = to_json(board, d, j);
    CHECK(json["options"][0]["tricks"]["0"] == 46'744);
    CHECK(json["options"][0]["tricks"]["1"] == 78'206);
}

TEST_CASE("judge card: a whist endgame with '-' infers from the trick in progress") {
    // W led SK, N discarded D2, E followed with S5; S, with CA and H3 (hearts trumps), void in
    // spades, ruffs or discards, one card left in each hidden hand.  N showed out of spades
    // (the duty to follow suit): N's last card is none of the 11 unseen spades.  Unseen: 52
    // less S's two cards and the trick's three, 47; N's card one of 36, E's one of the 46
    // left, W's one of 45: 36 * 46 * 45 = 74,520 layouts, the other 44 unseen cards in the
    // earlier tricks.
    const Board board = board_of(R"([Game "whist"]
[Dealer "S"]
[Trump "H"]
[Leader "W"]
[Trick "SK D2 S5"]
[Deal "S:.3..A - - -"]
)");
    const Decision d = decision_of(board, 2, "card");
    CHECK(d.view.unseen.count() == 47);
    for (int p : {0, 1, 3}) CHECK(d.view.size[p] == 1);
    const CardSet spades = CardSet::suit_mask(parse_card("S2")->suit());
    CHECK((d.view.lacks[0] & spades) == spades);
    const Judgement j = evaluate(d, exact());
    CHECK(j.exact);
    CHECK(j.deals == 74'520);
    CHECK(j.options.size() == 2);
}

TEST_CASE("judge card: a whist endgame with one hidden hand given beside a '-' is refused") {
    const Board board = board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "S"]
[Deal "S:.2.. .3.. - -"]
)");
    CHECK(decision_error(board, 2, "card").find("give every hand the seat cannot see, or none") !=
          std::string::npos);
}

namespace {

// sample-hands/alliance.pbn board 11: a Lever of six players, declarer seat 1 turned the third
// face-down card (H3: hearts trumps), called HK, took the four table cards and laid away
// ST S2 D7 C4.
const char* const kLeverRecord = R"([Game "alliance"]
[Players "6"]
[Dealer "6"]
[Deal "1:T2..K7.A743 84.86.A2.T5 A63.KT7..K6 J5.A92.Q9.Q KQ9.J54.T3. 7.Q.J8654.9"]
[TableCards "CJ C2 H3 C8"]
[Contract "Lever 3 HK"]
[Declarer "1"]
[Discard "T2..7.4"]
)";

// The Lever played by everyone's lowest legal card (play order) up to the last trick that
// declarer leads with at most `left` cards; the other hands as the record gives them or '-'.
// [Play] lists each trick by columns from its tag's seat (here seat 1).
Board lever_played(int left, bool hidden) {
    Board board = board_of(kLeverRecord);
    std::string error;
    const auto g = alliance::play_game(board, &error);
    INFO(error);
    REQUIRE(g);
    Position pos = g->start;
    const Strain trump = pos.trump();
    std::vector<PlayedTrick> play, kept;
    while (pos.cards_left() > 0) {
        if (pos.trick_size() == 0) {
            if (pos.to_move() == 0 && pos.hand(0).count() <= left && kept.empty()) kept = play;
            play.push_back({0, std::vector<Card>(static_cast<size_t>(board.players))});
        }
        const int p = pos.to_move();
        const Card c = legal_cards(pos).lowest();
        play.back().cards[static_cast<size_t>(p)] = to_face_order(g->rules.play, trump, c);
        pos.play(c);
    }
    REQUIRE_FALSE(kept.empty());
    board.play = kept;
    if (hidden)
        for (int p = 1; p < board.players; ++p) {
            board.hands[p] = {};
            board.known[p] = false;
        }
    return board;
}

}  // namespace

TEST_CASE("judge card: a Lever from declarer's seat, after his exchange") {
    // One card left each: declarer's is forced, and its value is the mean payoff over every
    // way to give the five unseen cards back to the five hidden hands that the play allows
    // (each checked by replaying the whole play on the full deal), solved independently here.
    const Board shown = lever_played(1, false);
    const Board hidden = lever_played(1, true);
    const Decision d = decision_of(hidden, 0, "card");
    CHECK(d.view.unseen.count() == 5);
    CHECK(d.view.piles.empty());  // declarer saw every table card and laid away four
    const Judgement j = evaluate(d, exact());
    REQUIRE(j.options.size() == 1);
    std::vector<Card> unseen;
    for (Card c : d.view.unseen) unseen.push_back(c);
    std::sort(unseen.begin(), unseen.end());
    Solver solver(SolverOptions{8});
    double sum = 0;
    uint64_t layouts = 0;
    do {
        Board full = shown;
        // The hands as dealt: the cards played by each seat and the layout's last card.
        const auto played = played_cards(full);
        for (int p = 1; p < full.players; ++p)
            full.hands[p] = played[p] | unseen[static_cast<size_t>(p - 1)];
        std::string error;
        const auto g0 = alliance::play_start(full, &error);
        const auto g = alliance::play_game(full, &error);
        REQUIRE(g0);
        REQUIRE(g);
        // The play replayed on this layout: every card legal when played?
        Position pos = g0->start;
        bool legal = true;
        for (const PlayedTrick& t : full.play)
            for (size_t k = 0; k < t.cards.size() && legal; ++k) {
                const Card c = to_play_order(g0->rules.play, pos.trump(),
                                             t.cards[static_cast<size_t>(pos.to_move())]);
                legal = legal_cards(pos).contains(c);
                pos.play(c);
            }
        if (!legal) continue;
        ++layouts;
        const int side = g->start.side(0);
        Position next = g->start;
        next.play(legal_cards(next).lowest());
        sum += alliance::payoff_valuer(solver, *g)(next, side);
    } while (std::next_permutation(unseen.begin(), unseen.end()));
    CHECK(j.exact);
    CHECK(j.deals == layouts);
    CHECK(layouts > 0);
    CHECK(j.options[0].value.mean == doctest::Approx(sum / static_cast<double>(layouts)));
}

TEST_CASE(
    "judge card: a Lever's defenders are not judged yet; a Lever without its exchange neither") {
    CHECK(decision_error(lever_played(2, false), 1, "card").find("declarer's seat") !=
          std::string::npos);
    Board kept = board_of(kLeverRecord);
    kept.discard.reset();
    CHECK(decision_error(kept, 0, "card").find("his exchange ([Discard])") != std::string::npos);
}

TEST_CASE("judge card: a Préférence endgame whose hidden hands are '-'") {
    // Game 1 (clubs trumps), declarer seat 1 with HA DA to play to the trick in progress: seat 2
    // led SJ, seat 3 followed with S8.  Unseen: 32 less seat 1's two cards and the trick's two,
    // 28; seats 2 and 3 hold one card each, the other 26 lie in the earlier tricks, the talon
    // and the discard.  Under the compulsion to beat (preference.md, Play, rule 1) seat 3 holds
    // no spade above SJ (SQ SK SA): his card is one of 25, seat 2's one of the 27 left:
    // 25 * 27 = 675 layouts.
    const Board board = board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:.A.A. - -"]
[Contract "1"]
[Declarer "1"]
[Won "6 1 1"]
[Leader "2"]
[Trick "SJ S8"]
)");
    const Decision d = decision_of(board, 0, "card");
    CHECK(d.view.unseen.count() == 28);
    CHECK(d.view.piles == std::vector<int>{26});
    const Judgement j = evaluate(d, exact());
    CHECK(j.exact);
    CHECK(j.deals == 675);
    CHECK(j.options.size() == 2);
}

namespace {

// The judgement with equivalent layouts merged and without: the same figures.
void check_merge(const Board& board, int seat, uint64_t deals) {
    const Decision d = decision_of(board, seat, "card");
    REQUIRE(d.layout_key);
    JudgeOptions unmerged = exact();
    unmerged.merge_equivalent = false;
    const Judgement a = evaluate(d, exact());
    const Judgement b = evaluate(d, unmerged);
    CHECK(a.deals == deals);
    CHECK(b.distinct == deals);
    CHECK(a.distinct < deals);
    CHECK(same_figures(a, b));
    CHECK(a.rejected == b.rejected);
    REQUIRE(a.telling.size() == b.telling.size());
    for (size_t k = 0; k < a.telling.size(); ++k) CHECK(a.telling[k].deal == b.telling[k].deal);
}

}  // namespace

TEST_CASE("judge card: layouts equivalent up to the cards of a hidden pile are solved once") {
    // A hand's unseen card and a card of a pile out of play with no card outside the piles
    // between them in rank: the layouts play alike (card.h, layout_key_of).
    // Whist, one card each, H2 led into three '-' hands: 124,950 layouts; what matters is each
    // hidden card's suit and whether it is a heart and its rank among the hearts held.
    check_merge(board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "S"]
[Deal "S:.2.. - - -"]
)"),
                2, 124'950);
    // Whist with a trick in progress, two options.
    check_merge(board_of(R"([Game "whist"]
[Dealer "S"]
[Trump "H"]
[Leader "W"]
[Trick "SK D2 S5"]
[Deal "S:.3..A - - -"]
)"),
                2, 74'520);
    // Préférence, an endgame with '-' (the pile: earlier tricks, talon, discard).
    check_merge(board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:.A.A. - -"]
[Contract "1"]
[Declarer "1"]
[Won "6 1 1"]
[Leader "2"]
[Trick "SJ S8"]
)"),
                0, 675);
}

TEST_CASE("judge card: a Préférence defender's layouts merged over the discard he has not seen") {
    // sample-hands/preference-play.pbn after three tricks and declarer's SQ: seat 2 to play,
    // the talon and discard a pile of two out of play.
    const Board board = board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:- J97.KJT.T.AK9 -"]
[Contract "3"]
[Declarer "1"]
[Stake "1"]
[Pot "2"]
[Cap "3"]
[Play "1"]
SA SJ S8
D8 DT DK
HA HK HQ
SQ
*
)");
    const Decision d = decision_of(board, 1, "card");
    REQUIRE(d.layout_key);
    JudgeOptions unmerged = exact();
    unmerged.merge_equivalent = false;
    const Judgement a = evaluate(d, exact());
    const Judgement b = evaluate(d, unmerged);
    CHECK(a.distinct < a.deals);
    CHECK(same_figures(a, b));
}

TEST_CASE("judge card: Alliance layouts are not merged (figures count by name)") {
    const Board board = board_of(R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:.KJ.. .Q.. ...4 ...5"]
[TableCards "D9 S5 C6 C7"]
[Won "5 2 2 1"]
[Contract "Solo S"]
[Declarer "1"]
[Leader "2"]
[Trick "H2 D2 H3"]
)");
    CHECK_FALSE(decision_of(board, 0, "card").layout_key);
}
