#include "stich/whist/answers.h"

#include <memory>
#include <variant>

#include "stich/bridge/analysis.h"
#include "stich/whist/analysis.h"
#include "stich/whist/comparison.h"
#include "stich/whist/play.h"
#include "stich/whist/records.h"
#include "stich/whist/revoke.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

// `stich play`'s answer: the audit of the cards and the revoke it stopped at, if one, with the
// bridge record and the trump it is of (the board's prepared facts).
struct Audit {
    game::PlayedCards cards;
    std::optional<Revoke> revoke;
    std::optional<bridge::Record> record;
    Strain trump = kNoTrump;
};

// A whist deal's settlement: its points (tricks and honours), a seat's side's less the other
// side's.  Not the game points at the rubber, which need the standing.
std::optional<game::Settlement> settlement_of(const Board&, const Analysis& a) {
    game::Settlement s{game::SettlementUnit::kPoints, {}, {}, {}};
    for (int seat = 0; seat < 4; ++seat) {
        const int side = side_of(seat);
        s.seats.emplace_back(a.points.total(side) - a.points.total(1 - side));
    }
    return s;
}

// A bridge contract's: its duplicate score for the tricks the analysis finds declarer's side
// takes (those won and the double-dummy rest: once the play is over, the tricks it took), N-S
// the score for N-S and E-W its negation; a contract passed out scores 0.
std::optional<game::Settlement> settlement_of(const Board&, const bridge::Analysis& a) {
    game::Settlement s{game::SettlementUnit::kScore, {}, {}, {}};
    const int ns = a.record.contract.passed_out() ? 0 : a.dd_score;
    for (int seat = 0; seat < 4; ++seat) s.seats.emplace_back(side_of(seat) == 0 ? ns : -ns);
    return s;
}

// The answer of an analysis (whist's or bridge's, its renderings found by argument-dependent
// lookup), or its problem at the place the analysis found.
template <class Analysis>
game::Answer whist_analysis_answer(const Board& board, std::variant<Analysis, Diagnostic> result,
                                   std::string csv_header) {
    if (const auto* d = std::get_if<Diagnostic>(&result)) return game::Answer::failure_at(*d);
    game::Presenters<Analysis> show;
    show.json = [](const Board& b, const Analysis& a) { return to_json(b, a); };
    show.text = [](const Board& b, const Analysis& a) { return to_text(b, a); };
    show.csv = [](const Board& b, const Analysis& a) { return to_csv(b, a); };
    show.csv_header = std::move(csv_header);
    show.settlement = [](const Board& b, const Analysis& a) { return settlement_of(b, a); };
    return {
        game::Report(board, std::get<Analysis>(std::move(result)), std::move(show)), {}, {}, {}};
}

}  // namespace

game::Prepared prepare_board(const Board& board) {
    return game::Prepared(board, PreparedFacts{board_rules(board, nullptr), turned_card(board),
                                               board_trump(board), bridge::record_of(board)});
}

PreparedFacts prepared_facts(const game::Prepared& prepared) {
    if (const auto* facts = prepared.facts<PreparedFacts>()) return *facts;
    const Board& board = prepared.board();
    return PreparedFacts{std::nullopt, turned_card(board), board_trump(board),
                         bridge::record_of(board)};
}

std::optional<WhistRules> prepared_rules(const game::Prepared& prepared) {
    const auto* facts = prepared.facts<PreparedFacts>();
    return facts ? facts->rules : std::nullopt;
}

std::optional<Card> prepared_turned(const game::Prepared& prepared) {
    const auto* facts = prepared.facts<PreparedFacts>();
    return facts ? facts->turned : std::nullopt;
}

game::Answer analyze_answer(Solver& solver, const game::Prepared& prepared) {
    const Board& board = prepared.board();
    // A bridge record: its contract's result and duplicate score.
    if (const auto record = prepared_facts(prepared).record)
        return whist_analysis_answer(board, bridge::analyze(solver, board, *record),
                                     bridge::csv_header());
    return whist_analysis_answer(board, whist::analyze(solver, board, prepared_rules(prepared)),
                                 analysis_csv_header());
}

// --variants: the board under each variant of its game, one row each.
game::Answer variants_answer(Solver& solver, const Board& board) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    // Without the standing before the deal no game is decided and every settlement is 0: the
    // variants differ in their points only, and the output says so instead of zeros.
    const bool standing = whist::standing(board).has_value();
    const std::string title =
        "Board " + board.id +
        (standing ? "  whist under every variant (settlement: game and slam points at the rubber "
                    "per seat)\n"
                  : "  whist under every variant: no standing before the deal ([Standing] or "
                    "--score), so only the points are compared\n");
    TextTable table(whist::comparison_columns());
    std::string csv;
    for (const std::string& v : whist::comparison_variants()) {
        Board b = board;
        b.variant = v;
        auto result = whist::analyze(solver, b);
        if (auto* d = std::get_if<Diagnostic>(&result)) {
            // The variant does not fit the board (a standing past its game, say): say so.
            rows.push_back({{"variant", v}, {"error", d->message}});
            table.add_line(v + ": " + d->message);
            csv += '"' + board.id + "\",whist,\"" + v + "\",,,,,,\n";
            continue;
        }
        const whist::Analysis& a = std::get<whist::Analysis>(result);
        auto row = whist::comparison_json(a);
        if (!standing)
            for (const char* key : {"score", "game", "settlement"}) row.erase(key);
        table.add_row(whist::comparison_cells(a));
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
    return {
        game::fixed_report(board, std::move(j), "board,game,variant,points_NS,points_EW,N,E,S,W",
                           std::move(csv),
                           title + (standing ? table.text() : table.text(whist::kPointsColumns))),
        {},
        {},
        {}};
}

std::optional<game::PlayReport> play_answer(Solver& solver, const game::Prepared& prepared,
                                            std::string* why) {
    const Board& board = prepared.board();
    const PreparedFacts facts = prepared_facts(prepared);
    Position start;
    std::vector<Card> cards;
    if (auto e = whist::play_record(board, facts.trump, start, cards)) {
        *why = *e;
        return std::nullopt;
    }
    const PlayAudit audited = audit_play(start, cards, whist::trick_valuer(solver));
    // A revoke (marked ^R in the record or not) is reported with its penalty (§19), not as a
    // problem of the record: the audit stops there.
    Audit audit{whist::audit_to_values(facts.record, audited),
                whist::find_revoke(start, cards, audited), facts.record, *facts.trump};
    const bool revoke = audit.revoke.has_value();
    game::Presenters<Audit> show;
    show.json = [](const Board& b, const Audit& a) {
        auto rows = whist::audit_to_json(b, a.record, a.cards);
        if (a.revoke) rows.push_back(whist::revoke_json(b, *a.revoke));
        return nlohmann::ordered_json(std::move(rows));
    };
    show.text = [](const Board& b, const Audit& a) {
        return whist::audit_to_text(b, a.record, a.trump, a.cards) +
               (a.revoke ? whist::revoke_text(*a.revoke) : "");
    };
    show.played = [](const Board&, const Audit& a) -> std::optional<game::PlayedCards> {
        return a.cards;
    };
    game::Report report(board, std::move(audit), std::move(show));
    game::PlayReport out = game::audit_report(board, report.value<Audit>()->cards, report);
    if (revoke) out.problem.reset();
    return out;
}

}  // namespace stich::whist
