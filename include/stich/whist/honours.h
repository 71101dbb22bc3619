// Honours (§4, §22 of the 1834 text): the top trumps, who holds them, what they are worth.
#pragma once

#include <array>

#include "stich/board.h"
#include "stich/engine/cards.h"

namespace stich::whist {

// The honour cards of `trump`: A K Q J when there are 4 honours, the ten too when there are 5,
// none when honours do not score (0).
CardSet honour_cards(Suit trump, int honours);

// Honours held per seat at the start of the deal, counted over the cards the board shows: the
// hands and the trick in progress.  An endgame does not show the cards of earlier tricks; the
// honours among them are `missing` (who held them is unknown).
struct HonourCount {
    std::array<int, 4> seat{};
    CardSet missing;
    int side(int s) const { return seat[s] + seat[s + 2]; }
};
HonourCount count_honours(const Board& board, Suit trump, int honours);

// The points for holding `held` honours, before any preference factor: 3 give 2, 4 give 4
// (§4), 5 give 5 (§22); fewer than 3 give nothing (2-2 is "getheilt", §5).
int honour_points(int held);

}  // namespace stich::whist
