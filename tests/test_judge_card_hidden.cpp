// Card play judged from one seat (`judge --call card`, issue 26), the records that give only what
// the seat sees: an endgame without [Play] whose hidden hands are '-'.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>

#include "judge_support.h"
#include "stich/alliance/play.h"
#include "stich/alliance/records.h"
#include "stich/engine/movegen.h"
#include "stich/game/registry.h"
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
    const auto json = to_json(judged(board.id, d, j));
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
// face-down card (C8: clubs trumps), called HK, took the four table cards and laid away
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

// The Lever played by everyone's lowest legal card (play order) until `seat` is to play with at
// most `left` cards (declarer: to lead); the other hands as the record gives them or '-'.
// [Play] lists each trick from its leader on.
Board lever_played(int left, bool hidden, int seat = 0) {
    Board board = board_of(kLeverRecord);
    std::string error;
    const auto g = alliance::play_game(board, &error);
    INFO(error);
    REQUIRE(g);
    Position pos = g->start;
    const Strain trump = pos.trump();
    std::vector<PlayedTrick> play;
    auto stop = [&] {
        return pos.to_move() == seat && pos.hand(seat).count() <= left &&
               (seat != 0 || pos.trick_size() == 0);
    };
    while (pos.cards_left() > 0 && !stop()) {
        if (pos.trick_size() == 0) play.push_back({pos.to_move(), {}});
        const Card c = legal_cards(pos).lowest();
        play.back().cards.push_back(to_face_order(g->rules.play, trump, c));
        pos.play(c);
    }
    REQUIRE(pos.cards_left() > 0);
    board.play = play;
    if (hidden)
        for (int p = 0; p < board.players; ++p) {
            if (p == seat) continue;
            board.hands[p] = {};
            board.known[p] = false;
        }
    return board;
}

}  // namespace

namespace {

// The payoff to `seat`'s side of one full deal of the Lever, `seat` playing its lowest legal
// card next and everyone best from there; nullopt when the record's play breaks the rules on it
// (each card replayed on the full deal).
std::optional<double> layout_value(Solver& solver, const Board& full, int seat) {
    std::string error;
    const auto g0 = alliance::play_start(full, &error);
    const auto g = alliance::play_game(full, &error);
    INFO(error);
    REQUIRE(g0);
    REQUIRE(g);
    Position pos = g0->start;
    const int n = full.players;
    for (const PlayedTrick& t : full.play)
        for (size_t k = 0; k < t.cards.size(); ++k) {
            const int column = (pos.to_move() - t.leader + n) % n;
            const Card c =
                to_play_order(g0->rules.play, pos.trump(), t.cards[static_cast<size_t>(column)]);
            if (!legal_cards(pos).contains(c)) return std::nullopt;
            pos.play(c);
        }
    Position next = g->start;
    const int side = next.side(seat);
    next.play(legal_cards(next).lowest());
    return alliance::payoff_valuer(solver, *g)(next, side);
}

// Every way to part `cards` into sets of the given sizes, in order.
void each_split(const std::vector<Card>& cards, const std::vector<int>& sizes,
                const std::function<void(const std::vector<CardSet>&)>& visit) {
    std::vector<CardSet> bins(sizes.size());
    std::function<void(size_t, size_t, int, CardSet)> fill = [&](size_t bin, size_t from, int need,
                                                                 CardSet used) {
        if (need == 0) {
            if (bin + 1 == sizes.size()) return visit(bins);
            bins[bin + 1] = {};
            return fill(bin + 1, 0, sizes[bin + 1], used);
        }
        for (size_t i = from; i < cards.size(); ++i) {
            if (used.contains(cards[i])) continue;
            const CardSet before = bins[bin];
            bins[bin] |= cards[i];
            fill(bin, i + 1, need - 1, used | cards[i]);
            bins[bin] = before;
        }
    };
    fill(0, 0, sizes[0], {});
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
        const auto value = layout_value(solver, full, 0);
        if (!value) continue;
        ++layouts;
        sum += *value;
    } while (std::next_permutation(unseen.begin(), unseen.end()));
    CHECK(j.exact);
    CHECK(j.deals == layouts);
    CHECK(layouts > 0);
    CHECK(j.options[0].value.mean == doctest::Approx(sum / static_cast<double>(layouts)));
}

