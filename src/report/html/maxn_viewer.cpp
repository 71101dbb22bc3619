#include "stich/report/maxn_viewer.h"

namespace stich::report {

namespace {

using Json = nlohmann::ordered_json;

Json maxn_card_names(CardSet cards) {
    Json out = Json::array();
    const std::string text = format_card_list(cards);
    for (size_t at = 0; at + 1 < text.size(); at += 3) out.push_back(text.substr(at, 2));
    return out;
}

Json value_vector(const game::MaxNView& v, const Values& values) {
    Json out = Json::array();
    for (int p : v.order) out.push_back(v.tricks ? -values[p] : values[p]);
    return out;
}

}  // namespace

Json maxn_line_json(const game::MaxNView& v) {
    const MaxNLine& line = v.line;
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

}  // namespace stich::report
