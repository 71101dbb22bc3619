// Golden tests of Alliance's rules, each value worked out by hand from
// docs/rules/alliance.md (quoted) and the German text it reads: the rank orders, the flag
// and the figures, the called king on the table, every tie rule and every payment rule, and
// whole boards read from PBN (a trick in progress, a king on the table).
#include <doctest/doctest.h>

#include "stich/alliance/analysis.h"
#include "stich/alliance/figures.h"
#include "stich/alliance/report.h"
#include "stich/alliance/scoring.h"
#include "stich/io/pbn.h"
#include "support.h"

using namespace stich;
using namespace stich::alliance;

namespace {

Card card(std::string_view text) {
    return *parse_card(text);
}

std::vector<Card> cards(std::initializer_list<std::string_view> list) {
    std::vector<Card> out;
    for (auto t : list) out.push_back(card(t));
    return out;
}

AllianceRules rules_for(int players, std::string_view variant = "") {
    std::string error;
    const auto r = make_rules(players, variant, &error);
    REQUIRE_MESSAGE(r, error);
    return *r;
}

Board alliance_only_board(const std::string& text) {
    const ReadResult result = read_boards_from_string(text);
    for (const Diagnostic& d : result.diagnostics) FAIL_CHECK(format_diagnostic(d));
    REQUIRE(result.boards.size() == 1);
    return result.boards[0];
}

}  // namespace

TEST_CASE("alliance: table sizes, hands and trick targets") {
    // "7 of 12 with four players", "Bei 5 ... 6 Stiche, u. bei 6 Spielern 5 Stiche".
    const int hand[] = {12, 10, 8}, table[] = {4, 2, 4}, target[] = {7, 6, 5};
    for (int n = 4; n <= 6; ++n) {
        const AllianceRules r = rules_for(n);
        CHECK(r.play.seats == n);
        CHECK(r.play.hand_size == hand[n - 4]);
        CHECK(r.tricks == hand[n - 4]);
        CHECK(r.table_size == table[n - 4]);
        CHECK(r.target() == target[n - 4]);
        CHECK(n * r.tricks + r.table_size == 52);
    }
}

TEST_CASE("alliance: rank orders of trumps, red and black plain suits") {
    const AllianceRules r = rules_for(4);
    // Trumps A K Q J T..2: the ace of trumps beats the king.
    CHECK(trick_winner(r.play, Strain(kHearts), cards({"HK", "HA", "H2", "HQ"})) == 1);
    CHECK(trick_winner(r.play, Strain(kSpades), cards({"SK", "SA", "S2", "SQ"})) == 1);
    // Red plain suits K Q J A T..2: the ace is below the jack, above the ten.
    CHECK(trick_winner(r.play, Strain(kSpades), cards({"DA", "DJ", "DT", "D2"})) == 1);
    CHECK(trick_winner(r.play, Strain(kSpades), cards({"HT", "HA", "H9", "H2"})) == 1);
    CHECK(trick_winner(r.play, Strain(kSpades), cards({"DQ", "DA", "DK", "DJ"})) == 2);
    // Black plain suits K Q J T..2 A: the ace is the lowest card.
    CHECK(trick_winner(r.play, Strain(kClubs), cards({"SA", "S2", "HA", "DA"})) == 1);
    CHECK(trick_winner(r.play, Strain(kDiamonds), cards({"CA", "HK", "SK", "HQ"})) == 0);
    CHECK(trick_winner(r.play, Strain(kHearts), cards({"CT", "CK", "CA", "CJ"})) == 1);
    // Any trump beats the suit led; the lowest trump beats the king of a plain suit.
    CHECK(trick_winner(r.play, Strain(kDiamonds), cards({"SK", "SQ", "D2", "SJ"})) == 2);
    CHECK(trick_winner(r.play, Strain(kClubs), cards({"SK", "C2", "CA", "SJ"})) == 2);
    // A card of a third suit never wins.
    CHECK(trick_winner(r.play, Strain(kClubs), cards({"S2", "HA", "DK", "S3"})) == 3);
}

