#include "stich/game/notation.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace stich::game {

std::string amount_text(double x, bool sign) {
    // Rounded first to a millionth, so that a sum of tenths (0.1 + 0.2) is written as the
    // amount it stands for, and -0 is 0.
    double r = std::round(x * 1e6) / 1e6;
    if (r == 0) r = 0;
    char buf[32];
    std::snprintf(buf, sizeof buf, sign && r != 0 ? "%+.2f" : "%.2f", r);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();  // 1.50 -> 1.5, 2.00 -> 2
    if (s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

std::string ns_score_text(int ns_score) {
    return "N-S " + std::string(ns_score > 0 ? "+" : "") + std::to_string(ns_score);
}

std::string play_cost_text(const PlayedCards& played, const AuditedCard& card,
                           std::string_view minus) {
    if (card.cost == 0) return {};
    const std::string lost = std::string(minus) + std::to_string(card.cost);
    std::string out = played.measure == CardMeasure::kDeclarerMarks
                          ? lost + " marks"
                          : lost + (card.cost == 1 ? " trick" : " tricks");
    if (const auto money = card.money_cost)  // a loss, as the tricks are; a gain signed "+"
        out +=
            ", " +
            (*money > 0 ? std::string(minus) + amount_text(*money) : amount_text(-*money, true)) +
            " money";
    if (!card.best.empty()) out += ", best " + format_card_list(card.best);
    return out;
}

std::string thrown_away_text(const PlayedCards& played, const std::string& side0,
                             const std::string& side1) {
    std::array<int, 2> lost{};
    std::array<double, 2> money{};
    bool counts_money = false;
    for (const AuditedCard& c : played.cards) {
        if (c.cost <= 0) continue;
        lost[static_cast<size_t>(c.side)] += c.cost;
        if (c.money_cost) {
            counts_money = true;
            money[static_cast<size_t>(c.side)] += *c.money_cost;
        }
    }
    if (played.measure == CardMeasure::kDeclarerMoney) counts_money = true;
    const auto side = [&](const std::string& name, size_t k) {
        std::string out = name + ' ' + std::to_string(lost[k]);
        if (played.measure == CardMeasure::kDeclarerMarks)
            out += " marks";
        else
            out += lost[k] == 1 ? " trick" : " tricks";
        if (counts_money) out += " (" + amount_text(money[k]) + " money)";
        return out;
    };
    return side(side0, 0) + ", " + side(side1, 1);
}

}  // namespace stich::game
