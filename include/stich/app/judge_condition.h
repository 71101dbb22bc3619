// What the bidding showed, for the judge: a condition in the dealing language
// (docs/conditions.md), given as `stich judge --condition` or a record's [Condition], as a test
// of the judge's deals (the judgement without it, which the answers show beside, is
// JudgedBoard::without_condition).  One place for the command (src/cli/cmd_judge.cpp) and the
// library (src/api/judge.cpp).
#pragma once

#include <functional>
#include <optional>
#include <string>

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

}  // namespace stich::judge
