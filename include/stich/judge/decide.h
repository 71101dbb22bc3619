// `stich judge` on a board: the board's game (its module in a registry) reads the call and
// makes the decision.  Above the games; the calls' and decisions' types are in calls.h and
// judge.h, below them.
#pragma once

#include <optional>
#include <string>

#include "stich/board.h"
#include "stich/judge/calls.h"

namespace stich::game {
class GameRegistry;
}

namespace stich::judge {

// The decision `request` makes on `board`, by the module of its game in `games`; nullopt with
// `error` when the call does not fit.
std::optional<Decision> make_decision(const game::GameRegistry& games, const Board& board,
                                      const CallRequest& request, std::string* error);

// The call a board's record implies for `seat`, or "" when it implies none.
std::string default_call(const game::GameRegistry& games, const Board& board, int seat);

}  // namespace stich::judge
