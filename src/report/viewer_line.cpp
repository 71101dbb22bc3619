#include "stich/report/viewer_line.h"

#include <array>
#include <functional>
#include <memory>
#include <vector>

#include "stich/alliance/analysis.h"
#include "stich/alliance/play.h"
#include "stich/play_analysis.h"
#include "stich/preference/play.h"
#include "stich/preference/position.h"
#include "stich/preference/solve.h"
#include "stich/report/maxn_viewer.h"
#include "stich/whist/play.h"

namespace stich::report {

namespace {

using Json = nlohmann::ordered_json;

// What the viewer needs of a game: where its line starts, the cards played there, how a
// position is valued, and how its players and cards are named.
struct ViewerGame {
    Position start;
    std::vector<Card> played;  // from [Play]; the double-dummy line follows them
    Valuer valuer;
    CardSet distinct;                      // cards never grouped (Alliance's figures)
    std::function<CardSet(CardSet)> face;  // position order -> face order (Alliance)
    std::vector<std::string> seats;        // by position player
    std::vector<std::string> sides;        // side 0, side 1
    std::string unit;                      // what a value counts
    std::array<std::string, 2> value_of;   // by side: whose tricks (marks) a value counts
};

std::string card_name(const ViewerGame& g, Card c) {
    return format_card_list(g.face(CardSet(c)));
}

Json viewer_cards(const ViewerGame& g, CardSet cards) {
    Json out = Json::array();
    const std::string text = format_card_list(g.face(cards));
    for (size_t at = 0; at + 1 < text.size(); at += 3) out.push_back(text.substr(at, 2));
    return out;
}

// One state of the line: the hands, the trick on the table, and each legal card's value for
// the side to move; `best` is set to the first of the best cards.
Json line_state(const ViewerGame& g, const Position& pos,
                const std::vector<std::pair<int, Card>>& trick, Card* best) {
    Json s;
    s["trick"] = Json::array();
    for (const auto& [player, card] : trick) s["trick"].push_back({player, card_name(g, card)});
    s["won"] = {pos.side_won(0), pos.side_won(1)};
    if (pos.cards_left() == 0) return s;
    s["to_move"] = pos.to_move();
    s["values"] = Json::object();
    const std::vector<CardValue> values = card_values(pos, g.valuer, g.distinct);
    for (const CardValue& v : values)
        for (const Json& name : viewer_cards(g, v.cards))
            s["values"][name.get<std::string>()] = v.value;
    if (!values.empty()) *best = values.front().card;
    return s;
}

Json line_json(const ViewerGame& g) {
    Json out;
    out["seats"] = g.seats;
    out["sides"] = g.sides;
    out["side_of"] = Json::array();
    for (int p = 0; p < g.start.players(); ++p) out["side_of"].push_back(g.start.side(p));
    out["unit"] = g.unit;
    out["value_of"] = g.value_of;
    // The hands at the start; the viewer takes each step's card out of them (the page stays
    // small: each step holds its card, the trick, the tricks won and the values).
    out["hands"] = Json::array();
    for (int p = 0; p < g.start.players(); ++p)
        out["hands"].push_back(viewer_cards(g, g.start.hand(p)));
    out["steps"] = Json::array();
    Position pos = g.start;
    std::vector<std::pair<int, Card>> trick;
    for (size_t ply = 0;; ++ply) {
        Card best;
        Json s = line_state(g, pos, trick, &best);
        if (pos.cards_left() == 0) {
            out["steps"].push_back(std::move(s));
            break;
        }
        const bool played = ply < g.played.size();
        const Card c = played ? g.played[ply] : best;
        if (played && !legal_cards(pos).contains(c)) {  // the audit says why; the line ends
            out["steps"].push_back(std::move(s));
            break;
        }
        s["card"] = card_name(g, c);
        s["played"] = played;
        out["steps"].push_back(std::move(s));
        if (pos.trick_start()) trick.clear();
        trick.emplace_back(pos.to_move(), c);
        pos.play(c);
    }
    return out;
}

std::vector<std::string> seat_numbers(int n, const std::function<int(int)>& seat) {
    std::vector<std::string> out;
    for (int p = 0; p < n; ++p) out.push_back(std::to_string(seat(p) + 1));
    return out;
}

std::optional<ViewerGame> whist_game(Solver& solver, const Board& board, std::string* why) {
    ViewerGame g;
    if (!board.play.empty()) {
        if (auto e = whist::play_record(board, g.start, g.played)) return *why = *e, std::nullopt;
    } else {
        std::vector<CardValue> unused;
        if (auto e = whist::card_table(solver, board, unused, g.start))
            return *why = *e, std::nullopt;
    }
    g.valuer = whist::trick_valuer(solver);
    g.seats = {"N", "E", "S", "W"};
    g.sides = {"N-S", "E-W"};
    g.unit = "tricks in all";
    g.value_of = {"the tricks N-S take in all", "the tricks E-W take in all"};
    return g;
}

std::optional<ViewerGame> preference_game(Solver& solver, const Board& board, std::string* why) {
    const auto pg = preference::play_game(board, why);
    if (!pg) return std::nullopt;
    // The valuer refers to the game: it lives as long as the line is computed (viewer_line).
    auto game = std::make_shared<preference::PlayGame>(*pg);
    ViewerGame g;
    g.start = game->start;
    if (!board.play.empty())
        if (auto e = preference::play_record(board, *game, g.played))
            return *why = *e, std::nullopt;
    const Valuer inner = preference::trick_valuer(solver, *game);
    g.valuer = [game, inner](const Position& pos, int side) { return inner(pos, side); };
    g.seats = seat_numbers(game->start.players(),
                           [&](int p) { return preference::seat_of_player(game->setup, p); });
    g.sides = {"declarer", "defence"};
    g.unit = "tricks the side plays for";
    // A side's value is the count it plays for: in a Bettler declarer plays for the tricks the
    // others take, the defence for his (preference/play.h).
    if (preference::wants_few(game->setup, game->setup.declarer))
        g.value_of = {"the tricks the defence takes in all (declarer wants none)",
                      "the tricks declarer takes in all"};
    else
        g.value_of = {"the tricks declarer takes in all", "the tricks the defence takes in all"};
    return g;
}

std::optional<ViewerGame> alliance_game(Solver& solver, const Board& board, std::string* why) {
    const auto contract = alliance::board_contract(board, why);
    if (contract && contract->kind == alliance::GameKind::kResistance) {
        *why = "a Resistance is each for himself: no two-sided value to show";
        return std::nullopt;
    }
    const auto ag =
        board.play.empty() ? alliance::play_game(board, why) : alliance::play_start(board, why);
    if (!ag) return std::nullopt;
    auto game = std::make_shared<alliance::PlayGame>(*ag);
    ViewerGame g;
    g.start = game->start;
    if (!board.play.empty())
        if (auto e = alliance::play_record(board, *game, g.played)) return *why = *e, std::nullopt;
    const Valuer inner = alliance::payoff_valuer(solver, *game);
    g.valuer = [game, inner](const Position& pos, int side) { return inner(pos, side); };
    g.distinct = alliance::distinct_cards(*game);
    // Positions hold cards in play order: shown as dealt (face order).
    g.face = [game](CardSet cards) {
        return alliance::face_values(*game, {CardValue{cards, Card(kSpades, 0), 0}}).front().cards;
    };
    g.seats = seat_numbers(game->start.players(), [](int p) { return p; });
    g.sides = {"declarer's side", "the others"};
    g.unit = "marks";
    g.value_of = {"the marks declarer's side receives (negative: pays)",
                  "the marks the others receive (negative: pay)"};
    return g;
}

}  // namespace

std::optional<nlohmann::ordered_json> viewer_line(Solver& solver, const Board& board,
                                                  std::string* why) {
    // Each for himself (Ausfechten, Resistance): every player's value, not a side's.
    if (is_maxn_board(board)) return maxn_viewer_line(solver, board, why);
    std::optional<ViewerGame> g;
    switch (board.game) {
        case Game::kWhist:
            g = whist_game(solver, board, why);
            break;
        case Game::kPreference:
            g = preference_game(solver, board, why);
            break;
        case Game::kAlliance:
            g = alliance_game(solver, board, why);
            break;
    }
    if (!g) return std::nullopt;
    if (!g->face) g->face = [](CardSet cards) { return cards; };
    return line_json(*g);
}

}  // namespace stich::report
