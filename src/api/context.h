// What a SolverContext holds, for the library's own files (src/api/): the game modules, one
// solver whose tables stay warm, and the options its questions are asked with.
#pragma once

#include "stich/api/solver.h"
#include "stich/engine/solver.h"
#include "stich/game/registry.h"
#include "stich/io/board.h"

namespace stich::api {

struct SolverContext::Impl {
    explicit Impl(const SolverOptions& options)
        : solver(stich::SolverOptions{options.table_megabytes, nullptr}) {
        question.tt_megabytes = options.table_megabytes;
    }
    game::GameRegistry games = game::standard_games();
    Solver solver;
    game::QuestionOptions question;
};

// A diagnostic of the input as the library's problem: its place, the board's id.
inline Problem problem_of(const Board& board, const Diagnostic& d, bool error) {
    return Problem{d.where.file, d.where.line, d.where.column, board.id, d.message, error};
}

// A problem of the board as a whole, located at its first tag.
inline Problem problem_of(const Board& board, std::string message, bool error = true) {
    return problem_of(board, Diagnostic{board.where, board.id, std::move(message)}, error);
}

// The position after a play that stops before the end of the deal, as the game places it;
// nullopt when there is none (no card played, all of them, or the game cannot place it: `why`).
std::optional<Board> after_play_at(const game::GameModule& game, const Board& board,
                                   std::string* why);

// The context's insides, for the state (state.cpp) that asks the game modules through it.
struct ContextAccess {
    static SolverContext::Impl& of(SolverContext& context) { return *context.impl_; }
};

}  // namespace stich::api
