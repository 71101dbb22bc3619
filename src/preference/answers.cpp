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

game::Answer board_answer(Solver& solver, const Board& board, const AnalysisOptions& options) {
    std::string error, tag;
    auto a = analyse_board(solver, board, options, &error, &tag);
    if (!a) return game::Answer::failure(error, tag);
    auto shared = std::make_shared<BoardAnalysis>(std::move(*a));
    game::Report report;
    report.json = [&board, shared] { return to_json(board, *shared); };
    report.csv_header = csv_header(*shared);
    report.csv = [&board, shared] { return to_csv(board, *shared); };
    report.text = [&board, shared] { return to_text(board, *shared); };
    return {std::move(report), {}, {}, {}};
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
        analyse_board(solver, *position, AnalysisOptions{true, options.tt_megabytes}, &error, &tag);
    if (!a) return game::Answer::failure(error, tag);
    auto shared = std::make_shared<BoardAnalysis>(std::move(*a));
    int played = 0;
    for (const PlayedTrick& trick : board.play) played += static_cast<int>(trick.cards.size());
    // Which position the figures are for, when it is not the deal as dealt.
    const std::string label = played == 0 ? "" : "after " + plural(played, "card") + " played";
    game::Report report;
    report.json = [position, shared, label] {
        auto j = to_json(*position, *shared);
        if (!label.empty()) j["position"] = label;
        return j;
    };
    report.csv_header = csv_header(*shared);
    report.csv = [position, shared] { return to_csv(*position, *shared); };
    report.text = [position, shared, label] {
        std::string text = to_text(*position, *shared);
        if (!label.empty())
            text.insert(std::min(text.find('\n'), text.size()), "  [" + label + "]");
        return text;
    };
    return {std::move(report), {}, {}, {}};
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
        if (position) a = analyse_board(solver, *position, {true}, &error);
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
