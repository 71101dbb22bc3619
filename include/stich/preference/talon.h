// The talon: which two cards declarer lays away, and which game he names.
//
// After taking the talon declarer holds twelve cards and lays two away (66 ways); the cards
// laid away are out of play.  Two discards that leave every hand with the same cards relative
// to the cards still in play give the same game; only one of them is searched.  The others are
// tried in an order that puts likely good discards first, each with one yes/no search ("does
// this one beat the best so far?"), and the table stays warm across them: its entries hold
// exact suit lengths and relative ranks, so an entry made under one discard is true under
// every other.
#pragma once

#include <vector>

#include "stich/engine/solver.h"
#include "stich/preference/position.h"

namespace stich::preference {

struct TalonChoice {
    CardSet discard;
    int declarer_tricks = 0;  // declarer's zero-sum value with that discard
};

// Declarer's discards for the setup's game, one per class of equivalent ones, in the order
// they are tried.
std::vector<CardSet> distinct_discards(const PlaySetup& s);

// The best discard: the most tricks for declarer (the fewest in Bettler); among equals, the
// first tried.  The setup must need a discard (needs_discard(s)).
TalonChoice best_discard(Solver& solver, const PlaySetup& s, const PreferenceRules& rules);
// The first discard (in the order tried) with which declarer takes no trick, if any.
std::optional<CardSet> clean_discard(Solver& solver, const PlaySetup& s,
                                     const PreferenceRules& rules);

// How much a value says.  In Bettler the fewest tricks declarer can hold himself to is a
// costly question when the answer is not none (no trick bound applies, see quota_goal.h),
// and a table of every game needs only whether the Bettler stands.
enum class Detail : uint8_t {
    kTricks,  // declarer's zero-sum value in every game
    kMakes,   // in Bettler and Plauderer only whether it stands
};

// The value of a game for declarer: with the best discard if he still has to choose one.
struct GameValue {
    Contract contract;
    std::optional<int> declarer_tricks;  // absent: a Bettler that fails, under Detail::kMakes
    bool makes = false;
    std::optional<CardSet> discard;  // the discard played with, for a talon game
};
GameValue game_value(Solver& solver, const PlaySetup& s, const PreferenceRules& rules,
                     Detail detail = Detail::kTricks);

// Every game a talon declarer who bid `s.contract` may name, each with its best discard
// (Plauderer and Mord aufgedeckt are Bettler and Mord double dummy, and are not searched
// again).  In the order of nameable_games().
std::vector<GameValue> nameable_values(Solver& solver, const PlaySetup& s,
                                       const PreferenceRules& rules,
                                       Detail detail = Detail::kTricks);

}  // namespace stich::preference
