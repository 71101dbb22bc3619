// Readers for the values of hand-record tags: seats, hands, card lists and numbers.
//
// Each takes the text to read and its offset in the whole tag value, and throws ValueError at
// the first thing it cannot read, located by its offset in the value, so that the caller can
// name the exact column.
#pragma once

#include <charconv>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "stich/engine/cards.h"
#include "stich/io/board.h"
#include "stich/io/number_chars.h"

namespace stich::io {

struct ValueError {
    size_t offset = 0;
    std::string message;
};

// A card and the offset in the value of the character that names it (its rank).
struct CardAt {
    Card card;
    size_t offset = 0;
};

// A white-space separated word of a value and its offset.
struct Word {
    std::string_view text;
    size_t offset = 0;
};
std::vector<Word> split_words(std::string_view text, size_t offset = 0);
// The one word of [`tag`]'s value `value`; throws ValueError at the second word (at 0 for a
// value of none): "expected one value in [Tag], found '...'".
Word one_word(std::string_view tag, std::string_view value);
// Where a list of `expected` words goes wrong: the first extra word, or the last one given
// (`words` not empty).
const Word& misfit(const std::vector<Word>& words, size_t expected);

// "a, b or c" (`last`: "or"), "a and b" (`last`: "and"), "a".
std::string join_choices(const std::vector<std::string>& items, std::string_view last);

// Seats as written: by the game's record schema's Seats (whist: N E S W, seat 0..3; else
// 1..players, seat 0..players-1), a seat it does not name failing at `offset`.
int parse_seat(Game game, int players, std::string_view text, size_t offset);
std::string seat_name(Game game, int seat);

// A hand "AKQ2.T98.76.AK5": four suit groups S.H.D.C, ranks in any order and case, "10" for T.
// A card outside `deck` is an error.  Cards come in the order written.
std::vector<CardAt> parse_hand(std::string_view text, size_t offset, CardSet deck);

// One card "SA", "h10", or a card list "H9 S2 C5 DK".
CardAt parse_card_at(std::string_view text, size_t offset, CardSet deck);
std::vector<CardAt> parse_card_list(std::string_view text, size_t offset, CardSet deck);

// A number that is the whole of `text`, as std::from_chars reads it, or nothing.
template <class Number>
std::optional<Number> whole_number(std::string_view text) {
    Number n{};
    const char* end = text.data() + text.size();
    const auto [stop, ec] = [&] {
        if constexpr (std::is_floating_point_v<Number>)
            return double_from_chars(text.data(), end, n);
        else
            return std::from_chars(text.data(), end, n);
    }();
    if (text.empty() || ec != std::errc() || stop != end) return std::nullopt;
    return n;
}

int parse_count(std::string_view text, size_t offset);  // a whole number >= 0
// A sum of money ([Stake], [Pot], [Cap]): 0 to kMostMoney.  The bound keeps every settlement,
// a stake times a game's few multipliers and the players' payments, a finite number that
// prints as written.
constexpr double kMostMoney = 1e6;
double parse_amount(std::string_view text, size_t offset);

// `text` in lower case (ASCII letters; other bytes as they are).
std::string lower(std::string_view text);

// "4 cards", "1 card".
std::string count_of(int n, std::string_view noun);

}  // namespace stich::io
