// --variant, checked once before any board is read: a text no game knows is refused (exit 2)
// instead of failing every board; one that only some games know replaces the [Variant] of
// their boards, and the boards of another game keep theirs, with one warning per game.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "stich/board.h"

namespace stich::cli {

class VariantOverride {
public:
    // `text` empty: no override.  Otherwise nullopt with `error` when no game knows it.
    static std::optional<VariantOverride> make(const std::string& text, std::string* error);
    VariantOverride() = default;

    // Gives `board` the variant when its game knows it; returns a warning the first time a
    // board of a game that does not is met.
    std::optional<std::string> apply(Board& board);

private:
    std::string text_;
    std::array<bool, 3> fits_{};  // by game: whist, preference, alliance
    std::array<bool, 3> warned_{};
};

}  // namespace stich::cli
