// The value of the seat's best strategy when its choices may depend only on what it has seen
// (strategy.h), worked by hand on one endgame of each game where the hidden cards matter: the
// layouts, the seat's information sets, the best strategy.  In each the seat must guess, and
// PIMC, which lets it choose on each layout with every card in view, says it always guesses
// right: the strategy value is strictly below PIMC's.  And endgames where what is hidden cannot
// matter: the two values agree.
#include <doctest/doctest.h>

#include "judge_support.h"
#include "stich/judge/card.h"
#include "stich/judge/report.h"
#include "stich/preference/play.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

Judgement judged(const char* text, int seat) {
    return evaluate(decision_of(board_of(text), seat, "card"), exact());
}

}  // namespace

TEST_CASE("judge card strategy: whist, a blind guess of the lead after a forced trick") {
    // Clubs trumps, none left.  W led SJ, N and E discarded HA and HK (void in spades: the duty
    // to follow suit, whist.md, Play).  S holds SQ HJ DK and must follow with SQ, which wins.
    // The unseen cards: SA SK HQ DA DQ DJ.  N and E are void in spades, so W holds SA SK; N and
    // E share HQ DA DQ DJ two and two: 6 layouts, named by N's cards.  The trick shows nothing
    // more, so S leads to the second trick on one information set: all 6 layouts.
    //   Leading HJ: the holder of HQ must play it.  N with HQ wins, leads his diamond and the
    //   last trick is E's if E has DA: N-S take 3 (N: HQ DA) or 2 (N: HQ DQ, HQ DJ).  E with HQ
    //   wins and leads his diamond; S's DK takes it unless it is DA: 2 (N: DA DQ, DA DJ) or 1
    //   (N: DQ DJ).  Mean 12/6 = 2.
    //   Leading DK: E with DA takes it and cashes his other diamond: 1 (N: HQ DQ, HQ DJ, DQ DJ);
    //   N with DA overtakes and takes the rest: 3 (N: HQ DA, DA DQ, DA DJ).  Mean 12/6 = 2.
    // PIMC takes the better lead on each layout, N holding HQ DA 3, HQ DQ 2, HQ DJ 2, DA DQ 3,
    // DA DJ 3, DQ DJ 1: 14/6.  The best strategy, one lead for all six, gets 2.
    const Judgement j = judged(R"([Game "whist"]
[Dealer "S"]
[Trump "C"]
[Leader "W"]
[Trick "SJ HA HK"]
[Deal "N:.Q.Q. ..AJ. Q.J.K. AK..."]
)",
                               2);
    CHECK(j.exact);
    CHECK(j.deals == 6);
    REQUIRE(j.options.size() == 1);
    CHECK(j.options[0].option.name == "SQ");
    CHECK(j.options[0].value.mean == doctest::Approx(14.0 / 6));
    REQUIRE(j.strategy);
    CHECK(j.strategy->mean == doctest::Approx(2.0));
    CHECK(j.strategy->card == *parse_card("SQ"));
}

TEST_CASE("judge card strategy: Préférence, which king to keep, the defender hiding his suit") {
    // Game 1 (clubs trumps, none left), declarer seat 1 has won 5 tricks and needs one more
    // (6 of 10).  Seat 2 led SQ, seat 3 discarded HJ: void in spades (and, by the duty to trump,
    // in clubs; preference.md, Play).  Declarer holds S9 HK DK and must follow with S9: SQ
    // wins.  Unseen: S8 H9 H7 D9; S8 is seat 2's (seat 3 has no spade), and seat 2's other card
    // x is H9, H7 or D9: 3 layouts, seat 3 holding the other two.  HK and DK are the top cards
    // of their suits: declarer takes a trick only with the king of the suit seat 2 leads last.
    // Leading x at trick 2 would let declarer beat it (the compulsion to beat) and cash the
    // other king, so seat 2 leads S8; declarer, void, discards a king after seeing seat 3's
    // discard, and keeps the other for x.  His information set is seat 3's card, and seat 3,
    // seeing every card and knowing declarer's strategy, discards to mislead him:
    //   x = H9 (keep HK): seat 3 holds D9 H7 and may show either;
    //   x = D9 (keep DK): seat 3 holds H9 H7;
    //   x = H7 (keep HK): seat 3 holds H9 D9.
    // A strategy says which king to keep after each of H7 D9 H9.  Layout H9 is won only if H7
    // and D9 both say HK, layout D9 only if H9 and H7 say DK, layout H7 only if H9 and D9 say
    // HK: keeping HK after every card wins H9 and H7, 2 of 3, and no strategy wins all three
    // (D9 needs H7 to say DK, which loses H9).  PIMC keeps the right king on every layout.
    const char* const text = R"([Game "preference"]
[Dealer "3"]
[Deal "1:9.K.K. 8.9.. .7.9."]
[Contract "1"]
[Declarer "1"]
[Won "5 2 0"]
[Leader "2"]
[Trick "SQ HJ"]
)";
    const Judgement j = judged(text, 0);
    CHECK(j.exact);
    CHECK(j.deals == 3);
    REQUIRE(j.options.size() == 1);
    // Declarer's money with 6 tricks (making) and with 5, from the settlement (preference.md,
    // Payment): the stake and pot default to 1.
    std::string error;
    const auto game = preference::play_game(board_of(text), &error);
    REQUIRE(game);
    const double makes = preference::declarer_money(*game, 6);
    const double fails = preference::declarer_money(*game, 5);
    CHECK(makes > fails);
    CHECK(j.options[0].value.mean == doctest::Approx(makes));
    CHECK(*j.options[0].success == doctest::Approx(1.0));
    REQUIRE(j.strategy);
    CHECK(j.strategy->mean == doctest::Approx((2 * makes + fails) / 3));
    CHECK(j.strategy->mean < j.options[0].value.mean);
}

