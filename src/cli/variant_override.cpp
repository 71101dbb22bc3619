#include "variant_override.h"

#include <algorithm>

namespace stich::cli {

std::optional<VariantOverride> VariantOverride::make(const game::GameRegistry& games,
                                                     const std::string& text, std::string* error) {
    VariantOverride v;
    v.text_ = text;
    if (text.empty()) return v;
    std::string whys;
    for (const auto& game : games.modules()) {
        std::string why;
        if (game->has_variant(text, &why))
            v.fits_.push_back(game->id());
        else
            whys += (whys.empty() ? "" : "; ") + std::string(game->name()) + ": " + why;
    }
    if (!v.fits_.empty()) return v;
    *error = "no game has the variant '" + text + "' (" + whys + ")";
    return std::nullopt;
}

std::optional<std::string> VariantOverride::apply(Board& board) {
    if (text_.empty()) return std::nullopt;
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
