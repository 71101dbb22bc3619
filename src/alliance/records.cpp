#include "stich/alliance/records.h"

#include "../io/hand_tag.h"
#include "../io/pbn_board.h"
#include "../io/pbn_values.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

namespace {

constexpr std::string_view kTableTag = "TableCards";

// The table's cards as written; throws io::ValueError at the card at fault.  (PBN's [Table] is
// a table number, 4.4.7, and is left to its informational meaning.)
std::vector<io::CardAt> read_table(std::string_view value) {
    return io::parse_card_list(value, 0, kDeck52);
}

// The reader's words: the messages of the tag it read before it was Alliance's own.
std::string why_not_table(std::string_view value, const Board& board, size_t& offset) {
    try {
        const size_t size = read_table(value).size();
        const int expected = io::game_shape(board.game, board.players).table;
        if (static_cast<int>(size) == expected) return "";
        offset = io::split_words(value)[0].offset;
        return "table has " + io::count_of(static_cast<int>(size), "card") + ", expected " +
               std::to_string(expected);
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

std::vector<io::PlacedCard> placed_table(std::string_view value) {
    std::vector<io::PlacedCard> placed;
    for (const io::CardAt& at : read_table(value)) placed.push_back({at.card, at.offset});
    return placed;
}

// The cards a blank apart, as written by the writer: "H7 CA D7 S8".
std::string table_value(const std::vector<Card>& table) {
    std::string out;
    for (Card card : table) out += (out.empty() ? "" : " ") + format_card(card);
    return out;
}

std::string written_table(std::string_view value) {
    std::vector<Card> table;
    for (const io::CardAt& at : read_table(value)) table.push_back(at.card);
    return table_value(table);
}

constexpr std::string_view kDiscardTag = "Discard";

// [Discard]: the cards a Lever's declarer laid away for the table cards, a hand of the deck, of
// any size; the reader's words, as when [Discard] was its own ("card SA listed twice").
std::string why_not_discard(std::string_view value, size_t& offset) {
    std::string why;
    io::hand_value(kDiscardTag, value, kDeck52, why, offset);
    return why;
}

// Declarer took the table cards into his hand when the board gives his exchange ([Discard]).
int exchanged_by(std::string_view, const Board& board) {
    return io::own_tag(board, kDiscardTag) && board.declarer ? *board.declarer : -1;
}

// He may play them then.
CardSet table_playable(std::string_view value, const Board& board, int seat) {
    CardSet cards;
    if (seat != exchanged_by(value, board)) return cards;
    for (const io::CardAt& at : read_table(value)) cards |= at.card;
    return cards;
}

}  // namespace

const io::GameRecords& own_tags() {
    static const io::GameRecords records{kGame,
                                         "alliance",
                                         {{.name = kTableTag,
                                           .cards = placed_table,
                                           .place = "the table",
                                           .write = written_table,
                                           .check_in = why_not_table,
                                           .taken_by = exchanged_by,
                                           .after = "Trump",
                                           .also_plays = table_playable,
                                           .face_up = true},
                                          {.name = kDiscardTag,
                                           .check = why_not_discard,
                                           .write = io::written_hand,
                                           .elsewhere = io::hand_elsewhere<kDiscardTag>}}};
    return records;
}

std::vector<Card> table_cards(const Board& board) {
    const TagPair* tag = io::own_tag(board, kTableTag);
    std::vector<Card> table;
    if (!tag) return table;
    try {
        for (const io::CardAt& at : read_table(tag->value)) table.push_back(at.card);
    } catch (const io::ValueError&) {
        table.clear();  // a board read without the declarations: no table
    }
    return table;
}

void set_table_cards(Board& board, const std::vector<Card>& table) {
    io::set_own_tag(board, kTableTag, table_value(table));
}

std::optional<CardSet> discard_tag(const Board& board) {
    return io::own_hand(board, kDiscardTag);
}

void set_discard_tag(Board& board, std::optional<CardSet> discard) {
    io::set_own_hand(board, kDiscardTag, discard);
}

}  // namespace stich::alliance
