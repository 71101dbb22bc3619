// The talon choice against plain enumeration: every one of declarer's 66 discards solved on
// its own, with a fresh table, by the zero-sum solver that the brute force checks (in Bettler
// the fewest tricks declarer can hold himself to).  The best discard found by the talon search
// (equivalent discards merged, one yes/no search each, the table kept warm) must reach the
// best value.  One deal by default, more with STICH_PREF_FULL=1.
#include <doctest/doctest.h>

#include <cstdlib>
#include <random>

#include "preference_support.h"
#include "stich/preference/solve.h"
#include "stich/preference/talon.h"
#include "support.h"

using namespace stich;
using namespace stich::preference;

namespace {

PlaySetup full_deal(std::mt19937_64& rng, const Contract& c, int declarer) {
    return test::full_talon_deal(test::random_hands(rng, 3, 10, kLane32), c, declarer);
}

// Declarer's value with every discard, each solved alone.
std::vector<std::pair<CardSet, int>> every_discard(const PlaySetup& s,
                                                   const PreferenceRules& rules) {
    std::vector<std::pair<CardSet, int>> out;
    const CardSet twelve = s.hands[s.declarer] | s.talon;
    for (Card a : twelve)
        for (Card b : twelve) {
            if (!(a < b)) continue;
            Solver fresh(SolverOptions{4});
            const CardSet d = CardSet(a) | b;
            out.push_back({d, declarer_tricks(fresh, with_discard(s, d), rules)});
        }
    return out;
}

}  // namespace

TEST_CASE("the best discard reaches the best of all 66, each solved alone") {
    const char* env = std::getenv("STICH_PREF_FULL");
    const int deals = env && *env && std::string(env) != "0" ? 6 : 1;
    const PreferenceRules rules = *rules_for("", nullptr);
    std::mt19937_64 rng(11);
    for (int k = 0; k < deals; ++k) {
        const int declarer = k % 3;
        for (const char* name : {"1", "4", "Mord", "Bettler"}) {
            const PlaySetup s = full_deal(rng, *parse_contract(name, nullptr), declarer);
            const auto all = every_discard(s, rules);
            REQUIRE(all.size() == 66);
            // Bettler's best is the fewest tricks, searched after the scan for a clean
            // discard finds none.
            const bool fewest = wants_few(s, declarer);
            int best = fewest ? 99 : -1;
            for (const auto& [d, v] : all) best = fewest ? std::min(best, v) : std::max(best, v);
            Solver solver(SolverOptions{16});
            const TalonChoice choice = best_discard(solver, s, rules);
            INFO("deal " << k << " game " << name);
            CHECK(choice.declarer_tricks == best);
            // The discard reported plays to that value.
            for (const auto& [d, v] : all)
                if (d == choice.discard) CHECK(v == best);
        }
        // Bettler: a clean discard exists exactly when one of the 66 keeps declarer clean.
        // Every other deal declarer holds the sevens, eights and nines and the talon two aces:
        // he must lay both aces away (and then stands), a case random deals seldom give.
        PlaySetup b = full_deal(rng, *parse_contract("Bettler", nullptr), declarer);
        if (k % 2 == 0) {
            const CardSet low = *parse_hand("987.987.98.98");
            const CardSet aces = *parse_hand("A.A..");
            const CardSet rest = kDeck32 - low - aces;
            std::vector<Card> others;
            for (Card c : rest) others.push_back(c);
            b.hands = {};
            b.hands[declarer] = low;
            for (size_t i = 0; i < others.size(); ++i)
                b.hands[(declarer + 1 + i / 10) % 3] |= others[i];
            b.talon = aces;
        }
        bool any = false;
        const CardSet twelve = b.hands[declarer] | b.talon;
        for (Card x : twelve)
            for (Card y : twelve) {
                if (!(x < y) || any) continue;
                Solver fresh(SolverOptions{4});
                const PlaySetup d = with_discard(b, CardSet(x) | y);
                any = keeps_to(fresh, position(d, rules, declarer_sides(d)), rules, declarer, 0);
            }
        Solver solver(SolverOptions{16});
        CHECK(clean_discard(solver, b, rules).has_value() == any);
        if (k % 2 == 0) CHECK(any);
    }
}
