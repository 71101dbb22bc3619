// The play section of [Play] (PBN 2.1, 3.6): one column per seat, from the Play tag's seat on
// in play order, one trick per group of as many cards as there are seats (normally a line).
//
// In a column, `-` is a card not played (yet) or unknown, `+` the next card to be played, and
// `*` ends the section.  Note references (=1=), NAGs ($12) and suffixes (! ?) are skipped.  An
// irregularity suffix (PBN 2.1, 3.6: ^R revoke, ^L lead out of turn) is kept on its card
// (PlayedTrick::marks).  PBN lets `-` stand for an unknown card anywhere, also before a known
// card of the same trick; who won that trick, and so who led the next, is then unknown, and
// the play is used up to the trick before it (a note says so).  A lead out of turn leaves the
// order of play to the table's rulings, which the record does not give: the play is used up
// to the trick before it, with a note too.
//
// A defect in the play section (a card that cannot be read, is not in its player's hand, is
// played twice) never costs the board: the tricks before it are kept, and the defect, located
// at the card, becomes Board::play_problem.
//
// Whist: the first trick is led by the Play tag's seat, each later one by the winner of the
// one before (follow suit, ace high, the highest trump wins), so each trick is reordered to
// start at its leader.  The trump is the board's, else that of a bridge [Contract] ("4S",
// "3NTX", or a bare strain as in PBN end positions).
//
// Préférence and Alliance: each trick is kept in column order and its leader set to the Play
// tag's seat.  Their trick winners need the contract's rules, which are not read here yet.
// A seat a tag of the game's own keeps out of the play (Préférence's defender at home:
// [Defence] with [Declarer]) has his column `-`, left out; the trick's leader is then the first
// of the two others after him that has a card, so that the trick's cards are those of
// consecutive seats.
#pragma once

#include <array>
#include <vector>

#include "pbn_board.h"

namespace stich::io {

// Each played card must be in its player's hand where that is known (as in PBN, [Deal] holds
// the hands before the play; a seat may play the cards a game's own tag gives him beside his
// hand's, `also`: OwnTag::also_plays, Préférence's talon, the table cards Alliance's declarer
// took up), and be played once.  The tricks read, up to the first problem; the problem
// (severity kError for a defect, kNote for an unknown card or an irregularity that ends what
// can be used) has no file or board yet.
struct PlayRead {
    std::vector<PlayedTrick> tricks;
    std::optional<Diagnostic> problem;
};
// A seat out of the play (OwnTag::sits_out): his column is `-`, and left out.  `tag` is the
// tag that says so, named by the message of a card there.
struct SeatOut {
    int seat = -1;
    std::string_view tag;
};
// `also` holds the cards each seat may play beside his hand's (OwnTag::also_plays).
PlayRead read_play(const Board& board, int first_seat, const RawTag& tag, SeatOut out = {},
                   const std::array<CardSet, kMaxSeats>& also = {});

// The index in `cards` (from the leader on) of the card that wins a whist trick.
int whist_trick_winner(const std::vector<Card>& cards, std::optional<Strain> trump);

}  // namespace stich::io