TEST_CASE("alliance: the flag and the figures") {
    // "in den schwarzen Farben die Drei, in den rothen die Neun".
    CHECK(figures_for(kSpades, false).flag == card("S3"));
    CHECK(figures_for(kClubs, false).flag == card("C3"));
    CHECK(figures_for(kHearts, false).flag == card("H9"));
    CHECK(figures_for(kDiamonds, false).flag == card("D9"));
    // Flag 4, jack 3, queen 2, king 1; figures of trumps only (Decision).
    const Figures f = figures_for(kHearts, false);
    CHECK(f.cards.count() == 4);
    CHECK(f.value_of(CardSet(card("H9"))) == 4);
    CHECK(f.value_of(CardSet(card("HJ"))) == 3);
    CHECK(f.value_of(CardSet(card("HQ"))) == 2);
    CHECK(f.value_of(CardSet(card("HK"))) == 1);
    CHECK(f.value_of(CardSet(card("HA"))) == 0);
    CHECK(f.value_of(CardSet(card("SJ"))) == 0);
    CHECK(f.total() == 10);
    // Variant figures-all-suits (Decision): the 3 or 9, J, Q, K of every suit are paid; only
    // the trump flag breaks ties.
    const Figures all = figures_for(kClubs, true);
    CHECK(all.value_of(CardSet(card("DJ"))) == 3);
    CHECK(all.value_of(CardSet(card("SK"))) == 1);
    CHECK(all.value_of(CardSet(card("S3"))) == 4);
    CHECK(all.value_of(CardSet(card("H9"))) == 4);
    CHECK(all.value_of(CardSet(card("H3"))) == 0);
    CHECK(all.flag == card("C3"));
    CHECK(all.total() == 4 * (4 + 3 + 2 + 1));
}

TEST_CASE("alliance: the called king lying on the table") {
    const AllianceRules r = rules_for(4);
    // "Liegt dieser König, so bestimmt die darauf folgende Karte die A.": the next card below.
    CHECK(called_card(card("SK"), CardSet(), r, kHearts) == card("SK"));
    CHECK(called_card(card("SK"), CardSet(card("SK")), r, kHearts) == card("SQ"));
    CHECK(called_card(card("SK"), CardSet(card("SK")) | card("SQ"), r, kHearts) == card("SJ"));
    // Black plain suit: after the jack the ten (the ace is lowest).
    CHECK(called_card(card("CK"), CardSet(card("CK")) | card("CQ") | card("CJ"), r, kHearts) ==
          card("CT"));
    // Red plain suit: after the jack the ace.
    CHECK(called_card(card("DK"), CardSet(card("DK")) | card("DQ") | card("DJ"), r, kSpades) ==
          card("DA"));
    // The trump king: the queen follows.
    CHECK(called_card(card("HK"), CardSet(card("HK")), r, kHearts) == card("HQ"));

    // On a whole board: DK lies on the table, so the holder of DQ (seat 3) is the partner.
    const Board b = alliance_only_board(R"([Game "alliance"]
[Board "k"]
[Players "4"]
[Dealer "4"]
[Deal "1:AKQJT98.AKQ.2.3 765.JT9.Q53.KQJ 432.865.AJT9.T9 .432.8764.A8742"]
[TableCards "DK C5 C6 H7"]
[Contract "Alliance S DK"]
[Declarer "1"]
)");
    Solver solver;
    std::string error;
    const auto g = solve_board(solver, b, Options{}, &error);
    REQUIRE_MESSAGE(g, error);
    CHECK(g->teams.called == card("DQ"));
    CHECK(g->teams.partner == 1);
    // Seat 1 leads: seven top trumps draw the three others, then HK HQ win and HA falls to
    // his partner's HJ at worst: ten tricks for the side are sure.
    REQUIRE(g->side);
    CHECK(g->side->tricks >= 10);
    CHECK(g->side->wins());
}

