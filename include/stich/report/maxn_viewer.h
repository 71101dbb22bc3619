// The hand viewer's line for the games played each for himself (max-n): Préférence's
// Ausfechten and Alliance's Resistance.  There is no side and no single value: at each step
// every legal card shows what max-n gives every player (tricks in Ausfechten, marks in a
// Resistance), each player then playing for himself to the end.
#pragma once

#include <nlohmann/json.hpp>

#include "stich/game/viewer.h"

namespace stich::report {

// The line the game gives (from the position analysed, after the play, to the end) as the
// viewer draws it (see maxn_viewer.cpp).
nlohmann::ordered_json maxn_line_json(const game::MaxNView& view);

}  // namespace stich::report
