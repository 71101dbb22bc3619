#include "stich/card_words.h"

#include "stich/engine/cards.h"

namespace stich {

std::string several_ranks_hint(std::string_view word) {
    // A suit letter takes one byte, a suit symbol (U+2660..U+2667) three.
    for (const size_t suit_bytes : {size_t{1}, size_t{3}}) {
        if (word.size() < suit_bytes + 2) continue;
        const std::string suit(word.substr(0, suit_bytes));
        std::string symbols, letters;
        int ranks = 0;
        for (size_t i = suit_bytes; i < word.size(); ++ranks) {
            size_t used = 0;
            const auto card = parse_face(word.substr(i), &used)
                                  ? parse_card(suit + std::string(word.substr(i, used)))
                                  : std::nullopt;
            if (!card) {
                ranks = 0;
                break;
            }
            const std::string sep = symbols.empty() ? "" : " ";
            symbols += sep + suit + std::string(word.substr(i, used));
            letters += sep + format_card(*card);
            i += used;
        }
        if (ranks >= 2)
            return "a card is one suit and one rank: write " + symbols + ", or " + letters;
    }
    return "";
}

}  // namespace stich
