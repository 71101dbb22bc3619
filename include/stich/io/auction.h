// The auction of a bridge record as a value: PBN's [Auction "N"] and its section (PBN 2.1,
// 3.5), the [Note] tags its `=1=` references name, and the alerts (`!`).  The reader keeps
// [Auction] verbatim (a tag it does not interpret); this reads it for what shows it (the HTML
// diagram) and what writes it again (LIN's mb| and an| pairs).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/io/board.h"

namespace stich::io {

struct AuctionCall {
    std::string text;    // as PBN writes it: "Pass", "X", "XX", "1S", "3NT"
    bool alert = false;  // `!` after the call
    std::string note;    // the text of the [Note] its `=n=` names; "" without
};

struct Auction {
    int dealer = 0;  // the seat of the first call ([Auction]'s value), N E S W = 0..3
    std::vector<AuctionCall> calls;
    bool complete = false;  // ends with the passes that close it (or `AP`), not `*`
};

// The auction of a four-handed board with an [Auction] tag, or nothing.  `AP` becomes the
// passes it stands for; `=n=` attaches the note [Note "n:..."] (the first such note after
// [Auction] and before [Play]) to the call before it; NAGs (`$n`), `-` and words that are no
// call are skipped, as an auction is shown, not checked, here.
std::optional<Auction> auction_of(const Board& board);

// The rule that closes a bridge auction: three passes in a row after a bid, or four passes.
// Both readers ask it: this one's and LIN's, which checks each call as it comes.
constexpr bool auction_closed(int passes_in_a_row, bool bid_made) {
    return passes_in_a_row >= (bid_made ? 3 : 4);
}

// Whether `calls`, from the first, are over (auction_closed).
bool auction_over(const std::vector<AuctionCall>& calls);

}  // namespace stich::io
