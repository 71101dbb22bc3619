// Resistance against an independent max-n and paranoid minimax (alliance_oracle.h) on random
// endgames of 4, 5 and 6 players, with and without a trick in progress.
//
// STICH_ALLIANCE_FULL=1 runs ten times as many endgames.
#include <doctest/doctest.h>

#include <cstdlib>
#include <random>

#include "alliance_oracle.h"
#include "stich/alliance/records.h"
#include "stich/alliance/resistance.h"
#include "stich/io/schema/alliance.h"
#include "support.h"

using namespace stich;
using namespace stich::alliance;

namespace {

int resistance_scale() {
    return std::getenv("STICH_ALLIANCE_FULL") ? 10 : 1;
}

struct Play {
    test::AllianceModel m;
    std::array<std::vector<Card>, kMaxSeats> hands;
    std::vector<Card> trick;
    int leader = 0;
    test::ResistanceEnd end;
    int played = 0;
    int first = -2;  // the player who has won every trick so far (of the first six); -1 none
    int soloist = 0, resister = 1, mult = 1;
    bool flag_face_up = false;

    void note_trick(int w, const std::vector<Card>& cards) {
        ++end.tricks[w];
        end.figures[w] += m.figures_in(cards);
        for (Card c : cards)
            if (c == m.flag()) end.flag = w;
        if (played < 6) first = first == -2 || first == w ? w : -1;
        ++played;
    }
    int cards_left() const {
        int sum = 0;
        for (int p = 0; p < m.n; ++p) sum += static_cast<int>(hands[p].size());
        return sum;
    }
    std::array<int, 6> final_marks() const {
        test::ResistanceEnd e = end;
        e.first_six = m.tricks >= 6 && first >= 0 ? first : -1;
        return test::resistance_marks(e, m.n, m.tricks, soloist, resister, mult, flag_face_up);
    }

    // Max-n with solution-concepts §3's tie-break; cards tried in suit order, low to high.
    std::array<int, 6> maxn() {
        const int p = (leader + static_cast<int>(trick.size())) % m.n;
        if (static_cast<int>(trick.size()) == m.n) {
            const Play saved = *this;
            const int w = (leader + m.winner_index(trick)) % m.n;
            note_trick(w, trick);
            trick.clear();
            leader = w;
            const auto v = cards_left() == 0 ? final_marks() : maxn();
            *this = saved;
            return v;
        }
        auto options = m.legal(hands[p], trick, p, leader);
        std::sort(options.begin(), options.end(), [&](Card a, Card b) {
            return a.suit() != b.suit() ? a.suit() < b.suit() : m.strength(a) < m.strength(b);
        });
        std::array<int, 6> best{};
        bool have = false;
        for (Card c : options) {
            auto& h = hands[p];
            const auto it = std::find(h.begin(), h.end(), c);
            const long at = it - h.begin();
            h.erase(it);
            trick.push_back(c);
            const auto v = maxn();
            trick.pop_back();
            h.insert(h.begin() + at, c);
            bool take = !have;
            if (have && v[p] != best[p])
                take = v[p] > best[p];
            else if (have)
                for (int k = 1; k < m.n; ++k) {
                    const int q = (p + k) % m.n;
                    if (v[q] != best[q]) {
                        take = v[q] < best[q];
                        break;
                    }
                }
            if (take) {
                best = v;
                have = true;
            }
        }
        return best;
    }

