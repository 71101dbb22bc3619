#include "stich/preference/comparison.h"

#include <cstdio>

namespace stich::preference {

std::vector<std::string> comparison_variants() {
    return {"vienna", "no-duck", "russian", "cap=3", "four-players"};
}

std::optional<Settlement> board_settlement(const BoardAnalysis& a) {
    if (a.game && a.game->settlement) return a.game->settlement;
    if (a.fight && a.fight->settlement) return a.fight->settlement;
    return std::nullopt;
}

namespace {

// What was played: the declarer's tricks and whether he made it, or each seat's tricks in
// the all-pass deal.
std::string result_text(const BoardAnalysis& a) {
    if (a.game)
        return std::to_string(a.game->declarer_tricks) + (a.game->makes ? " makes" : " fails");
    if (a.fight)
        return std::to_string(a.fight->totals[0]) + "-" + std::to_string(a.fight->totals[1]) + "-" +
               std::to_string(a.fight->totals[2]);
    return "-";
}

}  // namespace

std::vector<TextTable::Column> comparison_columns() {
    std::vector<TextTable::Column> columns = {{"variant", TextTable::Align::kLeft},
                                              {"result", TextTable::Align::kLeft}};
    for (const char* party : {"1", "2", "3", "pot", "dealer"})
        columns.push_back({party, TextTable::Align::kRight, "money"});
    return columns;
}

std::vector<std::string> comparison_cells(const std::string& variant, const BoardAnalysis& a) {
    std::vector<std::string> cells = {variant, result_text(a)};
    const auto s = board_settlement(a);
    for (int party = 0; party < kParties; ++party) {
        char money[32];
        std::snprintf(money, sizeof money, "%.2f", s ? s->balance[party] : 0.0);
        cells.push_back(s ? money : "-");
    }
    return cells;
}

nlohmann::ordered_json comparison_json(const std::string& variant, const BoardAnalysis& a) {
    nlohmann::ordered_json j;
    j["variant"] = variant;
    if (a.game) {
        j["declarer_tricks"] = a.game->declarer_tricks;
        j["makes"] = a.game->makes;
    }
    if (a.fight) j["tricks"] = {a.fight->totals[0], a.fight->totals[1], a.fight->totals[2]};
    if (const auto s = board_settlement(a))
        j["settlement"] = {{"1", s->balance[0]},
                           {"2", s->balance[1]},
                           {"3", s->balance[2]},
                           {"pot", s->balance[3]},
                           {"dealer", s->balance[4]}};
    return j;
}

}  // namespace stich::preference