TEST_CASE("judge card: a Lever from a defender's seat, every layout solved by the test") {
    // Seat 2 at the last trick of the Lever above.  It has seen its own hand, the face-up CJ,
    // the turned C8 (Lever 3) and the play; declarer took the table cards up (the record has
    // [Discard]), but seat 2 has not seen what he laid away.  The unseen cards fill the hands
    // as dealt (what each seat has not played yet) and a discard of four, declarer's hand
    // holding CJ and C8 (alliance.md, Lever: he takes every table card; decision 5).  Each
    // layout is checked here by replaying the play on a full deal made from it, the two other
    // face-down cards taken from declarer's hand (which two does not matter), and solved with
    // every card in view.
    //   Declarer has led his last card, CA; seat 2 follows with its last.  Unseen: ST S2 HA HK
    // HJ DJ D7 C4, the last card of each of seats 3 to 6 and the four laid away: 8!/4! = 1680
    // ways.  The play shows seat 3 out of diamonds (C6 on DK), seat 4 out of spades (CQ on S6),
    // seat 6 out of spades and, by the duty to trump (alliance.md decision 2), clubs (D6 on S6),
    // and out of hearts (D8 on H8).  So seat 6 holds DJ or D7; seat 4 the other diamond (then
    // seat 3 any of the 6 others) or one of HA HK HJ C4 (then seat 3 one of the 5 others but
    // the diamond); seat 5 any of the 5 left: 2 * (6 + 4 * 5) * 5 = 260 layouts.
    const int seat = 1;
    const Board shown = lever_played(1, false, seat);
    const Board hidden = lever_played(1, true, seat);
    const Decision d = decision_of(hidden, seat, "card");
    REQUIRE(d.view.piles == std::vector<int>{4});
    const Judgement j = evaluate(d, exact());
    REQUIRE(j.options.size() == 1);
    const auto played = played_cards(shown);
    const std::vector<Card> shown_table = alliance::table_cards(shown);
    const Card up = shown_table[0], turned = shown_table[3];
    CardSet seen = shown.hands[seat] | up | turned;
    for (int p = 0; p < shown.players; ++p) seen |= played[p];
    std::vector<Card> unseen;
    for (Card c : kDeck52 - seen) unseen.push_back(c);
    const CardSet declarer_known = played[0] | up | turned;
    std::vector<int> sizes{8 - declarer_known.count()};
    for (int p = 2; p < shown.players; ++p) sizes.push_back(8 - played[p].count());
    sizes.push_back(4);  // the discard
    Solver solver(SolverOptions{8});
    double sum = 0;
    uint64_t layouts = 0, splits = 0;
    each_split(unseen, sizes, [&](const std::vector<CardSet>& bins) {
        ++splits;
        Board full = shown;
        const CardSet playing = declarer_known | bins[0];
        CardSet rest = playing - up - turned;
        const Card f1 = rest.highest();
        const Card f2 = (rest - f1).highest();
        alliance::set_table_cards(full, {up, f1, f2, turned});
        alliance::set_discard_tag(full, bins.back());
        full.hands[0] = (playing | bins.back()) - up - turned - f1 - f2;
        for (int p = 2; p < full.players; ++p) full.hands[p] = played[p] | bins[p - 1];
        const auto value = layout_value(solver, full, seat);
        if (!value) return;
        ++layouts;
        sum += *value;
    });
    CHECK(j.exact);
    CHECK(splits == 1680);
    CHECK(layouts == 260);
    CHECK(j.deals == layouts);
    CHECK(j.options[0].value.mean == doctest::Approx(sum / static_cast<double>(layouts)));
}

