// The benchmark's node signature, pinned: any change in search behaviour shows here.  When a
// change is meant to alter the search, update the number and quote it in the commit message.
#include <doctest/doctest.h>

#include "stich/app/benchmark.h"
#include "stich/game/registry.h"

using namespace stich;

TEST_CASE("the bench signature is pinned") {
    const auto cases = run_benchmark(game::standard_games());
    CHECK(cases.size() == 9);
    CHECK(bench_signature(cases) == 10730526);
}
