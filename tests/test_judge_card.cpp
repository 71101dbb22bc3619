// Card play judged from one seat (`judge --call card`): the inferences from the play, each with
// a layout it forbids that would change the answer; the exact mode against an independent
// brute force (every layout, every card, all cards in view); sampling intervals against the
// exact value; and the errors of records that cannot be judged.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>

#include <nlohmann/json.hpp>

#include "judge_support.h"
#include "stich/alliance/judge.h"
#include "stich/alliance/play.h"
#include "stich/alliance/records.h"
#include "stich/engine/movegen.h"
#include "stich/judge/card.h"
#include "stich/judge/report.h"
#include "stich/judge/sampler.h"
#include "stich/judge/view.h"
#include "stich/preference/judge.h"
#include "stich/preference/play.h"
#include "subprocess.h"
#include "support.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

// Préférence, game 1 (clubs trumps), declarer seat 1 to play to the trick in progress: seat 2
// led SJ, seat 3 followed with S8.  Under the compulsion to beat (preference.md, Play, rule 1)
// seat 3 would have beaten SJ with SQ: so SQ is seat 2's and HK seat 3's.  Seat 1, void in
// spades and trumps, discards HA or DA; SJ wins, seat 2 leads SQ to the last trick and seat 1's
// card does not matter: 6 tricks for declarer whatever he keeps.  The forbidden layout (SQ with
// seat 3) would let seat 2 lead HK, which only a kept HA wins: discarding DA would then be worth
// a trick more.
const char* const kPreferenceBeat = R"([Game "preference"]
[Dealer "3"]
[Deal "1:.A.A. Q... .K.."]
[Contract "1"]
[Declarer "1"]
[Won "6 1 1"]
[Leader "2"]
[Trick "SJ S8"]
)";

// Alliance, four players, a Solo in spades by seat 1, who has won 5 tricks and wins this one
// with either heart: seat 2 led H2, seat 3 discarded D2, seat 4 followed with H3.  Seat 3 showed
// out of hearts, and under the duty to trump (alliance.md, Rank of cards, Decision) he holds no
// spade either: his last card is one of C4..C7.  The five others (S5 HQ and three clubs) lie with
// seats 2 and 4 and the three face-down table cards: 4 * 5 * 4 = 80 layouts.  Seat 1 keeps HK or
// HJ for the last trick (red plain suits rank K Q J A T ...): HK wins it unless S5 is in a hand
// (3/5 of the layouts), HJ only when S5 and HQ both lie on the table (3/5 * 2/4 = 3/10).
// Without the trump inference seat 3 could hold S5 too: 100 layouts, a kept HK winning on 48.
// (An option names the card played now: option HJ keeps HK.)
const char* const kAllianceTrump = test::kAllianceDutyToTrump;

const OptionStats& option_named(const Judgement& j, const std::string& name) {
    for (const OptionStats& s : j.options)
        if (s.option.name == name) return s;
    FAIL("no option " << name);
    return j.options.front();
}

// An independent brute force: every way to give the hidden cards of an endgame (the other
// hands as the record gives them, the face-down table cards) back to their places, each
// checked by replaying the trick in progress from its start under the full hands, and every
// legal card of the seat valued on it with all cards in view.  Returns per card (face order)
// the mean measure over the layouts kept, and the number kept.
struct Brute {
    std::map<Card, double> mean;
    uint64_t layouts = 0;
};

using Measure = std::function<std::optional<std::map<Card, double>>(Solver&, const Board&)>;

