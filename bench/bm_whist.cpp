// Google Benchmark suite: whist single solves and full tables, one thread.
#include <benchmark/benchmark.h>

#include "deals.h"
#include "stich/engine/movegen.h"
#include "stich/whist/whist.h"

using namespace stich;

namespace {

const std::vector<bench::Deal>& deals() {
    static const auto d = bench::load_deals(bench::default_deals_path(), 20);
    return d;
}

Board board_of(const bench::Deal& d) {
    Board b;
    b.dealer = whist::kWest;
    for (int p = 0; p < 4; ++p) {
        b.hands[p] = d[p];
        b.known[p] = true;
    }
    return b;
}

// One strain, North leading: tricks for N-S.  The table is cleared each time.
void BM_WhistSingleSolve(benchmark::State& state) {
    Solver solver;
    size_t i = 0;
    uint64_t nodes = 0;
    for (auto _ : state) {
        const Board b = board_of(deals()[i % deals().size()]);
        const Strain strain = Strain(i % kStrains);
        solver.clear_table();
        solver.reset_stats();
        benchmark::DoNotOptimize(
            solver.tricks(whist::play_rules(), whist::position(b, strain, whist::kNorth)));
        nodes += solver.stats().nodes;
        ++i;
    }
    state.counters["nodes/solve"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_WhistSingleSolve)->Unit(benchmark::kMillisecond);

// The 20-result table of a deal.
void BM_WhistTable(benchmark::State& state) {
    Solver solver;
    size_t i = 0;
    for (auto _ : state) {
        const Board b = board_of(deals()[i++ % deals().size()]);
        solver.clear_table();
        benchmark::DoNotOptimize(whist::solve_table(solver, b));
    }
}
BENCHMARK(BM_WhistTable)->Unit(benchmark::kMillisecond);

// Move generation at the opening lead.
void BM_GenerateMoves(benchmark::State& state) {
    const Position pos = whist::position(board_of(deals()[0]), kStrainHearts, whist::kNorth);
    MoveList moves;
    for (auto _ : state) {
        generate_moves(pos, {}, moves);
        benchmark::DoNotOptimize(moves.data());
    }
}
BENCHMARK(BM_GenerateMoves);

}  // namespace
