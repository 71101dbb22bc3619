// The library's scoring of a record: what a deal settles to under a variant of its game's
// rules (`stich analyze --variant`), and a four-handed deal's par (`stich solve`'s "par").
// Part of the supported surface (include/stich/stich.h): standard library types only.
#pragma once

#include <string>

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

// `stich analyze --json --variant VARIANT` on the record: its contract's settlement under the
// variant (`settlement`, each seat's value in the game's unit) with the rest of the analysis;
// "" the record's own [Variant].  A variant the record's game does not have is a problem that
// says why, located at the board.
Answer settle(SolverContext& context, const Record& record, const std::string& variant = "");

// The par of a full four-handed deal (whist or bridge) for its [Dealer] and [Vulnerable]: the
// score of perfect bidding with the double-dummy table, a sacrifice doubled, the dealer's side
// getting a contract both sides could bid (as DDS's DealerPar).  `par` holds it, and `json` is
// the "par" member of `stich solve --json` on the deal as dealt ({"score":420,"contracts":
// ["NS 4S"]}), `text` its line.  Not `ok` for a deal without [Vulnerable], an endgame, or a
// game that has no par.
Answer par(SolverContext& context, const Record& record);

}  // namespace stich::api