Brute brute_force(const Board& board, int seat, const std::vector<int>& table_slots,
                  const Measure& measure) {
    // The places: the other hands, then the table slots.
    std::vector<CardSet*> places;
    std::vector<int> sizes;
    Board b = board;
    CardSet hidden;
    for (int p = 0; p < b.players; ++p) {
        if (p == seat) continue;
        hidden |= b.hands[p];
        sizes.push_back(b.hands[p].count());
    }
    const std::vector<Card> board_table = alliance::table_cards(board);
    for (int slot : table_slots) hidden |= board_table[static_cast<size_t>(slot)];
    std::vector<Card> cards;
    for (Card c : hidden) cards.push_back(c);
    Brute out;
    Solver solver(SolverOptions{8});
    std::map<Card, double> sums;
    std::vector<int> where(cards.size(), -1);
    const int hands = static_cast<int>(sizes.size());
    std::function<void(size_t)> place = [&](size_t i) {
        if (i == cards.size()) {
            Board full = board;
            std::vector<int> filled(static_cast<size_t>(hands), 0);
            std::vector<CardSet> got(static_cast<size_t>(hands));
            std::vector<Card> table_cards;
            for (size_t k = 0; k < cards.size(); ++k)
                if (where[k] < hands)
                    got[static_cast<size_t>(where[k])] |= cards[k];
                else
                    table_cards.push_back(cards[k]);
            for (int h = 0, p = 0; p < b.players; ++p) {
                if (p == seat) continue;
                if (got[static_cast<size_t>(h)].count() != sizes[static_cast<size_t>(h)]) return;
                full.hands[p] = got[static_cast<size_t>(h++)];
            }
            std::vector<Card> full_table = board_table;
            for (size_t k = 0; k < table_slots.size(); ++k)
                full_table[static_cast<size_t>(table_slots[k])] = table_cards[k];
            alliance::set_table_cards(full, full_table);
            const auto values = measure(solver, full);
            if (!values) return;
            ++out.layouts;
            for (const auto& [c, v] : *values) sums[c] += v;
            return;
        }
        for (int h = 0; h <= hands; ++h) {
            where[i] = h;
            place(i + 1);
        }
    };
    place(0);
    for (const auto& [c, v] : sums) out.mean[c] = v / static_cast<double>(out.layouts);
    return out;
}

// Whether the trick in progress was legal under the full hands: replayed from its start.
template <typename Game>
bool trick_legal(const Game& start, const std::vector<Card>& trick_play_order) {
    Position pos = start.start;
    for (Card c : trick_play_order) {
        if (!legal_cards(pos).contains(c)) return false;
        pos.play(c);
    }
    return true;
}

// The board with its trick in progress taken back into the hands, and the trick's cards.
Board before_trick(const Board& board, std::vector<Card>& trick) {
    Board b = board;
    trick = b.trick;
    const int leader = b.leader.value_or(0);
    for (size_t i = 0; i < trick.size(); ++i)
        b.hands[(leader + static_cast<int>(i)) % b.players] |= trick[i];
    b.trick.clear();
    return b;
}

// Préférence: declarer's money per card (the seat's measure when it declares).
Measure preference_measure(int seat, bool check_play) {
    return [seat, check_play](Solver& solver,
                              const Board& full) -> std::optional<std::map<Card, double>> {
        std::vector<Card> trick;
        const Board start = before_trick(full, trick);
        std::string error;
        const auto g0 = preference::play_game(start, &error);
        REQUIRE(g0);
        if (check_play && !trick_legal(*g0, trick)) return std::nullopt;
        const auto g = preference::play_game(full, &error);
        REQUIRE(g);
        const Valuer valuer = preference::trick_valuer(solver, *g);
        const int player = preference::player_of_seat(g->setup, seat);
        const int side = g->start.side(player);
        std::map<Card, double> out;
        for (Card c : legal_cards(g->start)) {
            Position next = g->start;
            next.play(c);
            const double money = preference::declarer_money(
                *g, preference::declarer_total(*g, valuer(next, side), side));
            out[c] = side == 0 ? money : -money;
        }
        return out;
    };
}

// Alliance: the marks of the seat's side per card.
Measure alliance_measure(int seat, bool check_play) {
    return [seat, check_play](Solver& solver,
                              const Board& full) -> std::optional<std::map<Card, double>> {
        std::vector<Card> trick;
        const Board start = before_trick(full, trick);
        std::string error;
        const auto g0 = alliance::play_game(start, &error);
        REQUIRE(g0);
        std::vector<Card> trick_play;
        for (Card c : trick)
            trick_play.push_back(to_play_order(g0->rules.play, g0->start.trump(), c));
        if (check_play && !trick_legal(*g0, trick_play)) return std::nullopt;
        const auto g = alliance::play_game(full, &error);
        REQUIRE(g);
        const Valuer valuer = alliance::payoff_valuer(solver, *g);
        const int side = g->start.side(seat);
        std::map<Card, double> out;
        for (Card c : legal_cards(g->start)) {
            Position next = g->start;
            next.play(c);
            out[to_face_order(g->rules.play, g->start.trump(), c)] = valuer(next, side);
        }
        return out;
    };
}

