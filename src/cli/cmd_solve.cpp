// stich solve: double-dummy results of every board.
#include "commands.h"
#include "common.h"
#include "stich/alliance/report.h"
#include "stich/whist/report.h"

namespace stich::cli {

namespace {

Outcome solve_alliance(Solver& solver, const Board& board, Format format,
                       const alliance::Options& options) {
    std::string error;
    const auto game = alliance::solve_board(solver, board, options, &error);
    if (!game) return board_problem(board, error);
    Outcome out;
    if (format == Format::kJson) {
        out.text = alliance::to_json(board, *game).dump() + '\n';
    } else if (format == Format::kCsv) {
        out.csv_header = alliance::csv_header();
        out.text = alliance::to_csv(board, *game) + '\n';
    } else {
        out.text = alliance::to_text(board, *game) + '\n';
    }
    return out;
}

Outcome solve_board(Solver& solver, const Board& board, Format format,
                    const alliance::Options& options) {
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
        case Game::kAlliance:
            return solve_alliance(solver, board, format, options);
        case Game::kPreference:  // issue 4
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
    auto maxn = std::make_shared<int>(0);
    add_maxn_option(*cmd, *maxn);
    cmd->callback([opts, maxn, &status] {
        const alliance::Options options = alliance_options(*opts, *maxn);
        status = run_boards(*opts, "solved", [&](Solver& solver, const Board& board) {
            return solve_board(solver, board, opts->format(), options);
        });
    });
}

}  // namespace stich::cli
