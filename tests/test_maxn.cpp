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

namespace {

// FewestTricks without the hooks of shallow pruning and move ordering: plain max-n.
struct FewestTricksUnpruned {
    static constexpr bool kAdditive = true;
    Values terminal(const Position& pos) const { return FewestTricks{}.terminal(pos); }
    uint64_t key(const Position&) const { return 0; }
    CardSet distinct() const { return {}; }
};

}  // namespace

TEST_CASE("max-n with shallow pruning gives plain max-n's values and first card") {
    // Larger endgames than the reference can take, with tricks won before: the pruned search
    // (ceilings from those tricks and from a trick settled, its own move order) against the
    // same search without them.
    std::mt19937_64 rng(4101);
    ValueTable pruned_table(4), plain_table(4);
    SearchStats pruned_stats, plain_stats;
    for (int k = 0; k < 240; ++k) {
        const int cards = 4 + static_cast<int>(k % 4);
        const auto dealt = test::random_hands(rng, 3, cards, kLane32);
        PositionSetup setup;
        setup.players = 3;
        for (int p = 0; p < 3; ++p) {
            setup.hands[p] = dealt[p];
            setup.won[p] = static_cast<uint8_t>(rng() % 3);
        }
        setup.leader = static_cast<int>(rng() % 3);
        // Half of them with a trump and any of the duties: a trick is settled (no one still to
        // play to it can beat its best card) by following suit, by trumping and overtrumping.
        if (k % 2) {
            setup.trump = Strain(rng() % 4);
            const auto duties = rng();
            setup.duties = {(duties & 1) != 0, (duties & 2) != 0, (duties & 4) != 0};
        }
        pruned_table.clear();
        plain_table.clear();
        MaxN<FewestTricks> pruned(FewestTricks{}, pruned_table, pruned_stats);
        MaxN<FewestTricksUnpruned> plain(FewestTricksUnpruned{}, plain_table, plain_stats);
        const MaxNResult a = pruned.run(Position(setup));
        const MaxNResult b = plain.run(Position(setup));
        INFO("endgame " << k);
        CHECK(a.values == b.values);
        CHECK(a.best == b.best);
    }
    // Pruning cuts: fewer nodes for the same values.
    CHECK(pruned_stats.nodes < plain_stats.nodes);
}

TEST_CASE("value table: narrow and wide entries give back what was stored or nothing") {
    // More keys than the 16,384 lines of 1 MiB hold: narrow ones (three or four players,
    // 32 cards), wide ones (six players, a utility key, 52 cards) and narrow keys whose values
    // need more than a byte, all mixed in the same lines.  Each key has its own values; a
    // look-up gives those or nothing, and the latest store is always there.
    std::mt19937_64 rng(6464);
    ValueTable table(1);
    auto make_key = [&](int kind) {
        ValueKey k;
        const uint64_t cards = kind == 1 ? ~uint64_t{0} >> 12 : 0xffffffffULL;
        k.players = static_cast<uint8_t>(kind == 1 ? 6 : 3 + rng() % 2);
        for (int b = 0; b < (kind == 1 ? 3 : 2); ++b) k.owners[b] = rng() & cards;
        if (kind == 1) k.extra = rng() % 3;
        k.suits = static_cast<uint16_t>(rng());
        k.leader = static_cast<uint8_t>(rng() % k.players);
        return k;
    };
    auto values_of = [](const ValueKey& k, int kind) {
        Values v{};
        for (int p = 0; p < k.players; ++p)
            v[p] = static_cast<int16_t>((k.owners[0] >> (8 * p) & 15) - (kind == 2 ? 300 : 8));
        return v;
    };
    std::vector<std::pair<ValueKey, int>> keys;
    for (int i = 0; i < 40000; ++i) keys.emplace_back(make_key(i % 3), i % 3);
    int found = 0;
    for (int round = 0; round < 200; ++round) {
        if (round == 100) {
            for (int c = 0; c < 130; ++c) table.clear();  // past the tags' generations
            Values none;
            for (const auto& key : keys) CHECK_FALSE(table.find(key.first, none));
        }
        for (int i = 0; i < 600; ++i) {
            const auto& entry = keys[rng() % keys.size()];
            const ValueKey& k = entry.first;
            const Values want = values_of(k, entry.second);
            Values got;
            if (table.find(k, got)) {
                CHECK(got == want);
                ++found;
            }
            table.store(k, want);
            REQUIRE(table.find(k, got));
            CHECK(got == want);
        }
    }
    CHECK(found > 100);  // the table keeps entries between stores of others
}
