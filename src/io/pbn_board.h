// From the tag pairs of one game to a Board: each tag of hand-records.md read into its typed
// field, then the cards checked as a whole (deal_check.h) and the play section read
// (pbn_play.h).  The first problem found ends the board, as a BoardError.
#pragma once

#include <string>
#include <vector>

#include "pbn_lexer.h"
#include "record_schema.h"
#include "stich/io/board.h"
#include "stich/io/game_records.h"

namespace stich::io {

// A tag pair with the section data that followed it.
struct RawTag {
    TagToken token;
    std::vector<SectionLine> section;
};

// The first problem of a board, located in the input (the file is the reader's).
struct BoardError {
    int line = 0;
    int column = 0;
    std::string message;
};

// An error at value[offset] of a tag.
BoardError error_in(const RawTag& tag, size_t offset, std::string message);

// What a full deal holds in the game (its record schema's shape).
GameShape game_shape(Game game, int players);

// The player count when [Players] is absent (the game's record schema).
int default_players(Game game);

// The seat that leads the current trick when [Leader] is absent: the game's first leader, by
// its record schema (whist: left of the dealer; Préférence: declarer, the dealer in
// Ausfechten, else forehand; Alliance: forehand).
int default_leader(const Board& board);

// The tags whose values this module interprets, in the order it reads them.
const std::vector<std::string_view>& known_tags();
// The known tag after which a board's game's own tags are read (game_records.h), and written
// where a board set them after it was read: where the reader read [Discard] (Préférence's and
// Alliance's), Préférence's [Defence] [Stake] [Pot] [Cap] and whist's [Standing] before they
// became the games' own, so that a board with more than one bad value reports the same one.
inline constexpr std::string_view kOwnTagsAfter = "Declarer";

// Reads `tags` into a Board with the given id and location.  Throws BoardError.
//
// A known tag whose value is empty or "?" (PBN's "unknown") leaves its field unset.  A tag
// given twice is read once, the first time (PBN 2.1, 3.4: a repeated tag pair is ignored); both
// stay in Board::tags.  `games` are the games declared to the reader beside the record schemas
// (game_records.h): a board of one of them has its own tags read through the declaration.
Board build_board(const std::vector<RawTag>& tags, const SourceLocation& where, std::string id,
                  const std::vector<GameRecords>& games = {});

}  // namespace stich::io
