// Alliance's id, as its hand records know it (src/io/schema/alliance.cpp); the Alliance module
// (src/alliance/) answers for it.  Its seats are written by number.
#pragma once

#include "stich/io/board.h"

namespace stich::alliance {

inline constexpr Game kGame{2};

}  // namespace stich::alliance
