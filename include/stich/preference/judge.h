// Préférence calls judged from one seat (judge.h), in that seat's money for the deal
// (settlement.h: the dealer's stake, the pot taken or paid, trick money, premiums):
//
//   1 2 3 4         a bid, before the talon is seen: on each deal declarer takes the talon,
//                   lays two cards away and names the game that pays him most (his bid suit or
//                   a higher one, Bettler or Mord with the talon)
//   G1 G2 G3 Herz   Geschäft and Herz, without the talon
//   Bettler Mord Plauderer MordOffen, each with "hand" (from the hand, without the talon) or
//                   without (after looking into the talon: declarer lays away his best two)
//   name GAME [discard CARDS]
//                   the game named after taking the talon, which the seat has seen: with the
//                   cards laid away given, or declarer's best on each deal
//   play home invite
//                   a defender's answer to the game of [Contract] by [Declarer] (the other
//                   defender does as [Defence] says, else plays; an invited one plays)
//   pass            no game: nothing won or lost but the dealer's stake
//
// Declarer's calls are judged against pass unless --versus names others; `name` against the
// other games the bid allows; a defender's answer against the other answers the pot allows.
// The open games (Plauderer, MordOffen) are the closed ones double dummy at a higher premium:
// a bid never names them on a deal (they would always look best), only a call that says so.
#pragma once

#include <optional>
#include <string>

#include "stich/game/prepared.h"
#include "stich/judge/calls.h"
#include "stich/judge/card.h"
#include "stich/judge/view.h"

namespace stich::judge {

// What `seat` knows of a Préférence board before the play: its hand, and the talon if
// `talon_seen`; or nullopt with `error`.
std::optional<SeatView> preference_view(const Board& board, int seat, bool talon_seen,
                                        std::string* error);

std::optional<Decision> preference_decision(const game::Prepared& board, const CallRequest& request,
                                            std::string* error);

// The seat's part in the record: its [Contract] when it is [Declarer] (`name` with [Discard]),
// its [Defence] word when it defends, else "".
std::string preference_default_call(const Board& board, int seat);

// Card play (card.h) from `seat`: declarer's view or a defender's, at the record's point of
// play ([Play] from the full deal, or an endgame giving every hand the seat cannot see).
std::optional<CardGame> preference_card_game(const game::Prepared& board, int seat,
                                             std::string* error);

}  // namespace stich::judge
