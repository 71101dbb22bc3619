// stich analyze: what each board settles to under its game's rules: the double-dummy result,
// scoring, settlement, and the soundness of the calls the rules allow.
#include "analyze.h"
#include "commands.h"
#include "common.h"
#include "preference.h"
#include "stich/preference/comparison.h"
#include "stich/whist/analysis.h"
#include "stich/whist/comparison.h"

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

// --variants: the board under each variant of its game, one row each.
Outcome compare_whist(Solver& solver, const Board& board, Format format) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    std::string text = "Board " + board.id + "  whist under every variant (settlement: game " +
                       "and slam points at the rubber per seat)\n" + whist::comparison_header() +
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
        rows.push_back(whist::comparison_json(a));
        text += whist::comparison_row(a) + '\n';
        const auto seats = whist::seat_settlement(a);
        csv += '"' + board.id + "\",whist,\"" + a.variant + "\"," +
               std::to_string(a.points.total(0)) + ',' + std::to_string(a.points.total(1));
        for (int seat : seats) csv += ',' + std::to_string(seat);
        csv += '\n';
    }
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "whist";
    j["variants"] = rows;
    Outcome out;
    if (format == Format::kJson) out.text = j.dump() + '\n';
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
        const auto a = preference::analyse_board(solver, b, {true}, &error);
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
    if (format == Format::kJson) out.text = j.dump() + '\n';
    else if (format == Format::kCsv) {
        out.csv_header = "board,game,variant,1,2,3,pot,dealer";
        out.text = csv;
    } else
        out.text = text + '\n';
    return out;
}

}  // namespace

Outcome analyze_board(Solver& solver, const Board& board, const CommonOptions& opts) {
    switch (board.game) {
        case Game::kWhist:
            return analyze_whist(solver, board, opts.format());
        case Game::kPreference:
            return preference_outcome(solver, board, opts, true);
        case Game::kAlliance:  // issue 5
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
    auto variants = std::make_shared<std::string>();
    cmd->add_option("--variants", *variants,
                    "Compare the board under every variant of its game ('all')")
        ->check(CLI::IsMember({"all"}));
    cmd->callback([opts, variants, &status] {
        status = run_boards(*opts, "analysed", [&](Solver& solver, const Board& board) {
            if (!variants->empty() && board.game == Game::kWhist)
                return compare_whist(solver, board, opts->format());
            if (!variants->empty() && board.game == Game::kPreference)
                return compare_preference(solver, board, opts->format());
            return analyze_board(solver, board, *opts);
        });
    });
}

}  // namespace stich::cli