TEST_CASE("alliance: who wins on tricks, the flag and the figures") {
    const SideScoring four{12, 2, 1};
    SideOutcome o;
    // "7 needed to win".
    o.tricks0 = 7;
    CHECK(side_winner(o, four) == 0);
    o.tricks0 = 5;
    CHECK(side_winner(o, four) == 1);
    // "With equal tricks, the side holding the flag in its tricks wins."
    o.tricks0 = 6;
    o.flag = 1;
    o.figures[0] = 6;  // figures do not matter while the flag was played
    CHECK(side_winner(o, four) == 1);
    o.flag = 0;
    o.figures[0] = 0;
    o.figures[1] = 6;
    CHECK(side_winner(o, four) == 0);
    // "If the flag lies on the table, the higher total of figure values in the tricks wins;
    // on equal totals the allies lose."
    o.flag = -1;
    o.figures[0] = 3;
    o.figures[1] = 2;
    CHECK(side_winner(o, four) == 0);
    o.figures[0] = 2;
    o.figures[1] = 3;
    CHECK(side_winner(o, four) == 1);
    o.figures[0] = 3;
    o.figures[1] = 3;
    CHECK(side_winner(o, four) == 1);
    o.figures[0] = o.figures[1] = 0;
    CHECK(side_winner(o, four) == 1);
    // Five players: 5-5 is the tie; six players: 4-4.
    const SideScoring five{10, 2, 1}, six{8, 2, 1};
    SideOutcome t;
    t.tricks0 = 5;
    t.flag = 0;
    CHECK(side_winner(t, five) == 0);
    t.tricks0 = 6;
    t.flag = 1;
    CHECK(side_winner(t, five) == 0);
    t.tricks0 = 4;
    CHECK(side_winner(t, six) == 1);
    t.flag = 0;
    CHECK(side_winner(t, six) == 0);
}

TEST_CASE("alliance: what the winners are paid") {
    SideOutcome o;
    o.tricks0 = 7;
    o.figures[0] = 3;  // the jack of trumps
    o.figures[1] = 7;  // the flag, queen and king: the losers' figures are not paid
    // "Für A. ... werden 2, für Solo u. freiwilliges Lever 4 Marken" plus the winners' figures.
    CHECK(side_payoff(o, SideScoring{12, 2, 1}) == 2 + 3);
    CHECK(side_payoff(o, SideScoring{12, 4, 1}) == 4 + 3);
    // "in Couleur Alles doppelt".
    CHECK(side_payoff(o, SideScoring{12, 2, 2}) == 2 * (2 + 3));
    // The first six tricks: 2 marks.
    o.first_six = 0;
    CHECK(side_payoff(o, SideScoring{12, 2, 1}) == 2 + 3 + 2);
    CHECK(side_payoff(o, SideScoring{12, 4, 2}) == 2 * (4 + 3 + 2));
    // Only the winner's first six count.
    o.first_six = 1;
    CHECK(side_payoff(o, SideScoring{12, 2, 1}) == 2 + 3);
    // All tricks: 6 marks (Decision: instead of, not on top of, the first six).
    o.tricks0 = 12;
    o.first_six = 0;
    o.figures[0] = 10;
    o.figures[1] = 0;
    CHECK(side_payoff(o, SideScoring{12, 2, 1}) == 2 + 10 + 6);
    // Losing: the same amount, negative, with the other side's figures and bonuses.
    SideOutcome l;
    l.tricks0 = 0;
    l.figures[1] = 10;
    l.first_six = 1;
    CHECK(side_payoff(l, SideScoring{8, 4, 1}) == -(4 + 10 + 6));
    l.tricks0 = 2;
    CHECK(side_payoff(l, SideScoring{8, 4, 1}) == -(4 + 10 + 2));
    // Game values of the contracts.
    Contract c;
    CHECK(game_value(c) == 2);
    c.kind = GameKind::kSolo;
    CHECK(game_value(c) == 4);
    c.kind = GameKind::kLever;
    CHECK(game_value(c) == 4);
    c.forced = true;
    CHECK(game_value(c) == 2);
}

