// The solver against an independent minimax on small whist endgames.  The reference shares
// nothing with the library but the card type: its own legality (follow suit), its own trick
// winner, plain alpha-beta over every card, no transposition table, no equivalence, no bounds.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "stich/engine/movegen.h"
#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;

namespace {

struct RefGame {
    std::array<std::vector<Card>, 4> hands;
    int trump = kNoTrump;

    // Does `a` beat `b` (b played earlier in the trick, `led` the suit led)?
    bool beats(Card a, Card b) const {
        if (a.suit() == b.suit()) return a.pos() > b.pos();
        return static_cast<int>(a.suit()) == trump;
    }

    std::vector<Card> legal(int p, const std::vector<Card>& trick) const {
        if (trick.empty()) return hands[p];
        std::vector<Card> follow;
        for (Card c : hands[p])
            if (c.suit() == trick[0].suit()) follow.push_back(c);
        return follow.empty() ? hands[p] : follow;
    }

    // N-S tricks from here, with `leader` leading and `trick` already played.
    int value(int leader, std::vector<Card>& trick, int alpha, int beta) {
        const int p = (leader + static_cast<int>(trick.size())) % 4;
        if (trick.size() == 4) {
            int best = 0;
            for (int i = 1; i < 4; ++i)
                if (beats(trick[i], trick[best])) best = i;
            const int winner = (leader + best) % 4;
            const int won = winner % 2 == 0 ? 1 : 0;
            std::vector<Card> next;
            return won + (hands[0].empty() ? 0 : value(winner, next, alpha - won, beta - won));
        }
        const bool maximizing = p % 2 == 0;
        int best = maximizing ? -1 : 100;
        for (Card c : legal(p, trick)) {
            auto& h = hands[p];
            const auto it = std::find(h.begin(), h.end(), c);
            const size_t idx = static_cast<size_t>(it - h.begin());
            h.erase(it);
            trick.push_back(c);
            const int v = value(leader, trick, alpha, beta);
            trick.pop_back();
            h.insert(h.begin() + static_cast<long>(idx), c);
            if (maximizing) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) break;
        }
        return best;
    }
};

// A random endgame of `cards` cards a hand, for the reference and for the library alike.
struct WhistEndgame {
    RefGame ref;
    Board board;
    Strain strain = kNoTrump;
    int leader = 0;
    std::vector<Card> trick;

    // Plays `count` random legal cards of the first trick.
    void play_random(std::mt19937_64& rng, int count) {
        for (int i = 0; i < count; ++i) {
            const int p = (leader + i) % 4;
            const auto options = ref.legal(p, trick);
            const Card c = options[rng() % options.size()];
            trick.push_back(c);
            auto& h = ref.hands[p];
            h.erase(std::find(h.begin(), h.end(), c));
            board.hands[p] -= c;
        }
        board.trick = trick;
    }
    Position position() const { return whist::position(board, strain, leader); }
    std::string text() const {
        return "strain " + std::to_string(int(strain)) + " leader " + std::to_string(leader) +
               " N " + format_hand(board.hands[0]) + " E " + format_hand(board.hands[1]) + " S " +
               format_hand(board.hands[2]) + " W " + format_hand(board.hands[3]) + " trick " +
               std::to_string(trick.size());
    }
};

WhistEndgame random_endgame(std::mt19937_64& rng, int cards) {
    WhistEndgame e;
    const auto dealt = test::random_hands(rng, 4, cards);
    e.board.dealer = 3;
    for (int p = 0; p < 4; ++p) {
        for (Card c : dealt[p]) e.ref.hands[p].push_back(c);
        e.board.hands[p] = dealt[p];
        e.board.known[p] = true;
    }
    e.strain = Strain(rng() % kStrains);
    e.ref.trump = e.strain;
    e.leader = static_cast<int>(rng() % 4);
    e.board.leader = e.leader;
    return e;
}

void check_random_endgames(int count, int cards, bool trick_in_progress, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Solver solver(SolverOptions{4});
    for (int k = 0; k < count; ++k) {
        WhistEndgame e = random_endgame(rng, cards);
        if (trick_in_progress) e.play_random(rng, 1 + static_cast<int>(rng() % 3));
        const int expected = e.ref.value(e.leader, e.trick, -1, 100);
        solver.clear_table();
        const int got = solver.tricks(whist::play_rules(), e.position());
        INFO("endgame " << k << " " << e.text());
        REQUIRE(got == expected);
    }
}

