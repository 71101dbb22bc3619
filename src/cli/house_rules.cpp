#include "house_rules.h"

#include <algorithm>

#include "stich/io/game_records.h"

namespace stich::cli {

std::string_view format_word(Format format) {
    switch (format) {
        case Format::kJson:
            return "json";
        case Format::kCsv:
            return "csv";
        case Format::kText:
            break;
    }
    return "text";
}

std::optional<Format> parse_format(std::string_view word) {
    for (Format f : {Format::kText, Format::kJson, Format::kCsv})
        if (word == format_word(f)) return f;
    return std::nullopt;
}

void set_standing(Board& board, const Standing& s) {
    io::set_own_tag(board, "Standing", std::to_string(s[0]) + " " + std::to_string(s[1]));
}

const GameDefaults* HouseRules::of(Game game) const {
    const auto it = std::find_if(games.begin(), games.end(),
                                 [game](const GameDefaults& g) { return g.game == game; });
    return it == games.end() ? nullptr : &*it;
}

void HouseRules::apply(Board& board) const {
    const GameDefaults* defaults = of(board.game);
    if (!defaults) return;
    if (board.variant.empty()) board.variant = defaults->variant.value;
    if (!io::own_tag(board, "Standing") && defaults->standing.value)
        set_standing(board, *defaults->standing.value);
}

}  // namespace stich::cli