TEST_CASE("judge card: what a Lever's seats see") {
    // Seat 2 after declarer's first lead, H3 (seat 1 leads the first trick, alliance.md
    // decision 1): it has seen its 8 cards, CJ face up, C8 turned, and the lead.  Declarer took the
    // table cards up: CJ and C8 are in his hand, which holds 8 cards; the rest of it, the 4
    // cards he laid away and the other hands (8 cards each) are dealt from the unseen cards.
    Board board = lever_played(8, true, 1);
    REQUIRE(board.play.size() == 1);
    const Card lead = board.play[0].cards[0];
    const std::vector<Card> table = alliance::table_cards(board);
    const Card up = table[0], turned = table[3];
    Decision d = decision_of(board, 1, "card");
    CHECK(d.view.piles == std::vector<int>{4});
    CHECK(d.view.fixed[0] == (CardSet(lead) | up | turned));
    CHECK_FALSE(d.view.unseen.contains(up));
    const int unseen = 52 - 8 - 3;
    CHECK(d.view.unseen.count() == unseen);
    // 41 cards: 5 more to declarer, 8 to each of seats 3 to 6, 4 to the discard.
    REQUIRE(DealSampler(d.view).count());
    const Count layouts =
        choose(41, 5) * choose(36, 8) * choose(28, 8) * choose(20, 8) * choose(12, 8);
    CHECK((*DealSampler(d.view).count() == layouts));
    // Under lever-free-exchange he may have laid CJ and C8 away: unseen, in his hand or the
    // discard and in no other hand.
    board.variant = "lever-free-exchange";
    d = decision_of(board, 1, "card");
    CHECK(d.view.fixed[0] == CardSet(lead));
    CHECK(d.view.unseen.contains(up));
    CHECK(d.view.unseen.contains(turned));
    for (int p = 2; p < 6; ++p) CHECK(d.view.lacks[p].contains(up));
    // Declarer who kept his hand (no [Discard]): he plays the 8 cards dealt him; the table
    // cards lie out of play, CJ and C8 seen, C2 and H3 a hidden pile of two.
    Board kept = board_of(kLeverRecord);
    alliance::set_discard_tag(kept, std::nullopt);
    d = decision_of(kept, 0, "card");
    CHECK(d.view.piles == std::vector<int>{2});
    CHECK(d.view.unseen.count() == 52 - 8 - 2);
    CHECK(d.view.unseen.contains(table[1]));
    CHECK_FALSE(d.view.unseen.contains(turned));
}

TEST_CASE("judge card: a Lever's table card played by the wrong seat is a clear error") {
    // CJ lies face up: after the exchange it is declarer's, and without one it is out of play.
    Board board = lever_played(8, true, 2);
    REQUIRE(board.play.size() == 1);
    REQUIRE(board.play[0].cards.size() == 2);
    board.play[0].cards[1] = alliance::table_cards(board)[0];
    CHECK(decision_error(board, 2, "card") ==
          "seat 2 played CJ, a table card that declarer took into his hand ([Discard])");
    alliance::set_discard_tag(board, std::nullopt);
    CHECK(decision_error(board, 2, "card") ==
          "seat 2 played CJ, a table card that lies out of play (declarer kept his hand: no "
          "[Discard])");
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

// The judgement with equivalent layouts merged and without: the same figures; the merged one.
Judgement check_merge(const Board& board, int seat, uint64_t deals) {
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
    for (size_t k = 0; k < a.options.size(); ++k) CHECK(a.options[k].values == b.options[k].values);
    CHECK(a.rejected == b.rejected);
    REQUIRE(a.telling.size() == b.telling.size());
    for (size_t k = 0; k < a.telling.size(); ++k) CHECK(a.telling[k].deal == b.telling[k].deal);
    return a;
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

TEST_CASE("judge card: Alliance layouts merged with the cards the marks count kept in place") {
    // A Solo in spades, one card each after the trick in progress (test_judge_card.cpp,
    // kAllianceTrump): 80 layouts of S5 HQ C4 C5 C6 C7 into seats 2 and 4 and the three
    // face-down table cards.  The clubs are adjacent in rank with nothing in play between
    // them, so a club in a hand and one on the table exchange: fewer layouts solved, the same
    // figures, the distribution of the marks included.
    const Board board = board_of(test::kAllianceDutyToTrump);
    const Judgement a = check_merge(board, 0, 80);
    // The marks per card: HJ (keeping HK) wins on 3/5 of the layouts, HK on 3/10; each value's
    // count sums to the layouts.
    for (const OptionStats& s : a.options) {
        uint64_t n = 0, wins = 0;
        for (const auto& [value, count] : s.values) {
            n += count;
            if (value > 0) wins += count;
        }
        CHECK(n == 80);
        CHECK(wins == (s.option.name == "HJ" ? 48u : 24u));
    }
}

TEST_CASE("judge card: sampled layouts equivalent to one drawn before take its results") {
    // Whist, H2 led into three '-' hands (124,950 layouts in 2,000 draws): a draw whose key
    // was solved before is not solved again, and every draw counts once, so the figures are
    // those of solving each draw.
    const Decision d = decision_of(board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "S"]
[Deal "S:.2.. - - -"]
)"),
                                   2, "card");
    JudgeOptions merged = sampled(2000, 7, 2);
    JudgeOptions unmerged = merged;
    unmerged.merge_equivalent = false;
    const Judgement a = evaluate(d, merged);
    const Judgement b = evaluate(d, unmerged);
    CHECK_FALSE(a.exact);
    CHECK(a.deals == 2000);
    CHECK(b.distinct == 2000);
    CHECK(a.distinct < 2000);
    CHECK(same_figures(a, b));
    CHECK(a.options[0].values == b.options[0].values);
    // One thread or two: the same figures and the same count of classes.
    const Judgement c = evaluate(d, sampled(2000, 7, 1));
    CHECK(same_figures(a, c));
    CHECK(a.distinct == c.distinct);
}

