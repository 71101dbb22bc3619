// One LIN board read into a Board, by way of the PBN tags that a PBN record of the same deal
// would have ([Board] [West] [North] [East] [South] [Dealer] [Vulnerable] [Deal] [Declarer]
// [Contract] [Result] [Room] [Auction] [Note] [Play]), so that a LIN board and its PBN twin
// are the same Board, read by the same code (pbn_board.h).
//
// What each pair means (BBO's LIN as its handviewer reads it):
//   md|3S..H..D..C..,S..,S..,|  the dealer (1 S, 2 W, 3 N, 4 E), then the hands of S, W, N, E
//                               as suit letters each followed by its ranks; the fourth hand may
//                               be left out (the cards nobody else holds); an empty hand is
//                               unknown.
//   sv|o|   vulnerability: o, 0 or - none, n N-S, e E-W, b both.
//   ah|Board 7|  the board's name: its number is [Board].
//   qx|o7|  the room (o open, c closed) and the board's number, when ah| does not give one.
//   pn|s,w,n,e|  player names, S W N E; eight names are both rooms (open first).
//   mb|1S|  one call each, from the dealer on: p pass, d double, r redouble, 1C..7N; a `!`
//           marks an alert, and an| that follows it its explanation ([Note]).
//   pc|SA|  one card each (or several written together), in the order played.
//   mc|10|  a claim: the tricks declarer's side takes in all.
//   vg|event,...|  the event (file-wide); everything else (st rh pg nt at sk ...) is ignored.
// The contract comes from the auction: the last bid, doubled or redoubled by the calls after
// it; declarer is the first of the declaring side to have named its strain.  [Result] is the
// claim, else declarer's tricks when all 13 were played.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lin_lexer.h"
#include "pbn_board.h"
#include "stich/io/board.h"

namespace stich::io {

// What a file says once for all its boards (a vugraph file's header), and what its boards
// showed of its writer.
struct LinFile {
    std::optional<LinPair> names;  // pn| outside any board
    std::string event;             // the first field of vg|
    // How many seats clockwise the last board with play put the dealer from its md| digit
    // (a converter that numbers the dealer from another seat than BBO's 1 = S writes every
    // board so): the boards without play that follow are read with it.
    int dealer_shift = 0;
};

// The board's id: the number in ah|, else that of qx|, else its ordinal in the file; with
// qx|'s room, its letter first ("o7", "c7").
std::string lin_board_id(const std::vector<LinPair>& pairs, int ordinal);

// Reads a board's pairs (in file order) into a Board.  Throws BoardError.
//
// The dealer of md| is checked against the play: where the opening lead is not in the hand of
// the leader that md|'s dealer makes, but the whole play fits another dealer, the board is
// read with that dealer and a warning (so are the later boards of the file without play).
Board build_lin_board(const std::vector<LinPair>& pairs, LinFile& file, const SourceLocation& where,
                      std::string id);

}  // namespace stich::io
