// The board as it stands after its play section, for a page's diagram: the cards each hand
// still holds and the trick in progress ([Trick], [Leader]), not the hands as dealt.
#pragma once

#include "stich/game/module.h"
#include "stich/io/board.h"

namespace stich::report {

// The game's own replay (the play capability's after_play, game::after_play) where it has one; else
// the played cards taken out of the hands, and the last trick of the play section as the trick in
// progress when it holds fewer cards than a trick takes.  A board without a play section as it is.
Board held_board(const game::GameModule& game, const Board& board);

}  // namespace stich::report
