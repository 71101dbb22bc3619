// Side 0 holds itself to at most a number of tricks, for the yes/no search (goal.h).
//
// The fewest tricks a player can hold himself to alone against the others (Bettler's
// declarer, a seat's guarantee in Ausfechten) is a zero-sum game in which side 0 (that player
// alone) wants the tricks to go to side 1, and side 1 wants them to go to side 0.  Its future
// value is the tricks side 1 takes from here on; side 0 holds itself to `at_most` tricks in
// all (won before the position included) when that value reaches
//
//     threshold = tricks left - (at_most - tricks side 0 has won).
//
// The value is the play's alone, so the table's bounds serve every `at_most`: the fewest
// tricks' searches at neighbouring counts share their entries, where QuotaGoal, whose key
// holds the quota, keeps them apart (bench/RESULTS.md, issue 41, branch pref15).  The
// quick-trick bounds count the tricks a side can make sure of taking, which neither side
// wants here: they do not apply.
#pragma once

#include <cstdint>

#include "stich/engine/bounds.h"
#include "stich/engine/goal.h"

namespace stich::preference {

struct FewTricksGoal {
    static constexpr bool kTrickBounds = false;
    static constexpr bool kSameInEveryStrain = true;
    int at_most = 0;

    int threshold(const Position& pos) const {
        return pos.tricks_left() - at_most + pos.side_won(0);
    }
    // Held once side 1 needs no more tricks; broken once it needs more than are left.
    Verdict status(const Position& pos) const {
        const int need = threshold(pos);
        return need <= 0 ? Verdict::kWin
                         : (need > pos.tricks_left() ? Verdict::kLoss : Verdict::kOpen);
    }
    // Where one player takes every trick left whatever anyone plays, the tricks are no one's
    // to shed or give: side 1 takes all of them or none.  The quick-trick bounds do not apply
    // (above), and this is the one trick start such a search can settle from the cards.
    Verdict forced(const Position& pos, CardSet& used) const {
        const int who = sweeping_player(pos, used);
        if (who < 0) return Verdict::kOpen;
        const int side1 = pos.side(who) == 1 ? pos.tricks_left() : 0;
        return side1 >= threshold(pos) ? Verdict::kWin : Verdict::kLoss;
    }
    uint64_t key(const Position&) const { return 0; }
    CardSet distinct() const { return {}; }
};

}  // namespace stich::preference
