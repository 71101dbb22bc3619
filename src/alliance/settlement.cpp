#include "stich/alliance/settlement.h"

#include <numeric>

namespace stich::alliance {

Marks Marks::of(int64_t num, int64_t den) {
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const int64_t g = std::gcd(num, den);
    return g > 1 ? Marks{num / g, den / g} : Marks{num, den};
}

std::string Marks::text() const {
    return den == 1 ? std::to_string(num) : std::to_string(num) + "/" + std::to_string(den);
}

Settlement settle_sides(int payoff, const std::array<uint8_t, kMaxSeats>& side, int players,
                        Payment payment) {
    const int winner = payoff > 0 ? 0 : 1;
    const int amount = payoff > 0 ? payoff : -payoff;
    int winners = 0;
    for (int p = 0; p < players; ++p) winners += side[p] == winner;
    const int losers = players - winners;
    Settlement s{};
    for (int p = 0; p < players; ++p) {
        const bool wins = side[p] == winner;
        if (payment == Payment::kEachPaysEach)
            s[p] = Marks::of(static_cast<int64_t>(amount) * (wins ? losers : -winners));
        else
            s[p] = Marks::of(wins ? amount : -amount, wins ? winners : losers);
    }
    return s;
}

Settlement settle_each(const std::array<int, kMaxSeats>& marks, int players) {
    Settlement s{};
    for (int p = 0; p < players; ++p) s[p] = Marks::of(marks[p]);
    return s;
}

}  // namespace stich::alliance
