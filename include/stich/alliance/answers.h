// Alliance's answers to `stich analyze`: the analysis of a board (the side game or the
// Resistance, every call's soundness, the settlement) and the board's contract under every
// variant (--variants all).
#pragma once

#include "stich/alliance/analysis.h"
#include "stich/alliance/play.h"
#include "stich/game/module.h"

namespace stich::alliance {

// The options of the analysis from the command's (--maxn-tricks, --tt-mb).
Options analysis_options(const game::QuestionOptions& options);

// What an Alliance board prepares once (GameModule::prepare): its rules from [Variant] and
// its [Contract], which every question reads.  Where either is not to be had, the question
// that needs it reads the tag again and says why, as it always did.  Its own tags' cards
// (records.h), read once too, which every question takes as values and the judge swaps a
// layout's into: the table cards in layout order, the face-up card first ([TableCards],
// table_cards; empty where the board has none), and the cards a Lever's declarer laid away
// ([Discard], discard_tag; nullopt where it has none).  A bad tag never reaches a question:
// the reader said where it is wrong.
struct PreparedFacts {
    std::optional<AllianceRules> rules;
    std::optional<Contract> contract;
    std::vector<Card> table;
    std::optional<CardSet> discard;
    // Rules and contract with the cards, as the play reads them; nullopt where either is
    // missing.
    std::optional<PlayTerms> terms() const {
        if (!rules || !contract) return std::nullopt;
        return PlayTerms{*rules, *contract, table, discard};
    }
};
game::Prepared prepare_board(const Board& board);
// The facts `prepared` holds; where it was prepared by another game, none but the cards,
// read from its board.
PreparedFacts prepared_facts(const game::Prepared& prepared);
// A board's own cards alone, read once, for a question asked of a board no module prepared:
// no rules or contract, built (and their problem said) where they are needed.
PreparedFacts cards_of(const Board& board);

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared, const Options& options);
// --variants all: the board's contract under every variant, its cards read once.
game::Answer variants_answer(Solver& solver, const game::Prepared& prepared,
                             const Options& options);
// `stich play`: the audit of the played cards; a Resistance is replayed and settled as played.
// The rules, contract and cards as prepared; where the board was prepared without its rules or
// contract, its terms are read once at the top (play_terms), and their problem said.
std::optional<game::PlayReport> play_answer(Solver& solver, const game::Prepared& prepared,
                                            std::string* why);
// The hand viewer's line (viewer.cpp): the marks of declarer's side; a Resistance's max-n
// line.
std::optional<game::ViewerData> viewer_answer(Solver& solver, const game::Prepared& prepared,
                                              std::string* why);
// `stich bench`'s Alliance positions (bench.cpp): an Alliance and a Lever, payoff searches.
std::vector<game::BenchPosition> bench_positions();

}  // namespace stich::alliance
