// The sweep (bounds.h's sweeping_player) against brute force: where it names a player, he
// takes every trick left in every legal play, whoever plays what, and so he does in every
// position the table lets the verdict stand for (the cards below those it relied on changing
// hands, each hand keeping its suit lengths).  The counts come from a plain walk over every
// legal card, without the search, its table or its bounds.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "stich/engine/bounds.h"
#include "stich/engine/movegen.h"
#include "stich/engine/position.h"
#include "support.h"

using namespace stich;

namespace sweep {

// The fewest tricks player `p` takes from here in any legal play, everyone helping him.
int fewest_in_any_play(Position& pos, int p) {
    if (pos.remaining().empty()) return 0;
    int fewest = 99;
    for (Card c : legal_cards(pos)) {
        const int before = pos.won(p);
        pos.play(c);
        fewest = std::min(fewest, fewest_in_any_play(pos, p) + pos.won(p) - before);
        pos.unplay();
    }
    return fewest;
}

// A random trick start of 3 to 6 hands of 1 to 4 cards over the first `suits` suits (few
// suits make a hand of unbeatable cards common), a random trump and random duties.
Position random_start(std::mt19937& rng, int players, int suits) {
    const int cards = 1 + static_cast<int>(rng() % (players > 4 ? 3 : 4));
    std::array<int, 52> deck{};
    for (int i = 0; i < 52; ++i) deck[i] = i;
    std::shuffle(deck.begin(), deck.begin() + 13 * suits, rng);
    PositionSetup setup;
    setup.players = players;
    setup.trump = rng() % 2 ? Strain(rng() % suits) : kNoTrump;
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

// The position with, in each suit, the cards below the lowest card of `used` dealt again at
// random among their holders, each keeping his number of cards of the suit (what a table
// entry made from `used` stands for: tt.h; its key holds every hand's suit lengths).
Position redealt_below(const Position& pos, CardSet used, std::mt19937& rng) {
    PositionSetup setup;
    setup.players = pos.players();
    setup.trump = pos.trump();
    setup.leader = pos.leader();
    setup.duties = pos.duties();
    setup.ducking_player = pos.ducking_player();
    for (int p = 0; p < pos.players(); ++p) setup.hands[p] = pos.hand(p);
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

}  // namespace sweep

TEST_CASE("a sweeping player takes every trick in every play, brute force") {
    std::mt19937 rng(4141);
    const int iterations = test::sample_size(12000, 3000);
    int sweeps = 0, by_leader = 0;
    for (int iter = 0; iter < iterations; ++iter) {
        Position pos = sweep::random_start(rng, 3 + iter % 4, 1 + iter % 3);
        CAPTURE(iter);
        CardSet used;
        const int who = sweeping_player(pos, used);
        if (who < 0) continue;
        ++sweeps;
        by_leader += who == pos.leader();
        const int left = pos.tricks_left();
        CHECK(used == pos.hand(who));
        CHECK(sweep::fewest_in_any_play(pos, who) == left);
        for (int v = 0; v < 3; ++v) {
            Position other = sweep::redealt_below(pos, used, rng);
            CHECK(sweep::fewest_in_any_play(other, who) == left);
        }
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
    Position pos(setup);
    CardSet used;
    CHECK(sweeping_player(pos, used) == 0);
    CHECK(used == pos.hand(0));
    CHECK(sweep::fewest_in_any_play(pos, 0) == 2);
    // North with the spade ace and king; West with a diamond, which North does not hold: West
    // leads it, North throws a spade, and takes 1 trick of 2 at fewest.  No sweep is claimed.
    setup.hands = {*parse_hand("AK..."), *parse_hand("8.7.."), *parse_hand("7..8.")};
    Position leads_away(setup);
    CHECK(sweeping_player(leads_away, used) == -1);
    CHECK(sweep::fewest_in_any_play(leads_away, 0) == 1);
    // Diamonds trumps and East holds one: he may ruff North's ace.  No sweep.
    setup.trump = kStrainDiamonds;
    setup.hands = {*parse_hand("A.A.."), *parse_hand("8..7."), *parse_hand("7.8..")};
    Position ruffed(setup);
    CHECK(sweeping_player(ruffed, used) == -1);
    CHECK(sweep::fewest_in_any_play(ruffed, 0) == 1);
}
