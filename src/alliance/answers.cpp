#include "stich/alliance/answers.h"

#include <memory>

#include "stich/alliance/play.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/report.h"
#include "stich/alliance/resistance_play.h"
#include "stich/alliance/rules.h"

namespace stich::alliance {

Options analysis_options(const game::QuestionOptions& options) {
    Options o;
    if (options.maxn_tricks > 0) o.maxn_tricks = options.maxn_tricks;
    o.tt_megabytes = options.tt_megabytes;
    return o;
}

game::Answer analyze_answer(Solver& solver, const Board& board, const Options& options) {
    std::string error;
    auto analysis = analyze_board(solver, board, options, &error);
    if (!analysis) return game::Answer::failure(error);
    auto a = std::make_shared<Analysis>(std::move(*analysis));
    game::Report r;
    r.json = [&board, a] { return to_json(board, *a); };
    r.csv_header = csv_header();
    r.csv = [&board, a] {
        std::string rows = to_csv(board, *a);  // one row per game, each ending a line
        if (!rows.empty() && rows.back() == '\n') rows.pop_back();
        return rows;
    };
    r.text = [&board, a] { return to_text(board, *a); };
    return {std::move(r), {}, {}, {}};
}

// --variants: the board's contract under each Alliance variant, one row each.
game::Answer variants_answer(Solver& solver, const Board& board, const Options& options) {
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
    return {game::fixed_report(std::move(j), "board,game,variant,payoff,1,2,3,4,5,6",
                               std::move(csv), std::move(text)),
            {},
            {},
            {}};
}

namespace {

// A Resistance: replayed and settled as played (alliance/resistance_play.h).
std::optional<game::PlayReport> resistance_played(const Board& board, std::string* why) {
    auto played = play_resistance(board, why);
    if (!played) return std::nullopt;
    auto r = std::make_shared<ResistancePlay>(std::move(*played));
    game::PlayReport out;
    out.json = [&board, r] {
        return std::vector<nlohmann::ordered_json>{resistance_play_json(board, *r)};
    };
    out.text = [&board, r] { return resistance_play_text(board, *r); };
    if (r->stopped)
        out.problem = Diagnostic{board.where, board.id,
                                 "card " + std::to_string(r->stopped->first + 1) +
                                     " of the play: " + r->stopped->second};
    return out;
}

}  // namespace

std::optional<game::PlayReport> play_answer(Solver& solver, const Board& board, std::string* why) {
    const auto contract = board_contract(board, why);
    if (contract && contract->kind == GameKind::kResistance) return resistance_played(board, why);
    const auto game = play_start(board, why);
    if (!game) return std::nullopt;
    auto g = std::make_shared<PlayGame>(*game);
    std::vector<Card> cards;
    if (auto e = play_record(board, *g, cards)) {
        *why = *e;
        return std::nullopt;
    }
    auto audit = std::make_shared<PlayAudit>(face_audit(
        *g, audit_play(g->start, cards, payoff_valuer(solver, *g), distinct_cards(*g)), cards));
    return game::audit_report(
        board, *audit, [&board, g, audit] { return audit_to_json(board, *g, *audit); },
        [&board, g, audit] { return audit_to_text(board, *g, *audit); });
}

}  // namespace stich::alliance
