// A board under another variant: what `--variant` does to each board of a command
// (src/cli/variant_override.cpp) and what the library's settle asks (src/api/scoring.cpp),
// checked by one function against the board's game.
#pragma once

#include <optional>
#include <string>

#include "stich/game/module.h"
#include "stich/io/board.h"

namespace stich::game {

// Why `variant` is not one of `game`'s, as the game says it; nullopt when it is.
std::optional<std::string> variant_refusal(const GameModule& game, const std::string& variant);

// `board` with [Variant] `variant` when its game (`game`) has it; nullopt with `why` ("the
// variant 'X' is not a whist variant: ...") otherwise.
std::optional<Board> under_variant(const GameModule& game, const Board& board,
                                   const std::string& variant, std::string* why);

}  // namespace stich::game
