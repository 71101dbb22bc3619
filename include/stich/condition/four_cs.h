// The Bridge World's hand evaluation (Kaplan and Rubens, "The Four C's", October 1982), as
// dealer's cccc() and quality() give it: every value times 100, so a minimum opening is about
// 1200.  A suit's holding is its 13-bit lane in face order (bit 12 the ace).
#pragma once

#include <cstdint>

#include "stich/engine/cards.h"

namespace stich::condition {

// The suit's quality: its length times 10 for each of A 4, K 3, Q 2, J 1; in a suit of 7 or
// more the missing Q and J count as if held (up to one per card beyond six), in a shorter
// suit the ten (a whole step with two higher honours or the jack, else half) and the nine (a
// half step with two higher honours, the ten or the eight).
int suit_quality(uint16_t lane);
// The hand's four C's: per suit the honours (A 300, K 200 less 150 singleton, Q 100 less 75
// singleton, 25 doubleton and 25 without a higher honour, J 50 with two higher honours and 25
// with one, T 25 with two, or with one and the nine) and the quality, and the shape (100 a
// card a suit is shorter than three, less 100; a hand without a short suit -50).
int four_cs(const CardSet& hand);

}  // namespace stich::condition
