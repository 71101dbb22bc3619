// The play section of [Play] (PBN 2.1, 3.6): one column per seat, from the Play tag's seat on
// in play order, one trick per group of as many cards as there are seats (normally a line).
//
// In a column, `-` is a card not played (yet) or unknown, `+` the next card to be played, and
// `*` ends the section.  Note references (=1=), NAGs ($12), suffixes (! ?) and the revoke mark
// ^R are skipped; a lead out of turn (^L) is refused.  Only the end of a trick may be missing:
// a card after a `-` in the order of play is an error, and so is a card after an unfinished
// trick.
//
// Whist: the first trick is led by the Play tag's seat, each later one by the winner of the
// one before (follow suit, ace high, the highest trump wins), so each trick is reordered to
// start at its leader.  The trump is the board's, else that of a bridge [Contract] ("4S",
// "3NTX", or a bare strain as in PBN end positions).
//
// Préférence and Alliance: each trick is kept in column order and its leader set to the Play
// tag's seat.  Their trick winners need the contract's rules, which are not read here yet.
// Préférence with one defender at home ([Defence], [Declarer]): his column is `-` and left
// out; the trick's leader is then the first of the two others after him that has a card, so
// that the trick's cards are those of consecutive seats.
#pragma once

#include <vector>

#include "pbn_board.h"

namespace stich::io {

// Each played card must be in its player's hand where that is known (as in PBN, [Deal] holds
// the hands before the play; Préférence's declarer may play a talon card, and the declarer of
// an Alliance Lever with [Discard] a table card), and be played once.  Throws BoardError.
std::vector<PlayedTrick> read_play(const Board& board, int first_seat, const RawTag& tag);

// The index in `cards` (from the leader on) of the card that wins a whist trick.
int whist_trick_winner(const std::vector<Card>& cards, std::optional<Strain> trump);

}  // namespace stich::io
