#include "pbn_values.h"

#include <cctype>
#include <cmath>

#include "line_reader.h"
#include "record_schema.h"
#include "stich/io/card_words.h"

namespace stich::io {

namespace {

[[noreturn]] void fail(size_t offset, std::string message) {
    throw ValueError{offset, std::move(message)};
}

void check_in_deck(Card card, CardSet deck, size_t offset) {
    if (deck.contains(card)) return;
    fail(offset, "card " + format_card(card) + " is not in the " +
                     (deck == kDeck32 ? "32-card deck (7 to A)" : "deck"));
}

// The games that number their seats, and the [Game] tags that name them: "Préférence and
// Alliance: add [Game "preference"] or [Game "alliance"]".
std::string numbered_games() {
    std::vector<std::string> titles, tags;
    for (const RecordSchema* s : record_schemas())
        if (s->seats.numbered()) {
            titles.emplace_back(s->title);
            tags.push_back("[Game \"" + std::string(s->name) + "\"]");
        }
    return join_choices(titles, "and") + ": add " + join_choices(tags, "or");
}

}  // namespace

std::string join_choices(const std::vector<std::string>& items, std::string_view last) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " " + std::string(last) + " " : ", ";
        out += items[i];
    }
    return out;
}

const Word& misfit(const std::vector<Word>& words, size_t expected) {
    return words.size() > expected ? words[expected] : words.back();
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string count_of(int n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

std::vector<Word> split_words(std::string_view text, size_t offset) {
    std::vector<Word> words;
    size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == '\t') {
            ++i;
            continue;
        }
        size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != '\t') ++end;
        words.push_back(Word{text.substr(i, end - i), offset + i});
        i = end;
    }
    return words;
}

Word one_word(std::string_view tag, std::string_view value) {
    const auto words = split_words(value);
    if (words.size() != 1)
        throw ValueError{
            words.empty() ? 0 : words[1].offset,
            "expected one value in [" + std::string(tag) + "], found '" + excerpt(value) + "'"};
    return words[0];
}

int parse_seat(Game game, int players, std::string_view text, size_t offset) {
    const Seats& seats = record_schema(game).seats;
    if (!seats.numbered()) {
        if (const auto seat = seats.parse(text, players)) return *seat;
        // A seat number in a board without [Game]: the game is what is missing.
        const bool number = !text.empty() && std::isdigit(static_cast<unsigned char>(text[0]));
        fail(offset, "bad seat '" + excerpt(text) + "': expected " + seats.names(players) +
                         (number ? " (seat numbers are for " + numbered_games() + ")" : ""));
    }
    const auto seat = whole_number<int>(text);
    if (!seat)
        fail(offset, "bad seat '" + excerpt(text) + "': expected a seat number 1 to " +
                         std::to_string(players));
    if (*seat < 1 || *seat > players)
        fail(offset,
             "seat " + excerpt(text) + " out of range: expected 1 to " + std::to_string(players));
    return *seat - 1;
}

std::string seat_name(Game game, int seat) {
    return record_schema(game).seats.label(seat);
}

std::vector<CardAt> parse_hand(std::string_view text, size_t offset, CardSet deck) {
    std::vector<CardAt> cards;
    int suit = 0;
    for (size_t i = 0; i < text.size();) {
        if (text[i] == '.') {
            if (++suit == kSuits)
                fail(offset + i, "too many suits: a hand is four groups S.H.D.C separated by '.'");
            ++i;
            continue;
        }
        size_t used = 0;
        const auto face = parse_face(text.substr(i), &used);
        if (!face)
            fail(offset + i, "bad rank '" + std::string(character_at(text, i)) +
                                 "': " + std::string(kRanksExpected));
        const Card card(Suit(suit), *face);
        check_in_deck(card, deck, offset + i);
        cards.push_back(CardAt{card, offset + i});
        i += used;
    }
    if (suit != kSuits - 1)
        fail(offset, "hand '" + excerpt(text) + "' has " + count_of(suit + 1, "suit group") +
                         ": expected four groups S.H.D.C separated by '.'");
    return cards;
}

CardAt parse_card_at(std::string_view text, size_t offset, CardSet deck) {
    std::string why;
    size_t at = 0;
    const auto card = read_card_word(text, &why, &at, excerpt(text));
    if (!card) fail(offset + at, why);
    check_in_deck(*card, deck, offset);
    return CardAt{*card, offset};
}

std::vector<CardAt> parse_card_list(std::string_view text, size_t offset, CardSet deck) {
    std::vector<CardAt> cards;
    for (const Word& word : split_words(text, offset))
        cards.push_back(parse_card_at(word.text, word.offset, deck));
    return cards;
}

int parse_count(std::string_view text, size_t offset) {
    const auto n = whole_number<int>(text);
    if (!n || *n < 0) fail(offset, "expected a whole number, found '" + excerpt(text) + "'");
    return *n;
}

double parse_amount(std::string_view text, size_t offset) {
    const auto x = whole_number<double>(text);
    if (!x || !std::isfinite(*x) || *x < 0 || *x > kMostMoney)
        fail(offset, "expected a sum of money from 0 to 1000000, found '" + excerpt(text) + "'");
    return *x;
}

}  // namespace stich::io