namespace {

// A Lever after declarer's exchange ([Discard]) at its last trick, as an endgame without [Play]:
// one card each, seat 2 to lead its C9 (clubs trumps: C8 turned), seven tricks won before.
// Declarer took the table cards up and still holds the face-up CJ, so his hand and [TableCards]
// both list it (docs/hand-records.md, endgames).  HK, the called king, is in play: whoever holds
// it is declarer's partner.  The holder of CA, a defender, takes the last trick; declarer's
// side has won 4 or 5 of the 7 tricks before it, as its partner won none or one: lost or won.
const char* const kLeverEndgame = R"([Game "alliance"]
[Players "6"]
[Dealer "6"]
[Deal "1:...J ...9 .K.. ...A ..5. .4.."]
[TableCards "CJ C2 H3 C8"]
[Contract "Lever 3 HK"]
[Declarer "1"]
[Discard "T2..7.4"]
[Leader "2"]
[Won "4 1 0 0 1 1"]
)";

}  // namespace

TEST_CASE(
    "judge card: a Lever's defender in an endgame given whole, every layout solved by the test") {
    // Seat 2 sees its C9, CJ face up and C8 turned.  Every hand it cannot see is given, so the
    // layouts deal the given cards again; CJ, which declarer took up and has not played, stays
    // in his hand (alliance.md, Lever: he takes every table card; decision 5): the other four
    // cards to seats 3 to 6 in every order, 4! = 24 layouts, each solved here.
    const Board board = board_of(kLeverEndgame);
    const int seat = 1;
    const Card up = alliance::table_cards(board)[0];
    const Decision d = decision_of(board, seat, "card");
    CHECK(d.view.piles.empty());
    CHECK(d.view.fixed[0] == CardSet(up));
    CHECK(d.view.unseen.count() == 4);
    const Judgement j = evaluate(d, exact());
    REQUIRE(j.options.size() == 1);
    std::vector<Card> others;
    for (int p = 2; p < board.players; ++p) others.push_back(board.hands[p].lowest());
    std::sort(others.begin(), others.end());
    Solver solver(SolverOptions{8});
    std::vector<double> values;
    do {
        Board b = board;
        for (int p = 2; p < b.players; ++p)
            b.hands[p] = CardSet(others[static_cast<size_t>(p - 2)]);
        std::string error;
        const auto g = alliance::play_game(b, &error);
        INFO(error);
        REQUIRE(g);
        Position next = g->start;
        const int side = next.side(seat);
        next.play(legal_cards(next).lowest());
        values.push_back(alliance::payoff_valuer(solver, *g)(next, side));
    } while (std::next_permutation(others.begin(), others.end()));
    CHECK(values.size() == 24);
    CHECK(j.exact);
    CHECK(j.deals == 24);
    // Who holds HK decides the sides, so the layouts differ: the mean is not a constant's.
    CHECK(*std::min_element(values.begin(), values.end()) <
          *std::max_element(values.begin(), values.end()));
    double sum = 0;
    for (double v : values) sum += v;
    CHECK(j.options[0].value.mean == doctest::Approx(sum / 24.0));
    // CJ in another hand cannot be: declarer took it.
    Board wrong = board;
    std::swap(wrong.hands[0], wrong.hands[3]);
    CHECK(decision_error(wrong, seat, "card") ==
          "hand 1 does not hold CJ: declarer took the table cards into his hand ([Discard]), no "
          "other hand holds them");
}

