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
// The hand viewer's line (viewer.cpp): the tricks each partnership takes in all.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const Board& board, std::string* why);
// `stich bench`'s whist positions (bench.cpp): six deals, full tables.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::whist
