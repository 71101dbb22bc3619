// A board's deal beside its play section, as the command line's solve and the library's
// (api/position.h) ask it: the cards dealt, and the deal as dealt without its play.
#pragma once

#include "stich/io/board.h"

namespace stich {

// The cards dealt: every hand's, before any is played.
int cards_dealt(const Board& board);
// The board without its play section: the deal as dealt (its [Won] goes with the play).
Board as_dealt(const Board& board);

}  // namespace stich
