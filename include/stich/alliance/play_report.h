// What `stich play` and `stich solve --cards` print for an Alliance board: JSON and text.
// Values and audits are in face order (play.h: face_values, face_audit).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/alliance/play.h"
#include "stich/game/values.h"

namespace stich::alliance {

// One object: the position, then each run of equivalent cards with declarer's side's payoff.
// `stich solve --cards`'s values as numbers: the marks of declarer's side after each card.
game::CardValueTable cards_to_values(const Board& board, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values);
nlohmann::ordered_json cards_to_json(const Board& board, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values);
std::string cards_to_text(const Board& board, const PlayGame& g, const Position& pos,
                          const std::vector<CardValue>& values);

// The audit of the board's play (in face order) as the value every game shares: each card's
// side, declarer's side's marks before and after it and the marks it threw away.  The JSON
// (one object per card played) and the text render it.
game::PlayedCards audit_to_values(const PlayGame& g, const PlayAudit& audit);
std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayGame& g,
                                                  const game::PlayedCards& played);
std::string audit_to_text(const Board& board, const PlayGame& g, const game::PlayedCards& played);

}  // namespace stich::alliance
