// Beyond Perfect Information Monte Carlo: the value of the seat's best strategy in a small
// endgame when its choices may depend only on what it has seen, the other players choosing
// with every card in view (strategy.cpp says how it is found exactly).
//
// PIMC solves each layout with every card in view, so it lets the seat choose a different card
// on each layout ("strategy fusion") and overrates it: this value is never above PIMC's best
// card, and equals it where the seat's hidden information cannot matter.
#pragma once

#include <functional>
#include <optional>
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
    Card card;        // the first card of a best strategy (play order until converted)
};

// Thrown when a Pareto front grows beyond the limit: the endgame is too large.
struct StrategyTooLarge {};

// The seat (`seat_player`, to move on every layout) choosing on what it has seen; the layouts
// equally likely.
StrategyValue best_strategy(const std::vector<StrategyLayout>& layouts, int seat_player,
                            size_t front_limit = 4096);

// Endgames small enough for it: this many tricks left and layouts at most.
inline constexpr int kStrategyTricks = 3;
inline constexpr uint64_t kStrategyLayouts = 2000;

// A layout of the seat's decision, or nullopt for a layout the play rules out.
using StrategyLayoutOf = std::function<std::optional<StrategyLayout>(Solver&, const Deal&)>;

// best_strategy() over every layout of `sampler`; nullopt when none fits or the endgame is too
// large.  The card stays in play order.
std::optional<StrategyValue> strategy_over(const DealSampler& sampler, Solver& solver,
                                           const StrategyLayoutOf& layout_of, int seat_player);

}  // namespace stich::judge
