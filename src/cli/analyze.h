// The analysis of one board, as `stich analyze` gives it; `stich batch` runs it on every board.
#pragma once

#include "common.h"
#include "stich/game/module.h"

namespace stich::cli {

// The board's analysis under its game's rules (opts.games' module of the board's game),
// rendered in opts.format(), or its problem; with `variants`, the board under every variant
// of its game (--variants all).  `values`, when given, gets the answer's JSON as a value (the
// HTML page's travelling scores), whatever the format.
Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts,
                      const game::QuestionOptions& options, bool variants,
                      nlohmann::ordered_json* values = nullptr);
// The analysis with the default options of the questions (batch's).
Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts);

}  // namespace stich::cli
