// The library's audit of a played deal (`stich play`): the double-dummy value before and after
// every card of the record's play section, for the side that played it, and what each card
// that cost something should have been.
// Part of the supported surface (include/stich/stich.h): standard library types only.
#pragma once

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

// `stich play --json` on the record: `json` holds its lines, one JSON object a card
// (`json_lines` is set), `text` what the terminal shows.  A card that could not be played (not
// held, a revoke) ends the audit: the cards before it are answered and the card is a note with
// `error` set, where the command reports it (exit status 1).  A record whose play cannot be
// audited (no play section, a game that plays each for himself before the end) is not `ok`.
Answer play_analysis(SolverContext& context, const Record& record);

}  // namespace stich::api
