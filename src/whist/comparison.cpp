#include "stich/whist/comparison.h"

#include "stich/whist/whist.h"

namespace stich::whist {

std::vector<std::string> comparison_variants() {
    return {"standard", "five-honours", "without-honours", "preference, preference-suit=trump",
            "dummy=N"};
}

std::array<int, 4> seat_settlement(const Analysis& a) {
    std::array<int, 4> out{};
    if (!a.score) return out;
    const DealScore& s = *a.score;
    for (int seat = 0; seat < 4; ++seat) {
        const int side = seat & 1;
        int v = s.slam[side] - s.slam[1 - side];
        if (s.game) v += s.game->winner == side ? s.game->value : -s.game->value;
        out[seat] = v;
    }
    if (a.rules.dummy) {
        const int dummy = *a.rules.dummy;
        out[(dummy + 2) % 4] *= 2;
        out[dummy] = 0;
    }
    return out;
}

std::vector<TextTable::Column> comparison_columns() {
    std::vector<TextTable::Column> columns = {{"variant", TextTable::Align::kLeft},
                                              {"N-S", TextTable::Align::kRight, "points"},
                                              {"E-W", TextTable::Align::kRight, "points"},
                                              {"score", TextTable::Align::kLeft},
                                              {"game", TextTable::Align::kLeft}};
    for (int seat = 0; seat < 4; ++seat)
        columns.push_back({seat_name(seat), TextTable::Align::kRight, "settlement"});
    return columns;
}

std::vector<std::string> comparison_cells(const Analysis& a) {
    std::string score = "-";
    std::string game = "-";
    if (a.score) {
        score = std::to_string(a.score->after[0]) + ":" + std::to_string(a.score->after[1]);
        if (a.score->game) {
            game = std::string(a.score->game->winner == 0 ? "N-S" : "E-W") + " " +
                   (a.score->game->value == 3   ? "triple"
                    : a.score->game->value == 2 ? "double"
                                                : "simple");
        }
    }
    std::vector<std::string> cells = {a.variant, std::to_string(a.points.total(0)),
                                      std::to_string(a.points.total(1)), score, game};
    for (int seat : seat_settlement(a)) cells.push_back(std::to_string(seat));
    return cells;
}

nlohmann::ordered_json comparison_json(const Analysis& a) {
    nlohmann::ordered_json j;
    j["variant"] = a.variant;
    j["points"] = {{"NS", a.points.total(0)}, {"EW", a.points.total(1)}};
    if (a.score) {
        j["score_after"] = {{"NS", a.score->after[0]}, {"EW", a.score->after[1]}};
        if (a.score->game)
            j["game"] = {{"winner", a.score->game->winner == 0 ? "NS" : "EW"},
                         {"value", a.score->game->value}};
    }
    const auto seats = seat_settlement(a);
    auto& settlement = j["settlement"];
    for (int seat = 0; seat < 4; ++seat) settlement[seat_name(seat)] = seats[seat];
    return j;
}

}  // namespace stich::whist
