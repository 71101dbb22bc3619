#include "stich/whist/records.h"

#include "../io/pbn_board.h"
#include "../io/pbn_values.h"
#include "stich/io/schema/whist.h"

namespace stich::whist {

namespace {

constexpr std::string_view kStandingTag = "Standing";

// The two scores of [Standing], N-S then E-W; throws io::ValueError at the word at fault.  The
// reader's words: the message of the tag it read before it was whist's own.  (PBN's [Score] is
// a bridge score such as "NS 420", 4.4.2, and is left to its informational meaning.)
PerSide read_standing(std::string_view value) {
    const auto words = io::split_words(value);
    if (words.size() != 2)
        throw io::ValueError{
            io::misfit(words, 2).offset,
            "expected two scores, N-S then E-W, found " + std::to_string(words.size())};
    return {io::parse_count(words[0].text, words[0].offset),
            io::parse_count(words[1].text, words[1].offset)};
}

std::string why_not_standing(std::string_view value, size_t& offset) {
    try {
        read_standing(value);
        return "";
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

// The value of the board's tag `name`, read by `read`: nullopt when the board has none (or
// "?"), and where `read` refuses it (a board read without the declarations).
template <class T>
std::optional<T> tag_value(const Board& board, std::string_view name, T (*read)(std::string_view)) {
    const TagPair* tag = io::own_tag(board, name);
    if (!tag) return std::nullopt;
    try {
        return read(tag->value);
    } catch (const io::ValueError&) {
        return std::nullopt;
    }
}

constexpr std::string_view kTurnedTag = "Turned";

// [Turned]'s one word; throws io::ValueError at the byte at fault, as the reader did when
// [Turned] was its own.
io::Word turned_word(std::string_view value) {
    return io::one_word(kTurnedTag, value);
}

Card read_turned(std::string_view value) {
    const io::Word word = turned_word(value);
    return io::parse_card_at(word.text, word.offset, kDeck52).card;
}

// The turned card lies in the dealer's hand; in a partial deal he may have played it since,
// but then it is in no other hand.  It agrees with [Trump].
std::string why_not_turned(std::string_view value, const Board& board, size_t& offset) {
    try {
        const io::Word word = turned_word(value);
        const Card card = io::parse_card_at(word.text, word.offset, kDeck52).card;
        offset = word.offset;
        const std::string name = format_card(card);
        if (board.trump && *board.trump != Strain(card.suit()))
            return "turned card " + name + " contradicts [Trump \"" +
                   std::string(kStrainNames[*board.trump]) + "\"]";
        const int dealer = board.dealer;
        const std::string dealer_name = io::seat_name(board.game, dealer);
        if (!board.known[dealer] || board.hands[dealer].contains(card)) return "";
        for (int seat = 0; seat < board.players; ++seat)
            if (board.known[seat] && board.hands[seat].contains(card))
                return "turned card " + name + " is in hand " + io::seat_name(board.game, seat) +
                       ", not in the dealer's hand (" + dealer_name + ")";
        if (board.hands[dealer].count() >= io::game_shape(board.game, board.players).hand_size)
            return "turned card " + name + " is not in the dealer's hand (" + dealer_name + ")";
        return "";
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

// Only whist's dealer turns a card: the message the reader gave when [Turned] was its own.
std::string turned_elsewhere(std::string_view value, const Board& board, size_t& offset) {
    try {
        offset = turned_word(value).offset;
        return "a turned card in a " + std::string(game_name(board.game)) + " board: only " +
               std::string(game_name(kGame)) + " turns a card";
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

// The turned card's suit is trumps.
io::TagTrump turned_trump(std::string_view value, const Board&) {
    const Card card = read_turned(value);
    return {Strain(card.suit()), "turned card " + format_card(card)};
}

}  // namespace

const io::GameRecords& own_tags() {
    // [Turned] is read after [Trump], where the reader read it, so that a board with more than
    // one bad value reports the same first one.
    static const io::GameRecords records{
        kGame,
        "whist",
        {{.name = kTurnedTag,
          .write = [](std::string_view value) { return format_card(read_turned(value)); },
          .check_in = why_not_turned,
          .after = "Trump",
          .elsewhere = turned_elsewhere,
          .trump = turned_trump},
         {.name = kStandingTag, .check = why_not_standing}}};
    return records;
}

std::optional<Card> turned_card(const Board& board) {
    return tag_value(board, kTurnedTag, read_turned);
}

void set_turned_card(Board& board, Card card) {
    io::set_own_tag(board, kTurnedTag, format_card(card));
    board.trump = Strain(card.suit());
}

std::optional<PerSide> standing(const Board& board) {
    return tag_value(board, kStandingTag, read_standing);
}

}  // namespace stich::whist
