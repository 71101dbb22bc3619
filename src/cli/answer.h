// A game module's answer (game/module.h) as the Outcome of a board in the user's format.
#pragma once

#include "common.h"
#include "stich/game/module.h"

namespace stich::cli {

// The report in opts.format(), or the answer's error located at its tag when the board has it
// (not at [Variant] when --variant replaced it).  A report without CSV gives its text there.
Outcome answer_outcome(const Board& board, const CommonOptions& opts, const game::Answer& answer);

}  // namespace stich::cli
