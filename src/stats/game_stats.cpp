#include "stich/stats/game_stats.h"

#include <charconv>

#include "stich/game/registry.h"

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
    const game::GameRegistry games = game::standard_games();
    const game::GameModule* module = games.find(game);
    return module ? module->make_stats() : nullptr;
}

}  // namespace stich::stats
