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
#include <optional>
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

// The strain a tag's value makes trumps, and how a message names the value ("turned card SA"):
// OwnTag::trump.
struct TagTrump {
    Strain strain = kNoTrump;
    std::string named;
};

// A tag of a game's own: its name, and why a value is not one of the tag's ("" when it is),
// with `offset` set to the byte of `value` at fault.  The optional forms below, each given only
// a value the check took (a declaration names the forms it fills: `.name = ..., .check = ...`):
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
// - `also_plays`, for a tag whose value gives a seat cards he may play beside his hand's (a
//   talon; the table cards Alliance's declarer took up by his exchange): the cards `seat` may
//   also play, given the board read so far.  The play reader takes such a card as one of his:
//   no "card SA played by 1 is not in hand 1" for it.
// - `taken_by`, for a tag whose cards a seat took into his hand (Alliance's declarer after his
//   exchange, [Discard]): that seat, given the board read so far, or -1.  The deal check lets
//   his hand list the tag's cards too while it is short of a full hand (a full deal lists the
//   hands as dealt).  (Whether he may play them is `also_plays`'.)
// - `elsewhere`, for a tag another game's board may not carry with a value: why `value` cannot
//   be on `board` ("" when it may: it is kept verbatim, unread), with `offset` the byte at
//   fault.  Checked where the tag is read on its own game's boards, so that a talon on a whist
//   board can stay "talon has 1 card, expected 0 (only preference has talon cards)".  Without
//   it another game's board keeps the tag unread ([TableCards] on a whist board).
// - `value_of`, for a tag of `cards`: the value that places `cards` (a talon dealt again).
// - `face_up`, for a tag of `cards` laid out one by one, the first face up and the others face
//   down (Alliance's table cards): a report shows them in the order written, under "<name>
//   cards" ("Table cards: C7 (face up), S8 H8 HQ (face down)"); else as a hand ("Talon: ...").
// - `trump`, for a tag whose value makes a strain trumps (whist's turned card): the strain,
//   given the board read so far, and the words a message names the value by ("turned card
//   SA").  The reader sets Board::trump from it where it reads the tag, so that what it reads
//   after ([Trick], the replay of [Play]) has the trump; a bridge [Contract] of another strain
//   is a located error at the tag ("turned card SA contradicts [Contract "4H"], whose strain H
//   is the trump: give one of them").  The writer leaves [Trump] out of a board built in
//   memory that holds such a tag, and out of a board read without [Trump] (the tag says it),
//   and own_trump gives the reports and a deal's JSON the tag.
// `after` is the tag of the reader's own (known_tags) after which the tag is read, and after
// which write_board writes it when it was set after reading (it has no line); empty: after
// kOwnTagsAfter ([Declarer]).  Tags of one place are read game by game in the order the games
// are given to the reader (the registry's: whist, Préférence, Alliance), each game's in the
// order declared: the board's own game's by their check, another game's that say `elsewhere`
// by that.  [Turned], [Talon] and [TableCards] are read after [Trump], in that order, where
// the reader read them when they were its own, so that a board with two bad values reports
// the same first one, and the cards they place come in the same order in a "listed twice"
// message; [Discard] is read after [Declarer].
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
    std::string_view after = {};
    CardSet (*also_plays)(std::string_view value, const Board& board, int seat) = nullptr;
    std::string (*elsewhere)(std::string_view value, const Board& board,
                             std::size_t& offset) = nullptr;
    std::string (*value_of)(CardSet cards) = nullptr;
    bool face_up = false;
    TagTrump (*trump)(std::string_view value, const Board& board) = nullptr;
};

// Why `value` is not one of `tag`'s on `board` ("" when it is), by `check_in` or `check`, with
// `offset` at the byte of the value at fault.
std::string why_not(const OwnTag& tag, std::string_view value, const Board& board,
                    std::size_t& offset);

// The tag of the reader's own after which `tag` is read and written (OwnTag::after).
std::string_view read_after(const OwnTag& tag);

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

// A pile of cards a tag of the board's game's own places (OwnTag::cards): the tag, the pile's
// name as a report writes it (its `place` without "the ": "talon", "table"), its cards and
// the same in the order written, and the value as the writer writes it (OwnTag::write, else
// as read).  What the reports, a deal's JSON and a state dealt again show or deal of a game's
// piles (Préférence's talon, Alliance's table cards), naming no game.
struct OwnPile {
    const OwnTag* tag = nullptr;
    std::string_view name;
    CardSet cards;
    std::vector<Card> laid;
    std::string value;
};
std::vector<OwnPile> own_piles(const Board& board, const GameRecords* own);
// Gives the pile's tag the value that places `cards` (OwnTag::value_of; a pile without it is
// not dealt again).
void set_own_pile(Board& board, const OwnPile& pile, CardSet cards);

// A tag's value that is one hand of distinct cards of `deck` ("..7.7", a [Discard]): its cards,
// or nullopt with `why` in the reader's words ("expected one value in [Discard], found '...'",
// a bad rank, "card SA listed twice") and `offset` at the byte of the value at fault.
std::optional<CardSet> hand_value(std::string_view tag, std::string_view value, CardSet deck,
                                  std::string& why, std::size_t& offset);
// Why `value` is not such a hand of the deck of `board`'s game ("" when it is): a game's
// `elsewhere` for a hand another game's board may carry only well written.
std::string why_not_hand_on(std::string_view tag, std::string_view value, const Board& board,
                            std::size_t& offset);
// The cards of the board's tag `name` when it holds such a hand of the deck of the board's
// game, else nullopt (no tag, an unknown value, a board read without the declarations).
std::optional<CardSet> own_hand(const Board& board, std::string_view name);
// Gives the board's tag `name` the hand `cards` ("..7.7"), or removes the tag for nullopt.
void set_own_hand(Board& board, std::string_view name, std::optional<CardSet> cards);

// The tag of the board's game's own that makes its trump (OwnTag::trump), with its value as
// the writer writes it (OwnTag::write, else as read): what the reports and a deal's JSON show
// of a turned card ("Turned: SA"), naming no game.  Nothing when the board holds no such tag
// with a value the declaration takes.
struct OwnTrump {
    const OwnTag* tag = nullptr;
    std::string value;
};
std::optional<OwnTrump> own_trump(const Board& board, const GameRecords* own);

// The declaration of `game`'s own tags among `games`, or nullptr.
const GameRecords* records_of(const std::vector<GameRecords>& games, Game game);

}  // namespace stich::io