TEST_CASE("alliance: who pays whom, under both payment schemes") {
    const auto alliance4 = sides_of(4, 0, 2);  // declarer 1 with partner 3
    // Each loser pays each winner (Decision): two losers pay 5 to each of two winners.
    Settlement s = settle_sides(5, alliance4, 4, Payment::kEachPaysEach);
    CHECK(s[0] == Marks::of(10));
    CHECK(s[1] == Marks::of(-10));
    CHECK(s[2] == Marks::of(10));
    CHECK(s[3] == Marks::of(-10));
    // Shared: the losing side pays 5 once; each loser 5/2, each winner 5/2.
    s = settle_sides(5, alliance4, 4, Payment::kSharedOnce);
    CHECK(s[0] == Marks::of(5, 2));
    CHECK(s[1] == Marks::of(-5, 2));
    // A Solo of six lost for 7: the soloist pays 7 to each of five; shared: 7 in all.
    const auto solo6 = sides_of(6, 3, -1);
    s = settle_sides(-7, solo6, 6, Payment::kEachPaysEach);
    CHECK(s[3] == Marks::of(-35));
    for (int p : {0, 1, 2, 4, 5}) CHECK(s[p] == Marks::of(7));
    s = settle_sides(-7, solo6, 6, Payment::kSharedOnce);
    CHECK(s[3] == Marks::of(-7));
    CHECK(s[0] == Marks::of(7, 5));
    // A Solo of five won for 6: four losers pay 6 each.
    s = settle_sides(6, sides_of(5, 1, -1), 5, Payment::kEachPaysEach);
    CHECK(s[1] == Marks::of(24));
    CHECK(s[0] == Marks::of(-6));
    s = settle_sides(6, sides_of(5, 1, -1), 5, Payment::kSharedOnce);
    CHECK(s[1] == Marks::of(6));
    CHECK(s[0] == Marks::of(-3, 2));
    // Five players, an Alliance of two against three, lost for 4: each of two pays 4 to each
    // of three (12 each); shared: 4/2 from each, 4/3 to each.
    const auto alliance5 = sides_of(5, 0, 1);
    s = settle_sides(-4, alliance5, 5, Payment::kEachPaysEach);
    CHECK(s[0] == Marks::of(-12));
    CHECK(s[4] == Marks::of(8));
    s = settle_sides(-4, alliance5, 5, Payment::kSharedOnce);
    CHECK(s[0] == Marks::of(-2));
    CHECK(s[4] == Marks::of(4, 3));
}

