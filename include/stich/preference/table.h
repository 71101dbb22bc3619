// The table of a deal: every game for every seat as declarer, both defenders playing.
//
// Talon games (1-4, and 5-8 with the talon) are valued with declarer's best discard.  Double
// dummy, Plauderer and Mord aufgedeckt equal Bettler and Mord (see solve.h); they are listed
// with the same values.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/io/board.h"
#include "stich/preference/talon.h"

namespace stich::preference {

struct DeclarerRow {
    int declarer = 0;
    std::vector<GameValue> games;  // all_games() order
};

struct ContractTable {
    std::array<DeclarerRow, kPlayers> rows;
    int tricks_left = kTricks;
};

// nullopt with `error` when a game cannot be set up on the board (an unknown hand, ...).
// `talon`, `discard`, `rules` and `money`: the board's (board_terms).
std::optional<ContractTable> contract_table(Solver& solver, const Board& board, CardSet talon,
                                            const std::optional<CardSet>& discard,
                                            const PreferenceRules& rules, const Money& money,
                                            std::string* error);

}  // namespace stich::preference
