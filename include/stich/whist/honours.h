// Honours (§4, §22 of the 1834 text): the top trumps, who holds them, what they are worth.
#pragma once

#include <array>
#include <span>

#include "stich/engine/cards.h"
#include "stich/io/board.h"

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
// The same over hands and a trick in progress led by `leader`, as a board shows them once its
// leader is found (a bridge record's leader is read from its auction: found once a question).
HonourCount count_honours(const std::array<CardSet, 4>& hands, std::span<const Card> trick,
                          int leader, Suit trump, int honours);

// The points for holding `held` honours, before any preference factor: 3 give 2, 4 give 4
// (§4), 5 give 5 (§22); fewer than 3 give nothing (2-2 is "getheilt", §5).
int honour_points(int held);

}  // namespace stich::whist
