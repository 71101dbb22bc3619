// Move ordering: the moves most likely to prove a bound come first.
//
// The weights follow the shape of DDS's (Haglund & Hein, "Search Algorithms for a Bridge
// Double Dummy Solver"): cash winners and lead towards partner's winners; in second to last
// seat win cheaply against an opponent and play low behind a partner who wins; ruff an
// opponent's winner low and never partner's; discard from long suits without winners.
#pragma once

#include <array>
#include <cstdint>

#include "stich/engine/movegen.h"
#include "stich/engine/position.h"

namespace stich {

class MoveOrderer {
public:
    // Who each player is to each possible leader, worked out once: the seats and sides of a
    // search do not change.
    explicit MoveOrderer(const Position& pos);

    // Gives every move a weight and puts the one of highest weight first (the first of them
    // in list order).  At the lead, `hint` (the best move of a transposition-table entry) and
    // `killer` (the lead that refuted a sibling) earn a bonus; in later seats they are
    // ignored, the sibling's trick being another.  Only the first move is put in place here:
    // most cut-offs come from it, so the rest is sorted by sort_rest() when the search gets
    // to the second move.
    void order(const Position& pos, MoveList& moves, Card hint, Card killer) const {
        // Most calls leave the moves as they come (a single move; a follower who cannot beat
        // the trick plays low first, the order generate_moves() makes): decided here, where
        // the search inlines it, without a call.
        if (moves.size() < 2) return;
        if (pos.trick_start()) {
            weigh_leads(pos, moves, hint, killer);
            return;
        }
        const CardSet follow = pos.hand(pos.to_move()).of_suit(pos.led_suit());
        if (!follow.empty() && !pos.beats(follow.highest(), pos.best_card())) return;
        weigh_follower(pos, moves, follow);
    }
    // Sorts moves[1..] by weight; with order() the same as a stable sort of the whole list as
    // generate_moves() made it.
    static void sort_rest(MoveList& moves);

    // The players as one on lead sees them, worked out once for each leader: his partners, his
    // opponents, and which opponents sit next after him (left) and last before him (right).
    struct LeadSeats {
        int8_t left = -1, right = -1;  // -1: that seat is a partner
        uint8_t partners = 0, opponents = 0;
        std::array<uint8_t, kMaxSeats> partner{}, opponent{};
    };

private:
    // order() where the weights decide: a lead; a follower holding `follow` of the suit led
    // (none: he discards or ruffs), one of whose cards may beat the trick.
    void weigh_leads(const Position& pos, MoveList& moves, Card hint, Card killer) const;
    static void weigh_follower(const Position& pos, MoveList& moves, CardSet follow);

    std::array<LeadSeats, kMaxSeats> seats_{};  // [leader]
};

}  // namespace stich