// Every card of every option has the brute force's mean.
void check_against(const Judgement& j, const Brute& brute) {
    CHECK(j.exact);
    CHECK(j.deals == brute.layouts);
    for (const OptionStats& s : j.options) {
        for (const std::string& word : call_words(s.option.name)) {
            const auto c = parse_card(word);
            REQUIRE(c);
            INFO(s.option.name << " " << word);
            REQUIRE(brute.mean.count(*c));
            CHECK(s.value.mean == doctest::Approx(brute.mean.at(*c)));
        }
    }
}

}  // namespace

TEST_CASE("judge card: who has played to a trick in progress, round the table") {
    // Four players, seat 3 led two cards: seats 3 and 0 have played, 1 and 2 not.
    CHECK(played_to_trick(3, 3, 4, 2));
    CHECK(played_to_trick(0, 3, 4, 2));
    CHECK_FALSE(played_to_trick(1, 3, 4, 2));
    CHECK_FALSE(played_to_trick(2, 3, 4, 2));
    // Three players, no card yet: nobody; six players, five cards from seat 1: all but seat 0.
    for (int p = 0; p < 3; ++p) CHECK_FALSE(played_to_trick(p, 1, 3, 0));
    for (int p = 0; p < 6; ++p) CHECK(played_to_trick(p, 1, 6, 5) == (p != 0));
}

TEST_CASE("judge card: Préférence compulsion to beat - followed below, holds nothing above") {
    const Board board = board_of(kPreferenceBeat);
    const Decision d = decision_of(board, 0, "card");
    // Seat 3 followed SJ with S8: of the unseen cards SQ HK it lacks SQ (above SJ).
    CHECK(d.view.unseen == *parse_hand("Q.K.."));
    CHECK(d.view.lacks[2].contains(*parse_card("SQ")));
    CHECK_FALSE(d.view.lacks[2].contains(*parse_card("HK")));
    CHECK_FALSE(d.view.lacks[1].contains(*parse_card("SQ")));
    const Judgement j = evaluate(d, exact());
    CHECK(j.exact);
    CHECK(j.deals == 1);
    REQUIRE(j.options.size() == 2);
    CHECK(option_named(j, "HA").tricks == std::map<int, uint64_t>{{6, 1}});
    CHECK(option_named(j, "DA").tricks == std::map<int, uint64_t>{{6, 1}});
    CHECK(option_named(j, "HA").value.mean == option_named(j, "DA").value.mean);
    // The brute force agrees; without the inference the forbidden layout makes DA better.
    check_against(j, brute_force(board, 0, {}, preference_measure(0, true)));
    const Brute loose = brute_force(board, 0, {}, preference_measure(0, false));
    CHECK(loose.layouts == 2);
    CHECK(loose.mean.at(*parse_card("DA")) > loose.mean.at(*parse_card("HA")));
}

TEST_CASE("judge card: Alliance duty to trump - discarded, holds no trump") {
    const Board board = board_of(kAllianceTrump);
    const Decision d = decision_of(board, 0, "card");
    // Of the unseen cards, seat 3 lacks the heart (void) and the trump (duty to trump).
    CHECK(d.view.unseen == *parse_hand("5.Q..7654"));
    CHECK((d.view.lacks[2] & d.view.unseen) == *parse_hand("5.Q.."));
    CHECK((d.view.lacks[1] & d.view.unseen).empty());
    CHECK((d.view.lacks[3] & d.view.unseen).empty());
    const Judgement j = evaluate(d, exact());
    CHECK(j.deals == 80);
    REQUIRE(j.options.size() == 2);
    // The option is the card played now: HJ keeps HK for the last trick.
    CHECK(*option_named(j, "HJ").success == doctest::Approx(0.6));
    CHECK(*option_named(j, "HK").success == doctest::Approx(0.3));
    CHECK(j.options[j.call].option.name == "HJ");
    check_against(j, brute_force(board, 0, {1, 2, 3}, alliance_measure(0, true)));
    // Without the duty to trump: seat 3 only void in hearts.
    const Measure strict = alliance_measure(0, false);
    const Brute loose = brute_force(board, 0, {1, 2, 3}, [&](Solver& solver, const Board& full) {
        return full.hands[2].of_suit(kHearts).empty() ? strict(solver, full) : std::nullopt;
    });
    CHECK(loose.layouts == 100);
    CHECK(loose.mean.at(*parse_card("HJ")) < option_named(j, "HJ").value.mean);
}

