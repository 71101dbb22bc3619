// Who pays whom, in marks, for every player.
//
// A two-sided game pays its amount (scoring.h) from the losing side to the winning side:
//   - default ("each-pays-each", Decision): each loser pays the amount to each winner;
//   - variant shared-payment: the losing side pays the amount once, each loser his share,
//     and the winners share it.
// Shares can be fractions of a mark (an amount of 4 shared by three), so marks are kept as
// exact fractions.  Resistance settles between its players as resistance.h says.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "stich/alliance/rules.h"
#include "stich/io/board.h"

namespace stich::alliance {

// An exact number of marks: num / den, den > 0, in lowest terms.
struct Marks {
    int64_t num = 0;
    int64_t den = 1;

    static Marks of(int64_t num, int64_t den = 1);
    Marks operator+(Marks o) const { return of(num * o.den + o.num * den, den * o.den); }
    Marks operator-() const { return Marks{-num, den}; }
    bool operator==(const Marks&) const = default;
    double value() const { return static_cast<double>(num) / static_cast<double>(den); }
    std::string text() const;  // "4", "-4/3"
};

using Settlement = std::array<Marks, kMaxSeats>;

// The marks every player receives (negative: pays) when side 0 gets `payoff` (signed).
Settlement settle_sides(int payoff, const std::array<uint8_t, kMaxSeats>& side, int players,
                        Payment payment);

// The same from whole marks per player (Resistance).
Settlement settle_each(const std::array<int, kMaxSeats>& marks, int players);

}  // namespace stich::alliance
