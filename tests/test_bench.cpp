// The benchmark's node signature, pinned: any change in search behaviour shows here.  When a
// change is meant to alter the search, update the number and quote it in the commit message.
#include <doctest/doctest.h>

#include "stich/app/benchmark.h"
#include "stich/game/registry.h"

using namespace stich;

TEST_CASE("the bench signature is pinned") {
    const auto cases = run_benchmark(game::standard_games());
    CHECK(cases.size() == 9);
    // 11,037,539 -> 10,730,526 (whist15): a player's trumps outlast the other side's higher
    // ones (whist 1 to 6 -1.7% to -4.5%); then 10,728,670 (ally15): Alliance's payoff searches
    // leave each side the trumps it is sure to take (alliance 1: 7,725 -> 5,869 nodes), values the
    // same; then 10,443,419 (whist41): with trumps, a lead below the leader's own top card of
    // the suit is weighed as a losing one, as DDS does (search order only); then 10,440,621
    // (pref41): a player who takes every trick left settles Bettler's searches (preference 1
    // 309,401 -> 306,603 nodes), values the same.
    CHECK(bench_signature(cases) == 10440621);
}
