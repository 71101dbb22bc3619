// Whist's answers to `stich analyze`: the analysis of a board (a bridge record's contract
// result and duplicate score, else whist's points and settlement) and the board under every
// variant (--variants all).
#pragma once

#include "stich/game/module.h"

namespace stich::whist {

game::Answer analyze_answer(Solver& solver, const Board& board);
game::Answer variants_answer(Solver& solver, const Board& board);
// `stich play`: the audit of the played cards; a revoke ends it with its penalty (§19).
std::optional<game::PlayReport> play_answer(Solver& solver, const Board& board, std::string* why);

}  // namespace stich::whist
