// The JSON rows of a play audit, one object per card, common to every game: the game fills in
// its own fields of a card (seat, side, values), the rest is shared.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/support/play_analysis.h"

namespace stich {

// Each row: board, game, trick, the game's fields, cost, and best (the best cards) where the
// card cost something; a last row with stopped_at and error when the audit stopped.
std::vector<nlohmann::ordered_json> audit_rows(
    const std::string& board, const std::string& game, const PlayAudit& audit,
    const std::function<void(const PlayStep&, nlohmann::ordered_json&)>& fields);

// The rows of solve --cards, best first: each run's cards, then the game's fields of its value.
nlohmann::ordered_json card_rows(
    const std::vector<CardValue>& values,
    const std::function<void(const CardValue&, nlohmann::ordered_json&)>& fields);

}  // namespace stich
