// Duplicate bridge scoring (Laws of Duplicate Bridge 2017, Law 77): the score of a contract for
// the tricks declarer took, from declarer's side's point of view.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "stich/bridge/contract.h"

namespace stich::bridge {

// Positive when the contract made, negative when it went down; 0 for a passed-out deal.
int duplicate_score(const Contract& contract, int tricks, bool vulnerable);

// The score for North-South of `declarer` taking `tricks` in `contract`.
int ns_score(const Contract& contract, int declarer, int tricks, Vulnerability vulnerability);
// A score is written by game::ns_score_text (game/notation.h): "N-S +420".

}  // namespace stich::bridge
