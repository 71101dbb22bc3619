// The defenders' quotas: the lexicographic defence of solution-concepts.md §2.
//
// The defenders are a coalition with three aims in order: hold declarer to his zero-sum value
// D; then bring as many defenders as possible to their quota (2 tricks each; with an
// invitation, 4 together); then make the smaller defender's count as large as possible.
// Declarer opposes every aim.  Each step is a sequence of yes/no searches with a QuotaGoal
// ("can the defence hold declarer to D while the first defender takes at least a and the
// second at least b?"), so the answer does not depend on move order.
//
// Money needs both defenders' counts, and the three aims fix only the smaller one.  The split
// used to settle is the one where the first defender (declarer's left) takes the most he can
// be sure of under the three aims and the second the rest of the tricks declarer does not
// take: a fourth step, decided here and documented in the man page.
#pragma once

#include <array>

#include "stich/engine/solver.h"
#include "stich/preference/position.h"

namespace stich::preference {

struct QuotaResult {
    int declarer = 0;  // D, tricks still to play
    // Playing defenders who reach their quota (with an invitation: 2 if the two reach 4
    // together, else 0).
    int at_quota = 0;
    int smallest = 0;                    // the smaller defender's tricks in all (won included)
    std::array<int, kPlayers> tricks{};  // the split used to settle: tricks still to play
};

// For 1-4, Geschäft and Herz with at least one defender playing; `declarer_tricks` is D.
QuotaResult defend(Solver& solver, const PlaySetup& s, const PreferenceRules& rules,
                   int declarer_tricks);

}  // namespace stich::preference
