// Alliance's line for the HTML hand viewer (game/viewer.h): the marks of declarer's side
// against the others; a Resistance, each for himself, as max-n's line of every player's marks.
#include <memory>

#include "stich/alliance/analysis.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/contract.h"
#include "stich/alliance/play.h"
#include "stich/alliance/rules.h"

namespace stich::alliance {

namespace {

std::optional<Contract> resistance_of(const Board& board) {
    if (board.contract.empty()) return std::nullopt;
    auto c = parse_contract(board.contract, board.players, nullptr);
    if (!c || c->kind != GameKind::kResistance) return std::nullopt;
    return c;
}

std::optional<game::ViewerData> resistance_view(Solver& solver, const Board& board,
                                                const Contract& contract, PreparedFacts facts,
                                                std::string* why) {
    Options options;
    options.line_values = true;
    facts.contract = contract;
    const auto g = solve_board(solver, board, options, why, facts);
    if (!g) return std::nullopt;
    if (!g->resistance || !g->resistance->values_line) {
        *why = "no Resistance to show";
        return std::nullopt;
    }
    game::MaxNView v;
    v.line = *g->resistance->values_line;
    v.unit = "marks";
    std::string names;
    for (int p = 0; p < v.line.players; ++p) {
        v.seats.push_back(seat_name(p));
        v.roles.emplace_back(p == g->declarer                               ? "soloist"
                             : contract.resister && p == *contract.resister ? "resister"
                                                                            : "");
        v.order.push_back(p);
        names += (names.empty() ? "" : "/") + seat_name(p);
    }
    v.legend = "Under each legal card: the marks each player receives (negative: pays), seats " +
               names + ", when it is played and then everyone plays for himself (max-n).";
    return v;
}

}  // namespace

std::optional<game::ViewerData> viewer_answer(Solver& solver, const game::Prepared& prepared,
                                              std::string* why) {
    const Board& board = prepared.board();
    const PreparedFacts facts = prepared_facts(prepared);
    // Each for himself: every player's value, not a side's.
    const auto c = facts.contract ? facts.contract : resistance_of(board);
    if (c && c->kind == GameKind::kResistance)
        return resistance_view(solver, board, *c, facts, why);
    const auto terms = facts.terms();
    const auto ag = terms ? (board.play.empty() ? play_game(board, *terms, why)
                                                : play_start(board, *terms, why))
                          : (board.play.empty() ? play_game(board, why) : play_start(board, why));
    if (!ag) return std::nullopt;
    auto played_game = std::make_shared<PlayGame>(*ag);
    game::SidedView g;
    g.start = played_game->start;
    if (!board.play.empty())
        if (auto e = play_record(board, *played_game, g.played)) return *why = *e, std::nullopt;
    const Valuer inner = payoff_valuer(solver, *played_game);
    g.valuer = [played_game, inner](const Position& pos, int side) { return inner(pos, side); };
    g.distinct = distinct_cards(*played_game);
    // Positions hold cards in play order: shown as dealt (face order).
    g.face = [played_game](CardSet cards) {
        return face_values(*played_game, {CardValue{cards, Card(kSpades, 0), 0}}).front().cards;
    };
    for (int p = 0; p < played_game->start.players(); ++p) g.seats.push_back(seat_name(p));
    g.sides = {"declarer's side", "the others"};
    g.unit = "marks";
    g.value_of = {"the marks declarer's side receives (negative: pays)",
                  "the marks the others receive (negative: pay)"};
    return g;
}

}  // namespace stich::alliance
