#include "stich/preference/answers.h"

#include <algorithm>
#include <memory>

#include "stich/plural.h"
#include "stich/preference/after_play.h"
#include "stich/preference/analysis.h"
#include "stich/preference/comparison.h"
#include "stich/preference/play.h"
#include "stich/preference/report.h"

namespace stich::preference {

namespace {

// The answer of an analysis of `position`; `label`, when not empty, says which position it is
// (after the first line of the text, as "position" in JSON).
game::Answer analysis_answer(std::shared_ptr<const Board> position, BoardAnalysis analysis,
                             std::string label) {
    auto a = std::make_shared<const BoardAnalysis>(std::move(analysis));
    game::Report report;
    report.json = [position, a, label] {
        auto j = to_json(*position, *a);
        if (!label.empty()) j["position"] = label;
        return j;
    };
    report.csv_header = csv_header(*a);
    report.csv = [position, a] { return to_csv(*position, *a); };
    report.text = [position, a, label] {
        std::string text = to_text(*position, *a);
        if (!label.empty())
            text.insert(std::min(text.find('\n'), text.size()), "  [" + label + "]");
        return text;
    };
    return {std::move(report), {}, {}, {}};
}

}  // namespace

game::Answer board_answer(Solver& solver, const Board& board, const AnalysisOptions& options) {
    std::string error, tag;
    auto a = analyze_board(solver, board, options, &error, &tag);
    if (!a) return game::Answer::failure(error, tag);
    return analysis_answer(std::make_shared<const Board>(board), std::move(*a), "");
}

game::Answer analyze_answer(Solver& solver, const Board& board,
                            const game::QuestionOptions& options) {
    // [Play] is the history of the deal from its start: the position after it is analysed,
    // the game as the record fixes it (the project's decision).
    std::string error, tag;
    auto after = board_after_play(board, &error, &tag);
    if (!after) return game::Answer::failure(error, tag);
    auto position = std::make_shared<const Board>(std::move(*after));
    auto a =
        analyze_board(solver, *position, AnalysisOptions{true, options.tt_megabytes}, &error, &tag);
    if (!a) return game::Answer::failure(error, tag);
    // Which position the figures are for, when it is not the deal as dealt.
    const int played = cards_played(board);
    return analysis_answer(std::move(position), std::move(*a),
                           played == 0 ? "" : "after " + plural(played, "card") + " played");
}

game::Answer variants_answer(Solver& solver, const Board& board) {
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
        const auto position = board_after_play(b, &error);
        std::optional<BoardAnalysis> a;
        if (position) a = analyze_board(solver, *position, {true}, &error);
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
    return {game::fixed_report(std::move(j), "board,game,variant,1,2,3,pot,dealer", std::move(csv),
                               std::move(text)),
            {},
            {},
            {}};
}

std::optional<game::PlayReport> play_answer(Solver& solver, const Board& board, std::string* why) {
    auto game = play_game(board, why);
    if (!game) return std::nullopt;
    auto g = std::make_shared<PlayGame>(std::move(*game));
    std::vector<Card> cards;
    if (auto e = play_record(board, *g, cards)) {
        *why = *e;
        return std::nullopt;
    }
    auto audit = std::make_shared<PlayAudit>(audit_play(g->start, cards, trick_valuer(solver, *g)));
    return game::audit_report(
        board, *audit, [&board, g, audit] { return audit_to_json(board, *g, *audit); },
        [&board, g, audit] { return audit_to_text(board, *g, *audit); });
}

}  // namespace stich::preference
