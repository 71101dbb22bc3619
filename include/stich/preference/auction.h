// Préférence's calls before the play (game/auction.h): the bidding, the talon taken and two
// cards laid away, the game named, the defenders' choices.  The rules are docs/rules/
// preference.md's "Bidding" and "Defending"; where the text is a summary the decisions are
// written in docs/library.md ("The auction").
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "stich/game/auction.h"
#include "stich/io/board.h"

namespace stich::preference {

// The named calls, in call-number order after the cards: pass, the talon bids 1-4 (also the
// game named after the talon: trumps of that number), hold, the games announced without the
// talon and the premium games with it or from the hand, and the defenders' play, home, invite.
const std::vector<std::string>& auction_call_names();

// The calls of `deal` (three hands and the talon, no contract) from forehand's first;
// nullptr with `why` when the deal cannot have them (a hand not known, no talon, a variant
// that does not read).
std::unique_ptr<game::Auction> start_auction(const Board& deal, std::string* why);

}  // namespace stich::preference
