#include "lin_auction.h"

#include "pbn_values.h"

namespace stich::io {

namespace {

BoardError call_error(const LinPair& mb, std::string message) {
    return BoardError{mb.line_of(0), mb.column_of(0), std::move(message)};
}

// Bids in order: clubs, diamonds, hearts, spades, no trump.
int strain_order(Strain s) {
    return s == kNoTrump ? 4 : 3 - static_cast<int>(s);
}

}  // namespace

LinCall read_lin_call(const LinPair& mb) {
    std::string text = lower(trim(mb.value));
    LinCall call;
    call.pair = &mb;
    while (!text.empty() && text.back() == '!') {
        call.alerted = true;
        text.pop_back();
    }
    if (text == "p" || text == "pass") {
        call.text = "Pass";
    } else if (text == "d" || text == "x" || text == "dbl") {
        call.text = "X";
    } else if (text == "r" || text == "xx" || text == "rdbl") {
        call.text = "XX";
    } else if (text.size() >= 2 && text[0] >= '1' && text[0] <= '7' &&
               parse_strain(text.substr(1)) && (text.size() == 2 || text.substr(1) == "nt")) {
        call.level = text[0] - '0';
        call.strain = *parse_strain(text.substr(1));
        call.text = text.substr(0, 1) + std::string(kStrainNames[call.strain]);
    } else {
        throw call_error(
            mb, "bad call '" + excerpt(mb.value) + "': expected p, d, r or a bid such as 1C or 3N");
    }
    return call;
}

void LinAuction::add(LinCall call) {
    const LinPair& mb = *call.pair;
    if (over()) throw call_error(mb, "call '" + call.text + "' after the auction is over");
    const int me = seat(calls_.size());
    const bool opponents_bid = last_bid_ >= 0 && (seat(last_bid_) + me) % 2 == 1;
    if (call.level > 0) {
        if (last_bid_ >= 0) {
            const LinCall& last = calls_[last_bid_];
            if (call.level * 5 + strain_order(call.strain) <=
                last.level * 5 + strain_order(last.strain))
                throw call_error(mb, "insufficient bid " + call.text + " after " + last.text);
        }
        last_bid_ = static_cast<int>(calls_.size());
        doubled_ = 0;
    } else if (call.text == "X") {
        if (!opponents_bid || doubled_ != 0)
            throw call_error(mb, "double (X) without an undoubled bid of the opponents");
        doubled_ = 1;
    } else if (call.text == "XX") {
        if (last_bid_ < 0 || opponents_bid || doubled_ != 1)
            throw call_error(mb, "redouble (XX) without a double of the side's own bid");
        doubled_ = 2;
    }
    passes_ = call.text == "Pass" ? passes_ + 1 : 0;
    calls_.push_back(std::move(call));
}

std::string LinAuction::contract() const {
    if (last_bid_ < 0) return "Pass";
    return last_bid().text + (doubled_ == 2 ? "XX" : doubled_ == 1 ? "X" : "");
}

int LinAuction::declarer() const {
    const int side = seat(last_bid_) % 2;
    for (size_t i = 0; i < calls_.size(); ++i)
        if (calls_[i].level > 0 && seat(i) % 2 == side && calls_[i].strain == last_bid().strain)
            return seat(i);
    return seat(last_bid_);
}

}  // namespace stich::io
