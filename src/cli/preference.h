// The Préférence case of `analyze`: the library's analysis of the position after the board's
// play, rendered in the format asked for.
#pragma once

#include "common.h"

namespace stich::cli {

Outcome preference_outcome(Solver& solver, const Board& board, const CommonOptions& opts);

}  // namespace stich::cli
