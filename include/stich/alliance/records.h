// Alliance's own record tags, declared once in its folder (io/game_records.h): [TableCards],
// the cards on the table in layout order, the first lying face up (docs/hand-records.md).  The
// reader checks the value by this declaration (the cards of the deck, as many as the table at
// the board's size holds), counts the cards as dealt ("the table"), and lets declarer's hand
// list them and declarer play them after his exchange ([Discard]); the game reads the same tag
// by table_cards() once, when it prepares a board (answers.h, PreparedFacts).  A board built
// in memory (a deal, a layout written out) sets the tag by set_table_cards, never a field of
// the board.  Another game's board keeps the tag verbatim, unread.  [Discard], the cards a
// Lever's declarer laid away for the table cards (a hand of the deck, any number), is read
// after [Declarer] as the reader read it; another game's board may hold one it can read, kept
// unread (OwnTag::elsewhere).
#pragma once

#include <optional>
#include <vector>

#include "stich/io/board.h"
#include "stich/io/game_records.h"

namespace stich::alliance {

const io::GameRecords& own_tags();

// The cards of the board's [TableCards] in layout order, the face-up card first; empty when the
// board has none (or "?").  A board read holds only values the declaration took.
std::vector<Card> table_cards(const Board& board);

// Gives the board's [TableCards] the cards `table`, as the writer writes them.
void set_table_cards(Board& board, const std::vector<Card>& table);

// [Discard]'s cards, those a Lever's declarer laid away for the table cards (his exchange):
// nullopt when the board has none.  set_discard_tag sets them (nullopt: the board has no
// [Discard]), in canonical form.
std::optional<CardSet> discard_tag(const Board& board);
void set_discard_tag(Board& board, std::optional<CardSet> discard);

}  // namespace stich::alliance
