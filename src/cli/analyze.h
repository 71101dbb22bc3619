// The analysis of one board, as `stich analyze` gives it; `stich batch` runs it on every board.
#pragma once

#include "common.h"
#include "stich/alliance/analysis.h"

namespace stich::cli {

// The board's analysis under its game's rules, rendered in opts.format(), or its problem.
Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts);
// The same with Alliance's own options (--maxn-tricks); the above uses their defaults.
Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts,
                      const alliance::Options& options);

}  // namespace stich::cli
