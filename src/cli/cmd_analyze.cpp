// stich analyze: what each board settles to under its game's rules: the double-dummy result,
// scoring, settlement, and the soundness of the calls the rules allow.
#include "commands.h"
#include "common.h"
#include "preference.h"

namespace stich::cli {

namespace {

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts) {
    switch (board.game) {
        case Game::kPreference:
            return preference_outcome(solver, board, opts, true);
        case Game::kWhist:     // issue 3
        case Game::kAlliance:  // issue 5
            break;
    }
    return board_problem(board, "analysing " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

}  // namespace

void register_analyze(CLI::App& app, int& status) {
    auto opts = std::make_shared<CommonOptions>();
    CLI::App* cmd = app.add_subcommand(
        "analyze", "Scoring and settlement of every board, and whether its calls are sound");
    add_common_options(*cmd, *opts);
    cmd->callback([opts, &status] {
        status = run_boards(*opts, "analysed", [&](Solver& solver, const Board& board) {
            return analyze_board(solver, board, *opts);
        });
    });
}

}  // namespace stich::cli
