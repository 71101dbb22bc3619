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

// One JSON object per card played.
std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayGame& g,
                                                  const PlayAudit& audit);
std::string audit_to_text(const Board& board, const PlayGame& g, const PlayAudit& audit);
// Its cards as the value every game shares: the marks each threw away.
game::PlayedCards audit_to_values(const PlayAudit& audit);

}  // namespace stich::alliance
