// The library's solve of a record with a play section as the command line solves it:
// `SolverContext::solve` solves the deal as the record gives it, while `stich solve` solves the
// deal as dealt and labels it, with the position after a play that stops before the end beside
// it.  (The cards where the play has led, as `stich solve --cards` values them, are
// `SolverContext::card_values(record, ValuedAt::kAfterPlay)`.)  Added for the browser's engine
// (docs/web.md), whose answers must be the command's on the same record.
#pragma once

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

// `stich solve --json` on the record: the deal as dealt; for a record with a play section,
// labelled "position": "as dealt" (its contract's result is the play's), and where the play
// stops before the end, the position after it as "after_play" (labelled "after N cards
// played") when it can be solved, else a warning that says why.  A play section with a defect
// is not used: the deal as dealt, with that warning.
Answer solve_played(SolverContext& context, const Record& record);

}  // namespace stich::api
