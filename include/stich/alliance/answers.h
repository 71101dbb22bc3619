// Alliance's answers to `stich analyze`: the analysis of a board (the side game or the
// Resistance, every call's soundness, the settlement) and the board's contract under every
// variant (--variants all).
#pragma once

#include "stich/alliance/analysis.h"
#include "stich/game/module.h"

namespace stich::alliance {

// The options of the analysis from the command's (--maxn-tricks, --tt-mb).
Options analysis_options(const game::QuestionOptions& options);

game::Answer analyze_answer(Solver& solver, const Board& board, const Options& options);
game::Answer variants_answer(Solver& solver, const Board& board, const Options& options);
// `stich play`: the audit of the played cards; a Resistance is replayed and settled as played.
std::optional<game::PlayReport> play_answer(Solver& solver, const Board& board, std::string* why);
// The hand viewer's line (viewer.cpp): the marks of declarer's side; a Resistance's max-n
// line.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const Board& board, std::string* why);
// `stich bench`'s Alliance positions (bench.cpp): an Alliance and a Lever, payoff searches.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::alliance
