// What a SolverContext holds, for the library's own files (src/api/): the game modules, one
// solver whose tables stay warm, and the options its questions are asked with.
#pragma once

#include "stich/api/solver.h"
#include "stich/engine/solver.h"
#include "stich/game/registry.h"

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

// The context's insides, for the state (state.cpp) that asks the game modules through it.
struct ContextAccess {
    static SolverContext::Impl& of(SolverContext& context) { return *context.impl_; }
};

}  // namespace stich::api