TEST_CASE("alliance: Resistance winners, ties and payments") {
    // Four players: soloist 1, resister 2, neutrals 3 and 4; a Solo (4) in no Couleur.
    ResistanceTerms t{4, 12, 4, 1, 0, 1};
    PlayerEnd e;
    // "Wer die meisten Stiche hat, hat gewonnen": the soloist; the resister pays him double
    // the game, not the figures.
    e.tricks = {5, 3, 2, 2};
    e.figures = {7, 0, 0, 3};
    ResistanceOutcome o = resistance_outcome(e, t);
    CHECK(o.winner == 0);
    CHECK(o.marks[0] == 8);
    CHECK(o.marks[1] == -8);
    CHECK(o.marks[2] == 0);
    CHECK(o.marks[3] == 0);
    // The resister wins: the soloist pays him double; in Couleur all doubles again.
    e.tricks = {3, 5, 2, 2};
    o = resistance_outcome(e, ResistanceTerms{4, 12, 4, 2, 0, 1});
    CHECK(o.winner == 1);
    CHECK(o.marks[1] == 16);
    CHECK(o.marks[0] == -16);
    // A neutral wins: both players pay him 4 and his figures.
    e.tricks = {3, 3, 4, 2};
    e.figures = {0, 0, 5, 0};
    o = resistance_outcome(e, t);
    CHECK(o.winner == 2);
    CHECK(o.marks[2] == 2 * (4 + 5));
    CHECK(o.marks[0] == -(4 + 5));
    CHECK(o.marks[1] == -(4 + 5));
    // Equal tricks: the flag decides, a neutral's too ("hat dann einer der Neutralen die
    // Fahne, so gewinnt dieser").
    e.tricks = {4, 4, 2, 2};
    e.figures = {0, 0, 0, 4};
    e.flag = 3;
    o = resistance_outcome(e, t);
    CHECK(o.winner == 3);
    CHECK(o.marks[3] == 2 * (4 + 4));
    e.flag = 1;
    e.figures = {0, 4, 0, 0};
    o = resistance_outcome(e, t);
    CHECK(o.winner == 1);
    CHECK(o.marks[1] == 8);
    // Soloist and resister tie, the flag face down: both lose, "jeder zahlt an einen der
    // Neutralen 4 Marken" (000 l.2) — each to a different neutral (Decision: the soloist to
    // the first after him, the resister to the first after him not yet paid).
    e.flag = -1;
    e.figures = {3, 3, 0, 0};
    o = resistance_outcome(e, t);
    CHECK(o.winner == -1);
    CHECK(o.marks[0] == -4);
    CHECK(o.marks[1] == -4);
    CHECK(o.marks[2] == 4);  // seat 3, the first neutral after seat 1
    CHECK(o.marks[3] == 4);  // seat 4: seat 3 is paid already
    // Every seating of three among four: each neutral gets 4, never one 8.
    for (int solo = 0; solo < 4; ++solo)
        for (int res = 0; res < 4; ++res) {
            if (res == solo) continue;
            e.tricks = {0, 0, 0, 0};
            e.tricks[solo] = e.tricks[res] = 5;
            for (int p = 0; p < 4; ++p)
                if (p != solo && p != res) e.tricks[p] = 1;
            o = resistance_outcome(e, ResistanceTerms{4, 12, 4, 1, solo, res});
            for (int p = 0; p < 4; ++p) CHECK(o.marks[p] == (p == solo || p == res ? -4 : 4));
        }
    // Six players (8 tricks), soloist seat 2 and resister seat 3 (indices 1, 2) tied 3 - 3:
    // the soloist pays seat 4, the first neutral after him; the resister's first neutral is
    // seat 4 too, paid already, so he pays seat 5.
    e = PlayerEnd{};
    e.tricks = {1, 3, 3, 1, 0, 0};
    o = resistance_outcome(e, ResistanceTerms{6, 8, 4, 1, 1, 2});
    CHECK(o.marks == std::array<int, kMaxSeats>{0, -4, -4, 4, 4, 0});
    // Five players, soloist 1 and resister 3: neutrals 2, 4, 5; seat 2 and seat 4 are paid.
    e.tricks = {4, 1, 4, 1, 0, 0};
    o = resistance_outcome(e, ResistanceTerms{5, 10, 4, 1, 0, 2});
    CHECK(o.marks == std::array<int, kMaxSeats>{-4, 4, -4, 4, 0, 0});
    // The flag face up (Couleur, the turned card is the trump flag): the text's both-lose rule
    // names "die verdeckt liegenden Karten" only; the general rule decides (Decision): "Liegt
    // sie, so entscheidet die höhere Augenzahl der in den Stichen befindlichen Figuren".
    // Soloist 5 tricks with the jack (3), resister 5 with king and queen (1 + 2): equal 3 - 3,
    // so both lose; with the queen alone (2) the soloist wins: double the Solo, doubled in
    // Couleur, 2 * 2 * 4 = 16.
    ResistanceTerms up{4, 12, 4, 2, 0, 1, true};
    e = PlayerEnd{};
    e.tricks = {5, 5, 1, 1};
    e.figures = {3, 2, 0, 0};
    o = resistance_outcome(e, up);
    CHECK(o.winner == 0);
    CHECK(o.marks == std::array<int, kMaxSeats>{16, -16, 0, 0, 0, 0});
    e.figures = {3, 3, 0, 0};
    o = resistance_outcome(e, up);
    CHECK(o.winner == -1);
    CHECK(o.marks == std::array<int, kMaxSeats>{-8, -8, 8, 8, 0, 0});
    // A neutral sharing the most tricks with more figures wins: 4 + his figures, doubled.
    e.tricks = {4, 4, 4, 0};
    e.figures = {1, 2, 3, 0};
    o = resistance_outcome(e, up);
    CHECK(o.winner == 2);
    CHECK(o.marks[2] == 2 * 2 * (4 + 3));
    // The winner's bonuses: first six 2, all tricks 6, paid by those who pay him.
    e = PlayerEnd{};
    e.tricks = {12, 0, 0, 0};
    o = resistance_outcome(e, t);
    CHECK(o.marks[0] == 8 + 6);
    e.tricks = {7, 3, 1, 1};
    e.first_six = 0;
    o = resistance_outcome(e, t);
    CHECK(o.marks[0] == 8 + 2);
    CHECK(o.marks[1] == -(8 + 2));
}

