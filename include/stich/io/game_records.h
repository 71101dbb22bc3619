// A game's hand records as the game declares them in its own folder: the tags of its own, each
// with the one function that reads its value, and, for a game the records layer does not
// describe itself (src/io/schema/ holds whist's, Préférence's and Alliance's), its [Game] name
// and id.  A game's module offers its declaration (GameModule::record_tags) and the registry
// hands every game's to every reader (GameRegistry::record_tags, given to BoardReader,
// PbnReader, read_file): a board whose [Game] names a declared game is of that game, a board
// of a game with a record schema is read by the schema and its game's declaration both, and
// each of a board's own tags is read through its game's declaration when the board is read, so
// that a value the game cannot take is a located diagnostic (file, line, column of the value,
// board) like any other tag's; the game's module reads the same tag by the same function.
// Another game's board keeps the tag verbatim, unread.  A declared game without a schema has
// the generic record's table: seats written by number (1 2 3 4), 13 cards a hand of 52, the
// dealer seat 4, seat 1 leading.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "stich/io/board.h"

namespace stich::io {

// A card a tag's value places, and the byte of the value that names it.
struct PlacedCard {
    Card card;
    std::size_t offset = 0;
};

// A tag of a game's own: its name, and why a value is not one of the tag's ("" when it is),
// with `offset` set to the byte of `value` at fault.  Two optional forms, each given only a
// value `check` took:
// - `cards`, for a tag whose value places cards of the deal (a talon, the cards on a table):
//   the cards, in the order written, and `place`, where they lie ("the talon").  The reader's
//   deal check counts them as dealt, as the hands' cards: a card the deal lists twice is a
//   located error at its second listing ("card SA listed twice: in hand 1 (line 6, column 9)
//   and in the talon"), and they are dealt cards in the hint of a deal a few cards short.
// - `write`, the value as a board written as PBN holds it (write_board given the
//   declarations): the canonical form of a value read ("t..q." becomes "T..Q."); without it,
//   or given a value `check` does not take, the writer writes the value as read ("1.50" stays
//   "1.50").
// - `sits_out`, for a tag whose value keeps a seat out of the play (a defender who stays
//   home): the seat, given the board read so far ([Declarer]), or -1 for none.  The play
//   reader reads [Play] without that seat's column: a card there is a located error ("seat 2
//   stays home ([Defence]) and plays no card"), and each trick is led by the first of the
//   others that has a card, so that its cards are those of consecutive seats.
// - `check_in`, for a tag whose value is checked against the board read so far (the players,
//   the dealer's hand, [Trump]): given, it is the tag's check, and `check` is not.
// - `taken_by`, for a tag whose cards a seat took into his hand (Alliance's declarer after his
//   exchange, [Discard]): that seat, given the board read so far, or -1.  The deal check lets
//   his hand list the tag's cards too while it is short of a full hand (a full deal lists the
//   hands as dealt), and the play reader lets him play them.
// - `before`, the known tag before which the reader reads it and the writer writes it when the
//   board set it after reading ("Trick": where the reader read [TableCards] before it became
//   Alliance's own, so that a board with two bad values reports the same first one, and the
//   cards it places come in the same order in a "listed twice" message); empty: after
//   [Discard].
struct OwnTag {
    std::string_view name;
    std::string (*check)(std::string_view value, std::size_t& offset) = nullptr;
    std::vector<PlacedCard> (*cards)(std::string_view value) = nullptr;
    std::string_view place = {};
    std::string (*write)(std::string_view value) = nullptr;
    int (*sits_out)(std::string_view value, const Board& board) = nullptr;
    std::string (*check_in)(std::string_view value, const Board& board,
                            std::size_t& offset) = nullptr;
    int (*taken_by)(std::string_view value, const Board& board) = nullptr;
    std::string_view before = {};
};

// Why `value` is not one of `tag`'s on `board` ("" when it is), by `check_in` or `check`, with
// `offset` at the byte of the value at fault.
std::string why_not(const OwnTag& tag, std::string_view value, const Board& board,
                    std::size_t& offset);

struct GameRecords {
    Game game;              // the game's id: a record schema's, or one no schema takes
    std::string_view name;  // [Game]'s value, in lower case
    std::vector<OwnTag> tags;
};

// The value of the board's tag `name` when the board has it with a value (not empty, not "?").
const TagPair* own_tag(const Board& board, std::string_view name);

// Gives the board's tag `name` the value `value`: the first such tag's, else a tag added after
// the others.  A command's option that replaces or completes a game's own tag (--score and the
// house rules' standing, [Standing]) sets it so; the game reads it by its declaration's function.
void set_own_tag(Board& board, std::string_view name, std::string value);

// The declaration of `game`'s own tags among `games`, or nullptr.
const GameRecords* records_of(const std::vector<GameRecords>& games, Game game);

}  // namespace stich::io
