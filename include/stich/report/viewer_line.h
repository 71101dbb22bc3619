// The data of the HTML hand viewer: a deal's line of play (the played cards of [Play], then
// the double-dummy line to the end) with, at each step, the double-dummy value of every legal
// card of the player to move.  Computed when the page is written, embedded in it as JSON.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "stich/engine/solver.h"
#include "stich/game/module.h"
#include "stich/io/board.h"

namespace stich::report {

// {"seats": [...], "unit": "...", "steps": [...]}: see viewer_line.cpp, from the line the
// board's game gives (GameModule::viewer); nullopt with `why` set when it gives none (a whist
// board without trumps, a game without a viewer).  `answered`: the board's report already
// made (solve's, analyze's), whose findings the game may reuse; null when none.
std::optional<nlohmann::ordered_json> viewer_line(const game::GameModule& game, Solver& solver,
                                                  const Board& board, const game::Report* answered,
                                                  std::string* why);

}  // namespace stich::report
