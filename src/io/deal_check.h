// The cards of a board checked as a whole, once every tag is read: no card twice among the
// hands, the talon, the table, the trick and the cards a game's own tags place
// (game_records.h); hands of one size, or of sizes that differ just as the trick in progress
// says (the seats that played to it hold one card fewer).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "stich/io/board.h"

namespace stich::io {

// A card as written in a tag value: where, and in what ("hand N", "the talon").
struct CardSource {
    Card card;
    int line = 0;
    int column = 0;
    std::string place;
    int hand = -1;      // the seat whose hand lists it ([Deal]), or -1
    int taken_by = -1;  // the seat that took it into his hand (OwnTag::taken_by), or -1
};

struct DealSources {
    std::vector<CardSource> cards;  // in the order read: hands, own tags, trick
    // The cards a game's own tags place (game_records.h): a full deal's table cards
    // (GameShape::table) are among them where its game's tag gives them.
    CardSet placed;
    int deal_line = 0;
    std::array<int, kMaxSeats> hand_columns{};  // where each hand starts in [Deal]
    bool piles_given = false;  // a game's own tag placed its cards (a talon, the table cards)
};

// Throws BoardError at the first inconsistency.
void check_cards(const Board& board, const DealSources& sources);

}  // namespace stich::io
