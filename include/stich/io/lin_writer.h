// A bridge (or whist) deal written as BBO's LIN, and as a link to BBO's handviewer, so that a
// board of any file opens in the tools bridge players use.  stich's own LIN reader reads the
// record back into the same deal, dealer, vulnerability, names, room, auction (alerts and
// notes), contract, play and result (tests/test_lin_writer.cpp).
//
// The pairs, in BBO's order: qx|o7| for a board of a room (where BBO's readers start a board),
// pn| (S,W,N,E, where the board names a player), st||, md| (the dealer digit 1 S, 2 W, 3 N,
// 4 E, then the hands S,W,N,E; an unknown hand empty), rh||, ah|Board 7|, sv| (o, n, e, b),
// the auction as mb| (a `!` for an alert) and an| (its note), the play as pc| with pg|| after
// each trick, and mc| (declarer's tricks) where [Result] gives them and the play is not
// complete.  A board with a
// contract but no [Auction] gets the shortest auction that names it (passes up to declarer,
// the bid, the double and redouble, three passes): LIN has no contract but its auction.
#pragma once

#include <optional>
#include <string>

#include "stich/io/board.h"

namespace stich::io {

// The board as one line of LIN (no line end), or nothing with `why` set for a board LIN cannot
// hold (not a four-handed deal of bridge cards, a seat given by number).
std::optional<std::string> board_to_lin(const Board& board, std::string* why);

// https://www.bridgebase.com/tools/handviewer.html?lin=... with the LIN URL-encoded.
std::optional<std::string> handviewer_link(const Board& board, std::string* why);

}  // namespace stich::io
