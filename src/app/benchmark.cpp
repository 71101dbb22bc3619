#include "stich/app/benchmark.h"

#include <chrono>

#include "stich/engine/solver.h"

namespace stich {

std::vector<BenchCase> run_benchmark(const game::GameRegistry& games,
                                     const std::function<void(const BenchCase&)>& on_case) {
    std::vector<BenchCase> cases;
    // Each game's positions, in the registry's order, each on a fresh solver: the position's
    // search does the work, the solver counts the nodes.  A game without the bench capability
    // has no fixed positions.
    for (const auto& module : games.modules()) {
        if (!module->bench()) continue;
        for (const game::BenchPosition& position : module->bench()->bench_positions()) {
            Solver solver(SolverOptions{kBenchTableMegabytes});
            const auto start = std::chrono::steady_clock::now();
            position.solve(solver);
            BenchCase c;
            c.name = position.name;
            c.nodes = solver.stats().nodes;
            c.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (on_case) on_case(c);
            cases.push_back(c);
        }
    }
    return cases;
}

uint64_t bench_signature(const std::vector<BenchCase>& cases) {
    uint64_t sum = 0;
    for (const BenchCase& c : cases) sum += c.nodes;
    return sum;
}

}  // namespace stich