    // The marks `q` can be sure of, all others against him.
    int paranoid(int q, int alpha, int beta) {
        const int p = (leader + static_cast<int>(trick.size())) % m.n;
        if (static_cast<int>(trick.size()) == m.n) {
            const Play saved = *this;
            const int w = (leader + m.winner_index(trick)) % m.n;
            note_trick(w, trick);
            trick.clear();
            leader = w;
            const int v = cards_left() == 0 ? final_marks()[q] : paranoid(q, alpha, beta);
            *this = saved;
            return v;
        }
        const bool maximizing = p == q;
        int best = maximizing ? -1000 : 1000;
        for (Card c : m.legal(hands[p], trick, p, leader)) {
            auto& h = hands[p];
            const auto it = std::find(h.begin(), h.end(), c);
            const long at = it - h.begin();
            h.erase(it);
            trick.push_back(c);
            const int v = paranoid(q, alpha, beta);
            trick.pop_back();
            h.insert(h.begin() + at, c);
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

void check_resistance(int players, int hand, int left, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Solver solver(SolverOptions{8});
    for (int i = 0; i < count; ++i) {
        std::string error;
        const bool compulsion = rng() % 4 == 0;
        AllianceRules rules = *make_rules(players, compulsion ? "compulsion-to-beat" : "", &error);
        rules.play.hand_size = hand;
        rules.tricks = hand;
        std::vector<Card> deck = test::to_vector(kDeck52);
        std::shuffle(deck.begin(), deck.end(), rng);
        Play g;
        g.m.n = players;
        g.m.tricks = hand;
        g.m.compulsion = compulsion;
        g.m.trump = static_cast<int>(rng() % 4);
        g.soloist = static_cast<int>(rng() % players);
        g.resister = (g.soloist + 1 + static_cast<int>(rng() % (players - 1))) % players;
        const Card face_up = deck[static_cast<size_t>(players * hand)];
        g.mult = face_up.suit() == g.m.trump ? 2 : 1;
        g.flag_face_up = face_up == g.m.flag();
        for (int p = 0; p < players; ++p)
            for (int k = 0; k < hand; ++k)
                g.hands[p].push_back(deck[static_cast<size_t>(p * hand + k)]);
        // Random play up to the endgame, plus some cards of the next trick.
        const int in_trick = i % 2 ? 1 + static_cast<int>(rng() % (players - 1)) : 0;
        std::vector<int> winners;
        for (int k = 0; k < (hand - left) * players + in_trick; ++k) {
            const int p = (g.leader + static_cast<int>(g.trick.size())) % players;
            const auto legal = g.m.legal(g.hands[p], g.trick, p, g.leader);
            const Card c = legal[rng() % legal.size()];
            g.hands[p].erase(std::find(g.hands[p].begin(), g.hands[p].end(), c));
            g.trick.push_back(c);
            if (static_cast<int>(g.trick.size()) == players) {
                const int w = (g.leader + g.m.winner_index(g.trick)) % players;
                g.note_trick(w, g.trick);
                winners.push_back(w);
                g.trick.clear();
                g.leader = w;
            }
        }
        // The record: the endgame with [Won]; figures already taken are forgotten.
        Board b;
        b.game = alliance::kGame;
        b.players = players;
        b.dealer = players - 1;
        for (int p = 0; p < players; ++p) {
            for (Card c : g.hands[p]) b.hands[p] |= c;
            b.known[p] = true;
        }
        alliance::set_table_cards(b, {face_up});
        b.trick = g.trick;
        b.leader = g.leader;
        std::vector<int> won(players);
        for (int w : winners) ++won[w];
        b.won = won;
        g.end.figures = {};
        g.end.flag = -1;
        int first = -2;
        for (int w : winners) first = first == -2 || first == w ? w : -1;
        g.first = first;

        const auto deal = read_deal(b, table_cards(b), discard_tag(b), rules, Suit(g.m.trump),
                                    std::nullopt, &error);
        INFO("case " << i << " players " << players << ": " << error);
        REQUIRE(deal);
        const ResistanceTerms terms{players,    hand,          4, g.mult, g.soloist,
                                    g.resister, g.flag_face_up};
        solver.clear_table();
        const auto r =
            solve_resistance(solver, *deal, rules, terms, Suit(g.m.trump), 99, 4, &error);
        REQUIRE(r);
        Play copy = g;
        const auto expected = copy.maxn();
        for (int p = 0; p < players; ++p) {
            CHECK(r->outcome.marks[p] == expected[p]);
            Play again = g;
            CHECK(r->guarantee[p] == again.paranoid(p, -1000, 1000));
        }
    }
}

}  // namespace

TEST_CASE("resistance agrees with an independent max-n and paranoid search") {
    check_resistance(4, 12, 3, 100 * resistance_scale(), 101);
    check_resistance(4, 7, 3, 50 * resistance_scale(), 102);
    check_resistance(5, 10, 2, 100 * resistance_scale(), 103);
    check_resistance(5, 7, 3, 50 * resistance_scale(), 104);
    check_resistance(6, 8, 2, 100 * resistance_scale(), 105);
    check_resistance(6, 7, 2, 50 * resistance_scale(), 106);
}
