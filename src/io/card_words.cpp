#include "stich/io/card_words.h"

#include <cctype>

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

std::optional<Card> read_card_word(std::string_view word, std::string* why, size_t* at,
                                   std::string_view shown) {
    const std::string quoted = "'" + std::string(shown.empty() ? word : shown) + "'";
    auto refuse = [&](size_t where, std::string message) -> std::optional<Card> {
        if (why) *why = std::move(message);
        if (at) *at = where;
        return std::nullopt;
    };
    // A suit symbol stands for its letter, one card at a time ("♠A ♠K"); "♠AK" is refused with
    // the spellings that would be read.
    if (const std::string hint = several_ranks_hint(word); !hint.empty())
        return refuse(0, quoted + " is not one card: " + hint);
    if (!word.empty() && !parse_suit(word[0]))
        if (const auto card = parse_card(word)) return card;
    if (word.empty() || !parse_suit(word[0]))
        return refuse(0, "bad suit letter in " + quoted + ": expected S, H, D or C");
    size_t used = 0;
    const auto face = parse_face(word.substr(1), &used);
    if (!face || used + 1 != word.size())
        return refuse(1, "bad rank in " + quoted + ": " + std::string(kRanksExpected));
    return Card(*parse_suit(word[0]), *face);
}

std::optional<Card> read_call_card(std::string_view word, std::string* why) {
    std::string upper(word);
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return read_card_word(upper, why);
}

}  // namespace stich
