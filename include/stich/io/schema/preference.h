// Préférence's id, as its hand records know it (src/io/schema/preference.cpp); the Préférence
// module (src/preference/) answers for it.  Its seats are written by number.
#pragma once

#include "stich/io/board.h"

namespace stich::preference {

inline constexpr Game kGame{1};

}  // namespace stich::preference
