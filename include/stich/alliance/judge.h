// Alliance calls judged from one seat (judge.h), in that seat's marks for the deal
// (alliance/settlement.h, under the board's payment scheme):
//
//   alliance [TRUMP] KING  an Alliance in TRUMP calling KING ("alliance D SK"); without TRUMP,
//                          the trump of the record's [Contract]
//   solo [TRUMP]           declarer alone against all
//   lever [forced] [N] [KING]
//                          turn the N-th face-down table card (default the first: the seat has
//                          seen none, so which one is a matter of chance); on each deal declarer
//                          exchanges or keeps his hand and calls the king that pays him most,
//                          or KING when given
//   resistance             resist the Solo of [Contract] by [Declarer]: max-n between soloist,
//                          resister and the neutrals
//   pass                   declarer's calls: no game for the seat, 0 marks (what the others
//                          then play is not weighed); against a Solo: let it stand and defend
//
// Natural alternatives: an Alliance against the other kings of its trump (those the seat does
// not hold), the Solo in that trump and pass; a Solo against the Alliances of its trump and
// pass; a voluntary Lever against pass; resistance against pass.  A forced Lever has none.
//
// The seat sees its own hand and the face-up table card; the other hands and the face-down
// table cards (each a pile of one, so that "lever N" turns a card it has not seen) are dealt
// uniformly.  Calls are judged before the first card: a record may be an endgame without its
// play (hands of equal size, [Won]) when it gives every hand the seat cannot see, which is how
// a Resistance is judged at all (max-n refuses more than default_maxn_tricks() tricks).
#pragma once

#include <optional>
#include <string>

#include "stich/game/prepared.h"
#include "stich/judge/calls.h"
#include "stich/judge/card.h"
#include "stich/judge/view.h"

namespace stich::judge {

// What `seat` knows of an Alliance board before the play, or nullopt with `error`.
std::optional<SeatView> alliance_view(const Board& board, int seat, std::string* error);

std::optional<Decision> alliance_decision(const game::Prepared& board, const CallRequest& request,
                                          std::string* error);

// The seat's game of [Contract] when it is [Declarer] ("alliance D SK", "solo C", "lever 2"),
// "resistance" when it is the resister named there, else "": the contract as the board was
// prepared (alliance::PreparedFacts::contract; none where it was prepared without one).
std::string alliance_default_call(const game::Prepared& board, int seat);

// Card play (card.h) from `seat` in an Alliance or a Solo, at the record's point of play.
std::optional<CardGame> alliance_card_game(const game::Prepared& board, int seat,
                                           std::string* error);

}  // namespace stich::judge