TEST_CASE("judge card: a Lever's defender in an endgame whose hidden hands are '-'") {
    // The same endgame, seat 2 holding HK (the partner: he knows it) and seat 3 C9, the other
    // hands '-'.  Seat 2 sees only its HK: the 51 other cards are
    // unseen, one in each hidden hand and 46 out of play (the earlier tricks and the discard).
    // CJ and C8 went into declarer's hand: each is in it or was played before, and in no other
    // hand.  Declarer holds CJ or C8 (2 ways) and seats 3 to 6 four of the 49 cards left but
    // the other (49 * 48 * 47 * 46 ways), or declarer one of the 49 others and they four of the
    // 48 left but CJ and C8: 24 * (2 * C(49,4) + 49 * C(48,4)) layouts.
    Board board = board_of(kLeverEndgame);
    const int seat = 1;
    const std::vector<Card> lever_table = alliance::table_cards(board);
    const Card up = lever_table[0], turned = lever_table[3];
    std::swap(board.hands[1], board.hands[2]);
    for (int p = 0; p < board.players; ++p) {
        if (p == seat) continue;
        board.hands[p] = {};
        board.known[p] = false;
    }
    const Decision d = decision_of(board, seat, "card");
    CHECK(d.view.unseen.count() == 51);
    CHECK(d.view.unseen.contains(up));
    CHECK(d.view.unseen.contains(turned));
    CHECK(d.view.piles == std::vector<int>{46});
    CHECK(d.view.fixed[0].empty());
    CHECK_FALSE(d.view.lacks[0].contains(up));
    for (int p = 2; p < board.players; ++p) {
        CHECK(d.view.lacks[p].contains(up));
        CHECK(d.view.lacks[p].contains(turned));
    }
    const DealSampler sampler(d.view);
    REQUIRE(sampler.count());
    CHECK((*sampler.count() == Count(24) * (Count(2) * choose(49, 4) + Count(49) * choose(48, 4))));
    const Judgement j = evaluate(d, sampled(200));
    CHECK(j.deals == 200);
    REQUIRE(j.options.size() == 1);
    // Each layout is written as a record that reads back whole: every card in one place, the
    // face-down table cards taken from declarer's hand or the earlier tricks, and a discard of
    // four that holds neither CJ nor C8 (he laid away cards of his own).
    Rng rng(7);
    for (int i = 0; i < 40; ++i) {
        const Board b = board_of(d.layout_pbn(sampler.sample(rng)));
        const auto discard = alliance::discard_tag(b);
        REQUIRE(discard);
        CHECK(discard->count() == 4);
        CHECK_FALSE(discard->contains(up));
        CHECK_FALSE(discard->contains(turned));
        const std::vector<Card> layout_table = alliance::table_cards(b);
        REQUIRE(layout_table.size() == 4);
        CHECK(layout_table[0] == up);
        CHECK(layout_table[3] == turned);
        CardSet table;
        for (Card c : layout_table) table |= c;
        CardSet held;
        for (int p = 0; p < b.players; ++p) {
            CHECK(b.hands[p].count() == 1);
            CHECK((held & b.hands[p]).empty());
            held |= b.hands[p];
            if (p != 0) CHECK((b.hands[p] & table).empty());
        }
        CHECK((held & *discard).empty());
    }
    // In the first trick nothing has been played before: CJ and C8 are in declarer's hand.
    // Seat 2 holds its eight cards and declarer has led H3, one of the cards he took up.
    Board first = board_of(kLeverRecord);
    for (int p = 0; p < first.players; ++p) {
        if (p == seat) continue;
        first.hands[p] = {};
        first.known[p] = false;
    }
    first.trick = {alliance::table_cards(first)[2]};
    first.leader = 0;
    const Decision f = decision_of(first, seat, "card");
    CHECK(f.view.fixed[0] == (CardSet(up) | turned));
    CHECK_FALSE(f.view.unseen.contains(up));
}

TEST_CASE("pbn: a table card in declarer's hand only in an endgame after a Lever's exchange") {
    // The endgame above reads (CJ in hand 1 and in [TableCards]).  The same card listed twice
    // is still refused in a full deal, which gives the hands as dealt, and in another hand.
    // Read by the games' declarations, as the commands read: [TableCards] is Alliance's own.
    const std::vector<io::GameRecords> own = game::standard_games().record_tags();
    std::string full = kLeverRecord;
    full.replace(full.find("T2..K7.A743"), 11, "T2..K7.AJ74");
    ReadResult r = read_boards_from_string(full, "<string>", own);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].message.find("card CJ listed twice") == 0);
    std::string other = kLeverEndgame;
    other.replace(other.find("...J ...9"), 9, "...9 ...J");
    r = read_boards_from_string(other, "<string>", own);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].message.find("card CJ listed twice: in hand 2") == 0);
}
