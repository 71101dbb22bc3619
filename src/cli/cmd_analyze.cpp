// stich analyze: what each board settles to under its game's rules: the double-dummy result,
// scoring, settlement, and the soundness of the calls the rules allow.  Each game's module
// answers (the analysis capability: game::analyze, compare_variants).
#include <iostream>

#include "analyze.h"
#include "answer.h"
#include "commands.h"
#include "common.h"
#include "diagram_option.h"
#include "html_report.h"

namespace stich::cli {

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts,
                      const game::QuestionOptions& options, bool variants,
                      nlohmann::ordered_json* values) {
    const game::GameModule& module = opts.games->of(board);
    // The one [Won] check of every command (stich/won.h), located at the tag.
    if (auto unfit = won_unfit(module, board)) return *unfit;
    const game::Prepared prepared = module.prepare(board);
    const game::Answer answer = variants ? game::compare_variants(module, solver, prepared, options)
                                         : game::analyze(module, solver, prepared, options);
    if (values && answer.report) *values = answer.report->json();
    return answer_outcome(board, opts, answer);
}

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts) {
    return analyze_board(solver, board, opts,
                         game::QuestionOptions{std::nullopt, 0, opts.tt_megabytes}, false);
}

void register_analyze(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto opts = std::make_shared<CommonOptions>();
    opts->games = &games;
    CLI::App* cmd = app.add_subcommand(
        "analyze", "Scoring and settlement of every board, and whether its calls are sound");
    add_common_options(*cmd, *opts);
    add_score_option(*cmd, opts->score);
    auto variants = std::make_shared<std::string>();
    cmd->add_option("--variants", *variants,
                    "Compare the board under every variant of its game ('all')")
        ->check(CLI::IsMember({"all"}));
    auto html = std::make_shared<std::string>();
    CLI::Option* html_option =
        cmd->add_option("--html", *html,
                        "Write a self-contained HTML report: a file for one input, else a folder "
                        "with one page per input");
    auto engine = std::make_shared<bool>(false);
    add_html_engine_option(*cmd, html_option, *engine);
    auto maxn = std::make_shared<int>(0);
    add_maxn_option(*cmd, *maxn);
    auto diagram = std::make_shared<DiagramChoice>();
    add_diagram_options(*cmd, *diagram);
    cmd->callback([opts, variants, html, engine, maxn, diagram, &status, &games] {
        const game::QuestionOptions options{std::nullopt, *maxn, opts->tt_megabytes};
        // --html: the page shows the text output (its sentences and grids) and a hand viewer.
        HtmlReport report(report::PageKind::kAnalyze, "stich analysis", games);
        const auto html_run =
            html_run_options("stich analyze", *html, *engine, *opts, report, status);
        if (!html_run) return;
        const CommonOptions& run = *html_run;
        const DiagramChoice shown = settled(*diagram);
        status = run_boards(run, "analysed", [&](Solver& solver, const Board& board, int threads) {
            // A board may split its work over the threads no other board holds (a Préférence
            // analysis): a deal alone, the interactive case, is answered sooner.
            game::QuestionOptions asked = options;
            asked.threads = threads;
            Outcome out;
            // The page keeps the values too: a bridge board's go to its travelling scores.
            nlohmann::ordered_json values;
            if (auto unusable = play_unusable(board))
                out = *unusable;
            else
                out = analyze_board(solver, board, run, asked, !variants->empty(),
                                    html->empty() ? nullptr : &values);
            if (!html->empty())
                report.take(board, out, &solver, std::move(values));
            else if (!out.problem)
                add_record_diagram(out, games.of(board), board, shown, run.format(), false);
            return out;
        });
        if (!html->empty() && !report.write(opts->files, *html)) status = kNoOutput;
    });
}

}  // namespace stich::cli
