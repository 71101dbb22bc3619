// Dealing the suit lengths of one or more slots directly, where a condition requires patterns
// that plain dealing rarely gives (shapes.h says which), instead of rejecting deal after deal.
//
// Exact counting keeps the dealing uniform.  For slots k1..km with patterns p1..pm, the
// number of deals of the free cards that give those patterns is, suit by suit, the number of
// ways to split the suit's free cards among the slots (C(left, more_1) C(left - more_1,
// more_2) ... over the cards each slot gets beside its predealt ones) times the ways to deal
// what is left to the other slots, which is the same for every combination (they have the
// same room).  A combination is drawn with that weight, then each suit's cards uniformly among
// the slots: every deal whose constrained slots have allowed patterns is then equally likely,
// and a condition tested on it keeps the uniformity among the deals that meet it.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "stich/condition/program.h"
#include "stich/engine/random.h"

namespace stich::condition {

struct DirectPlan {
    std::vector<int> slots;  // dealt directly, ascending; empty: plain dealing
    // Combination t gives slot slots[j] more[t * slots.size() + j][s] free cards of suit s.
    std::vector<std::array<int, kSuits>> more;
    std::vector<uint128> cumulative;  // running sums of the combinations' weights
    double share = 1;                 // of plain deals whose slots have allowed patterns

    bool holds(int slot) const;
    // A combination by its weight (one draw of Rng::below128 over the total).
    size_t draw(Rng& rng) const;
};

// The free cards of the deal and where they may go.
struct DirectRoom {
    std::array<int, kSuits> left{};     // free cards of each suit (not predealt)
    std::vector<int> room;              // free cards each slot takes
    std::vector<int> size;              // each slot's whole size
    std::array<CardSet, kSlots> given;  // predealt cards of each slot
};

// The plan for the required patterns (required_shapes): the rarest slot first, then each
// further slot that makes the dealt share smaller by a tenth or more, while the combinations
// stay under `max_combinations`; no plan when plain dealing meets the patterns at least
// `worth_below` of the time.  Slots no deal can satisfy are left to rejection, which reports
// the count tried.
DirectPlan plan_direct(const std::array<std::optional<ShapeSet>, kSlots>& required,
                       const DirectRoom& room, double worth_below = 0.25,
                       size_t max_combinations = size_t{1} << 18);

}  // namespace stich::condition
