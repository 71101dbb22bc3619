// --variant, checked once before any board is read: a text no game knows is refused (exit 2)
// instead of failing every board; one that only some games know replaces the [Variant] of
// their boards, and the boards of another game keep theirs, with one warning per game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/game/registry.h"
#include "stich/io/board.h"

namespace stich::cli {

class VariantOverride {
public:
    // `text` empty: no override.  Otherwise nullopt with `error` when no game of `games`
    // knows it (GameModule::has_variant, the variants capability's).
    static std::optional<VariantOverride> make(const game::GameRegistry& games,
                                               const std::string& text, std::string* error);
    VariantOverride() = default;

    // Gives `board` the variant when its game knows it; returns a warning the first time a
    // board of a game that does not is met.
    std::optional<std::string> apply(Board& board);

private:
    std::string text_;
    std::vector<Game> fits_;    // the games whose variant it is
    std::vector<Game> warned_;  // the games whose boards keep their own, told once
};

}  // namespace stich::cli
