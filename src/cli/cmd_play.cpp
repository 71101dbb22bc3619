// stich play: the double-dummy value before and after every card of a played deal, and what
// each card that cost something should have been: the board's game module audits it
// (the play capability's audit, game::play_audit).
#include <iostream>

#include "commands.h"
#include "common.h"
#include "html_report.h"

namespace stich::cli {

namespace {

Outcome play_board(const game::GameRegistry& games, Solver& solver, const Board& board,
                   Format format) {
    if (board.play.empty() && board.play_problem) {  // not one card to audit before it
        Outcome out;
        out.problem = board.play_problem;
        out.problem->severity = Severity::kError;
        return out;
    }
    // Prepared once, as solve and analyze prepare it: the audit reads no tag again.
    const game::GameModule& module = games.of(board);
    std::string why;
    const auto audit = game::play_audit(module, solver, module.prepare(board), &why);
    if (!audit) return board_problem(board, why);
    Outcome out;
    if (format == Format::kJson) {
        for (auto& j : audit->report.json()) out.json.push_back(std::move(j));
    } else {
        out.text = audit->report.text() + '\n';
    }
    out.problem = audit->problem;
    out.notes = audit->notes;
    out.report = audit->report;
    return out;
}

// The audit's cards as a value (values.h), for the page's table of the tricks.
std::vector<report::BoardValues> audit_values(const std::optional<game::Report>& report) {
    std::vector<report::BoardValues> values;
    if (auto played = report ? report->played() : std::nullopt) {
        report::BoardValues v;
        v.played = std::move(played);
        values.push_back(std::move(v));
    }
    return values;
}

}  // namespace

void register_play(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto opts = std::make_shared<CommonOptions>();
    opts->games = &games;
    CLI::App* cmd = app.add_subcommand(
        "play", "Audit a played deal card by card: what each card cost, and the best card");
    add_common_options(*cmd, *opts);
    // An audit is a list of cards per board, not a row: --csv is not offered (it gave text).
    cmd->remove_option(cmd->get_option("--csv"));
    auto html = std::make_shared<std::string>();
    CLI::Option* html_option =
        cmd->add_option("--html", *html,
                        "Write a self-contained HTML page with a hand viewer: a file for one "
                        "input (- for standard output), else a folder with one page per input");
    auto engine = std::make_shared<bool>(false);
    add_html_engine_option(*cmd, html_option, *engine);
    cmd->callback([opts, html, engine, &status, &games] {
        // --html: the audit's text, and the viewer stepping through the played cards.
        HtmlReport report(report::PageKind::kPlay, "stich play", games);
        const auto html_run = html_run_options("stich play", *html, *engine, *opts, report, status);
        if (!html_run) return;
        const CommonOptions& run = *html_run;
        const Format format = run.format();
        status = run_boards(run, "audited", [&](Solver& solver, const Board& board, int) {
            Outcome out = play_board(games, solver, board, format);
            if (!html->empty()) {
                if (out.problem && out.text.empty() && out.json.empty())
                    report.add_failure(board, out.problem->message);
                else  // the page draws the tricks from the audit's value, card by card
                    report.add(
                        board, out.text + (out.problem ? "Stopped: " + out.problem->message : ""),
                        nlohmann::ordered_json(), &solver, nullptr, audit_values(out.report));
                out.text.clear();
            }
            return out;
        });
        if (!html->empty() && !report.write(opts->files, *html)) status = kNoOutput;
    });
}

}  // namespace stich::cli
