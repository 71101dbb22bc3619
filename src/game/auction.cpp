// The [Calls] tag's words as call numbers and back (game/auction.h).
#include "stich/game/auction.h"

#include <sstream>

#include "stich/engine/cards.h"

namespace stich::game {

std::optional<std::vector<int>> read_calls(const std::string& text,
                                           const std::vector<std::string>& names,
                                           std::string* error) {
    std::vector<int> out;
    std::istringstream in(text);
    // Named calls may hold a space ("Bettler hand"): the longest name that fits is taken.
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    for (size_t i = 0; i < words.size();) {
        int found = -1;
        size_t used = 0;
        for (size_t n = 0; n < names.size(); ++n) {
            std::istringstream name(names[n]);
            size_t k = 0;
            bool match = true;
            for (std::string part; name >> part; ++k)
                if (i + k >= words.size() || words[i + k] != part) match = false;
            if (match && k > used) found = static_cast<int>(n), used = k;
        }
        if (found >= 0) {
            out.push_back(kCardCalls + found);
            i += used;
            continue;
        }
        const auto card = parse_card(words[i]);
        if (!card) {
            if (error) *error = "'" + words[i] + "' is neither a card nor a call";
            return std::nullopt;
        }
        out.push_back(13 * card->suit() + card->pos());
        ++i;
    }
    return out;
}

std::string write_calls(const std::vector<int>& calls, const std::vector<std::string>& names) {
    std::string out;
    for (int c : calls) {
        if (!out.empty()) out += ' ';
        if (c >= kCardCalls && c - kCardCalls < static_cast<int>(names.size()))
            out += names[static_cast<size_t>(c - kCardCalls)];
        else if (c >= 0 && c < kCardCalls)
            out += format_card(Card(Suit(c / 13), c % 13));
    }
    return out;
}

}  // namespace stich::game