TEST_CASE("judge card: sampled intervals cover the exact value at about the stated rate") {
    const Board board = board_of(kAllianceTrump);
    const Decision d = decision_of(board, 0, "card");
    const Judgement exact_j = evaluate(d, exact());
    const double truth = option_named(exact_j, "HJ").value.mean;
    const double gap = option_named(exact_j, "HJ").to_best.mean;
    int covered = 0, gap_covered = 0;
    constexpr int kRuns = 100;
    for (uint64_t seed = 1; seed <= kRuns; ++seed) {
        const Judgement j = evaluate(d, sampled(60, seed));
        CHECK_FALSE(j.exact);
        const OptionStats& s = option_named(j, "HJ");
        covered += s.value.low() <= truth && truth <= s.value.high();
        gap_covered += s.to_best.low() <= gap && gap <= s.to_best.high();
    }
    // 95% intervals: 95 of 100 expected; 88 or fewer has probability below 1% (binomial).
    CHECK(covered > 88);
    CHECK(gap_covered > 88);
}

TEST_CASE("judge card: records that cannot be judged say why") {
    // The seat's own hand unknown.
    CHECK(decision_error(board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:- Q... .K.."]
[Contract "1"]
[Declarer "1"]
[Won "6 1 1"]
[Leader "2"]
[Trick "SJ S8"]
)"),
                         0, "card")
              .find("judging seat, is unknown") != std::string::npos);
    // No layout: seat 3 followed SJ low, yet both unseen spades rank above it.
    CHECK(decision_error(board_of(R"([Game "preference"]
[Dealer "3"]
[Deal "1:.A.A. K... Q..."]
[Contract "1"]
[Declarer "1"]
[Won "6 1 1"]
[Leader "2"]
[Trick "SJ S8"]
)"),
                         0, "card")
              .find("no layout") != std::string::npos);
    // Not the seat's turn.
    CHECK(decision_error(board_of(kPreferenceBeat), 1, "card").find("turn") != std::string::npos);
    // A card the seat does not hold.
    CHECK(decision_error(board_of(kPreferenceBeat), 0, "card SA").find("not a card") !=
          std::string::npos);
}

namespace {

constexpr const char* kPlayedDeal = "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8";
constexpr const char* kHiddenDeal = "1:AQ.A.A87.QJT7 - -";

}  // namespace

TEST_CASE("judge card: a play that breaks the rules is an error, not an empty judgement") {
    // Seat 2 plays HK to SA, yet plays SJ to the next trick: it held a spade.
    const Board board = board_of(preference_played(kHiddenDeal, "SA HK S8\nSQ SJ SK\n"));
    CHECK(decision_error(board, 0, "card").find("breaks the rules of play") != std::string::npos);
}

TEST_CASE("judge card: declarer's view after a [Play] prefix, the hidden hands as given or '-'") {
    // Three tricks: SA wins the first, seat 3's DK the second, declarer's HA the third; declarer
    // leads to the fourth.  Of the 20 cards the defenders hold, 6 are played: 14 unseen, 7 to
    // each, C(14,7) = 3432 layouts.  At the second trick seat 2, the defender on declarer's left
    // whom the compulsion to beat made beat D8, had to beat with the lowest card that beats
    // (Largierpflicht, preference.md, Play): he played DT, so he lacks D9.  D9 is then seat 3's:
    // C(13,7) = 1716 layouts.
    const std::string play = "SA SJ S8\nD8 DT DK\nHA HK HQ\n";
    const Board hidden = board_of(preference_played(kHiddenDeal, play));
    const Board shown = board_of(preference_played(kPlayedDeal, play));
    const Decision d = decision_of(hidden, 0, "card");
    const Decision e = decision_of(shown, 0, "card");
    CHECK(d.view.unseen.count() == 14);
    CHECK(d.view.unseen == e.view.unseen);
    CHECK(d.view.lacks == e.view.lacks);
    CHECK(d.view.lacks[1].contains(*parse_card("D9")));
    CHECK_FALSE(d.view.lacks[2].contains(*parse_card("D9")));
    const Judgement a = evaluate(d, exact());
    const Judgement b = evaluate(e, exact());
    CHECK(a.exact);
    CHECK(a.deals == 1716);
    CHECK(a.rejected == 0);
    CHECK(same_figures(a, b));
}

