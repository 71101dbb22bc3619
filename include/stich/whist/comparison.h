// A whist board under every variant side by side (`stich analyze --variants all`).
#pragma once

#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/io/board.h"
#include "stich/support/text_table.h"
#include "stich/whist/analysis.h"

namespace stich::whist {

// The variants compared: the regular game, five honours, without honours, Preference with this
// deal's trump as the preference suit, and the Strohmann (North the dummy).
std::vector<std::string> comparison_variants();

// What each seat (N E S W) gains at the rubber from this deal: the value of a game it ends
// (+ to the winners, - to the losers) and the slam premiums; under the Strohmann the dummy's
// partner settles double and the dummy nothing.  Zero when the deal ends no game.
std::array<int, 4> seat_settlement(const Analysis& a);

// The table's columns (variant, the points of each side, then the score, the game and each
// seat's settlement, which say something only with a standing: kPointsColumns before them)
// and a row's cells.
constexpr size_t kPointsColumns = 3;
std::vector<TextTable::Column> comparison_columns();
std::vector<std::string> comparison_cells(const Analysis& a);
nlohmann::ordered_json comparison_json(const Analysis& a);

}  // namespace stich::whist
