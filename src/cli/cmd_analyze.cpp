// stich analyze: what each board settles to under its game's rules: the double-dummy result,
// scoring, settlement, and the soundness of the calls the rules allow.
#include "commands.h"
#include "common.h"
#include "stich/alliance/report.h"

namespace stich::cli {

namespace {

Outcome analyze_alliance(Solver& solver, const Board& board, const CommonOptions& opts,
                         const alliance::Options& options) {
    std::string error;
    const auto analysis = alliance::analyze_board(solver, board, options, &error);
    if (!analysis) return board_problem(board, error);
    Outcome out;
    if (opts.format() == Format::kJson) {
        out.text = alliance::to_json(board, *analysis).dump() + '\n';
    } else if (opts.format() == Format::kCsv) {
        out.csv_header = alliance::csv_header();
        out.text = alliance::to_csv(board, *analysis);
    } else {
        out.text = alliance::to_text(board, *analysis) + '\n';
    }
    return out;
}

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts,
                      const alliance::Options& options) {
    switch (board.game) {
        case Game::kAlliance:
            return analyze_alliance(solver, board, opts, options);
        case Game::kWhist:       // issue 3
        case Game::kPreference:  // issue 4
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
    auto maxn = std::make_shared<int>(0);
    add_maxn_option(*cmd, *maxn);
    cmd->callback([opts, maxn, &status] {
        const alliance::Options options = alliance_options(*opts, *maxn);
        status = run_boards(*opts, "analysed", [&](Solver& solver, const Board& board) {
            return analyze_board(solver, board, *opts, options);
        });
    });
}

}  // namespace stich::cli
