// The JSON rows of a play audit, one object per card, common to every game: the game fills in
// its own fields of a card (seat, side, values), the rest is shared.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/game/values.h"
#include "stich/support/play_analysis.h"

namespace stich {

// Each row: board, game, trick, the game's fields, cost, and best (the best cards) where the
// card cost something; a last row with stopped_at and error when the audit stopped.
// The best cards are listed by runs, best first, each run high to low (AuditedCard::best_runs).
std::vector<nlohmann::ordered_json> audit_rows(
    const std::string& board, const std::string& game, const game::PlayedCards& played,
    const std::function<void(const game::AuditedCard&, nlohmann::ordered_json&)>& fields);

// The rows of solve --cards, best first: each run's cards, then the game's fields of its value.
nlohmann::ordered_json card_rows(
    const std::vector<CardValue>& values,
    const std::function<void(const CardValue&, nlohmann::ordered_json&)>& fields);

}  // namespace stich
