// The library's questions on the position a record's play section has led to, as the command
// line asks them: `SolverContext::card_values` values the deal as the record gives it, while
// `stich solve --cards` values the cards where the play has led (and the deal as dealt when
// the play section cannot be placed); `SolverContext::solve` solves the deal as the record gives
// it, while `stich solve` solves the deal as dealt and labels it, with the position after a play
// that stops before the end beside it.  Added for the browser's engine (docs/web.md), whose
// answers must be the command's on the same record.
#pragma once

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

// `stich solve --cards --json` on the record.
Answer card_values_now(SolverContext& context, const Record& record);

// `stich solve --json` on the record: the deal as dealt; for a record with a play section,
// labelled "position": "as dealt" (its contract's result is the play's), and where the play
// stops before the end, the position after it as "after_play" (labelled "after N cards
// played") when it can be solved, else a warning that says why.  A play section with a defect
// is not used: the deal as dealt, with that warning.
Answer solve_played(SolverContext& context, const Record& record);

}  // namespace stich::api
