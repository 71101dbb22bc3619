// Whist calls judged from one seat (judge.h):
//
//   call         the call at 8 (at 6 when the preference suit is trumps) against playing on,
//                from the seat that would call: it holds two honours or more and its side
//                stands where the rules let it call.  Measure: the game and slam points the
//                deal is worth to the seat's side at the rubber (call.h, value_for).
//   play         playing on, against the call.
//   lead [CARD]  the card the seat plays now (the opening lead, or its card to the trick in
//                progress): every legal card, equivalent ones together.  Measure: the tricks
//                the seat's side takes in all.  With CARD, that card is the call; without, the
//                best of them is.
//
// The seat sees its own hand, the turned card in the dealer's hand, and the play so far
// ([Play] from the full deal, or an endgame with [Trick]); a suit a player did not follow is
// one he holds no more of.
#pragma once

#include <optional>
#include <string>

#include "stich/game/prepared.h"
#include "stich/judge/calls.h"
#include "stich/judge/view.h"

namespace stich::judge {

// What `seat` knows of a whist board prepared once (the turned card its facts hold), or nullopt
// with `error`.
std::optional<SeatView> whist_view(const game::Prepared& board, int seat, std::string* error);

std::optional<Decision> whist_decision(const game::Prepared& board, const CallRequest& request,
                                       std::string* error);

// "call" where the board's standing ([Standing]) lets the seat's side call and the seat holds
// two honours, else "lead".
std::string whist_default_call(const game::Prepared& board, int seat);

}  // namespace stich::judge
