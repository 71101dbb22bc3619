// The library's questions on the position a record's play section has led to, as the command
// line asks them: `SolverContext::card_values` values the deal as the record gives it, while
// `stich solve --cards` values the cards where the play has led (and the deal as dealt when
// the play section cannot be placed).  Added for the browser's engine (docs/web.md), whose
// values must be the command's on the same record.
#pragma once

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

// `stich solve --cards --json` on the record.
Answer card_values_now(SolverContext& context, const Record& record);

}  // namespace stich::api
