// The fixed benchmark: the same deals solved the same way every time, one thread, a fixed
// table size.  Its node count is a signature of the search: any change in search behaviour
// changes it, and a test pins it (tests/test_bench.cpp).  Speed is measured elsewhere
// (bench/), never by this signature.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "stich/game/registry.h"

namespace stich {

struct BenchCase {
    std::string name;    // "whist 3": the game and the deal's number
    uint64_t nodes = 0;  // positions searched
    double seconds = 0;  // wall time, for information only
};

inline constexpr size_t kBenchTableMegabytes = 64;

// Runs every case: each game's fixed positions (the bench capability's bench_positions) in the
// order of `games`; `on_case` (optional) sees each as it finishes.
std::vector<BenchCase> run_benchmark(const game::GameRegistry& games,
                                     const std::function<void(const BenchCase&)>& on_case = {});

// The sum of the cases' node counts.
uint64_t bench_signature(const std::vector<BenchCase>& cases);

}  // namespace stich
