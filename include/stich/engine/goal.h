// What a search tries to prove.
//
// The alpha-beta search (search.h) answers one yes/no question: can side 0 reach its goal
// against side 1's best play?  A goal type tells it
//   - status(pos): at a trick start, whether the goal is already won or lost for sure (it must
//     be decided once no cards are left);
//   - threshold(pos) and key(pos): the transposition table stores bounds on a "future value"
//     of positions that share key(pos); the goal holds here iff that value >= threshold(pos);
//   - distinct(): cards whose identity matters beyond their rank, never merged as equivalent;
//   - kTrickBounds: whether quick-trick cut-offs (bounds.h), which count tricks, apply;
//   - optionally key_and_status(pos): both at once, for a goal whose key and status read the
//     same state of the position (Alliance's payoff).
// Goals other than trick counts (defenders' quotas, Alliance's payoff) are further types with
// the same members; they share this search, its move generation and its table.
#pragma once

#include <cstdint>

#include "stich/engine/position.h"

namespace stich {

enum class Verdict : int8_t { kLoss = -1, kOpen = 0, kWin = 1 };

// Side 0 takes at least `target` tricks in all, counting the tricks it has already won.
struct TrickGoal {
    static constexpr bool kTrickBounds = true;
    int target = 0;

    // Future value: the tricks side 0 takes from here on; it needs this many more.
    int threshold(const Position& pos) const { return target - pos.side_won(0); }
    Verdict status(const Position& pos) const {
        const int need = threshold(pos);
        if (need <= 0) return Verdict::kWin;
        if (need > pos.tricks_left()) return Verdict::kLoss;
        return Verdict::kOpen;
    }
    uint64_t key(const Position&) const { return 0; }
    CardSet distinct() const { return {}; }
};

}  // namespace stich
