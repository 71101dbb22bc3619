// Dealing the cards one has not seen, uniformly over every consistent layout.
//
// A problem has bins (the hands still to fill, then hidden piles such as a talon or face-down
// table cards), the number of cards each bin still needs, the unknown cards, and for each bin
// the cards it may receive (a known void removes a suit, a card seen elsewhere is not unknown).
// Every layout that fits is equally likely.
//
// Cards with the same set of possible bins are interchangeable for counting, so the number of
// layouts is a sum over how many cards of each such type go to each bin: a small dynamic
// programme over the bins' remaining room.  Sampling walks the same programme choosing each
// step in proportion to the layouts below it (exact), then deals each type's cards at random.
// Counts are exact 128-bit integers; a problem too large for them (never one that leaves a
// known hand out) samples by rejection instead, which is exact too.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/cards.h"
#include "stich/engine/random.h"

namespace stich {

inline constexpr int kMaxBins = 8;
using Layout = std::array<CardSet, kMaxBins>;
using Count = uint128;

struct DealProblem {
    int bins = 0;
    std::array<int, kMaxBins> size{};         // cards each bin still needs
    CardSet unknown;                          // the cards to place
    std::array<CardSet, kMaxBins> allowed{};  // cards each bin may receive
};

class Dealer {
public:
    explicit Dealer(const DealProblem& problem);

    // Why no layout fits (sizes that do not add up, a card no bin may take, ...), or nullopt.
    const std::optional<std::string>& problem() const { return error_; }
    // The number of layouts; nullopt if it exceeds 128 bits.
    std::optional<Count> count() const;
    // A layout drawn uniformly.  The problem must be feasible.
    Layout sample(Rng& rng) const;
    // Every layout, in a fixed order, until `visit` returns false.
    void enumerate(const std::function<bool(const Layout&)>& visit) const;

private:
    struct Type {
        uint8_t bins_mask;        // the bins its cards may go to
        std::vector<Card> cards;  // in ascending order
    };
    using Room = std::array<int, kMaxBins>;

    Count layouts_from(size_t type, const Room& room) const;  // saturates at the maximum
    void splits(size_t type, const Room& room, const std::function<void(const Room&)>& each) const;
    Layout sample_by_rejection(Rng& rng) const;

    DealProblem problem_;
    std::vector<Type> types_;
    // Counts of layouts per (type, room left), all filled by the constructor's count: after
    // construction the methods only read it, so one Dealer may serve several threads.
    std::optional<std::string> error_;
    bool overflow_ = false;
    mutable std::vector<std::map<uint64_t, Count>> memo_;
};

// Describes a 128-bit count in decimal.
std::string to_string(Count c);

}  // namespace stich
