// Beyond Perfect Information Monte Carlo: the value of the seat's best strategy in a small
// endgame when its choices may depend only on what it has seen, the other players choosing
// with every card in view (strategy.cpp says how it is found exactly).
//
// PIMC solves each layout with every card in view, so it lets the seat choose a different card
// on each layout ("strategy fusion") and overrates it: this value is never above PIMC's best
// card, and equals it where the seat's hidden information cannot matter.
//
// Finding it is hard in general (the seat's choices at many information sets interact through
// the others' replies), so the search is bounded: by memory, by work, and by a stop flag.  When
// a bound is reached it gives up and says which; it never answers a value that is not exact.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <variant>
#include <vector>

#include "stich/engine/position.h"
#include "stich/engine/solver.h"
#include "stich/judge/sampler.h"

namespace stich::judge {

// One layout at the seat's decision: the position, and the seat's measure at the end of play.
struct StrategyLayout {
    Position now;
    std::function<double(const Position& end)> value;
};

struct StrategyValue {
    double mean = 0;  // over the layouts
    Card card;        // the first card of a best strategy: the first in play order (until
                      // converted) of the cards whose best strategy reaches the mean
};

// The bounds of one search.
struct StrategyLimits {
    // The fronts (strategy.cpp) held at once, in bytes: `stich judge` gives it --tt-mb.
    size_t memory_bytes = size_t{16} << 20;
    // Values compared in the dominance tests of the fronts: a bound on the time that does not
    // depend on the machine, so that whether the search answers is the same on every run
    // (2^32: a few seconds; the 20 endgames of tests/data/hostile/judge-strategy-endgames.pbn
    // that answer within 16 MiB need at most 1.5 s).
    uint64_t work = uint64_t{1} << 32;
    // Raised (the time limit, a signal): the search stops at once.
    const std::atomic<bool>* stop = nullptr;
};

// Why a search gave up.
enum class StrategyGaveUp : uint8_t {
    kMemory,   // its fronts outgrew StrategyLimits::memory_bytes
    kWork,     // it ran past StrategyLimits::work
    kStopped,  // the stop flag was raised
};

// The value, or why there is none.
using StrategyResult = std::variant<StrategyValue, StrategyGaveUp>;

// The seat (`seat_player`, to move on every layout) choosing on what it has seen; the layouts
// equally likely.
StrategyResult best_strategy(const std::vector<StrategyLayout>& layouts, int seat_player,
                             const StrategyLimits& limits = {});

// Endgames small enough for it: this many tricks left and layouts at most.
inline constexpr int kStrategyTricks = 3;
inline constexpr uint64_t kStrategyLayouts = 2000;

// A layout of the seat's decision, or nullopt for a layout the play rules out.
using StrategyLayoutOf = std::function<std::optional<StrategyLayout>(Solver&, const Deal&)>;

// best_strategy() over every layout of `sampler`; nullopt when no layout fits.  The card stays
// in play order.
std::optional<StrategyResult> strategy_over(const DealSampler& sampler, Solver& solver,
                                            const StrategyLayoutOf& layout_of, int seat_player,
                                            const StrategyLimits& limits);

}  // namespace stich::judge
