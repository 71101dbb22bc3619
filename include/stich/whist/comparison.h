// A whist board under every variant side by side (`stich analyze --variants all`).
#pragma once

#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/board.h"
#include "stich/whist/analysis.h"

namespace stich::whist {

// The variants compared: the regular game, five honours, without honours, Preference with this
// deal's trump as the preference suit, and the Strohmann (North the dummy).
std::vector<std::string> comparison_variants();

// What each seat (N E S W) gains at the rubber from this deal: the value of a game it ends
// (+ to the winners, - to the losers) and the slam premiums; under the Strohmann the dummy's
// partner settles double and the dummy nothing.  Zero when the deal ends no game.
std::array<int, 4> seat_settlement(const Analysis& a);

std::string comparison_header();
std::string comparison_row(const Analysis& a);
nlohmann::ordered_json comparison_json(const Analysis& a);

}  // namespace stich::whist
