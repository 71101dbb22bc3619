// The trick bounds (bounds.h) against brute force: on random endgames of 2 to 4 cards a hand,
// under random duties (to trump, overtrump, beat, duck), no bound may claim more tricks than
// best play gives.  The counts come from a plain minimax over legal cards, without the
// search, its table or its bounds.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "stich/engine/bounds.h"
#include "stich/engine/movegen.h"
#include "stich/engine/position.h"
#include "support.h"

using namespace stich;

namespace {

// The tricks `side` takes from here to the end, both sides playing their best; with
// `all_against`, the fewest it takes in any play (every player holding its tricks down).
int brute_tricks(Position& pos, int side, bool all_against = false) {
    if (pos.remaining().empty()) return 0;
    const bool maximizing = !all_against && pos.side(pos.to_move()) == side;
    int best = maximizing ? -1 : 99;
    for (Card c : legal_cards(pos)) {
        const int before = pos.side_won(side);
        pos.play(c);
        const int v = brute_tricks(pos, side, all_against) + pos.side_won(side) - before;
        pos.unplay();
        best = maximizing ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

// A random endgame of `players` hands; with 4 players the sides alternate (whist), otherwise
// each player's side is drawn (Préférence's declarer alone or with a partner, Alliance's
// teams), both sides present.
Position random_endgame(std::mt19937& rng, int players = 4, int suits = 4) {
    const int cards = 2 + static_cast<int>(rng() % (players > 4 ? 2 : 3));
    // The first `suits` suits only: fewer suits make suits shared within a side common.
    std::array<int, 52> deck{};
    for (int i = 0; i < 52; ++i) deck[i] = i;
    std::shuffle(deck.begin(), deck.begin() + 13 * suits, rng);
    PositionSetup setup;
    setup.players = players;
    if (players != 4) {
        for (int p = 0; p < players; ++p) setup.side[p] = rng() % 2;
        setup.side[0] = 0;
        setup.side[1 + rng() % (players - 1)] = 1;
    }
    setup.trump = rng() % 2 ? Strain(rng() % 4) : kNoTrump;
    setup.leader = static_cast<int>(rng() % players);
    setup.duties.must_trump = rng() % 2;
    setup.duties.must_overtrump = setup.duties.must_trump && rng() % 2;
    setup.duties.must_beat = rng() % 2;
    if (rng() % 2 == 0) setup.ducking_player = static_cast<int>(rng() % players);
    for (int p = 0; p < players; ++p)
        for (int i = 0; i < cards; ++i) {
            const int c = deck[p * cards + i];
            setup.hands[p] |= Card(Suit(c / 13), c % 13);
        }
    return Position(setup);
}

// Plays up to players - 1 random legal cards: the bounds are checked at trick starts and
// during tricks.
void play_random_cards(std::mt19937& rng, Position& pos) {
    const int played = static_cast<int>(rng() % pos.players());
    for (int i = 0; i < played; ++i) {
        const CardSet legal = legal_cards(pos);
        int k = static_cast<int>(rng() % legal.count());
        for (Card c : legal)
            if (k-- == 0) {
                pos.play(c);
                break;
            }
    }
}

}  // namespace

namespace {

// After a few random cards, checks every bound of the position against the minimax.
void check_bounds(std::mt19937& rng, Position pos, int iter) {
    play_random_cards(rng, pos);
    const int left = pos.tricks_left();
    CardSet used;
    CAPTURE(iter);
    CAPTURE(pos.players());
    if (pos.trick_start()) {
        const int leaders = brute_tricks(pos, pos.side(pos.leader()));
        CHECK(quick_tricks(pos, used) <= leaders);
        // With a target, as the search asks (some counts only run when they can reach it).
        for (int enough = 1; enough <= left; ++enough) {
            CAPTURE(enough);
            if (quick_tricks(pos, enough, used) >= enough) CHECK(leaders >= enough);
        }
        CHECK(later_tricks(pos, used) <= left - leaders);
        if (loses_next_trick(pos, used)) CHECK(leaders <= left - 1);
        if (loses_a_trick(pos, used)) CHECK(leaders <= left - 1);
    } else {
        const int movers = brute_tricks(pos, pos.side(pos.to_move()));
        for (int enough = 1; enough <= left; ++enough) {
            const int sure = current_trick_tricks(pos, enough, used);
            CAPTURE(enough);
            if (sure >= enough) CHECK(movers >= enough);
            if (wins_current_trick(pos, used)) CHECK(movers >= 1);
        }
    }
}

}  // namespace

TEST_CASE("bounds never claim more tricks than brute force gives") {
    std::mt19937 rng(2026);
    const int iterations = test::sample_size(20000, 4000);
    for (int iter = 0; iter < iterations; ++iter) check_bounds(rng, random_endgame(rng), iter);
}

TEST_CASE("bounds never claim more tricks than brute force gives, 3, 5 and 6 players") {
    // Préférence's three hands (a ducking player half the time), Alliance's five and six.
    std::mt19937 rng(2027);
    constexpr std::array<int, 3> kPlayers{3, 5, 6};
    const int iterations = test::sample_size(9000, 1800);
    for (int iter = 0; iter < iterations; ++iter)
        check_bounds(rng, random_endgame(rng, kPlayers[iter % 3]), iter);
}

TEST_CASE("bounds against brute force on endgames of two suits, 3 to 6 players") {
    // Two suits for up to 24 cards: the leader and a partner often share a suit's top cards
    // (quick tricks through a shared suit), and plain suits are often ruffable.
    std::mt19937 rng(2028);
    for (int iter = 0; iter < 12000; ++iter)
        check_bounds(rng, random_endgame(rng, 3 + iter % 4, 2), iter);
}

TEST_CASE("no quick trick through an entry to a partner who must duck") {
    // West leads the D7 to East's A9 (no trumps, the duty to beat): East, who must duck, has
    // to beat with the 9, North wins with the queen, and East's spade king and diamond ace
    // are not cashed at once.  Best play gives East-West 1 trick of 4.
    PositionSetup setup;
    setup.trump = kNoTrump;
    setup.leader = 1;
    setup.duties.must_beat = true;
    setup.ducking_player = 3;
    setup.hands = {*parse_hand(".KT.Q6."), *parse_hand(".73.7.4"), *parse_hand("T.J8..J"),
                   *parse_hand("K4..A9.")};
    Position pos(setup);
    REQUIRE(brute_tricks(pos, 1) == 1);
    CardSet used;
    CHECK(quick_tricks(pos, used) <= 1);
}

namespace {

// Four hands (N E S W, as parse_hand reads them) with spades trumps and `leader` on lead.
PositionSetup spades_trumps(int leader, const std::array<const char*, 4>& hands) {
    PositionSetup setup;
    setup.trump = kStrainSpades;
    setup.leader = leader;
    for (int p = 0; p < 4; ++p) setup.hands[p] = *parse_hand(hands[p]);
    return setup;
}

}  // namespace

TEST_CASE("quick tricks: the leader's winners, then a partner's top trumps") {
    // Spades trumps, no duty to trump.  West cashes the heart ace and king (North and South
    // follow, East throws his club, then a trump), then leads his diamond: East ruffs with
    // the spade he kept.  East's two trumps above North-South's are worth one trick more than
    // his three cards leave after West's two winners: 3 tricks of 3.
    PositionSetup setup = spades_trumps(0, {".AK.2.", "2.QJ..", "AK...2", "3.T9.."});
    Position pos(setup);
    REQUIRE(brute_tricks(pos, 0) == 3);
    CardSet used;
    CHECK(quick_tricks(pos, used) == 3);
    // With the duty to trump East must ruff the heart king: one winner fewer to count on.
    setup.duties.must_trump = true;
    Position forced(setup);
    CHECK(quick_tricks(forced, used) <= brute_tricks(forced, 0));
}

TEST_CASE("later tricks: a defender's trumps outlast the higher ones against him") {
    // Spades trumps, West on lead with AKJ5 and East 432 over North's T987 (South holds the
    // queen).  East-West's trumps above North's lowest are A, K and J: each beats one of
    // North's trumps at most, and North plays his lowest when he must, so his fourth trump
    // takes a trick however the play goes.  Best play gives North-South exactly that trick.
    Position pos(spades_trumps(3, {"T987...", "432.2..", "Q.543..", "AKJ5..."}));
    REQUIRE(brute_tricks(pos, 0) == 1);
    CardSet used;
    CHECK(later_tricks(pos, used) == 1);
    CHECK(used == CardSet(*parse_card("S7")));
    // With the queen in East's hand, A, K, Q and J beat all four: no trick.
    Position beaten(spades_trumps(3, {"T987...", "Q432...", ".5432..", "AKJ5..."}));
    REQUIRE(brute_tricks(beaten, 0) == 0);
    CHECK(later_tricks(beaten, used) == 0);
}

namespace {

// The hands, sides, trump, leader and duties of a position (no ducking player), for a
// position made from it.
PositionSetup setup_of(const Position& pos) {
    PositionSetup setup;
    setup.players = pos.players();
    setup.trump = pos.trump();
    setup.leader = pos.leader();
    setup.duties = pos.duties();
    for (int p = 0; p < pos.players(); ++p) {
        setup.side[p] = static_cast<uint8_t>(pos.side(p));
        setup.hands[p] = pos.hand(p);
    }
    return setup;
}

// A position the table entry made from `used` stands for (tt.h): in each suit the cards in
// the hands below the lowest card relied on change hands at random, each player keeping his
// number of cards of the suit; the cards at or above it keep their owners, and the trick in
// progress stays as it is.
Position reshuffled(const Position& pos, CardSet used, std::mt19937& rng) {
    PositionSetup setup = setup_of(pos);
    std::vector<Card> trick;
    for (int i = 0; i < pos.trick_size(); ++i) trick.push_back(pos.trick_card(i));
    setup.trick = trick;
    for (int s = 0; s < kSuits; ++s) {
        const CardSet relied = used.of_suit(Suit(s));
        const int floor = relied.empty() ? kLaneBits : relied.lowest().pos();
        std::vector<int> owners;
        std::vector<Card> cards;
        for (int p = 0; p < pos.players(); ++p)
            for (Card c : pos.hand(p).of_suit(Suit(s)))
                if (c.pos() < floor) {
                    owners.push_back(p);
                    cards.push_back(c);
                    setup.hands[p] -= c;
                }
        std::shuffle(cards.begin(), cards.end(), rng);
        for (size_t i = 0; i < cards.size(); ++i) setup.hands[owners[i]] |= cards[i];
    }
    return Position(setup);
}

// After a few random cards, checks that each bound that decides holds as well in
// positions that differ only below the cards it says it relied on.
void check_relied_cards(std::mt19937& rng, Position pos, int iter) {
    play_random_cards(rng, pos);
    CAPTURE(iter);
    const int left = pos.tricks_left();
    constexpr int kVariants = 3;
    auto for_variants = [&](CardSet used, auto&& holds) {
        for (int v = 0; v < kVariants; ++v) {
            Position other = reshuffled(pos, used, rng);
            CHECK(holds(other));
        }
    };
    // A count of sure tricks, at every target it may stop at.
    auto check_count = [&](int side, auto&& count) {
        for (int enough = 1; enough <= left; ++enough) {
            CardSet used;
            if (count(enough, used) < enough) continue;
            CAPTURE(enough);
            for_variants(used, [&](Position& p) { return brute_tricks(p, side) >= enough; });
        }
    };
    if (!pos.trick_start()) {
        check_count(pos.side(pos.to_move()), [&](int enough, CardSet& used) {
            return current_trick_tricks(pos, enough, used);
        });
        return;
    }
    const int leader_side = pos.side(pos.leader());
    check_count(leader_side,
                [&](int enough, CardSet& used) { return quick_tricks(pos, enough, used); });
    CardSet used;
    if (const int later = later_tricks(pos, used); later > 0)
        for_variants(used, [&](Position& p) { return brute_tricks(p, 1 - leader_side) >= later; });
    used = {};
    if (loses_next_trick(pos, used))
        for_variants(used, [&](Position& p) { return brute_tricks(p, leader_side) <= left - 1; });
    used = {};
    if (loses_a_trick(pos, used))
        for_variants(used, [&](Position& p) { return brute_tricks(p, leader_side) <= left - 1; });
}

// A random endgame under the rules where the table relies on these cards: no duty to beat,
// to overtrump or to duck (Rules::partition_sound); the duty to trump half the time.
Position partition_endgame(std::mt19937& rng, int players, int suits) {
    const Position pos = random_endgame(rng, players, suits);
    PositionSetup setup = setup_of(pos);
    setup.duties = {};
    setup.duties.must_trump = pos.duties().must_trump;
    return Position(setup);
}

}  // namespace

TEST_CASE("bounds hold in every position that differs only below the cards they rely on") {
    // What the transposition table assumes when it stores a bound's verdict for all the
    // positions that agree on the cards the bound relied on (tt.h).
    std::mt19937 rng(2029);
    for (int iter = 0; iter < 12000; ++iter)
        check_relied_cards(rng, partition_endgame(rng, 3 + iter % 4, 2 + iter % 3), iter);
}

namespace {

// The fewest tricks `player` takes from here in any legal play, everyone helping him.
int fewest_in_any_play(Position pos, int player) {
    std::array<uint8_t, kMaxSeats> alone{1, 1, 1, 1, 1, 1};
    alone[player] = 0;
    pos.set_sides(alone);
    return brute_tricks(pos, 0, true);
}

}  // namespace

TEST_CASE("a sweeping player takes every trick in every play, brute force") {
    // Where sweeping_player names a player he takes every trick left however anyone plays,
    // and so he does in the positions a table entry made from the cards relied on stands for.
    std::mt19937 rng(4141);
    const int iterations = test::sample_size(12000, 3000);
    int sweeps = 0, by_leader = 0;
    for (int iter = 0; iter < iterations; ++iter) {
        const Position pos = random_endgame(rng, 3 + iter % 4, 2 + iter % 2);
        CAPTURE(iter);
        CardSet used;
        const int who = sweeping_player(pos, used);
        if (who < 0) continue;
        ++sweeps;
        by_leader += who == pos.leader();
        CHECK(used == pos.hand(who));
        CHECK(fewest_in_any_play(pos, who) == pos.tricks_left());
        for (int v = 0; v < 3; ++v)
            CHECK(fewest_in_any_play(reshuffled(pos, used, rng), who) == pos.tricks_left());
    }
    // The check bites: a good share of the starts sweep, some by a player not on lead.
    CHECK(sweeps > iterations / 20);
    CHECK(by_leader < sweeps);
}

TEST_CASE("a sweep: unbeatable cards, no trump against them, every suit the leader holds") {
    // Three hands, no trump, West (2) on lead.  North (0) holds the spade and heart aces over
    // everything of their suits; West holds only spades and hearts, so North follows and
    // wins, then leads his aces: 2 tricks of 2, however anyone plays.
    PositionSetup setup;
    setup.players = 3;
    setup.trump = kNoTrump;
    setup.leader = 2;
    setup.duties.must_beat = true;
    setup.hands = {*parse_hand("A.A.."), *parse_hand("8..7."), *parse_hand("7.8..")};
    const Position pos(setup);
    CardSet used;
    CHECK(sweeping_player(pos, used) == 0);
    CHECK(used == pos.hand(0));
    CHECK(fewest_in_any_play(pos, 0) == 2);
    // North with the spade ace and king; West with a diamond, which North does not hold: West
    // leads it, North throws a spade, and takes 1 trick of 2 at fewest.  No sweep is claimed.
    setup.hands = {*parse_hand("AK..."), *parse_hand("8.7.."), *parse_hand("7..8.")};
    const Position leads_away(setup);
    CHECK(sweeping_player(leads_away, used) == -1);
    CHECK(fewest_in_any_play(leads_away, 0) == 1);
    // Diamonds trumps and East holds one: he may ruff North's ace.  No sweep.
    setup.trump = kStrainDiamonds;
    setup.hands = {*parse_hand("A.A.."), *parse_hand("8..7."), *parse_hand("7.8..")};
    const Position ruffed(setup);
    CHECK(sweeping_player(ruffed, used) == -1);
    CHECK(fewest_in_any_play(ruffed, 0) == 1);
}
