#include "stich/whist/comparison.h"

#include <cstdio>

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

std::string comparison_header() {
    return "  variant                            points N-S E-W   score   game              "
           "   N   E   S   W";
}

std::string comparison_row(const Analysis& a) {
    char line[200];
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
    const auto seats = seat_settlement(a);
    std::snprintf(line, sizeof line, "  %-34s %6d %3d   %-7s %-17s %3d %3d %3d %3d",
                  a.variant.c_str(), a.points.total(0), a.points.total(1), score.c_str(),
                  game.c_str(), seats[0], seats[1], seats[2], seats[3]);
    return line;
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
