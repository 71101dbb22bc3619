// Google Benchmark suite: Alliance, one thread.  Deals are dealt from a fixed seed, so every run
// times the same work.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "stich/alliance/analysis.h"
#include "stich/alliance/records.h"
#include "stich/io/schema/alliance.h"

using namespace stich;
using namespace stich::alliance;

namespace {

// Eight full four-player deals: twelve cards to each seat, four to the table.
const std::vector<Board>& deals() {
    static const std::vector<Board> boards = [] {
        std::mt19937_64 rng(1857);
        std::vector<Board> out;
        for (int k = 0; k < 8; ++k) {
            std::vector<Card> deck;
            for (Card c : kDeck52) deck.push_back(c);
            std::shuffle(deck.begin(), deck.end(), rng);
            Board b;
            b.id = std::to_string(k + 1);
            b.game = alliance::kGame;
            b.players = 4;
            b.dealer = 3;
            for (int i = 0; i < 48; ++i) b.hands[i / 12] |= deck[static_cast<size_t>(i)];
            alliance::set_table_cards(b, std::vector<Card>(deck.begin() + 48, deck.end()));
            b.known.fill(true);
            out.push_back(b);
        }
        return out;
    }();
    return boards;
}

// `stich analyze` of a four-player deal: every game forehand could choose (16 Alliances, 4
// Solos, 3 Levers with their best exchange and king), each solved for its payoff with the line
// and both settlements.  The table is cleared for each deal.
void BM_AllianceAnalyzeFour(benchmark::State& state) {
    Solver solver;
    size_t i = 0;
    uint64_t nodes = 0;
    for (auto _ : state) {
        solver.clear_table();
        solver.reset_stats();
        benchmark::DoNotOptimize(
            analyze_board(solver, deals()[i++ % deals().size()], Options{}, nullptr));
        nodes += solver.stats().nodes;
    }
    state.counters["nodes/deal"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_AllianceAnalyzeFour)->Unit(benchmark::kMillisecond)->Iterations(8);

// One Alliance game of a deal: declarer's side's tricks and exact payoff with its line.
void BM_AllianceSolveGame(benchmark::State& state) {
    Solver solver;
    size_t i = 0;
    for (auto _ : state) {
        Board b = deals()[i++ % deals().size()];
        b.contract = "Alliance H SK";
        solver.clear_table();
        benchmark::DoNotOptimize(solve_board(solver, b, Options{}, nullptr));
    }
}
BENCHMARK(BM_AllianceSolveGame)->Unit(benchmark::kMillisecond)->Iterations(8);

}  // namespace
