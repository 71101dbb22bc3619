// stich solve: double-dummy results of every board.
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.h"
#include "common.h"
#include "progress.h"
#include "stich/parallel.h"
#include "stich/solver.h"
#include "stich/whist/report.h"

namespace stich::cli {

namespace {

struct Outcome {
    std::string text;                   // what to print for the board
    std::string csv_header;             // the header its CSV row belongs under
    std::optional<Diagnostic> problem;  // why it could not be solved
};

Outcome solve_board(Solver& solver, const Board& board, Format format) {
    Outcome out;
    auto fail = [&](std::string message) {
        out.problem = Diagnostic{board.where, board.id, std::move(message)};
        return out;
    };
    solver.clear_table();  // each board alone: the same work whatever thread solves it
    switch (board.game) {
        case Game::kWhist: {
            if (auto why = whist::check(board)) return fail(*why);
            const whist::SolveReport r = whist::solve(solver, board);
            if (format == Format::kJson) out.text = whist::to_json(board, r).dump() + '\n';
            else if (format == Format::kCsv) {
                out.csv_header = whist::csv_header();
                out.text = whist::to_csv(board, r) + '\n';
            } else
                out.text = whist::to_text(board, r) + '\n';
            return out;
        }
        default:
            return fail(std::string("solving ") + std::string(game_name(board.game)) +
                        " boards is not available in this version");
    }
}

int run_solve(const CommonOptions& opts) {
    BoardSource source(opts.files);
    const int threads = opts.thread_count();
    std::vector<std::unique_ptr<Solver>> solvers(threads);
    int failures = 0;
    std::string last_header;
    Progress progress("solved", "boards");
    ordered_parallel<Board, Outcome>(
        threads, [&] { return source.next(); },
        [&](int worker, Board& board) {
            if (!solvers[worker])
                solvers[worker] = std::make_unique<Solver>(SolverOptions{opts.tt_megabytes});
            return solve_board(*solvers[worker], board, opts.format());
        },
        [&](Outcome& o) {
            progress.step();
            if (o.problem) {
                source.report(*o.problem);
                ++failures;
                return;
            }
            if (!o.csv_header.empty() && o.csv_header != last_header) {
                std::cout << o.csv_header << '\n';
                last_header = o.csv_header;
            }
            std::cout << o.text << std::flush;
        });
    progress.finish();
    return exit_code(source, 0);
}

}  // namespace

void register_solve(CLI::App& app, int& status) {
    auto opts = std::make_shared<CommonOptions>();
    CLI::App* cmd = app.add_subcommand(
        "solve", "Double-dummy tricks of every board: the table of every strain and leader");
    add_common_options(*cmd, *opts);
    cmd->callback([opts, &status] { status = run_solve(*opts); });
}

}  // namespace stich::cli
