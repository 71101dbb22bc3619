// stich solve: double-dummy results of every board.
#include "commands.h"
#include "common.h"
#include "preference.h"
#include "stich/whist/report.h"

namespace stich::cli {

namespace {

Outcome solve_board(Solver& solver, const Board& board, const CommonOptions& opts) {
    const Format format = opts.format();
    switch (board.game) {
        case Game::kWhist: {
            if (auto why = whist::check(board)) return board_problem(board, *why);
            const whist::SolveReport r = whist::solve(solver, board);
            Outcome out;
            if (format == Format::kJson) {
                out.text = whist::to_json(board, r).dump() + '\n';
            } else if (format == Format::kCsv) {
                out.csv_header = whist::csv_header();
                out.text = whist::to_csv(board, r) + '\n';
            } else {
                out.text = whist::to_text(board, r) + '\n';
            }
            return out;
        }
        case Game::kPreference:
            return preference_outcome(solver, board, opts, false);
        case Game::kAlliance:  // issue 5
            break;
    }
    return board_problem(board, "solving " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

}  // namespace

void register_solve(CLI::App& app, int& status) {
    auto opts = std::make_shared<CommonOptions>();
    CLI::App* cmd = app.add_subcommand(
        "solve", "Double-dummy tricks of every board: the table of every strain and leader");
    add_common_options(*cmd, *opts);
    cmd->callback([opts, &status] {
        status = run_boards(*opts, "solved", [&](Solver& solver, const Board& board) {
            return solve_board(solver, board, *opts);
        });
    });
}

}  // namespace stich::cli
