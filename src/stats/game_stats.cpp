#include "stich/stats/game_stats.h"

#include <charconv>

#include "stich/stats/alliance_stats.h"
#include "stich/stats/preference_stats.h"
#include "stich/stats/whist_stats.h"

namespace stich::stats {

std::string_view CsvRow::operator[](std::string_view name) const {
    for (size_t i = 0; i < names_.size() && i < values_.size(); ++i)
        if (names_[i] == name) return values_[i];
    return {};
}

int CsvRow::number(std::string_view name) const {
    const std::string_view text = (*this)[name];
    int value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

std::unique_ptr<GameStats> make_game_stats(Game game) {
    switch (game) {
        case Game::kWhist:
            return std::make_unique<WhistStats>();
        case Game::kPreference:
            return std::make_unique<PreferenceStats>();
        case Game::kAlliance:
            return std::make_unique<AllianceStats>();
    }
    return nullptr;
}

}  // namespace stich::stats
