// A goal of per-player trick quotas, for the yes/no search (goal.h).
//
// Side 0 wins when, at the end of play, every player p of the position has taken at least
// at_least[p] and at most at_most[p] tricks in all (tricks won before the position included).
// It serves every question that is not "side 0 takes T tricks": the defenders' quotas of
// solution-concepts.md §2 ("hold declarer to D while each defender takes 2"), and the fewest
// tricks a player can hold himself to where he is not alone on side 0 (alone, as in Bettler
// and Ausfechten, keeps_to asks few_tricks_goal.h, whose entries serve every count).
//
// The goal is boolean: the table stores the future value 1 (reached) or 0, with threshold 1,
// and key() packs what the answer depends on besides the cards: each player's residual quota,
// exactly (see key()).  Quick-trick bounds count tricks of side 0 as a whole and do not apply.
#pragma once

#include <array>
#include <cstdint>

#include "stich/engine/goal.h"

namespace stich::preference {

struct QuotaGoal {
    static constexpr bool kTrickBounds = false;
    static constexpr int8_t kAny = 127;  // no upper bound

    std::array<int8_t, kMaxSeats> at_least{};
    std::array<int8_t, kMaxSeats> at_most{kAny, kAny, kAny, kAny, kAny, kAny};

    int threshold(const Position&) const { return 1; }

    Verdict status(const Position& pos) const {
        const int left = pos.tricks_left();
        int needed = 0;  // tricks players still need to reach their minimum
        int room = 0;    // tricks players may still take without passing their maximum
        bool settled = true;
        for (int p = 0; p < pos.players(); ++p) {
            const int won = pos.won(p);
            if (won > at_most[p]) return Verdict::kLoss;
            const int need = at_least[p] - won;
            if (need > 0) {
                needed += need;
                settled = false;
            }
            const int may = at_most[p] - won;
            if (may < left) settled = false;
            room += may < left ? may : left;
        }
        // Every trick goes to someone: too few to go round, or too many to place.
        if (needed > left || room < left) return Verdict::kLoss;
        return settled ? Verdict::kWin : Verdict::kOpen;
    }

    // Per player, 8 bits: the tricks still needed (4 bits) and the tricks he may still take,
    // 15 where that bound cannot bind any more (4 bits).  Exact: status() has ruled out a need
    // above the tricks left, and a room of at least the tricks left (which the suit lengths in
    // the table key fix) cannot bind.
    uint64_t key(const Position& pos) const {
        const int left = pos.tricks_left();
        uint64_t k = 0;
        for (int p = 0; p < pos.players(); ++p) {
            const int won = pos.won(p);
            const int need = at_least[p] > won ? at_least[p] - won : 0;
            const int may = at_most[p] - won;
            const int room = may >= left ? 15 : may;
            k |= static_cast<uint64_t>((need & 15) | (room & 15) << 4) << (8 * p);
        }
        return k;
    }

    CardSet distinct() const { return {}; }
};

}  // namespace stich::preference
