// Whist play analysis: the value of each card (solve --cards) and the audit of a played deal.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/bridge/contract.h"
#include "stich/engine/solver.h"
#include "stich/game/values.h"
#include "stich/io/board.h"
#include "stich/support/play_analysis.h"

namespace stich::whist {

// A side's tricks in all: those already won and its double-dummy tricks to come.
Valuer trick_valuer(Solver& solver);

// The start of the board's play ([Play] with its section: hands before the play, forehand
// leads) and its cards in order; or why it cannot be analysed.
std::optional<std::string> play_record(const Board& board, Position& start,
                                       std::vector<Card>& cards);
// The same in the trump read already (board_trump, a prepared board's: answers.h).
std::optional<std::string> play_record(const Board& board, std::optional<Strain> trump,
                                       Position& start, std::vector<Card>& cards);

// The cards of the current position with their values, with the board's trump and the
// current trick's leader read already (a prepared board's: answers.h, current_leader).
std::optional<std::string> card_table(Solver& solver, const Board& board,
                                      std::optional<Strain> trump, int leader,
                                      std::vector<CardValue>& out, Position& pos);

// The card values as numbers: the tricks in all of the mover's side after each card.
game::CardValueTable cards_to_values(const Position& pos, const std::vector<CardValue>& values);
nlohmann::ordered_json cards_to_json(const Board& board, const Position& pos,
                                     const std::vector<CardValue>& values);
std::string cards_to_text(const Board& board, const Position& pos,
                          const std::vector<CardValue>& values);

// The audit of the board's play as the value every game shares: each card's side's tricks in
// all before and after it, the tricks it threw away, and declarer's side's tricks where the
// board is a bridge record (`record`, read once: bridge::record_of).  The JSON (one object per
// card played) and the text, played in `trump`, render it.
game::PlayedCards audit_to_values(const std::optional<bridge::Record>& record,
                                  const PlayAudit& audit);
std::vector<nlohmann::ordered_json> audit_to_json(const Board& board,
                                                  const std::optional<bridge::Record>& record,
                                                  const game::PlayedCards& played);
std::string audit_to_text(const Board& board, const std::optional<bridge::Record>& record,
                          Strain trump, const game::PlayedCards& played);

}  // namespace stich::whist
