// The answers every game gives in one shape, as numbers: the trick table of `stich solve` and
// the card values of `stich solve --cards`.  A game's Report holds its own typed answer (a
// whist SolveReport, a Préférence analysis) and gives these views of it (report.h), so that a
// caller that names no game (the library, a notebook) reads the figures without parsing a
// rendering.  Plain values: kept, copied and moved across threads freely.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/cards.h"

namespace stich::game {

// Whose tricks a table's rows count: the side of the seat that leads to the first trick, or
// the seat that declares the game (its side's tricks).
enum class TableRows { kLeader, kDeclarer };

// A double-dummy trick table: one row per seat (as leader or declarer), one column per
// strain or game, each cell the tricks the row's side takes of the tricks left; nullopt where
// the game leaves it unsolved (a Bettler that fails, a leader other than the real one while a
// trick is in progress).
struct TrickTable {
    TableRows rows = TableRows::kLeader;
    std::vector<int> seats;                  // the board's seat of each row
    std::vector<std::string> columns;        // the strain ("S" ... "NT") or game ("Bettler")
    std::vector<std::optional<int>> tricks;  // row after row, columns.size() a row
    int tricks_left = 0;

    std::optional<int> at(size_t row, size_t column) const {
        return tricks[row * columns.size() + column];
    }
};

// What a card's value counts: the tricks in all of the side to move (whist), declarer's money
// (Préférence) or the marks of declarer's side (Alliance).  The unit an agent maximises.
enum class CardMeasure { kMoverTricks, kDeclarerMoney, kDeclarerMarks };

// The measure's unit as the library writes it.
inline const char* measure_unit(CardMeasure measure) {
    switch (measure) {
        case CardMeasure::kMoverTricks:
            return "tricks";
        case CardMeasure::kDeclarerMoney:
            return "money";
        case CardMeasure::kDeclarerMarks:
            return "marks";
    }
    return "";
}

// A run of equivalent legal cards (any of them gives the same value) and its value.
struct ValuedRun {
    CardSet cards;
    double value = 0;           // in the table's measure
    std::optional<int> tricks;  // Préférence: declarer's tricks in all beside his money
};

// Every legal card of the seat to move with its value, best first (as `stich solve --cards`).
struct CardValueTable {
    int to_move = 0;  // the board's seat
    CardMeasure measure = CardMeasure::kMoverTricks;
    std::vector<ValuedRun> runs;
};

}  // namespace stich::game