TEST_CASE("judge card: whist's card is its lead") {
    const Board board = board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "N"]
[Trick "S2 D5"]
[Deal "N:AK.Q.. .K.2.2 Q9.A.A. JT.J.K."]
)");
    const Decision card = decision_of(board, 2, "card");
    const Decision lead = decision_of(board, 2, "lead");
    REQUIRE(card.options.size() == lead.options.size());
    for (size_t k = 0; k < card.options.size(); ++k)
        CHECK(card.options[k].name == lead.options[k].name);
    CHECK(card.exact_default == kCardExactUpTo);
    CHECK(same_figures(evaluate(card, exact()), evaluate(lead, exact())));
}

TEST_CASE("judge card: a board that cannot be judged is reported, the others are judged") {
    const TempDir dir;
    const std::string good = kAllianceTrump;
    // The same board with seat 2's hand hidden ('-'), the others written out.
    std::string bad = good;
    bad.replace(bad.find(" .Q.. "), 6, " - ");
    const std::string path = dir.write("two.pbn", bad + "\n" + good);
    const RunResult r =
        run_stich({"judge", path, "--seat", "1", "--call", "card", "--json", "--threads", "1"});
    CHECK(r.exit_code != 0);
    // An endgame with one hidden hand '-' and the others written out (a board whose judging
    // seat's hand is unknown is skipped with a note instead: cmd_judge.cpp).
    CHECK(r.err.find("give every hand the seat cannot see, or none") != std::string::npos);
    // The second board's judgement: exact over its 80 layouts.
    CHECK(r.out.find("\"exact\":true") != std::string::npos);
    CHECK(r.out.find("\"deals\":80") != std::string::npos);
    CHECK(r.out.find("\"by_value\"") != std::string::npos);
}

TEST_CASE("judge card: a bridge record in play takes its trump from the contract") {
    // Board 1 of tests/data/pbn/bridge.pbn: 5HX by S, 25 cards played; S led H2 to the seventh
    // trick, W to play.  A bridge record names its trump in [Contract] (a whist record gives it
    // with [Turned]): the judge no longer asks for [Turned], and calls the record bridge.
    const RunResult r =
        run_stich({"judge", std::string(STICH_SHARED_DATA) + "/pbn/bridge.pbn", "--board", "1",
                   "--seat", "W", "--call", "card", "--json", "-n", "8", "--threads", "1"});
    CHECK(r.err == "");
    REQUIRE(r.exit_code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j.at("game") == "bridge");
    // W holds HA HT under the heart led: those are his options.
    std::vector<std::string> options;
    for (const auto& o : j.at("options")) options.push_back(o.at("option"));
    std::sort(options.begin(), options.end());
    CHECK(options == std::vector<std::string>{"HA", "HT"});
    // The trump checked by an independent solver run: on each deal where the options differ,
    // solve --cards (which plays a bridge record in its contract's strain) values HA and HT
    // as far apart as the judge found.
    const TempDir dir;
    REQUIRE(!j.at("telling").empty());
    for (const auto& telling : j.at("telling")) {
        const std::string deal = dir.write("telling.pbn", telling.at("pbn"));
        const RunResult solved = run_stich({"solve", deal, "--cards", "--json", "-t", "1"});
        REQUIRE(solved.exit_code == 0);
        const auto values = nlohmann::json::parse(solved.out);
        CHECK(values.at("trump") == "H");
        std::map<std::string, int> tricks;
        for (const auto& run : values.at("cards"))
            for (const auto& card : run.at("cards")) tricks[card] = run.at("tricks");
        CHECK(std::abs(tricks.at("HA") - tricks.at("HT")) == telling.at("spread").get<double>());
    }
}

