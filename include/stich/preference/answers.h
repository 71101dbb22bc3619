// Préférence's answers to `stich analyze`: the analysis of a board (the contract's value, the
// soundness of the calls, the settlement) and the board under every variant (--variants all).
#pragma once

#include "stich/game/module.h"
#include "stich/preference/analysis.h"

namespace stich::preference {

// The board's analysis (`solve`: the contract's value; `analyze`: with the soundness of the
// calls) in its renderings, or why it has none at the tag at fault.
game::Answer board_answer(Solver& solver, const Board& board, const AnalysisOptions& options);

game::Answer analyze_answer(Solver& solver, const Board& board,
                            const game::QuestionOptions& options);
game::Answer variants_answer(Solver& solver, const Board& board);
// `stich play`: the audit of the played cards.
std::optional<game::PlayReport> play_answer(Solver& solver, const Board& board, std::string* why);
// The hand viewer's line (viewer.cpp): the tricks each side plays for; an Ausfechten's
// max-n line.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const Board& board, std::string* why);
// `stich bench`'s Préférence position (bench.cpp): the table of every game for every seat.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::preference
