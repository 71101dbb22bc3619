#include "stich/report/viewer_line.h"

#include <variant>
#include <vector>

#include "stich/report/maxn_viewer.h"
#include "stich/support/play_analysis.h"

namespace stich::report {

namespace {

using Json = nlohmann::ordered_json;

using ViewerGame = game::SidedView;

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

}  // namespace

std::optional<nlohmann::ordered_json> viewer_line(const game::GameModule& game, Solver& solver,
                                                  const Board& board, const game::Report* answered,
                                                  std::string* why) {
    // A page shows a line where the game can complete the record (a talon game's discard).
    const game::ViewerRequest request{true, answered};
    const game::ViewerCapability* viewer = game.viewer();
    if (!viewer) {
        if (why) *why = "the hand viewer does not show " + std::string(game.name()) + " boards";
        return std::nullopt;
    }
    std::optional<game::ViewerData> data = viewer->line(solver, game.prepare(board), request, why);
    if (!data) return std::nullopt;
    // Each for himself (Ausfechten, Resistance): every player's value, not a side's.
    if (const auto* maxn = std::get_if<game::MaxNView>(&*data)) return maxn_line_json(*maxn);
    auto& g = std::get<game::SidedView>(*data);
    if (!g.face) g.face = [](CardSet cards) { return cards; };
    return line_json(g);
}

}  // namespace stich::report
