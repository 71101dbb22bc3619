// The hand viewer's line for the games played each for himself (max-n): Préférence's
// Ausfechten and Alliance's Resistance.  There is no side and no single value: at each step
// every legal card shows what max-n gives every player (tricks in Ausfechten, marks in a
// Resistance), each player then playing for himself to the end.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "stich/board.h"
#include "stich/engine/solver.h"

namespace stich::report {

// Whether the board's contract is played by max-n (Ausfechten, Resistance).
bool is_maxn_board(const Board& board);

// The line from the position analysed (after the play) to the end, as the viewer draws it
// (see maxn_viewer.cpp); nullopt with `why` when it cannot be solved (the max-n limit).
std::optional<nlohmann::ordered_json> maxn_viewer_line(Solver& solver, const Board& board,
                                                       std::string* why);

}  // namespace stich::report
