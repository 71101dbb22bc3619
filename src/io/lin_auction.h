// The auction of a LIN board: its mb| calls (an| explaining the call before it) and the
// contract they reach.  The contract is the last bid, doubled or redoubled by the calls after
// it; declarer is the first of the declaring side to have named its strain.  Calls are checked
// as bridge has them: a bid higher than the last, a double of the opponents' undoubled bid, a
// redouble of the side's own doubled one, nothing after the auction is over.
#pragma once

#include <string>
#include <vector>

#include "lin_lexer.h"
#include "pbn_board.h"
#include "stich/engine/cards.h"
#include "stich/io/auction.h"

namespace stich::io {

struct LinCall {
    std::string text;  // as PBN writes it: Pass, X, XX, 1S, 3NT
    int level = 0;     // 0 for pass, double and redouble
    Strain strain = kNoTrump;
    const LinPair* pair = nullptr;
    std::string note;  // the an| after the call
    bool alerted = false;
};

// An mb| value: p, d, r (or pass, x, xx), 1C..7N (or 7NT), a `!` after it for an alert.
// Throws BoardError.
LinCall read_lin_call(const LinPair& mb);

class LinAuction {
public:
    explicit LinAuction(int dealer) : dealer_(dealer) {}

    // Throws BoardError where the call is not allowed.
    void add(LinCall call);

    bool over() const { return auction_closed(passes_, last_bid_ >= 0); }
    bool has_bid() const { return last_bid_ >= 0; }
    const LinCall& last_bid() const { return calls_[last_bid_]; }
    std::vector<LinCall>& calls() { return calls_; }
    const std::vector<LinCall>& calls() const { return calls_; }

    std::string contract() const;  // "4HX", or "Pass" when nobody bid
    int declarer() const;          // a seat, N E S W = 0..3; needs a bid

private:
    int seat(size_t index) const { return (dealer_ + static_cast<int>(index)) % 4; }

    std::vector<LinCall> calls_;
    int dealer_ = 0;
    int last_bid_ = -1;  // index in calls_
    int doubled_ = 0;    // 0, 1 (X) or 2 (XX) on the last bid
    int passes_ = 0;     // in a row, at the end
};

}  // namespace stich::io