namespace {

const char* const kLeverGuess = R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:A.J.J. Q..K. .AQ.. T..Q."]
[TableCards "C2 C3 C4 C5"]
[Discard "...6789"]
[Won "5 4 0 0"]
[Contract "Lever 1 SK"]
[Declarer "1"]
[Leader "2"]
[Trick "DA SK HK"]
)";

}  // namespace

TEST_CASE("judge card strategy: Alliance, a Lever's lead with the partner's cards unseen") {
    // Four players, a Lever turning C3 (clubs trumps, none left) with the face-up C2: a Couleur
    // (alliance.md, Payment: a voluntary Lever is worth 4, doubled), so declarer's side wins or
    // loses 8 marks; no trump figure is left in play.  Declarer seat 1 called SK, which seat 3
    // has just played: seat 3 is his partner on every layout.  Declarer's side has 5 tricks and
    // needs 7 of 12.  Seat 2 led DA, seats 3 and 4 discarded SK and HK: void in diamonds and
    // clubs (the duty to trump), so DK DQ are seat 2's and seats 3 and 4 share SQ ST HA HQ two
    // and two: 6 layouts, named by partner's cards.  Declarer follows with DJ (red suits rank
    // K Q J A: DJ beats DA) and wins; he needs one of the last two tricks and leads SA (black
    // suits rank K Q J T .. A: the lowest spade) or HJ (below HQ, above HA) on one information
    // set, seat 2 discarding diamonds:
    //   SA: partner's top spade against seat 4's; seat 4 winning leads his last card.
    //     SQ ST: partner wins.  SQ HA, SQ HQ: partner's SQ wins.  ST HQ: seat 4's SQ wins and
    //     leads HA, which HJ beats.  ST HA: seat 4 wins with SQ and cashes HQ.  HA HQ: seat 4
    //     wins with a spade and cashes the other.  4 of 6.
    //   HJ: SQ ST: seat 4's HQ wins and cashes HA.  SQ HA: seat 4's HQ wins, leads ST, partner's
    //     SQ wins.  SQ HQ, ST HQ: partner's HQ.  ST HA: seat 4's HQ wins and cashes SQ.  HA HQ:
    //     seat 4 is void, partner wins.  4 of 6.
    // Either lead wins 4 of 6: (4 * 8 - 2 * 8) / 6 = 16/6.  PIMC leads the right card on each
    // layout and loses only ST HA: (5 * 8 - 8) / 6 = 32/6.
    const Judgement j = judged(kLeverGuess, 0);
    CHECK(j.exact);
    CHECK(j.deals == 6);
    REQUIRE(j.options.size() == 1);
    CHECK(j.options[0].option.name == "DJ");
    CHECK(j.options[0].value.mean == doctest::Approx(32.0 / 6));
    CHECK(*j.options[0].success == doctest::Approx(5.0 / 6));
    REQUIRE(j.strategy);
    CHECK(j.strategy->mean == doctest::Approx(16.0 / 6));
}

TEST_CASE("judge card: Alliance's marks per card, their distribution in the JSON") {
    // The Lever above: DJ, declarer's only card, wins 8 marks on 5 layouts and loses 8 on one
    // (ST HA with the partner); no layout is merged (no hidden pile), 6 solved.
    const Board board = board_of(kLeverGuess);
    const Decision d = decision_of(board, 0, "card");
    const Judgement j = evaluate(d, exact());
    REQUIRE(j.options.size() == 1);
    CHECK(j.options[0].values == std::map<double, uint64_t>{{-8.0, 1}, {8.0, 5}});
    const auto json = to_json(judged(board.id, d, j));
    CHECK(json["distinct"] == 6);
    CHECK(json["options"][0]["distribution"]["8"] == 5);
    CHECK(json["options"][0]["distribution"]["-8"] == 1);
}

TEST_CASE("judge card strategy: the partner's seat differs between layouts (Alliance)") {
    // The called HK is unseen: on each layout its holder is declarer's partner, who maximises
    // with him while the other two minimise.  The search took the sides of the first layout for
    // every layout and gave 7.22 marks, above PIMC's 1.0, which no strategy can be.
    const Judgement j = judged(R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:.Q.AK. K..J. .J.Q. T.K.."]
[TableCards "C2 C3 C4 C5"]
[Discard "...6789"]
[Won "5 4 0 0"]
[Contract "Lever 1 HK"]
[Declarer "1"]
[Leader "2"]
[Trick "SQ HA SA"]
)",
                               0);
    REQUIRE(j.strategy);
    CHECK(j.strategy->mean <= j.options[j.best].value.mean + 1e-9);
}

TEST_CASE("judge card strategy: nothing hidden can matter, the values agree") {
    // S holds the three top trumps: every card takes its trick on every layout whatever S has
    // seen, 3 tricks (C(9,3) * C(6,3) = 1680 layouts of the other nine cards).
    const Judgement j = judged(R"([Game "whist"]
[Dealer "W"]
[Trump "C"]
[Leader "S"]
[Deal "N:K.Q.J. A.K.Q. ...AKQ J.T.9."]
)",
                               2);
    CHECK(j.deals == 1680);
    REQUIRE(j.strategy);
    CHECK(j.strategy->mean == doctest::Approx(3.0));
    CHECK(j.options[j.best].value.mean == doctest::Approx(3.0));
}