TEST_CASE("alliance: solve a trick in progress of a partial deal") {
    // Ten tricks played (the cards of those not shown); seat 1 has led the SA.  Every card
    // is forced: the SA is the lowest spade, seat 4's SK wins, then his C3 (the flag of clubs)
    // takes the last trick.  6-6 in tricks; the flag in the others' tricks: they win 2 + 4.
    const Board b = alliance_only_board(R"([Game "alliance"]
[Board "t"]
[Players "4"]
[Dealer "4"]
[Deal "1:..2. 2.K.. 5..3. K...3"]
[TableCards "H4 H5 H6 H7"]
[Trick "SA"]
[Leader "1"]
[Won "3 3 2 2"]
[Contract "Alliance C HK"]
[Declarer "1"]
)");
    Solver solver;
    std::string error;
    const auto g = solve_board(solver, b, Options{}, &error);
    REQUIRE_MESSAGE(g, error);
    REQUIRE(g->side);
    CHECK(g->teams.partner == 1);
    CHECK(g->tricks_left == 2);
    CHECK(g->side->tricks == 0);
    CHECK_FALSE(g->side->wins());
    CHECK(g->side->payoff == -6);
    CHECK(g->settlement[0] == Marks::of(-12));
    CHECK(g->settlement[1] == Marks::of(-12));
    CHECK(g->settlement[2] == Marks::of(12));
    CHECK(g->settlement[3] == Marks::of(12));
    const auto j = to_json(b, *g);
    CHECK(j["declarer_tricks"] == 0);
    CHECK(j["wins"] == false);
    CHECK(j["payoff"] == -6);
    // The losing side paying 6 once: 3 from each of two to each of two.
    CHECK(j["settlement_shared"]["1"] == -3);
    CHECK(j["settlement_shared"]["4"] == 3);
    CHECK(j["settlement_each_pays_each"]["1"] == -12);
    // CK CQ CJ went in tricks the record does not show: the others win wherever they lie, and
    // -6 is the least (each in declarer's side's tricks); in theirs they add up to 6 more.
    CHECK(g->unaccounted == *parse_hand("...KQJ"));
    REQUIRE(g->placements.size() == 1);
    CHECK(g->placements[0].ways == 8);
    CHECK(g->lower_bound());
    CHECK(g->placements[0].least == 24);
    CHECK(g->placements[0].most == 2 * 2 * (6 + 6));
    CHECK(j["lower_bound"] == true);
}

namespace {

// Two tricks to play after ten not shown (000 l.2).  Clubs are trumps; the flag C3 went in one
// of those ten tricks, CQ CJ lie face down on the table.  Seat 1 leads D2: seat 3 plays DK,
// seat 4, void, must trump with CK and wins; then his S5 wins the last trick.  The others
// take both: tricks are equal, the CK in the others' tricks.
const char* const kFlagUnshown = R"([Game "alliance"]
[Board "flag"]
[Players "4"]
[Dealer "4"]
[Deal "1:..42. 2.K.. ..KQ. 5...K"]
[TableCards "H4 CQ CJ H7"]
[Leader "1"]
)";

}  // namespace

