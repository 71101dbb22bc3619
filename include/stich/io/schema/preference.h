// Préférence's id, as its hand records know it (src/io/schema/preference.cpp); the Préférence
// module (src/preference/) answers for it.  Its seats are written by number: kSeats, which its
// module's seats() and its outputs' seat_name hold.
#pragma once

#include "stich/io/board.h"
#include "stich/io/seats.h"

namespace stich::preference {

inline constexpr Game kGame{1};
inline constexpr Seats kSeats{};

}  // namespace stich::preference
