#include "stich/preference/answers.h"

#include <algorithm>
#include <memory>

#include "stich/io/plural.h"
#include "stich/preference/after_play.h"
#include "stich/preference/analysis.h"
#include "stich/preference/comparison.h"
#include "stich/preference/play.h"
#include "stich/preference/report.h"

namespace stich::preference {

namespace {

// Each seat's balance of the deal: the game's settlement, or the Ausfechten's when everybody
// passed; none where the answer settles nothing (`stich solve`'s table).
std::optional<game::Settlement> analysis_settlement(const Board&, const LabelledAnalysis& l) {
    const BoardAnalysis& a = l.analysis;
    const Settlement* settled = a.game && a.game->settlement     ? &*a.game->settlement
                                : a.fight && a.fight->settlement ? &*a.fight->settlement
                                                                 : nullptr;
    if (!settled) return std::nullopt;
    game::Settlement s{game::SettlementUnit::kMoney, {}, {}, {}};
    for (int seat = 0; seat < kPlayers; ++seat) s.seats.emplace_back(settled->balance[seat]);
    // The pot, and a dealer who sits out, as the text's money line has them.
    s.others.emplace_back("pot", settled->balance[kPot]);
    if (a.rules.four_players) s.others.emplace_back("dealer", settled->balance[kDealerOut]);
    return s;
}

// The answer of an analysis of `position` (the Report keeps the position as its board),
// its games' figures as a trick table too (`stich solve`'s and `stich analyze`'s alike).
game::Answer analysis_answer(const Board& position, BoardAnalysis analysis, std::string label) {
    game::Presenters<LabelledAnalysis> show;
    show.json = [](const Board& b, const LabelledAnalysis& a) {
        auto j = to_json(b, a.analysis);
        if (!a.label.empty()) j["position"] = a.label;
        return j;
    };
    show.text = [](const Board& b, const LabelledAnalysis& a) {
        std::string text = to_text(b, a.analysis);
        if (!a.label.empty())
            text.insert(std::min(text.find('\n'), text.size()), "  [" + a.label + "]");
        return text;
    };
    show.csv = [](const Board& b, const LabelledAnalysis& a) { return to_csv(b, a.analysis); };
    show.csv_header = csv_header(analysis);
    show.settlement = analysis_settlement;
    show.table = [](const Board&, const LabelledAnalysis& a) { return to_table(a.analysis); };
    return {game::Report(position, LabelledAnalysis{std::move(analysis), std::move(label)},
                         std::move(show)),
            {},
            {},
            {}};
}

// `stich play`'s answer: the contract and play the audit is of, and the audit.
struct Audit {
    PlayGame game;
    game::PlayedCards cards;
};

}  // namespace

game::Prepared prepare_board(const Board& board) {
    return game::Prepared(board, PreparedFacts{board_terms(board, nullptr)});
}

std::optional<Terms> prepared_terms(const game::Prepared& prepared) {
    const auto* facts = prepared.facts<PreparedFacts>();
    return facts ? facts->terms : std::nullopt;
}

game::Answer board_answer(Solver& solver, const game::Prepared& prepared,
                          const AnalysisOptions& options) {
    const Board& board = prepared.board();
    std::string error, tag;
    auto a = analyze_board(solver, board, options, &error, &tag, prepared_terms(prepared));
    if (!a) return game::Answer::failure(error, tag);
    return analysis_answer(board, std::move(*a), "");
}

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared,
                            const game::QuestionOptions& options) {
    const Board& board = prepared.board();
    // [Play] is the history of the deal from its start: the position after it is analysed,
    // the game as the record fixes it (the project's decision).
    std::string error, tag;
    // Prepared once, to follow the play and to analyse.
    std::optional<Terms> terms = prepared_terms(prepared);
    auto after = board_after_play(board, &error, &tag, &terms);
    if (!after) return game::Answer::failure(error, tag);
    AnalysisOptions asked{true, options.tt_megabytes};
    asked.threads = options.threads;
    auto a = analyze_board(solver, *after, asked, &error, &tag, terms);
    if (!a) return game::Answer::failure(error, tag);
    // Which position the figures are for, when it is not the deal as dealt.
    const int played = cards_played(board);
    return analysis_answer(*after, std::move(*a),
                           played == 0 ? "" : "after " + plural(played, "card") + " played");
}

game::Answer variants_answer(Solver& solver, const Board& board) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    const std::string title = "Board " + board.id + "  preference under every variant (money " +
                              "of each seat, the pot and a dealer sitting out)\n";
    TextTable table(preference::comparison_columns());
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
            table.add_line(v + ": " + error);
            csv += '"' + board.id + "\",preference,\"" + v + "\",,,,,,\n";
            continue;
        }
        rows.push_back(preference::comparison_json(v, *a));
        table.add_row(preference::comparison_cells(v, *a));
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
    return {game::fixed_report(board, std::move(j), "board,game,variant,1,2,3,pot,dealer",
                               std::move(csv), title + table.text()),
            {},
            {},
            {}};
}

std::optional<game::PlayReport> play_answer(Solver& solver, const game::Prepared& prepared,
                                            std::string* why) {
    const Board& board = prepared.board();
    auto game = play_game(board, prepared_terms(prepared), why);
    if (!game) return std::nullopt;
    std::vector<Card> cards;
    if (auto e = play_record(board, *game, cards)) {
        *why = *e;
        return std::nullopt;
    }
    game::PlayedCards audit =
        audit_to_values(*game, audit_play(game->start, cards, trick_valuer(solver, *game)));
    game::Presenters<Audit> show;
    show.json = [](const Board& b, const Audit& a) {
        return nlohmann::ordered_json(audit_to_json(b, a.game, a.cards));
    };
    show.text = [](const Board& b, const Audit& a) { return audit_to_text(b, a.game, a.cards); };
    show.played = [](const Board&, const Audit& a) -> std::optional<game::PlayedCards> {
        return a.cards;
    };
    game::Report report(board, Audit{std::move(*game), std::move(audit)}, std::move(show));
    return game::audit_report(board, report.value<Audit>()->cards, report);
}

}  // namespace stich::preference
