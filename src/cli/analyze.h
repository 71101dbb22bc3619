// The analysis of one board, as `stich analyze` gives it; `stich batch` runs it on every board.
#pragma once

#include "common.h"

namespace stich::cli {

// The board's analysis under its game's rules, rendered in opts.format(), or its problem.
Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts);

}  // namespace stich::cli
