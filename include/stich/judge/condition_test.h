// What the bidding showed, for the judge: a condition in the dealing language
// (docs/conditions.md), given as `stich judge --condition` or a record's [Condition], as a test
// of the judge's deals; and the judgement without it that the answers show beside.  One place
// for the command (src/cli/cmd_judge.cpp) and the library (src/api/judge.cpp).
#pragma once

#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "stich/game/module.h"
#include "stich/io/board.h"
#include "stich/judge/judge.h"

namespace stich::judge {

// The board's condition (`option`, else its [Condition] tag) as a test of the judge's deals;
// nullopt when it has none, or with `error` set ("--condition:1:5: ..." or "[Condition]:...")
// when it does not read or cannot be tested.  Its tricks() asks the game's double dummy under
// the board's [Variant], an oracle per test at a time: the same at any thread count.
std::optional<std::function<bool(const Deal&)>> condition_test(const game::GameModule& game,
                                                               const Board& board,
                                                               const std::string& option,
                                                               std::string& error);

// A judgement under a condition, with the same judgement without it (`without`): the JSON
// member "without_condition" added to `out`, and the text's closing lines.
void add_without_condition(nlohmann::ordered_json& out, const Board& board, const Decision& d,
                           const Judgement& without);
std::string without_condition_text(const Decision& d, const Judgement& without);

}  // namespace stich::judge
