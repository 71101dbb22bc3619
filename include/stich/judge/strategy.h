// Beyond Perfect Information Monte Carlo: the value of the seat's best strategy in a small
// endgame when its choices may depend only on what it has seen, the other players choosing
// with every card in view (strategy.cpp says how it is found exactly).
//
// PIMC solves each layout with every card in view, so it lets the seat choose a different card
// on each layout ("strategy fusion") and overrates it: this value is never above PIMC's best
// card, and equals it where the seat's hidden information cannot matter.
#pragma once

#include <functional>
#include <vector>

#include "stich/position.h"

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

}  // namespace stich::judge
