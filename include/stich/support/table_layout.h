// How a game lays out its cards at a table: what a game module tells the deal generator
// (GameModule::table_layout), below both of them.
#pragma once

#include "stich/engine/cards.h"

namespace stich {

// The board's game is the module's (GameModule::id), not the layout's: a layout names no game.
struct TableLayout {
    int players = 4;
    int hand_size = 13;
    int extra = 0;  // cards outside the hands: a talon, or cards on the table
    CardSet deck = kDeck52;
};

}  // namespace stich