// Solver::tricks_after, every legal card at once (in a shuffled order, so that a low card is
// met before and after the higher ones it may take its count from), against brute force on
// each card played.
void check_every_card(int count, int cards, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Solver solver(SolverOptions{4});
    int skipped = 0;
    for (int k = 0; k < count; ++k) {
        WhistEndgame e = random_endgame(rng, cards);
        const int played = static_cast<int>(rng() % 4);
        e.play_random(rng, played);
        const int mover = (e.leader + played) % 4;
        std::vector<Card> options = e.ref.legal(mover, e.trick);
        std::shuffle(options.begin(), options.end(), rng);
        solver.clear_table();
        const uint64_t searches = solver.stats().searches;
        const std::vector<int> got =
            solver.tricks_after(whist::play_rules(), e.position(), options);
        skipped +=
            static_cast<int>(options.size()) > static_cast<int>(solver.stats().searches - searches);
        REQUIRE(got.size() == options.size());
        for (size_t i = 0; i < options.size(); ++i) {
            auto& h = e.ref.hands[mover];
            const auto at = std::find(h.begin(), h.end(), options[i]);
            const long idx = at - h.begin();
            h.erase(at);
            e.trick.push_back(options[i]);
            const int expected = e.ref.value(e.leader, e.trick, -1, 100);
            e.trick.pop_back();
            h.insert(h.begin() + idx, options[i]);
            INFO("endgame " << k << " " << e.text() << " card " << format_card(options[i]));
            REQUIRE(got[i] == expected);
        }
    }
    // The small-card rule took some counts without a search.
    CHECK(skipped > 0);
}

// Under a duty to beat the small-card rule is not sound (a low card may have to beat where a
// higher one need not), so tricks_after must count each card by its own search: the same counts
// as asking for one card at a time.
void check_every_card_must_beat(int count, int cards, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Rules rules = whist::play_rules();
    rules.duties.must_beat = true;
    rules.finalize();
    REQUIRE_FALSE(rules.partition_sound);
    Solver solver(SolverOptions{4});
    for (int k = 0; k < count; ++k) {
        WhistEndgame e = random_endgame(rng, cards);
        e.play_random(rng, static_cast<int>(rng() % 4));
        PositionSetup setup;
        setup.trump = e.strain;
        setup.leader = e.leader;
        for (int p = 0; p < 4; ++p) {
            setup.hands[p] = e.board.hands[p];
            setup.side[p] = static_cast<uint8_t>(p % 2);
        }
        setup.trick = e.trick;
        setup.duties = rules.duties;
        const Position pos(setup);
        std::vector<Card> options;
        for (const Card c : legal_cards(pos)) options.push_back(c);
        std::shuffle(options.begin(), options.end(), rng);
        const std::vector<int> got = solver.tricks_after(rules, pos, options);
        REQUIRE(got.size() == options.size());
        for (size_t i = 0; i < options.size(); ++i) {
            INFO("endgame " << k << " " << e.text() << " card " << format_card(options[i]));
            CHECK(got[i] == solver.tricks_after(rules, pos, {options[i]}).front());
        }
    }
}

}  // namespace

TEST_CASE("every card's count at once under a duty to beat is each card's own count") {
    check_every_card_must_beat(test::sample_size(5000, 800), 4, 17);
    check_every_card_must_beat(test::sample_size(600, 100), 5, 18);
}

TEST_CASE("every card's count at once agrees with brute force, low cards taken without search") {
    check_every_card(test::sample_size(300, 60), 4, 7);
    check_every_card(test::sample_size(40, 8), 6, 8);
}

TEST_CASE("whist endgames of 3 cards agree with brute force") {
    check_random_endgames(300, 3, false, 1);
    check_random_endgames(300, 3, true, 2);
}

TEST_CASE("whist endgames of 4 cards agree with brute force") {
    check_random_endgames(200, 4, false, 3);
    check_random_endgames(200, 4, true, 4);
}

TEST_CASE("whist endgames of 5 cards agree with brute force") {
    check_random_endgames(60, 5, false, 5);
    check_random_endgames(60, 5, true, 6);
}
