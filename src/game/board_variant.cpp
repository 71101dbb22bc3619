// A board under another variant (game/board_variant.h).
#include "stich/game/board_variant.h"

namespace stich::game {

std::optional<std::string> variant_refusal(const GameModule& game, const std::string& variant) {
    std::string why;
    if (game.has_variant(variant, &why)) return std::nullopt;
    return why;
}

std::optional<Board> under_variant(const GameModule& game, const Board& board,
                                   const std::string& variant, std::string* why) {
    if (const auto refused = variant_refusal(game, variant)) {
        if (why)
            *why = "the variant '" + variant + "' is not a " + std::string(game.name()) +
                   " variant: " + *refused;
        return std::nullopt;
    }
    Board under = board;
    under.variant = variant;
    return under;
}

}  // namespace stich::game
