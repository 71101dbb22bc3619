#include "stich/alliance/answers.h"

#include <memory>

#include "stich/alliance/play.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/records.h"
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

namespace {

// The marks of the board's own [Contract] on the line found, per seat; each seat's nullopt while
// the figures still lie unplaced (each way they may lie settles apart), none without a contract.
std::optional<game::Settlement> analysis_settlement(const Board& board, const Analysis& a) {
    if (!a.board_game) return std::nullopt;
    const GameResult& g = *a.board_game;
    game::Settlement s{game::SettlementUnit::kMarks, {}, {}, {}};
    const bool unplaced = g.depends_on_unplaced();
    for (int p = 0; p < board.players; ++p)
        s.seats.push_back(unplaced ? std::nullopt : std::optional<double>(g.settlement[p].value()));
    // The rules' scheme, as the text names the two (a Resistance pays player to player).
    if (!g.resistance) {
        bool each = true;
        for (int p = 0; p < board.players; ++p)
            each = each && g.settlement[p].value() == g.by_payment[0][p].value();
        s.basis = each ? "each loser paying each winner" : "the losing side paying once, shared";
    }
    return s;
}

}  // namespace

game::Prepared prepare_board(const Board& board) {
    PreparedFacts facts;
    facts.rules = board_rules(board, nullptr);
    if (!board.contract.empty()) facts.contract = board_contract(board, nullptr);
    facts.table = table_cards(board);
    facts.discard = discard_tag(board);
    return game::Prepared(board, std::move(facts));
}

PreparedFacts cards_of(const Board& board) {
    return PreparedFacts{std::nullopt, std::nullopt, table_cards(board), discard_tag(board)};
}

PreparedFacts prepared_facts(const game::Prepared& prepared) {
    if (const auto* facts = prepared.facts<PreparedFacts>()) return *facts;
    return cards_of(prepared.board());
}

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared,
                            const Options& options) {
    const Board& board = prepared.board();
    const PreparedFacts facts = prepared_facts(prepared);
    std::string error;
    auto analysis = analyze_board(solver, board, options, &error, facts);
    if (!analysis) return game::Answer::failure(error);
    game::Presenters<Analysis> show;
    show.json = [](const Board& b, const Analysis& a) { return to_json(b, a); };
    show.text = [](const Board& b, const Analysis& a) { return to_text(b, a); };
    show.csv = [](const Board& b, const Analysis& a) {
        std::string rows = to_csv(b, a);  // one row per game, each ending a line
        if (!rows.empty() && rows.back() == '\n') rows.pop_back();
        return rows;
    };
    show.csv_header = csv_header();
    show.settlement = analysis_settlement;
    show.choices = [](const Board& b, const Analysis& a) -> std::optional<game::GameChoices> {
        if (a.games.empty()) return std::nullopt;
        return analysis_choices(b, a);
    };
    return {game::Report(board, std::move(*analysis), std::move(show)), {}, {}, {}};
}

// --variants: the board's contract under each Alliance variant, one row each.
game::Answer variants_answer(Solver& solver, const game::Prepared& prepared,
                             const Options& options) {
    const Board& board = prepared.board();
    // The cards are the board's under every variant; the rules and the contract are read
    // under each.
    const PreparedFacts facts = prepared_facts(prepared);
    const PreparedFacts cards{std::nullopt, std::nullopt, facts.table, facts.discard};
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    const std::string title = "Board " + board.id + "  alliance under every variant (the " +
                              "board's contract; settlement under each variant's payment)\n";
    TextTable table(alliance::comparison_columns(board));
    std::string csv;
    for (const std::string& v : alliance::comparison_variants()) {
        Board b = board;
        b.variant = v;
        std::string error;
        const auto g = alliance::solve_board(solver, b, options, &error, cards);
        const std::string name = v.empty() ? "default" : v;
        if (!g) {
            rows.push_back({{"variant", name}, {"error", error}});
            table.add_line(name + ": " + error);
            csv += '"' + board.id + "\",alliance,\"" + name + "\",,,,,,,,\n";
            continue;
        }
        rows.push_back(alliance::comparison_json(v, b, *g));
        table.add_row(alliance::comparison_cells(v, b, *g));
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
    return {game::fixed_report(board, std::move(j), "board,game,variant,payoff,1,2,3,4,5,6",
                               std::move(csv), title + table.text()),
            {},
            {},
            {}};
}

namespace {

// `stich play`'s answer: the contract and play the audit is of, and the audit.
struct Audit {
    PlayGame game;
    game::PlayedCards cards;
};

// A Resistance: replayed and settled as played (alliance/resistance_play.h).
std::optional<game::PlayReport> resistance_played(const Board& board, const PlayTerms& terms,
                                                  std::string* why) {
    auto played = play_resistance(board, terms, why);
    if (!played) return std::nullopt;
    game::Presenters<ResistancePlay> show;
    show.json = [](const Board& b, const ResistancePlay& r) {
        return nlohmann::ordered_json::array({resistance_play_json(b, r)});
    };
    show.text = [](const Board& b, const ResistancePlay& r) { return resistance_play_text(b, r); };
    game::PlayReport out{
        game::Report(board, std::move(*played), std::move(show)), std::nullopt, {}};
    if (const auto& stopped = out.report.value<ResistancePlay>()->stopped)
        out.problem = Diagnostic{
            board.where, board.id,
            "card " + std::to_string(stopped->first + 1) + " of the play: " + stopped->second};
    return out;
}

}  // namespace

std::optional<game::PlayReport> play_answer(Solver& solver, const game::Prepared& prepared,
                                            std::string* why) {
    const Board& board = prepared.board();
    auto terms = prepared_facts(prepared).terms();
    if (!terms) terms = play_terms(board, why);  // read again only to say why there are none
    if (!terms) return std::nullopt;
    if (terms->contract.kind == GameKind::kResistance) return resistance_played(board, *terms, why);
    const auto game = play_start(board, *terms, why);
    if (!game) return std::nullopt;
    PlayGame g = *game;
    std::vector<Card> cards;
    if (auto e = play_record(board, g, cards)) {
        *why = *e;
        return std::nullopt;
    }
    game::PlayedCards audit = audit_to_values(
        g, face_audit(g, audit_play(g.start, cards, payoff_valuer(solver, g), distinct_cards(g)),
                      cards));
    game::Presenters<Audit> show;
    show.json = [](const Board& b, const Audit& a) {
        return nlohmann::ordered_json(audit_to_json(b, a.game, a.cards));
    };
    show.text = [](const Board& b, const Audit& a) { return audit_to_text(b, a.game, a.cards); };
    show.played = [](const Board&, const Audit& a) -> std::optional<game::PlayedCards> {
        return a.cards;
    };
    game::Report report(board, Audit{std::move(g), std::move(audit)}, std::move(show));
    return game::audit_report(board, report.value<Audit>()->cards, report);
}

}  // namespace stich::alliance
