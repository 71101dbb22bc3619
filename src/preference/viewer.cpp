// Préférence's line for the HTML hand viewer (game/viewer.h): the tricks each side plays for;
// an Ausfechten, each for himself, as max-n's line of every player's tricks.
#include <algorithm>
#include <memory>

#include "stich/preference/analysis.h"
#include "stich/preference/answers.h"
#include "stich/preference/contract.h"
#include "stich/preference/play.h"
#include "stich/preference/position.h"
#include "stich/preference/records.h"
#include "stich/preference/rules.h"
#include "stich/preference/solve.h"
#include "stich/preference/talon.h"

namespace stich::preference {

namespace {

bool is_ausfechten(const Board& board) {
    if (board.contract.empty()) return false;
    auto c = parse_contract(board.contract, nullptr);
    return c && c->type == GameType::kAusfechten;
}

// The discard `answered` found for this deal (solve's or analyze's report of the same board:
// talon.h's best_discard, searched when the record gives none), or nullopt when it holds none.
std::optional<CardSet> answered_discard(const game::Report* answered, const Board& board) {
    if (!answered) return std::nullopt;
    const auto* l = answered->value<LabelledAnalysis>();
    const Board& of = answered->board();
    if (!l || !l->analysis.game || !l->analysis.game->discard_chosen || !of.play.empty() ||
        of.hands != board.hands || talon_tag(of) != talon_tag(board) ||
        of.contract != board.contract || of.declarer != board.declarer ||
        of.variant != board.variant)
        return std::nullopt;
    return l->analysis.game->setup.discard;
}

// A talon game on a full deal without [Discard], unplayed: the board's terms with declarer's
// best discard (talon.h's best_discard, the one solve and analyze name: the answered report's,
// else searched), so that the viewer shows the hands after it.  nullopt for every other board.
std::optional<Terms> with_best_discard(Solver& solver, const Board& board,
                                       const std::optional<Terms>& terms,
                                       const game::ViewerRequest& request) {
    if (!board.play.empty() || board.contract.empty()) return std::nullopt;
    const auto contract = parse_contract(board.contract, nullptr);
    if (!terms || !contract) return std::nullopt;
    const auto s =
        setup_for(board, terms->talon, terms->discard, *contract, board.declarer.value_or(-1),
                  terms->defence, terms->rules, terms->money, nullptr);
    if (!s || !needs_discard(*s)) return std::nullopt;
    Terms with = *terms;
    if (const auto found = answered_discard(request.answered, board))
        with.discard = *found;
    else
        with.discard = best_discard(solver, *s, terms->rules).discard;
    return with;
}

std::optional<game::ViewerData> ausfechten_view(Solver& solver, const Board& board,
                                                const std::optional<Terms>& terms,
                                                std::string* why) {
    AnalysisOptions options;
    options.line_values = true;
    const auto a = analyze_board(solver, board, options, why, nullptr, terms);
    if (!a) return std::nullopt;
    if (!a->fight || !a->fight->result.line) {
        *why = "no Ausfechten to show";
        return std::nullopt;
    }
    game::MaxNView v;
    v.line = *a->fight->result.line;
    v.tricks = true;
    v.unit = "tricks";
    std::vector<std::pair<int, int>> by_seat;  // (seat, player)
    for (int p = 0; p < v.line.players; ++p) {
        const int seat = seat_of_player(a->fight->setup, p);
        v.seats.push_back(std::to_string(seat + 1));
        v.roles.emplace_back();
        by_seat.emplace_back(seat, p);
    }
    std::sort(by_seat.begin(), by_seat.end());
    std::string names;
    for (const auto& [seat, p] : by_seat) {
        v.order.push_back(p);
        names += (names.empty() ? "" : "\u2013") + std::to_string(seat + 1);
    }
    v.legend = "Under each legal card: the tricks each player takes in all (seats " + names +
               ") when it is played and then everyone plays for the fewest tricks (max-n).";
    return v;
}

std::vector<std::string> preference_viewer_seats(const PlaySetup& setup, int players) {
    std::vector<std::string> out;
    for (int p = 0; p < players; ++p) out.push_back(std::to_string(seat_of_player(setup, p) + 1));
    return out;
}

}  // namespace

std::optional<game::ViewerData> viewer_answer(Solver& solver, const game::Prepared& prepared,
                                              const game::ViewerRequest& request,
                                              std::string* why) {
    const Board& board = prepared.board();
    const auto terms = prepared_terms(prepared);
    // Each for himself: every player's value, not a side's.
    if (is_ausfechten(board)) return ausfechten_view(solver, board, terms, why);
    auto pg = play_game(board, terms, why);
    std::string filled_in;
    if (!pg && request.may_complete)
        if (const auto with = with_best_discard(solver, board, terms, request)) {
            // The board's terms with a discard: the same variant, the same money.
            pg = play_game(board, with, why);
            filled_in = "the record gives no [Discard] (declarer's best is " +
                        format_hand(*with->discard) + ")";
        }
    if (!pg) return std::nullopt;
    // The valuer refers to the game: it lives as long as the line is computed (viewer_line).
    auto played_game = std::make_shared<PlayGame>(*pg);
    game::SidedView g;
    g.start = played_game->start;
    if (!board.play.empty())
        if (auto e = play_record(board, *played_game, g.played)) return *why = *e, std::nullopt;
    const Valuer inner = trick_valuer(solver, *played_game);
    g.valuer = [played_game, inner](const Position& pos, int side) { return inner(pos, side); };
    g.seats = preference_viewer_seats(played_game->setup, played_game->start.players());
    g.sides = {"declarer", "defence"};
    g.filled_in = std::move(filled_in);
    g.unit = "tricks the side plays for";
    // A side's value is the count it plays for: in a Bettler declarer plays for the tricks the
    // others take, the defence for his (preference/play.h).
    if (wants_few(played_game->setup, played_game->setup.declarer))
        g.value_of = {"the tricks the defence takes in all (declarer wants none)",
                      "the tricks declarer takes in all"};
    else
        g.value_of = {"the tricks declarer takes in all", "the tricks the defence takes in all"};
    return g;
}

}  // namespace stich::preference
