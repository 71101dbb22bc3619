#include "stich/preference/records.h"

#include "../io/hand_tag.h"
#include "../io/line_reader.h"
#include "../io/pbn_board.h"
#include "../io/pbn_values.h"
#include "stich/io/number_chars.h"
#include "stich/io/schema/preference.h"

namespace stich::preference {

namespace {

// The sum of money `value` of [`tag`] holds, one word; `why` and `offset` (the byte of `value`
// at fault) set when it holds none.  The reader's words: the messages of the tags it reads.
std::optional<double> read_money_word(std::string_view tag, std::string_view value, size_t& offset,
                                      std::string& why) {
    try {
        const io::Word word = io::one_word(tag, value);
        return io::parse_amount(word.text, word.offset);
    } catch (const io::ValueError& e) {
        offset = e.offset;
        why = e.message;
        return std::nullopt;
    }
}

template <const std::string_view& Tag>
std::string why_not_money(std::string_view value, size_t& offset) {
    std::string why;
    read_money_word(Tag, value, offset, why);
    return why;
}

constexpr std::string_view kStakeTag = "Stake", kPotTag = "Pot", kCapTag = "Cap";
constexpr std::string_view kDefenceTag = "Defence";

// [Defence]: a word for each defender, play, home or invite, in any case.
std::string why_not_defence(std::string_view value, size_t& offset) {
    constexpr size_t kDefenders = 2;
    const auto words = io::split_words(value);
    if (words.size() > kDefenders) {
        offset = words[kDefenders].offset;
        return "expected at most " + std::to_string(kDefenders) + " words, one per defender";
    }
    for (const io::Word& word : words) {
        const std::string choice = io::lower(word.text);
        if (choice != "play" && choice != "home" && choice != "invite") {
            offset = word.offset;
            return "bad defence '" + io::excerpt(word.text) + "': expected play, home or invite";
        }
    }
    return "";
}

std::vector<std::string> defence_words(std::string_view value) {
    std::vector<std::string> words;
    for (const io::Word& word : io::split_words(value)) words.push_back(io::lower(word.text));
    return words;
}

// The words as [Defence]'s value: one space between them.
std::string defence_value(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& word : words) out += (out.empty() ? "" : " ") + word;
    return out;
}

std::string written_defence(std::string_view value) {
    return defence_value(defence_words(value));
}

// The seat of the one defender who stays home, given [Declarer]; -1 for none, and for both at
// home: nothing is played then, and the play section is read as it stands.
int home_seat(std::string_view value, const Board& board) {
    if (!board.declarer) return -1;
    const auto words = defence_words(value);
    int home = -1, count = 0;
    for (size_t i = 0; i < words.size(); ++i)
        if (words[i] == "home") {
            home = (*board.declarer + 1 + static_cast<int>(i)) % board.players;
            ++count;
        }
    return count == 1 ? home : -1;
}

constexpr std::string_view kTalonTag = "Talon";
constexpr int kTalonSize = 2;  // the talon of Préférence's record shape

// [Talon]'s one word, a hand of the deck `deck` ("T..Q."); throws io::ValueError at the byte at
// fault, as the reader did when [Talon] was its own.
std::vector<io::CardAt> talon_word(std::string_view value, CardSet deck) {
    const io::Word word = io::one_word(kTalonTag, value);
    return io::parse_hand(word.text, word.offset, deck);
}

// "talon has 3 cards, expected 2"; "" when it has `expected`.
std::string talon_size(std::size_t size, int expected, std::string_view owner) {
    if (static_cast<int>(size) == expected) return "";
    std::string message = "talon has " + io::count_of(static_cast<int>(size), "card") +
                          ", expected " + std::to_string(expected);
    if (expected == 0) message += " (only " + std::string(owner) + " has talon cards)";
    return message;
}

std::string why_not_talon(std::string_view value, size_t& offset) {
    try {
        const auto cards = talon_word(value, kDeck32);
        offset = io::split_words(value)[0].offset;
        return talon_size(cards.size(), kTalonSize, "");
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

std::vector<io::PlacedCard> talon_cards(std::string_view value) {
    std::vector<io::PlacedCard> cards;
    for (const io::CardAt& at : talon_word(value, kDeck32))
        cards.push_back(io::PlacedCard{at.card, at.offset});
    return cards;
}

CardSet talon_set(std::string_view value) {
    CardSet cards;
    for (const io::CardAt& at : talon_word(value, kDeck32)) cards |= at.card;
    return cards;
}

std::string written_talon(std::string_view value) {
    return format_hand(talon_set(value));
}

// Declarer plays the talon's cards he took up; the reader lets any seat play them, as it did.
CardSet talon_playable(std::string_view value, const Board&, int) {
    return talon_set(value);
}

// Another game's board has no talon: a [Talon] of cards there is an error, as it was when the
// reader read [Talon] for every game; an empty hand ("-" or "...") may stand.
std::string talon_elsewhere(std::string_view value, const Board& board, size_t& offset) {
    try {
        const auto cards = talon_word(value, io::game_shape(board.game, board.players).deck);
        offset = io::split_words(value)[0].offset;
        return talon_size(cards.size(), 0, game_name(kGame));
    } catch (const io::ValueError& e) {
        offset = e.offset;
        return e.message;
    }
}

constexpr std::string_view kDiscardTag = "Discard";
constexpr int kDiscardSize = 2;  // the talon's two, laid away

// [Discard]: the two cards declarer laid away, a hand of the 32-card deck; the reader's words,
// as when [Discard] was its own ("card SA listed twice", "discard has 3 cards, expected 2").
std::string why_not_discard(std::string_view value, size_t& offset) {
    std::string why;
    const auto cards = io::hand_value(kDiscardTag, value, kDeck32, why, offset);
    if (!cards) return why;
    if (cards->count() == kDiscardSize) return "";
    offset = io::split_words(value)[0].offset;
    return "discard has " + io::count_of(cards->count(), "card") + ", expected " +
           std::to_string(kDiscardSize);
}

}  // namespace

const io::GameRecords& own_tags() {
    // In the order the reader read them before they were Préférence's own, so that a board
    // with more than one bad value reports the same first one.
    static const io::GameRecords records{
        kGame,
        "preference",
        {{.name = kTalonTag,
          .check = why_not_talon,
          .cards = talon_cards,
          .place = "the talon",
          .write = written_talon,
          .after = "Trump",
          .also_plays = talon_playable,
          .elsewhere = talon_elsewhere,
          .value_of = [](CardSet talon) { return format_hand(talon); }},
         // Another game's board may hold a [Discard] of its deck, unread; one the reader could
         // not read when the tag was its own stays an error (elsewhere).
         {.name = kDiscardTag,
          .check = why_not_discard,
          .write = io::written_hand,
          .elsewhere = io::hand_elsewhere<kDiscardTag>},
         {.name = kDefenceTag,
          .check = why_not_defence,
          .write = written_defence,
          .sits_out = home_seat},
         {.name = kStakeTag, .check = why_not_money<kStakeTag>},
         {.name = kPotTag, .check = why_not_money<kPotTag>},
         {.name = kCapTag, .check = why_not_money<kCapTag>}}};
    return records;
}

std::optional<double> money_tag(const Board& board, std::string_view name) {
    const TagPair* tag = io::own_tag(board, name);
    if (!tag) return std::nullopt;
    const auto words = io::split_words(tag->value);
    return words.size() == 1 ? io::whole_number<double>(words[0].text) : std::nullopt;
}

void set_money_tag(Board& board, std::string_view name, double sum) {
    char text[32];
    const auto end = double_to_chars(text, text + sizeof text, sum).ptr;  // reads back exactly
    io::set_own_tag(board, name, std::string(text, end));
}

std::vector<std::string> defence_tag(const Board& board) {
    const TagPair* tag = io::own_tag(board, kDefenceTag);
    return tag ? defence_words(tag->value) : std::vector<std::string>{};
}

void set_defence_tag(Board& board, const std::vector<std::string>& words) {
    std::erase_if(board.tags, [](const TagPair& tag) { return tag.name == kDefenceTag; });
    if (words.empty()) return;
    board.tags.push_back(TagPair{std::string(kDefenceTag), defence_value(words), {}, {}});
}

CardSet talon_tag(const Board& board) {
    const TagPair* tag = io::own_tag(board, kTalonTag);
    if (!tag) return {};
    try {
        return talon_set(tag->value);
    } catch (const io::ValueError&) {
        return {};
    }
}

void set_talon_tag(Board& board, CardSet talon) {
    if (talon.empty()) {
        std::erase_if(board.tags, [](const TagPair& tag) { return tag.name == kTalonTag; });
        return;
    }
    io::set_own_tag(board, kTalonTag, format_hand(talon));
}

std::optional<CardSet> discard_tag(const Board& board) {
    return io::own_hand(board, kDiscardTag);
}

void set_discard_tag(Board& board, std::optional<CardSet> discard) {
    io::set_own_hand(board, kDiscardTag, discard);
}

}  // namespace stich::preference
