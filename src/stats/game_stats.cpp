#include "stich/stats/game_stats.h"

#include <charconv>

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

}  // namespace stich::stats
