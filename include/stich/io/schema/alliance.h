// Alliance's id, as its hand records know it (src/io/schema/alliance.cpp); the Alliance module
// (src/alliance/) answers for it.  Its seats are written by number: kSeats, which its
// module's seats() and its outputs' seat_name hold.
#pragma once

#include "stich/io/board.h"
#include "stich/io/seats.h"

namespace stich::alliance {

inline constexpr Game kGame{2};
inline constexpr Seats kSeats{};

}  // namespace stich::alliance