TEST_CASE("judge card: a bridge record's dummy is seen by every seat after the opening lead") {
    // Board 1 of tests/data/pbn/bridge.pbn: 5HX by S, so N is dummy and W leads.  Dummy's hand
    // lies face up from the opening lead on (Laws of Duplicate Bridge, 41D).
    const std::string deal = R"([Dealer "N"]
[Vulnerable "None"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "S"]
[Contract "5HX"]
)";
    const CardSet north = board_of(deal).hands[0];
    // W's opening lead: dummy is not yet down, 39 cards unseen.
    const Decision lead = decision_of(board_of(deal), 3, "card");
    CHECK(lead.view.unseen.count() == 39);
    CHECK(lead.view.fixed[0].empty());
    // E to play to the first trick after W's SK and dummy's H3: E sees dummy's whole hand, so
    // 25 cards are unseen (W's 12 and S's 13), C(25, 12) layouts worked by hand.
    const Decision third = decision_of(board_of(deal + "[Play \"W\"]\nSK H3 - -\n*\n"), 1, "card");
    CHECK(third.view.fixed[0] == north);
    CHECK((third.view.unseen & north).empty());
    CHECK(third.view.unseen.count() == 25);
    CHECK(DealSampler(third.view).count() == choose(25, 12));
    // Dummy's own card is declarer's decision: from N's seat S's hand is known too, and only
    // E's and W's 24 unplayed cards are hidden.
    const Decision dummy =
        decision_of(board_of(deal + "[Play \"W\"]\nSK H3 S4 S3\n*\n"), 0, "card");
    CHECK(dummy.view.fixed[2] == board_of(deal).hands[2]);
    CHECK(dummy.view.unseen.count() == 24);
    CHECK(DealSampler(dummy.view).count() == choose(24, 12));
}

namespace {

// The played deal after seven tricks: declarer to lead to the eighth, 10 layouts left.
const std::string kSevenTricks =
    "SA SJ S8\nD8 DT DK\nHA HK HQ\nSQ S9 SK\nDA HJ H9\nST S7 DJ\n"
    "DQ HT H8\n";

}  // namespace

TEST_CASE("judge card: the best strategy on what the seat has seen is never above PIMC") {
    // One decision left (two cards each, the last forced): nothing to fuse, the values agree.
    for (const char* text : {kAllianceTrump, kPreferenceBeat}) {
        const Board board = board_of(text);
        const Judgement j = evaluate(decision_of(board, 0, "card"), exact());
        REQUIRE(j.strategy);
        CHECK(j.strategy->mean == doctest::Approx(j.options[j.best].value.mean));
        CHECK(j.strategy->card == *parse_card(call_words(j.options[j.best].option.name)[0]));
    }
    // Three tricks left with declarer's later choices made on what he has seen.
    const Board board = board_of(preference_played(kHiddenDeal, kSevenTricks));
    const Judgement j = evaluate(decision_of(board, 0, "card"), exact());
    CHECK(j.deals == 10);
    REQUIRE(j.strategy);
    CHECK(j.strategy->mean <= j.options[j.best].value.mean + 1e-9);
    // The strategy's first card is one the seat may play, and its value no more than that
    // card's PIMC mean.
    bool found = false;
    for (const OptionStats& s : j.options)
        for (const std::string& w : call_words(s.option.name))
            if (*parse_card(w) == j.strategy->card) {
                found = true;
                CHECK(j.strategy->mean <= s.value.mean + 1e-9);
            }
    CHECK(found);
}

TEST_CASE("judge card: whist's strategy value, never above PIMC") {
    // Two tricks each: one decision (the last card is forced), so the values agree.
    const Board two = board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "N"]
[Deal "N:A.2.. K.3.. Q.4.. J.5.."]
)");
    const Judgement a = evaluate(decision_of(two, 0, "card"), exact());
    REQUIRE(a.strategy);
    CHECK(a.strategy->mean == doctest::Approx(a.options[a.best].value.mean));
    // Three tricks for S after N's S2 and E's D5 (E void in spades): 3 * 10 = 30 layouts.
    const Board three = board_of(R"([Game "whist"]
[Dealer "W"]
[Trump "H"]
[Leader "N"]
[Trick "S2 D5"]
[Deal "N:AK... .K.2. Q9.A.. JT.J.."]
)");
    const Judgement b = evaluate(decision_of(three, 2, "card"), exact());
    CHECK(b.deals == 30);
    REQUIRE(b.strategy);
    CHECK(b.strategy->mean <= b.options[b.best].value.mean + 1e-9);
}

