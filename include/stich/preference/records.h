// Préférence's own record tags, declared once in its folder (io/game_records.h): [Talon], the
// two cards of the talon (a hand of the 32-card deck, read after [Trump] and whist's [Turned]
// as the reader read it: the deal check counts its cards, declarer may play them, and another
// game's board may hold none: OwnTag::cards, also_plays, elsewhere), [Discard], the two cards
// declarer laid away (a hand of two cards, read after [Declarer] as the reader read it; another
// game's board may hold one it can read, kept unread: elsewhere), [Defence],
// each defender's word (play, home or invite, left of declarer first), and [Stake], [Pot] and
// [Cap], the money a deal is played for, each one sum from 0 to 1000000 in the money unit
// (docs/hand-records.md).  The reader checks each value by this declaration, as the module
// hands it to every reader through the registry; money_of (rules.h) reads the same tags by
// money_tag, the same number without the record's bounds (a session's pot, set by
// set_money_tag, may pass them), and board_terms reads [Defence] by defence_tag.  [Defence]
// declares the seat it keeps home (OwnTag::sits_out), so that the play reader leaves his column
// out, and its writer form (the words in lower case).  Another game's board keeps them
// verbatim, unread.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/io/board.h"
#include "stich/io/game_records.h"

namespace stich::preference {

const io::GameRecords& own_tags();

// The sum of money of the board's tag `name` ([Stake], [Pot] or [Cap]): nullopt when the board
// has none (or "?").  A board read holds only sums the declaration took; a sum set by
// set_money_tag (a session's pot, which may pass the bounds a record is held to) reads back
// as the same double.
std::optional<double> money_tag(const Board& board, std::string_view name);
void set_money_tag(Board& board, std::string_view name, double sum);

// [Defence]'s words in lower case, a defender's each, left of declarer first: empty when the
// board has none.  set_defence_tag sets them (none: the board has no [Defence]).
std::vector<std::string> defence_tag(const Board& board);
void set_defence_tag(Board& board, const std::vector<std::string>& words);

// [Talon]'s cards: empty when the board has none.  set_talon_tag sets them (none: the board
// has no [Talon]), in canonical form ("T..Q.").
CardSet talon_tag(const Board& board);
void set_talon_tag(Board& board, CardSet talon);

// [Discard]'s cards, the two declarer laid away: nullopt when the board has none.
// set_discard_tag sets them (nullopt: the board has no [Discard]), in canonical form ("..7.7").
std::optional<CardSet> discard_tag(const Board& board);
void set_discard_tag(Board& board, std::optional<CardSet> discard);

}  // namespace stich::preference
