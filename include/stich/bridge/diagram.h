// A bridge record as a text hand diagram, as bridge players read one: North on top, West on
// the left, East on the right, South below, each hand a suit a line, with what the record
// says beside the cards (players, dealer, vulnerability, the auction, the contract and its
// result).  `stich solve` and `analyze` print it under a bridge board's heading (issue 44),
// through the whist module (its records capability's diagram).
#pragma once

#include <string>

#include "stich/io/board.h"

namespace stich::bridge {

// How suits are written: their symbols (♠ ♥ ♦ ♣, where the output is UTF-8) or their letters
// (S H D C, plain ASCII).
enum class SuitGlyphs { kSymbols, kLetters };

// The diagram of a four-handed board's hands as they are now (a hand given as '-' is shown as
// unknown), each line ended by a newline: the dealer and the vulnerability in the corner above
// West, the players' names beside their seats, the auction below where the record has one, and
// with `contract` the contract by declarer with its result and N-S score where it has them
// (analyze says those in its own words, and leaves them out here).
std::string diagram_text(const Board& board, SuitGlyphs glyphs, bool contract = true);

// The columns `text` takes on a terminal: its UTF-8 code points (the suit symbols and the
// dash are one column each; stich writes no wide glyph).
int text_columns(std::string_view text);

}  // namespace stich::bridge
