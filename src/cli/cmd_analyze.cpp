// stich analyze: what each board settles to under its game's rules: the double-dummy result,
// scoring, settlement, and the soundness of the calls the rules allow.
#include "analyze.h"
#include "commands.h"
#include "common.h"
#include "stich/whist/analysis.h"

namespace stich::cli {

namespace {

Outcome analyze_whist(Solver& solver, const Board& board, Format format) {
    auto result = whist::analyze(solver, board);
    if (auto* d = std::get_if<Diagnostic>(&result)) {
        Outcome out;
        out.problem = *d;
        return out;
    }
    const whist::Analysis& a = std::get<whist::Analysis>(result);
    return rendered(
        format, [&] { return whist::to_json(board, a); }, whist::analysis_csv_header(),
        [&] { return whist::to_csv(board, a); }, [&] { return whist::to_text(board, a); });
}

}  // namespace

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts) {
    switch (board.game) {
        case Game::kWhist:
            return analyze_whist(solver, board, opts.format());
        case Game::kPreference:  // issue 4
        case Game::kAlliance:    // issue 5
            break;
    }
    return board_problem(board, "analysing " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

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
