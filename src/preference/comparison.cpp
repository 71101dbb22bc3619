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

std::string comparison_header() {
    return "  variant        result          1        2        3      pot   dealer";
}

std::string comparison_row(const std::string& variant, const BoardAnalysis& a) {
    char line[160];
    const auto s = board_settlement(a);
    if (!s) {
        std::snprintf(line, sizeof line, "  %-14s %-10s  (no settlement)", variant.c_str(),
                      result_text(a).c_str());
        return line;
    }
    std::snprintf(line, sizeof line, "  %-14s %-10s %8.2f %8.2f %8.2f %8.2f %8.2f", variant.c_str(),
                  result_text(a).c_str(), s->balance[0], s->balance[1], s->balance[2],
                  s->balance[3], s->balance[4]);
    return line;
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
