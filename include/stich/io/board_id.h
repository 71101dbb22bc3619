// A board's id where a team match plays it in two rooms: PBN's [Board "43"] with
// [Room "Open"|"Closed"], LIN's qx|o43| or qx|c43|.  The two rooms of one board get ids of
// their own, "o43" and "c43" (the letters of BBO's qx|), so that every output, which names a
// board by its id, says the room; --board 43 takes both.
#pragma once

#include <string>
#include <string_view>

#include "stich/io/board.h"

namespace stich {

enum class Room : uint8_t { kNone, kOpen, kClosed };

// [Room]'s value, "Open" or "Closed" in any case (PBN 2.1 has no other); else none.
Room parse_room(std::string_view value);
// The room of a board as read: its [Room] tag's.
Room room_of(const Board& board);

// The id of board `number` played in `room`: "o43", "c43"; the number alone without a room.
std::string board_id(Room room, std::string_view number);
// The number of an id of a board of `room`, its room letter taken off: "43" for "o43".
std::string_view board_number(std::string_view id, Room room);
// Whether `wanted` (a --board value) names the board `id`: the id itself, or the number of a
// board played in either room ("43" names "o43" and "c43").
bool names_board(std::string_view wanted, std::string_view id);

}  // namespace stich
