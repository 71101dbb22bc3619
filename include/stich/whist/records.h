// Whist's own record tags, declared once in its folder (io/game_records.h): [Turned], the card
// the dealer turned for trumps (read after [Trump], as the reader read it: it lies in the
// dealer's hand, agrees with [Trump], makes its suit the board's trump, and no other game's
// board holds one: OwnTag::check_in, trump, elsewhere), and [Standing], the
// score of N-S and E-W at the rubber before the deal, two whole numbers (docs/hand-records.md).
// The reader checks the value by this declaration, as the module hands it to every reader
// through the registry; the game reads the same tag by standing() when it prepares a board
// (its analysis's basis, its judge's call).  A command's --score and the house rules' standing
// replace or complete the tag (set_own_tag), never a field of the board.  Another game's
// board keeps the tag verbatim, unread.
#pragma once

#include <optional>

#include "stich/io/board.h"
#include "stich/io/game_records.h"
#include "stich/whist/scoring.h"

namespace stich::whist {

const io::GameRecords& own_tags();

// The card of the board's [Turned]: nullopt when the board has none (or "?").  set_turned_card
// sets it (in canonical form) and the trump it makes, for a board built in memory (a deal).
std::optional<Card> turned_card(const Board& board);
void set_turned_card(Board& board, Card card);

// The standing of the board's [Standing] (N-S, E-W): nullopt when the board has none (or "?").
// A board read holds only values the declaration took.
std::optional<PerSide> standing(const Board& board);

}  // namespace stich::whist
