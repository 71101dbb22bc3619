// What `stich analyze` reports for a whist board: the double-dummy result for the real trump
// and leader, the honours, the deal's points, and, given the standing ([Standing]), the score
// after the deal, the game it ends and its value, slam premiums, and whether to call.
#pragma once

#include <optional>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "stich/engine/solver.h"
#include "stich/io/board.h"
#include "stich/whist/call.h"
#include "stich/whist/honours.h"
#include "stich/whist/scoring.h"
#include "stich/whist/variant.h"

namespace stich::whist {

struct Analysis {
    WhistRules rules;
    std::string variant;  // the variant as written ("standard" when none)
    Suit trump = kSpades;
    int leader = 0;        // who leads the current trick
    int tricks_done = 0;   // complete tricks before the position
    int tricks_left = 13;  // tricks still to play, the current one included
    PerSide won{};         // tricks already won ([Won])
    PerSide to_come{};     // double-dummy tricks of the rest
    HonourCount honours;
    DealFacts facts;  // tricks of the whole deal, honours per side, point factor
    DealPoints points;
    std::optional<DealScore> score;  // with [Standing]
    CallVerdict call;                // call.right.reason says why not, when not allowed
};

// The analysis of a whist board (the position after its play section, when it has one: the
// play is the deal's history), or the first problem with it, located at the tag at fault
// (the board for --variant, which replaces the board's [Variant]).
// `rules`: the board's rules built already (the board prepared, whist/answers.h); nullopt,
// built here (and their problem said).
std::variant<Analysis, Diagnostic> analyze(Solver& solver, const Board& board,
                                           const std::optional<WhistRules>& rules = std::nullopt);

// What an analysis reads of a board besides its cards, read once: the rules its variant gives,
// the trump, the standing.  The judge's layouts of one board share it (whist/judge.cpp), so
// that a layout reads no tag and parses no variant.
struct AnalysisBasis {
    WhistRules rules;
    std::string variant;  // as written ("standard" when none)
    Suit trump = kSpades;
    std::optional<PerSide> score;  // [Standing]
};
std::variant<AnalysisBasis, Diagnostic> analysis_basis(const Board& board);
// The same under rules already built from the board (board_rules).
std::variant<AnalysisBasis, Diagnostic> analysis_basis(const Board& board, const WhistRules& rules);

// Why a position that has played `tricks_done` tricks cannot be scored from the record's count
// of them ([Won], or none), or "".
std::string won_unfit_for_scoring(const Board& board, int tricks_done);

// A problem of a position under its basis: the tag of the record at fault and the message.
struct AnalysisProblem {
    std::string tag;
    std::string message;
};

// The analysis at `now` (its hands, the trick in progress, the tricks won before it), with the
// honours counted in the deal as dealt: what analyze() gives once it has read the board.
std::variant<Analysis, AnalysisProblem> analysis_at(Solver& solver, const AnalysisBasis& basis,
                                                    const Position& now,
                                                    const HonourCount& honours);

nlohmann::ordered_json to_json(const Board& board, const Analysis& a);
std::string to_text(const Board& board, const Analysis& a);
std::string analysis_csv_header();
std::string to_csv(const Board& board, const Analysis& a);

}  // namespace stich::whist
