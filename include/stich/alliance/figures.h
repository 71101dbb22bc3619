// Figures and the flag.
//
// Figures are the flag (Fahne), the jack, the queen and the king of trumps (variant: of every
// suit); they are paid to the winners who hold them in their tricks: flag 4, jack 3, queen 2,
// king 1.  The flag is the 3 when its suit is black, the 9 when red; in play it ranks as an
// ordinary card.  The trump flag alone breaks ties of tricks.
//
// A Figures value lists the cards in one order: face order for hand records, play order for
// a search (convert with to_play()).  Which it is travels with the value.
#pragma once

#include <array>
#include <cstdint>

#include "stich/engine/cards.h"
#include "stich/engine/rules.h"

namespace stich::alliance {

inline constexpr int kFlagValue = 4;
inline constexpr int kJackValue = 3;
inline constexpr int kQueenValue = 2;
inline constexpr int kKingValue = 1;

constexpr bool is_black(Suit s) {
    return s == kSpades || s == kClubs;
}
// The face of a suit's flag: the 3 of a black suit, the 9 of a red one.
constexpr Face flag_face(Suit s) {
    return is_black(s) ? kThree : kNine;
}

struct Figures {
    CardSet cards;                    // every figure
    Card flag;                        // the trump flag, which breaks ties
    std::array<uint8_t, 64> value{};  // by card index; 0 for a card that is no figure

    int value_of(CardSet set) const;  // the figure value of the cards of `set`
    int total() const { return value_of(cards); }
};

// The figures (face order) of a game with `trump` as trumps.
Figures figures_for(Suit trump, bool all_suits);

// The same figures in play order under `rules` and `trump`.
Figures to_play(const Figures& face, const Rules& rules, Suit trump);

}  // namespace stich::alliance
