// Deals consistent with what one seat knows, drawn uniformly or listed exhaustively.
//
// The hands the seat cannot see and the hidden piles are the bins of a dealing problem
// (dealing.h): each hand takes as many unseen cards as it lacks beyond its fixed ones, of the
// suits it may still hold; each pile takes its size.  A deal is the seat's view completed by
// one layout.  Sample i of a run seeded with s draws from Rng::stream(s, i), so a run gives
// the same deals whatever the number of threads.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/dealing.h"
#include "stich/judge/view.h"

namespace stich::judge {

// One completed deal: every hand, and the hidden piles in the view's order.
struct Deal {
    std::array<CardSet, kMaxSeats> hands{};
    std::array<CardSet, kMaxPiles> piles{};
    bool operator==(const Deal&) const = default;
};

class DealSampler {
public:
    explicit DealSampler(const SeatView& view);

    // Why no deal fits the view, or nullopt.
    const std::optional<std::string>& problem() const { return error_; }
    // The number of consistent deals (nullopt beyond 128 bits).
    std::optional<Count> count() const { return dealer_.count(); }
    // A deal drawn uniformly.
    Deal sample(Rng& rng) const { return deal_of(dealer_.sample(rng)); }
    // Every deal, in a fixed order, until `visit` returns false.
    void enumerate(const std::function<bool(const Deal&)>& visit) const;
    // The first deal of that order: what a decision checks itself against before a run.
    std::optional<Deal> first() const;

private:
    static DealProblem problem_of(const SeatView& view, std::vector<int>& owner);
    Deal deal_of(const Layout& layout) const;

    SeatView view_;
    std::vector<int> owner_;  // per bin: the hand it fills, or -1-k for pile k
    Dealer dealer_;
    std::optional<std::string> error_;
};

// An order in which to solve `deals` so that neighbours hold many cards alike: the deals sorted
// by the suit lengths of the hands, then by who holds each card, the highest cards first (ties
// by index).  A solver keeps its
// transposition table from one deal to the next, and its entries (relative ranks, only the
// cards that won tricks) serve a deal whose high cards lie as in the one before.
std::vector<size_t> sharing_order(const std::vector<Deal>& deals);

}  // namespace stich::judge
