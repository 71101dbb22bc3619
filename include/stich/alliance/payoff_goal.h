// The goal of a two-sided game: "declarer's side ends with a payoff of at least v marks".
//
// The value the transposition table bounds is the final payoff itself, and the table's key
// holds everything already settled that the payoff depends on (side 0's tricks, the figure
// values each side has captured, who has the flag, who can still have the first six tricks,
// the game's value and multiplier), together with which cards still out are figures and, with
// partition search, who holds each figure (FigurePin).  Positions sharing a key then have the
// same payoff for the same play from here on, so bounds found for one threshold serve every
// other: a sequence of yes/no searches on thresholds finds the exact payoff (side_game.h).
//
// The goal's own verdict at a trick start is the payoff when no card is left, and otherwise
// compares v with the two extremes: side 0 taking every remaining trick and figure, and side
// 1 doing so (the payoff is monotone in each trick and figure won), each less the trumps the
// other side is sure to take (sure_payoffs).  Quick-trick bounds apply through the tricks side
// 0 needs (TrickNeeds): to be sure of v, enough tricks with every figure still out going to
// side 1; to keep a chance of it, enough with every figure going to side 0 (the sure trumps'
// figures again excepted).
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "stich/alliance/history.h"
#include "stich/alliance/scoring.h"
#include "stich/engine/goal.h"

namespace stich::alliance {

// What a side-game search needs beyond the position.  Cards in play order.
struct SideSpec {
    SideScoring scoring;
    Figures figures;
    FigurePin pin;
    History history;  // before the root position
    std::array<uint8_t, kMaxSeats> side{};
    int root_leader = 0;
    // What else tells payoff functions apart within one table context: the game's value,
    // Couleur, the figures' scope, the tricks of a deal.
    uint8_t rules_code = 0;
    static constexpr int kRulesCodeBits = 7;
    bool partition = true;  // whether searches may use partition search (pin has owners)

    // The outcome at a trick start if `taker` (0 or 1) wins every trick and figure still out;
    // the final outcome when none is left.
    SideOutcome extreme(const Position& pos, int taker) const;
    // The payoffs of extreme(pos, 0) and extreme(pos, 1), the position read once.
    std::array<int, 2> extreme_payoffs(const Position& pos) const;
    // The same with side 0 ending with `tricks0` tricks in all, `taker` winning every figure
    // still out and the first six where the record allows: with taker 1 the least payoff of
    // any ending with that many tricks, with taker 0 the most.
    SideOutcome with_tricks(const Position& pos, int taker, int tricks0) const;
    // At a trick start, bounds on the payoff side 0 ends with, in extreme_payoffs()'s order and
    // between its two: the same endings, less the trumps the other side is sure to take (a
    // trump no trump of the other side outranks: its trick, its figure, and the first six
    // where one hand holds more of them than tricks follow the sixth), as far as a table entry
    // tells them (payoff_goal.cpp).  probe() decides by these.
    std::array<int, 2> sure_payoffs(const Position& pos) const;
    // Whether the key's fields fit 64 bits.
    int key_width() const;
    uint64_t key(const Position& pos) const;
    // key(), the verdict on "a payoff of at least `target`" and, where open, the tricks side 0
    // needs for it, the position read once: the search asks them at each trick start.
    GoalProbe probe(const Position& pos, int target) const;
};

struct PayoffGoal {
    static constexpr bool kTrickBounds = true;
    const SideSpec* spec = nullptr;
    int target = 0;

    int threshold(const Position&) const { return target; }
    Verdict status(const Position& pos) const { return verdict(spec->extreme_payoffs(pos)); }
    uint64_t key(const Position& pos) const { return spec->key(pos); }
    GoalProbe probe(const Position& pos) const { return spec->probe(pos, target); }
    Verdict verdict(const std::array<int, 2>& extremes) const {
        if (extremes[1] >= target) return Verdict::kWin;
        if (extremes[0] < target) return Verdict::kLoss;
        return Verdict::kOpen;
    }
    CardSet distinct() const { return spec->figures.cards; }
};

}  // namespace stich::alliance
