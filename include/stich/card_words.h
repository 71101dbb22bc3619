// Words that look like cards but are not one: a suit followed by several ranks ("♠AK", "SAK").
// Suit symbols are read one card at a time ("♠A ♠K"), as letters are ("SA SK"): such a word is
// refused rather than guessed, with the spellings that would have been read (issue 25).
#pragma once

#include <string>
#include <string_view>

namespace stich {

// "a card is one suit and one rank: write ♠A ♠K, or SA SK" for a suit (letter or symbol) with
// two ranks or more; "" for any other word.
std::string several_ranks_hint(std::string_view word);

}  // namespace stich
