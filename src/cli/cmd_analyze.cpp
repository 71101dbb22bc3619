// stich analyze: what each board settles to under its game's rules: the double-dummy result,
// scoring, settlement, and the soundness of the calls the rules allow.
#include <iostream>

#include "analyze.h"
#include "commands.h"
#include "common.h"
#include "html_report.h"
#include "preference.h"
#include "stich/alliance/report.h"
#include "stich/bridge/analysis.h"
#include "stich/preference/after_play.h"
#include "stich/preference/comparison.h"
#include "stich/whist/analysis.h"
#include "stich/whist/comparison.h"
#include "stich/whist/report.h"

namespace stich::cli {

namespace {

Outcome analyze_alliance(Solver& solver, const Board& board, Format format,
                         const alliance::Options& options) {
    std::string error;
    const auto analysis = alliance::analyze_board(solver, board, options, &error);
    if (!analysis) return board_problem(board, error);
    Outcome out;
    if (format == Format::kJson) {
        out.text = alliance::to_json(board, *analysis).dump() + '\n';
    } else if (format == Format::kCsv) {
        out.csv_header = alliance::csv_header();
        out.text = alliance::to_csv(board, *analysis);  // one row per game, each ending a line
    } else {
        out.text = alliance::to_text(board, *analysis) + '\n';
    }
    return out;
}

// The outcome of an analysis (whist's or bridge's, its renderings found by argument-dependent
// lookup), or its problem.
template <class Analysis>
Outcome analysis_outcome(const Board& board, const std::variant<Analysis, Diagnostic>& result,
                         Format format, const std::string& csv_header) {
    if (const auto* d = std::get_if<Diagnostic>(&result)) {
        Outcome out;
        out.problem = *d;
        return out;
    }
    const Analysis& a = std::get<Analysis>(result);
    return rendered(
        format, [&] { return to_json(board, a); }, csv_header, [&] { return to_csv(board, a); },
        [&] { return to_text(board, a); });
}

Outcome analyze_whist(Solver& solver, const Board& board, Format format) {
    // A bridge record: its contract's result and duplicate score.
    if (const auto record = bridge::record_of(board))
        return analysis_outcome(board, bridge::analyze(solver, board, *record), format,
                                bridge::csv_header());
    return analysis_outcome(board, whist::analyze(solver, board), format,
                            whist::analysis_csv_header());
}

// --variants: the board under each variant of its game, one row each.
Outcome compare_whist(Solver& solver, const Board& board, Format format) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    // Without the standing before the deal no game is decided and every settlement is 0: the
    // variants differ in their points only, and the output says so instead of zeros.
    const bool standing = board.score.has_value();
    const std::string header = whist::comparison_header();
    const size_t points_end = header.find("   score");
    std::string text = "Board " + board.id +
                       (standing ? "  whist under every variant (settlement: game and slam "
                                   "points at the rubber per seat)\n" +
                                       header
                                 : "  whist under every variant: no standing before the deal "
                                   "([Standing] or --score), so only the points are compared\n" +
                                       header.substr(0, points_end)) +
                       '\n';
    std::string csv;
    for (const std::string& v : whist::comparison_variants()) {
        Board b = board;
        b.variant = v;
        auto result = whist::analyze(solver, b);
        if (auto* d = std::get_if<Diagnostic>(&result)) {
            // The variant does not fit the board (a standing past its game, say): say so.
            rows.push_back({{"variant", v}, {"error", d->message}});
            text += "  " + v + ": " + d->message + '\n';
            csv += '"' + board.id + "\",whist,\"" + v + "\",,,,,,\n";
            continue;
        }
        const whist::Analysis& a = std::get<whist::Analysis>(result);
        auto row = whist::comparison_json(a);
        const std::string line = whist::comparison_row(a);
        if (!standing) {
            for (const char* key : {"score", "game", "settlement"}) row.erase(key);
            text += line.substr(0, points_end) + '\n';
        } else {
            text += line + '\n';
        }
        rows.push_back(row);
        const auto seats = whist::seat_settlement(a);
        csv += '"' + board.id + "\",whist,\"" + a.variant + "\"," +
               std::to_string(a.points.total(0)) + ',' + std::to_string(a.points.total(1));
        for (int seat : seats) csv += ',' + (standing ? std::to_string(seat) : "");
        csv += '\n';
    }
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "whist";
    j["variants"] = rows;
    Outcome out;
    if (format == Format::kJson)
        out.text = j.dump() + '\n';
    else if (format == Format::kCsv) {
        out.csv_header = "board,game,variant,points_NS,points_EW,N,E,S,W";
        out.text = csv;
    } else
        out.text = text + '\n';
    return out;
}

Outcome compare_preference(Solver& solver, const Board& board, Format format) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    std::string text = "Board " + board.id + "  preference under every variant (money of each " +
                       "seat, the pot and a dealer sitting out)\n" +
                       preference::comparison_header() + '\n';
    std::string csv;
    for (const std::string& v : preference::comparison_variants()) {
        Board b = board;
        b.variant = v;
        std::string error;
        // The position after the play, followed under the variant's rules of play.
        const auto position = preference::board_after_play(b, &error);
        std::optional<preference::BoardAnalysis> a;
        if (position) a = preference::analyse_board(solver, *position, {true}, &error);
        if (!a) {
            rows.push_back({{"variant", v}, {"error", error}});
            text += "  " + v + ": " + error + '\n';
            csv += '"' + board.id + "\",preference,\"" + v + "\",,,,,,\n";
            continue;
        }
        rows.push_back(preference::comparison_json(v, *a));
        text += preference::comparison_row(v, *a) + '\n';
        csv += '"' + board.id + "\",preference,\"" + v + "\"";
        const auto s = preference::board_settlement(*a);
        for (int party = 0; party < preference::kParties; ++party)
            csv += ',' + (s ? std::to_string(s->balance[party]) : std::string());
        csv += '\n';
    }
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "preference";
    j["variants"] = rows;
    Outcome out;
    if (format == Format::kJson)
        out.text = j.dump() + '\n';
    else if (format == Format::kCsv) {
        out.csv_header = "board,game,variant,1,2,3,pot,dealer";
        out.text = csv;
    } else
        out.text = text + '\n';
    return out;
}

