#include "stich/report/maxn_viewer.h"

#include <algorithm>

#include "stich/alliance/analysis.h"
#include "stich/preference/analysis.h"
#include "stich/preference/contract.h"

namespace stich::report {

namespace {

using Json = nlohmann::ordered_json;

Json maxn_card_names(CardSet cards) {
    Json out = Json::array();
    const std::string text = format_card_list(cards);
    for (size_t at = 0; at + 1 < text.size(); at += 3) out.push_back(text.substr(at, 2));
    return out;
}

// What the viewer needs beyond the line: the seats' names by player, and how a player's
// utility reads (Ausfechten: minus his tricks in all).
struct MaxNView {
    std::vector<std::string> seats;  // by player: the seat's number
    std::vector<std::string> roles;  // by player: "soloist", "resister" or ""
    std::vector<int> order;          // players in seat order: the vectors' order
    std::string unit;                // "tricks", "marks"
    std::string legend;              // what a card's numbers say
    bool tricks = false;             // values are minus tricks (shown as tricks)
};

Json value_vector(const MaxNView& v, const Values& values) {
    Json out = Json::array();
    for (int p : v.order) out.push_back(v.tricks ? -values[p] : values[p]);
    return out;
}

Json maxn_line_json(const MaxNView& v, const MaxNLine& line) {
    Json out;
    out["maxn"] = true;
    out["seats"] = v.seats;
    out["roles"] = v.roles;
    out["order"] = v.order;
    out["unit"] = v.unit;
    out["legend"] = v.legend;
    out["hands"] = Json::array();
    for (int p = 0; p < line.players; ++p) out["hands"].push_back(maxn_card_names(line.hands[p]));
    out["steps"] = Json::array();
    Json trick = Json::array();
    const auto won_json = [&](const std::array<int, kMaxSeats>& won) {
        Json w = Json::array();
        for (int p = 0; p < line.players; ++p) w.push_back(won[p]);
        return w;
    };
    for (const MaxNStep& step : line.steps) {
        if (step.trick_start) trick = Json::array();
        Json s;
        s["trick"] = trick;
        s["won"] = won_json(step.won);
        s["to_move"] = step.mover;
        s["choices"] = Json::object();
        for (const MaxNChoice& c : step.choices)
            s["choices"][format_card(c.card)] = value_vector(v, c.values);
        s["card"] = format_card(step.card);
        s["played"] = false;
        out["steps"].push_back(std::move(s));
        trick.push_back({step.mover, format_card(step.card)});
    }
    Json last;
    last["trick"] = trick;
    last["won"] = won_json(line.won);
    last["end"] = value_vector(v, line.values);
    out["steps"].push_back(std::move(last));
    return out;
}

std::optional<preference::Contract> ausfechten_contract(const Board& board) {
    if (board.game != Game::kPreference || board.contract.empty()) return std::nullopt;
    auto c = preference::parse_contract(board.contract, nullptr);
    if (!c || c->type != preference::GameType::kAusfechten) return std::nullopt;
    return c;
}

std::optional<alliance::Contract> resistance_contract(const Board& board) {
    if (board.game != Game::kAlliance || board.contract.empty()) return std::nullopt;
    auto c = alliance::parse_contract(board.contract, board.players, nullptr);
    if (!c || c->kind != alliance::GameKind::kResistance) return std::nullopt;
    return c;
}

std::optional<Json> ausfechten_line(Solver& solver, const Board& board, std::string* why) {
    preference::AnalysisOptions options;
    options.line_values = true;
    const auto a = preference::analyse_board(solver, board, options, why);
    if (!a) return std::nullopt;
    if (!a->fight || !a->fight->result.line) {
        *why = "no Ausfechten to show";
        return std::nullopt;
    }
    const MaxNLine& line = *a->fight->result.line;
    MaxNView v;
    v.tricks = true;
    v.unit = "tricks";
    std::vector<std::pair<int, int>> by_seat;  // (seat, player)
    for (int p = 0; p < line.players; ++p) {
        const int seat = preference::seat_of_player(a->fight->setup, p);
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
    return maxn_line_json(v, line);
}

std::optional<Json> resistance_line(Solver& solver, const Board& board,
                                    const alliance::Contract& contract, std::string* why) {
    alliance::Options options;
    options.line_values = true;
    const auto g = alliance::solve_board(solver, board, options, why);
    if (!g) return std::nullopt;
    if (!g->resistance || !g->resistance->values_line) {
        *why = "no Resistance to show";
        return std::nullopt;
    }
    const MaxNLine& line = *g->resistance->values_line;
    MaxNView v;
    v.unit = "marks";
    std::string names;
    for (int p = 0; p < line.players; ++p) {
        v.seats.push_back(std::to_string(p + 1));
        v.roles.emplace_back(p == g->declarer                               ? "soloist"
                             : contract.resister && p == *contract.resister ? "resister"
                                                                            : "");
        v.order.push_back(p);
        names += (names.empty() ? "" : "/") + std::to_string(p + 1);
    }
    v.legend = "Under each legal card: the marks each player receives (negative: pays), seats " +
               names + ", when it is played and then everyone plays for himself (max-n).";
    return maxn_line_json(v, line);
}

}  // namespace

bool is_maxn_board(const Board& board) {
    return ausfechten_contract(board) || resistance_contract(board);
}

std::optional<Json> maxn_viewer_line(Solver& solver, const Board& board, std::string* why) {
    if (ausfechten_contract(board)) return ausfechten_line(solver, board, why);
    if (const auto c = resistance_contract(board)) return resistance_line(solver, board, *c, why);
    *why = "not an Ausfechten or a Resistance";
    return std::nullopt;
}

}  // namespace stich::report