TEST_CASE("alliance: the flag in tricks the record does not show (issue 24.1)") {
    // "sind aber die Stiche gleich, so gewinnen die, in deren Stichen sich die Fahne befindet.
    // Liegt sie, so entscheidet die höhere Augenzahl" (000 l.2): the flag in unshown tricks
    // does not lie on the table, so the figures rule may not decide.  6 - 6 in tricks:
    //   - the flag in declarer's side's tricks: they win 2 + 4 = +6 (each pays each: 12);
    //   - in the others': they win 2 + 4 + 1 (CK) = 7.
    // Counting the flag for nobody would give the figures rule's -(2 + 1) = -3, which no deal
    // gives.
    const Board b = alliance_only_board(std::string(kFlagUnshown) +
                                        "[Won \"3 3 2 2\"]\n[Contract \"Alliance C HK\"]\n"
                                        "[Declarer \"1\"]\n");
    Solver solver;
    std::string error;
    const auto g = solve_board(solver, b, Options{}, &error);
    REQUIRE_MESSAGE(g, error);
    CHECK(g->unaccounted == *parse_hand("...3"));
    REQUIRE(g->depends_on_unplaced());
    REQUIRE(g->placements.size() == 2);
    const Placement* allies = &g->placements[0];
    const Placement* others = &g->placements[1];
    if (allies->winner != 0) std::swap(allies, others);
    CHECK(allies->winner == 0);
    CHECK(allies->payoff == 6);
    CHECK(allies->settlement[0] == Marks::of(12));
    CHECK(allies->settlement[3] == Marks::of(-12));
    CHECK_FALSE(allies->lower_bound());
    CHECK(others->winner == 1);
    CHECK(others->payoff == -7);
    CHECK(others->settlement[0] == Marks::of(-14));
    CHECK(others->settlement[2] == Marks::of(14));
    const auto j = to_json(b, *g);
    CHECK(j["settlement"].is_null());
    CHECK(j["payoff"].is_null());
    REQUIRE(j["possible"].size() == 2);
    const std::string text = to_text(b, *g);
    CHECK(text.find("who wins depends on where they lie") != std::string::npos);
    CHECK(text.find("C3 to declarer's side: declarer's side wins, +6 marks to declarer") !=
          std::string::npos);
    CHECK(text.find("C3 to the others: declarer's side loses, -7 marks to declarer") !=
          std::string::npos);
}

TEST_CASE("alliance: Resistance with the flag in unshown tricks: the soloist or a neutral wins") {
    // The same cards, a Solo in clubs resisted by seat 3; [Won "6 0 0 4"]: seat 4 takes the
    // last two, so the soloist and seat 4 (neutral) tie at 6.  The flag lies with one of them
    // (the only seats that won unshown tricks):
    //   - the soloist's: he wins; the resister pays him double the Solo, 2 * 4 = 8;
    //   - seat 4's: "hat dann einer der Neutralen die Fahne, so gewinnt dieser"; soloist and
    //     resister each pay him 4 + his figures (flag 4, CK 1) = 9.
    // "Both lose" (the flag face down) is no possible outcome.
    const Board b = alliance_only_board(std::string(kFlagUnshown) +
                                        "[Won \"6 0 0 4\"]\n[Contract \"Solo C; Resistance 3\"]\n"
                                        "[Declarer \"1\"]\n");
    Solver solver;
    std::string error;
    const auto g = solve_board(solver, b, Options{}, &error);
    REQUIRE_MESSAGE(g, error);
    REQUIRE(g->placements.size() == 2);
    for (const Placement& p : g->placements) {
        CAPTURE(p.winner);
        if (p.winner == 0) {
            CHECK(p.settlement[0] == Marks::of(8));
            CHECK(p.settlement[2] == Marks::of(-8));
        } else {
            CHECK(p.winner == 3);
            CHECK(p.settlement[0] == Marks::of(-9));
            CHECK(p.settlement[2] == Marks::of(-9));
            CHECK(p.settlement[3] == Marks::of(18));
        }
    }
    CHECK(to_text(b, *g).find("C3 to seat 4: seat 4 wins") != std::string::npos);
}
