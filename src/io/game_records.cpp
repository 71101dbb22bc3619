#include "stich/io/game_records.h"

#include "hand_tag.h"
#include "pbn_board.h"
#include "pbn_values.h"

namespace stich::io {

void set_own_tag(Board& board, std::string_view name, std::string value) {
    for (TagPair& tag : board.tags)
        if (tag.name == name) {
            tag.value = std::move(value);
            return;
        }
    board.tags.push_back(TagPair{std::string(name), std::move(value), {}, {}});
}

std::optional<CardSet> hand_value(std::string_view tag, std::string_view value, CardSet deck,
                                  std::string& why, std::size_t& offset) {
    try {
        const Word word = one_word(tag, value);
        CardSet cards;
        for (const CardAt& at : parse_hand(word.text, word.offset, deck)) {
            if (cards.contains(at.card))
                throw ValueError{at.offset, "card " + format_card(at.card) + " listed twice"};
            cards |= at.card;
        }
        return cards;
    } catch (const ValueError& e) {
        offset = e.offset;
        why = e.message;
        return std::nullopt;
    }
}

std::string why_not_hand_on(std::string_view tag, std::string_view value, const Board& board,
                            std::size_t& offset) {
    std::string why;
    hand_value(tag, value, game_shape(board.game, board.players).deck, why, offset);
    return why;
}

std::string written_hand(std::string_view value) {
    std::string why;
    std::size_t offset = 0;
    return format_hand(hand_value("", value, kDeck52, why, offset).value_or(CardSet()));
}

std::optional<CardSet> own_hand(const Board& board, std::string_view name) {
    const TagPair* tag = own_tag(board, name);
    if (!tag) return std::nullopt;
    std::string why;
    std::size_t offset = 0;
    return hand_value(name, tag->value, game_shape(board.game, board.players).deck, why, offset);
}

void set_own_hand(Board& board, std::string_view name, std::optional<CardSet> cards) {
    if (cards) {
        set_own_tag(board, name, format_hand(*cards));
        return;
    }
    std::erase_if(board.tags, [name](const TagPair& tag) { return tag.name == name; });
}

}  // namespace stich::io
