#include "variant_override.h"

#include "stich/alliance/rules.h"
#include "stich/preference/rules.h"
#include "stich/whist/variant.h"

namespace stich::cli {

namespace {

size_t slot(Game game) {
    switch (game) {
        case Game::kWhist:
            return 0;
        case Game::kPreference:
            return 1;
        case Game::kAlliance:
            return 2;
    }
    return 0;
}

}  // namespace

std::optional<VariantOverride> VariantOverride::make(const std::string& text, std::string* error) {
    VariantOverride v;
    v.text_ = text;
    if (text.empty()) return v;
    std::string why_whist, why_preference, why_alliance;
    v.fits_[0] = whist::scoring_rules(text, &why_whist).has_value();
    v.fits_[1] = preference::rules_for(text, &why_preference).has_value();
    // Alliance's switches do not depend on the table size; 4 players is its smallest table.
    v.fits_[2] = alliance::make_rules(4, text, &why_alliance).has_value();
    if (v.fits_[0] || v.fits_[1] || v.fits_[2]) return v;
    *error = "no game has the variant '" + text + "' (whist: " + why_whist +
             "; preference: " + why_preference + "; alliance: " + why_alliance + ")";
    return std::nullopt;
}

std::optional<std::string> VariantOverride::apply(Board& board) {
    if (text_.empty()) return std::nullopt;
    const size_t g = slot(board.game);
    if (fits_[g]) {
        board.variant = text_;
        return std::nullopt;
    }
    if (warned_[g]) return std::nullopt;
    warned_[g] = true;
    const std::string game(game_name(board.game));
    return "warning: --variant " + text_ + " is not a " + game + " variant: the " + game +
           " boards keep their own";
}

}  // namespace stich::cli
