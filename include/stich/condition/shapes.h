// What a condition requires of the suit lengths of each slot, read from the condition itself:
// the dealer uses it to deal a rare shape directly instead of rejecting deal after deal
// (deal_script.h).
#pragma once

#include <algorithm>
#include <array>
#include <optional>

#include "stich/condition/program.h"

namespace stich::condition {

// The suit-length patterns (ShapeSet) each slot must have for `node` to hold: the
// intersection of the shape() tests and of the comparisons of one suit's length with a
// number among the terms of its top-level && chain.  A slot that no such term names is
// nullopt (any pattern).  Whatever else the condition asks stays to be tested: the sets are
// necessary, not sufficient.  `slot_size` is the cards of each slot (Vocabulary).
std::array<std::optional<ShapeSet>, kSlots> required_shapes(
    const Program& program, int node, const std::array<int, kSlots>& slot_size);

// Calls f(spades, hearts, diamonds, clubs) for each pattern of `size` cards.
template <class F>
void for_each_pattern(int size, F f) {
    for (int s = 0; s <= std::min(size, kRanks); ++s)
        for (int h = 0; h <= std::min(size - s, kRanks); ++h)
            for (int d = 0; d <= std::min(size - s - h, kRanks); ++d)
                if (const int c = size - s - h - d; c <= kRanks) f(s, h, d, c);
}

}  // namespace stich::condition
