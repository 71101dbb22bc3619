// Préférence's answers to `stich analyze`: the analysis of a board (the contract's value, the
// soundness of the calls, the settlement) and the board under every variant (--variants all).
#pragma once

#include "stich/game/module.h"
#include "stich/preference/analysis.h"

namespace stich::preference {

// What a Préférence board prepares once (GameModule::prepare): its terms, the rules from
// [Variant] and the money from [Stake] [Pot] [Cap] (board_terms).  Where the variant gives
// none, the question that needs them builds them again and says why, at the tag, as it always
// did.  A session that sets a board's pot (set_money_tag, session.cpp) sets its terms' pot
// with it.
struct PreparedFacts {
    std::optional<Terms> terms;
};
game::Prepared prepare_board(const Board& board);
// The terms `prepared` holds; nullopt where it holds none (the question builds them).
std::optional<Terms> prepared_terms(const game::Prepared& prepared);

// The board's analysis (`solve`: the contract's value; `analyze`: with the soundness of the
// calls) in its renderings, or why it has none at the tag at fault.
game::Answer board_answer(Solver& solver, const game::Prepared& prepared,
                          const AnalysisOptions& options);

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared,
                            const game::QuestionOptions& options);
game::Answer variants_answer(Solver& solver, const Board& board);
// `stich play`: the audit of the played cards, under the terms prepared (read where the
// board was prepared with none, and their problem said).
std::optional<game::PlayReport> play_answer(Solver& solver, const game::Prepared& prepared,
                                            std::string* why);
// An analysis with the position it is of: `label`, when not empty, says which position it is
// (after the first line of the text, as "position" in JSON).  The value of solve's and
// analyze's reports.
struct LabelledAnalysis {
    BoardAnalysis analysis;
    std::string label;
};

// The hand viewer's line (viewer.cpp): the tricks each side plays for; an Ausfechten's
// max-n line.  A talon game without [Discard] is shown after declarer's best discard where
// `request` lets the line complete the record: the one its answered report found, else
// searched.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const game::Prepared& prepared,
                                              const game::ViewerRequest& request, std::string* why);
// `stich bench`'s Préférence position (bench.cpp): the table of every game for every seat.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::preference
