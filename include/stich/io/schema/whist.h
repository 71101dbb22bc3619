// Whist's id and seats, as its hand records know them (src/io/schema/whist.cpp): the records
// layer reads and writes them, and the whist module (src/whist/) answers for the id and writes
// and reads its seats by them.  Written once, here.
#pragma once

#include <string_view>

#include "stich/io/board.h"
#include "stich/io/seats.h"

namespace stich::whist {

// PBN's own records (bridge deals) are whist's: the id of a board built in memory (Board::game).
inline constexpr Game kGame{0};

// Seat 0, 1, 2, 3: North, East, South, West, at the points of a compass.
inline constexpr Seats kSeats = Seats::lettered("NESW", true);

}  // namespace stich::whist
