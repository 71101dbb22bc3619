#include "variant_override.h"

#include <algorithm>

#include "stich/game/board_variant.h"

namespace stich::cli {

std::optional<VariantOverride> VariantOverride::make(const game::GameRegistry& games,
                                                     const std::string& text, std::string* error) {
    VariantOverride v;
    v.text_ = text;
    if (text.empty()) return v;
    std::string whys;
    for (const auto& game : games.modules()) {
        if (const auto why = game::variant_refusal(*game, text))
            whys += (whys.empty() ? "" : "; ") + std::string(game->name()) + ": " + *why;
        else
            v.fits_.push_back(game->id());
    }
    if (!v.fits_.empty()) return v;
    *error = "no game has the variant '" + text + "' (" + whys + ")";
    return std::nullopt;
}

std::optional<std::string> VariantOverride::apply(Board& board) {
    if (text_.empty()) return std::nullopt;
    // The games that have it were found once by make(), with game::variant_refusal; the board
    // is given it as the library's settle gives it (game/board_variant.h).
    if (std::find(fits_.begin(), fits_.end(), board.game) != fits_.end()) {
        board.variant = text_;
        return std::nullopt;
    }
    if (std::find(warned_.begin(), warned_.end(), board.game) != warned_.end()) return std::nullopt;
    warned_.push_back(board.game);
    const std::string game(game_name(board.game));
    return "warning: --variant " + text_ + " is not a " + game + " variant: the " + game +
           " boards keep their own";
}

}  // namespace stich::cli
