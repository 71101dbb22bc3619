// What a search tries to prove.
//
// The alpha-beta search (search.h) answers one yes/no question: can side 0 reach its goal
// against side 1's best play?  A goal type tells it
//   - status(pos): at a trick start, whether the goal is already won or lost for sure (it must
//     be decided once no cards are left);
//   - threshold(pos) and key(pos): the transposition table stores bounds on a "future value"
//     of positions that share key(pos); the goal holds here iff that value >= threshold(pos);
//   - distinct(): cards whose identity matters beyond their rank, never merged as equivalent;
//   - kTrickBounds: whether quick-trick cut-offs (bounds.h), which count tricks, apply: to a
//     trick goal at its threshold, to a goal with probe() at the needs it gives;
//   - optionally kSameInEveryStrain: the future value is the play's alone (a count of
//     tricks), so that once no trump is left in the hands it is the notrump position's; the
//     solver then keeps its table from one strain to the next (solver.h), the search keys
//     each entry by the strain while trumps are in the hands and by none after (search.h);
//   - optionally probe(pos): key, status and, at a trick start, the tricks side 0 needs
//     (TrickNeeds) at once, for a goal whose key and status read the same state of the position
//     and whose value is not a count of tricks but is monotone in them (Alliance's payoff).
//   - optionally forced(pos, used): at a trick start whose status is open, a verdict the cards
//     decide before any is played (a trick-avoider's: bounds.h's sweeping_player), with the
//     cards it relied on in `used`; kOpen where they do not.
// Goals other than trick counts (defenders' quotas, Alliance's payoff) are further types with
// the same members; they share this search, its move generation and its table.
#pragma once

#include <cstdint>

#include "stich/engine/position.h"

namespace stich {

enum class Verdict : int8_t { kLoss = -1, kOpen = 0, kWin = 1 };

// The tricks side 0 needs from a trick start to the end, for a goal monotone in them: with
// `win` more it reaches the goal however the rest falls, with fewer than `loss` more it
// cannot.  A trick goal needs its threshold for both; a goal that also counts cards won
// (Alliance's figures) may need more to be sure than to keep a chance.
struct TrickNeeds {
    int win = 0;
    int loss = 0;
};

// What a goal's probe() gives at a trick start.
struct GoalProbe {
    uint64_t key = 0;
    Verdict verdict = Verdict::kOpen;
    TrickNeeds needs;  // read only where the verdict is open
};

// Side 0 takes at least `target` tricks in all, counting the tricks it has already won.
struct TrickGoal {
    static constexpr bool kTrickBounds = true;
    static constexpr bool kSameInEveryStrain = true;
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

// Whether a goal's table entries hold in every strain once no trump is left (above).
template <class Goal>
constexpr bool same_in_every_strain() {
    if constexpr (requires { Goal::kSameInEveryStrain; })
        return Goal::kSameInEveryStrain;
    else
        return false;
}

}  // namespace stich
