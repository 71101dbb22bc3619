// Google Benchmark suite: the facade's game state for agents (include/stich/api/state.h), one
// thread: the cost of legal_actions and of apply with undo at a mid-deal position, and random
// playouts from the first card to the last, for each game's sample played deal.
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "stich/stich.h"

namespace api = stich::api;

namespace {

// The sample deal `name` (sample-hands/) taken back `back` cards from its end.
api::State state_bench_start(const std::string& name, int back) {
    api::SolverContext ctx({1});
    const api::ReadResult r = api::read_file(std::string(STICH_SAMPLE_HANDS) + "/" + name);
    api::Problem problem;
    api::State s = *api::State::from_record(r.records.at(0), ctx, &problem);
    for (int i = 0; i < back && s.undo(); ++i) {
    }
    return s;
}

const char* const kStateFiles[] = {"whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"};

// Halfway through the play, so that a hand holds a suit or two.
void BM_StateLegalActions(benchmark::State& state) {
    const api::State s = state_bench_start(kStateFiles[state.range(0)], 26);
    for (auto _ : state) benchmark::DoNotOptimize(s.legal_actions());
    state.SetLabel(kStateFiles[state.range(0)]);
}
BENCHMARK(BM_StateLegalActions)->DenseRange(0, 2);

// One card played and taken back (the pair counts as one iteration).
void BM_StateApplyUndo(benchmark::State& state) {
    api::State s = state_bench_start(kStateFiles[state.range(0)], 26);
    const int card = s.legal_actions().front();
    for (auto _ : state) {
        s.apply(card);
        s.undo();
    }
    state.SetLabel(kStateFiles[state.range(0)]);
}
BENCHMARK(BM_StateApplyUndo)->DenseRange(0, 2);

// A random playout from the deal's first card to its last, then taken back: items are
// playouts.
void BM_StateRandomPlayout(benchmark::State& state) {
    api::State s = state_bench_start(kStateFiles[state.range(0)], 100);
    std::mt19937_64 rng(1);
    for (auto _ : state) {
        int cards = 0;
        while (!s.is_terminal()) {
            const std::vector<int> legal = s.legal_actions();
            s.apply(legal[rng() % legal.size()]);
            ++cards;
        }
        for (int i = 0; i < cards; ++i) s.undo();
    }
    state.SetItemsProcessed(state.iterations());
    state.SetLabel(kStateFiles[state.range(0)]);
}
BENCHMARK(BM_StateRandomPlayout)->DenseRange(0, 2);

}  // namespace
