// Max-n against an independent reference on small three-player endgames: each player wants
// the fewest tricks, ties broken as solution-concepts.md §3 says.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "stich/engine/maxn.h"
#include "support.h"

using namespace stich;

namespace {

struct MaxnRef {
    int n = 3;
    std::array<std::vector<Card>, 3> hands;  // sorted in suit order, low to high

    std::vector<Card> legal(int p, const std::vector<Card>& trick) const {
        if (trick.empty()) return hands[p];
        std::vector<Card> follow;
        for (Card c : hands[p])
            if (c.suit() == trick[0].suit()) follow.push_back(c);
        return follow.empty() ? hands[p] : follow;
    }

    // Future tricks of each player, by max-n with the tie-break.
    std::array<int, 3> value(int leader, std::vector<Card>& trick) {
        const int p = (leader + static_cast<int>(trick.size())) % n;
        if (static_cast<int>(trick.size()) == n) {
            int best = 0;
            for (int i = 1; i < n; ++i)
                if (trick[i].suit() == trick[best].suit() && trick[i].pos() > trick[best].pos())
                    best = i;
            const int winner = (leader + best) % n;
            std::array<int, 3> v{};
            if (!hands[0].empty()) {
                std::vector<Card> next;
                v = value(winner, next);
            }
            ++v[winner];
            return v;
        }
        std::array<int, 3> best{};
        bool have = false;
        for (Card c : legal(p, trick)) {
            auto& h = hands[p];
            const auto it = std::find(h.begin(), h.end(), c);
            const long idx = it - h.begin();
            h.erase(it);
            trick.push_back(c);
            const auto v = value(leader, trick);
            trick.pop_back();
            h.insert(h.begin() + idx, c);
            bool take = !have;
            if (have) {
                if (v[p] != best[p])
                    take = v[p] < best[p];  // fewer own tricks
                else
                    for (int k = 1; k < n; ++k) {
                        const int q = (p + k) % n;
                        if (v[q] != best[q]) {
                            take = v[q] > best[q];  // worst for the next player: more tricks
                            break;
                        }
                    }
            }
            if (take) {
                best = v;
                have = true;
            }
        }
        return best;
    }
};

}  // namespace

TEST_CASE("max-n agrees with an independent reference (fewest tricks, three players)") {
    std::mt19937_64 rng(99);
    ValueTable table(4);
    SearchStats stats;
    for (int k = 0; k < 300; ++k) {
        const int cards = 2 + static_cast<int>(k % 3);
        const auto dealt = test::random_hands(rng, 3, cards, kLane32);
        MaxnRef ref;
        PositionSetup setup;
        setup.players = 3;
        for (int p = 0; p < 3; ++p) {
            for (Card c : dealt[p]) ref.hands[p].push_back(c);
            setup.hands[p] = dealt[p];
        }
        setup.leader = static_cast<int>(rng() % 3);
        std::vector<Card> trick;
        const auto expected = ref.value(setup.leader, trick);
        table.clear();
        MaxN<FewestTricks> search(FewestTricks{}, table, stats);
        const MaxNResult r = search.run(Position(setup));
        INFO("endgame " << k);
        for (int p = 0; p < 3; ++p) CHECK(-r.values[p] == expected[p]);
    }
}