namespace {

// A Préférence endgame after eight tricks ([Won "5 2 1"]): declarer seat 1, game 1 (clubs
// trumps), has won 5 and needs one of the last two for his 6 (preference.md, Games: "Declarer
// needs 6 tricks").  He holds HA HK; the defenders hold C7 H8 H7 D7, two each: 6 layouts.
// Where C7 lies with a heart (4 layouts) its holder must follow to the first heart, which
// declarer wins: 6 in all, made.  Where C7 lies with D7 (2) its holder trumps the first heart
// and leads D7 to the last trick: 5 in all, fallen.
const char* const kPrefFiveWonLead = R"([Game "preference"]
[Dealer "3"]
[Deal "1:.AK.. .7..7 .8.7."]
[Contract "1"]
[Declarer "1"]
[Won "5 2 1"]
[Leader "1"]
)";

// The same eight tricks, declarer has led HA; seat 2 holds C7 D7 and sees HK H8 H7 with seat 1
// (one) and seat 3 (two): 3 layouts.  Void in hearts, seat 2 must trump: C7 wins, and D7 the
// last trick whoever holds what: declarer ends with 5 on every layout, the game beaten.
const char* const kPrefFiveWonDefence = R"([Game "preference"]
[Dealer "3"]
[Deal "1:.K.. ..7.7 .87.."]
[Contract "1"]
[Declarer "1"]
[Won "5 2 1"]
[Leader "1"]
[Trick "HA"]
)";

// The share of deals where declarer's tricks in all reach 6: what success means for him.
double pref_share_made(const OptionStats& s) {
    uint64_t made = 0, all = 0;
    for (const auto& [tricks, deals] : s.tricks) {
        all += deals;
        if (tricks >= 6) made += deals;
    }
    return static_cast<double>(made) / static_cast<double>(all);
}

}  // namespace

TEST_CASE("judge card: Préférence success counts the tricks won before the endgame once") {
    const Judgement d = evaluate(decision_of(board_of(kPrefFiveWonLead), 0, "card"), exact());
    CHECK(d.exact);
    CHECK(d.deals == 6);
    REQUIRE(d.options.size() == 1);  // HA and HK are one run
    const OptionStats& lead = d.options[0];
    CHECK(lead.tricks == std::map<int, uint64_t>{{5, 2}, {6, 4}});
    REQUIRE(lead.success);
    CHECK(*lead.success == doctest::Approx(4.0 / 6.0));
    CHECK(lead.option.success == "declarer makes his game");

    const Judgement e = evaluate(decision_of(board_of(kPrefFiveWonDefence), 1, "card"), exact());
    CHECK(e.deals == 3);
    REQUIRE(e.options.size() == 1);  // the duty to trump leaves C7 alone
    CHECK(e.options[0].option.name == "C7");
    CHECK(e.options[0].tricks == std::map<int, uint64_t>{{5, 3}});
    REQUIRE(e.options[0].success);
    CHECK(*e.options[0].success == 1.0);
    CHECK(e.options[0].option.success == "the defence beats the game");
}

TEST_CASE("judge card: Préférence success after a [Play] prefix is the share of 6 tricks") {
    // The prefix's tricks are in the position's count, not in [Won]: the same measure.
    const Board board = board_of(preference_played(kHiddenDeal, kSevenTricks));
    const Judgement j = evaluate(decision_of(board, 0, "card"), exact());
    CHECK(j.deals == 10);
    for (const OptionStats& s : j.options) {
        INFO(s.option.name);
        REQUIRE(s.success);
        CHECK(*s.success == doctest::Approx(pref_share_made(s)));
    }
}

TEST_CASE("judge card: Alliance success counts the tricks won before the endgame") {
    // kAllianceTrump with [Won] changed: four players, 12 tricks, 7 needed (alliance.md).  Seat
    // 1 wins the trick in progress on every layout; with 6 won before he has his 7 whatever
    // comes; with 3 he reaches 5 at most.
    for (const auto& [won, share] : {std::pair{"6 1 2 1", 1.0}, std::pair{"3 4 2 1", 0.0}}) {
        std::string text = kAllianceTrump;
        text.replace(text.find("5 2 2 1"), 7, won);
        const Judgement j = evaluate(decision_of(board_of(text), 0, "card"), exact());
        CHECK(j.deals == 80);
        for (const OptionStats& s : j.options) {
            REQUIRE(s.success);
            CHECK(*s.success == share);
        }
    }
}
