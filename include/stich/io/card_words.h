// Words that look like cards but are not one: a suit followed by several ranks ("♠AK", "SAK").
// Suit symbols are read one card at a time ("♠A ♠K"), as letters are ("SA SK"): such a word is
// refused rather than guessed, with the spellings that would have been read (issue 25).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "stich/engine/cards.h"

namespace stich {

// "a card is one suit and one rank: write ♠A ♠K, or SA SK" for a suit (letter or symbol) with
// two ranks or more; "" for any other word.
std::string several_ranks_hint(std::string_view word);

// What a rank may be, as messages say it.
inline constexpr std::string_view kRanksExpected = "expected one of A K Q J T 9 8 7 6 5 4 3 2";

// A word read as one card, the one notation of every command and of the hand records: a suit
// letter and a rank ("SA", "h10"), or a suit symbol and a rank ("♠A").  nullopt when it is not
// one card, with `why` (the word quoted as `shown`, the word itself when empty) and `at`, the
// byte of the word at fault, when asked for.
std::optional<Card> read_card_word(std::string_view word, std::string* why, size_t* at = nullptr,
                                   std::string_view shown = {});

// The same for a word of a call on the command line, which may be in any case: read in upper
// case ("sa" as SA), so that a message spells the word as cards are written.
std::optional<Card> read_call_card(std::string_view word, std::string* why);

}  // namespace stich
