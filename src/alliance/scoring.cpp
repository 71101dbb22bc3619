#include "stich/alliance/scoring.h"

#include <algorithm>

namespace stich::alliance {

int side_winner(const SideOutcome& o, const SideScoring& s) {
    const int tricks1 = s.tricks - o.tricks0;
    if (o.tricks0 != tricks1) return o.tricks0 > tricks1 ? 0 : 1;
    if (o.flag >= 0) return o.flag;
    return o.figures[0] > o.figures[1] ? 0 : 1;  // "bei gleicher Augenzahl verlieren die Alliirten"
}

int side_payoff(const SideOutcome& o, const SideScoring& s) {
    const int w = side_winner(o, s);
    const int tricks = w == 0 ? o.tricks0 : s.tricks - o.tricks0;
    const int bonus = tricks == s.tricks ? kAllTricksBonus : o.first_six == w ? kFirstSixBonus : 0;
    const int amount = s.multiplier * (s.base + o.figures[w] + bonus);
    return w == 0 ? amount : -amount;
}

std::vector<int> possible_payoffs(const SideScoring& s, int figure_total) {
    std::vector<int> out;
    for (int f = 0; f <= figure_total; ++f)
        for (int bonus : {0, kFirstSixBonus, kAllTricksBonus}) {
            const int amount = s.multiplier * (s.base + f + bonus);
            out.push_back(amount);
            out.push_back(-amount);
        }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace stich::alliance
