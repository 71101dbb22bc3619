// Google Benchmark suite: Préférence, one thread.  Deals are dealt from a fixed seed, so every
// run times the same work.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "stich/io/schema/preference.h"
#include "stich/preference/analysis.h"
#include "stich/preference/records.h"

using namespace stich;
using namespace stich::preference;

namespace {

// Sixteen full deals (each benchmark runs over them once, Ausfechten over the first eight): ten
// cards to each seat, two to the talon.
const std::vector<Board>& deals() {
    static const std::vector<Board> boards = [] {
        std::mt19937_64 rng(2026);
        std::vector<Board> out;
        for (int k = 0; k < 16; ++k) {
            std::vector<Card> deck;
            for (Card c : kDeck32) deck.push_back(c);
            std::shuffle(deck.begin(), deck.end(), rng);
            Board b;
            b.id = std::to_string(k + 1);
            b.game = preference::kGame;
            b.players = kPlayers;
            b.dealer = kPlayers - 1;
            for (int i = 0; i < kPlayers * kHandSize; ++i) b.hands[i / kHandSize] |= deck[i];
            set_talon_tag(b, CardSet(deck[30]) | deck[31]);
            b.known.fill(true);
            out.push_back(b);
        }
        return out;
    }();
    return boards;
}

// The full analysis of a deal: every game for every seat as declarer, talon games with the
// best discard.  The table is cleared for each deal.
void BM_PreferenceTable(benchmark::State& state) {
    Solver solver;
    const PreferenceRules rules = *rules_for("", nullptr);
    const Money money = money_of(Board{}, rules);  // the deals hold no [Stake] [Pot] [Cap]
    size_t i = 0;
    uint64_t nodes = 0;
    for (auto _ : state) {
        solver.clear_table();
        solver.reset_stats();
        const Board& b = deals()[i++ % deals().size()];
        benchmark::DoNotOptimize(
            contract_table(solver, b, talon_tag(b), std::nullopt, rules, money, nullptr));
        nodes += solver.stats().nodes;
    }
    state.counters["nodes/deal"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_PreferenceTable)->Unit(benchmark::kMillisecond)->Iterations(16);

// `stich analyze` of a talon game: best discard, every game nameable, guarantees, quotas,
// settlement and every way to defend (seat 1 declares 1, the pot holds 2).
void BM_PreferenceAnalyzeGame(benchmark::State& state) {
    Solver solver;
    size_t i = 0;
    for (auto _ : state) {
        Board b = deals()[i++ % deals().size()];
        b.contract = "1";
        b.declarer = 0;
        set_money_tag(b, "Pot", 2);
        solver.clear_table();
        benchmark::DoNotOptimize(analyze_board(solver, b, AnalysisOptions{true, 64}, nullptr));
    }
}
BENCHMARK(BM_PreferenceAnalyzeGame)->Unit(benchmark::kMillisecond)->Iterations(16);

// Ausfechten on a full deal: max-n (no pruning) and each player's guarantee.
void BM_PreferenceAusfechten(benchmark::State& state) {
    Solver solver;
    ValueTable values(kFightTableMegabytes);
    const PreferenceRules rules = *rules_for("", nullptr);
    const Money money = money_of(Board{}, rules);  // the deals hold no [Stake] [Pot] [Cap]
    size_t i = 0;
    uint64_t nodes = 0;
    for (auto _ : state) {
        Board b = deals()[i++ % deals().size()];
        const auto s =
            setup_for(b, talon_tag(b), std::nullopt, Contract{GameType::kAusfechten, kClubs, false},
                      -1, {}, rules, money, nullptr);
        solver.clear_table();
        const FightResult r = fight(solver, values, *s, rules);
        nodes += r.nodes;
        benchmark::DoNotOptimize(r);
    }
    state.counters["maxn nodes/deal"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_PreferenceAusfechten)->Unit(benchmark::kMillisecond)->Iterations(8);

}  // namespace
