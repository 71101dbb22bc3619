// The Préférence case of `solve` and `analyze`: the library's analysis, rendered in the
// format asked for.
#pragma once

#include "common.h"

namespace stich::cli {

Outcome preference_outcome(Solver& solver, const Board& board, const CommonOptions& opts,
                           bool analysis);

}  // namespace stich::cli
