// The [Contract] of each game checked against the forms of hand-records.md ("Contracts"), so
// that a contract the game does not know is reported where it is written.  What a contract
// means is for the game to work out (whist/, preference/, alliance/); this only knows its words.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "pbn_values.h"
#include "stich/engine/cards.h"
#include "stich/io/board.h"

namespace stich::io {

// The strain of a bridge contract: "4S", "3NTX", "7HXX", or a bare "NT" (PBN 2.1, 3.10).
std::optional<Strain> bridge_strain(std::string_view contract);

// Throws ValueError at the first word of `contract` that `game` has no place for, by the game's
// record schema (record_schema.h; src/io/schema/).  Whist needs no contract but takes a bridge
// one (or "Pass"), so that bridge files read; Préférence and Alliance take their own, words in
// any case.
void check_contract(Game game, int players, std::string_view contract);

// For the games' checks (record_schema.h): a word `game` does not know, and what it expects
// there; words after the last one a form takes (`used`), an error at the first of them.
[[noreturn]] void unknown_contract_word(const Word& word, std::string_view game,
                                        std::string_view expected);
void check_contract_ends(const std::vector<Word>& words, size_t used);

}  // namespace stich::io
