// `stich judge` on a board: the board's game (its module in a registry) reads the call and
// makes the decision.  Above the games; the calls' and decisions' types are in calls.h and
// judge.h, below them.
#pragma once

#include <optional>
#include <string>

#include "stich/io/board.h"
#include "stich/judge/calls.h"

namespace stich::game {
class GameRegistry;
class Prepared;
}  // namespace stich::game

namespace stich::judge {

// The decision `request` makes on `board`, prepared once by its game's module in `games`
// (GameModule::prepare: its rules and contract read once for the call and every layout);
// nullopt with `error` when the call does not fit.
std::optional<Decision> make_decision(const game::GameRegistry& games, const game::Prepared& board,
                                      const CallRequest& request, std::string* error);
// The same of a board not yet prepared: prepared here, for a caller that asks one question.
std::optional<Decision> make_decision(const game::GameRegistry& games, const Board& board,
                                      const CallRequest& request, std::string* error);

// The call a board's record implies for `seat`, or "" when it implies none.
std::string default_call(const game::GameRegistry& games, const game::Prepared& board, int seat);
std::string default_call(const game::GameRegistry& games, const Board& board, int seat);

}  // namespace stich::judge