// --variants: the board's contract under each Alliance variant, one row each.
Outcome compare_alliance(Solver& solver, const Board& board, Format format,
                         const alliance::Options& options) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    std::string text = "Board " + board.id + "  alliance under every variant (the board's " +
                       "contract; settlement under each variant's payment)\n" +
                       alliance::comparison_header() + '\n';
    std::string csv;
    for (const std::string& v : alliance::comparison_variants()) {
        Board b = board;
        b.variant = v;
        std::string error;
        const auto g = alliance::solve_board(solver, b, options, &error);
        const std::string name = v.empty() ? "default" : v;
        if (!g) {
            rows.push_back({{"variant", name}, {"error", error}});
            text += "  " + name + ": " + error + '\n';
            csv += '"' + board.id + "\",alliance,\"" + name + "\",,,,,,,,\n";
            continue;
        }
        rows.push_back(alliance::comparison_json(v, b, *g));
        text += alliance::comparison_row(v, b, *g) + '\n';
        csv +=
            '"' + board.id + "\",alliance,\"" + name + "\"," +
            std::to_string(g->side ? g->side->payoff : g->resistance->outcome.marks[g->declarer]);
        for (int p = 0; p < kMaxSeats; ++p)
            csv += ',' + (p < board.players ? std::to_string(g->settlement[p].value()) : "");
        csv += '\n';
    }
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "alliance";
    j["variants"] = rows;
    Outcome out;
    if (format == Format::kJson)
        out.text = j.dump() + '\n';
    else if (format == Format::kCsv) {
        out.csv_header = "board,game,variant,payoff,1,2,3,4,5,6";
        out.text = csv;
    } else
        out.text = text + '\n';
    return out;
}

}  // namespace

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts,
                      const alliance::Options& options) {
    // The one [Won] check of every command (stich/won.h), located at the tag.
    if (auto unfit = won_unfit(board)) return *unfit;
    switch (board.game) {
        case Game::kWhist:
            return analyze_whist(solver, board, opts.format());
        case Game::kPreference:
            return preference_outcome(solver, board, opts);
        case Game::kAlliance:
            return analyze_alliance(solver, board, opts.format(), options);
    }
    return board_problem(board, "analysing " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts) {
    return analyze_board(solver, board, opts, alliance_options(opts, 0));
}

void register_analyze(CLI::App& app, int& status) {
    auto opts = std::make_shared<CommonOptions>();
    CLI::App* cmd = app.add_subcommand(
        "analyze", "Scoring and settlement of every board, and whether its calls are sound");
    add_common_options(*cmd, *opts);
    add_score_option(*cmd, opts->score);
    auto variants = std::make_shared<std::string>();
    cmd->add_option("--variants", *variants,
                    "Compare the board under every variant of its game ('all')")
        ->check(CLI::IsMember({"all"}));
    auto html = std::make_shared<std::string>();
    cmd->add_option("--html", *html,
                    "Write a self-contained HTML report: a file for one input, else a folder "
                    "with one page per input");
    auto maxn = std::make_shared<int>(0);
    add_maxn_option(*cmd, *maxn);
    cmd->callback([opts, variants, html, maxn, &status] {
        const alliance::Options options = alliance_options(*opts, *maxn);
        // --html: the page shows the text output (its sentences and grids) and a hand viewer.
        HtmlReport report(report::PageKind::kAnalyze, "stich analysis");
        const auto html_run = html_run_options("stich analyze", *html, *opts, report);
        if (!html_run) {
            status = kUsage;
            return;
        }
        const CommonOptions& run = *html_run;
        status = run_boards(run, "analysed", [&](Solver& solver, const Board& board) {
            Outcome out;
            if (auto unusable = play_unusable(board))
                out = *unusable;
            else if (!variants->empty() && board.game == Game::kWhist)
                out = compare_whist(solver, board, run.format());
            else if (!variants->empty() && board.game == Game::kPreference)
                out = compare_preference(solver, board, run.format());
            else if (!variants->empty() && board.game == Game::kAlliance)
                out = compare_alliance(solver, board, run.format(), options);
            else
                out = analyze_board(solver, board, run, options);
            if (!html->empty()) report.take(board, out, &solver);
            return out;
        });
        if (!html->empty() && !report.write(opts->files, *html) && status == kOk)
            status = kSomeBoardsFailed;
    });
}

}  // namespace stich::cli
