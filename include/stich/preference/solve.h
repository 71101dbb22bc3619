// Declarer against the coalition, and what each player can make sure of alone.
//
// Zero-sum (solution-concepts.md §1): in 1-4, Geschäft, Herz and Mord declarer's value is the
// most tricks he can make sure of against both defenders; in Bettler the fewest he can hold
// himself to.  Double dummy, the open games (Plauderer, Mord aufgedeckt) are the same problems
// as Bettler and Mord: the defenders already see every card.
//
// A player's guarantee (the paranoid value) is what he can make sure of with both others
// playing against him: the most tricks for a player who wants tricks, the fewest for one who
// wants none (Bettler's declarer, everyone in Ausfechten).  Every count here is of tricks
// still to play; a seat that stays home has 0.
#pragma once

#include <array>

#include "stich/engine/solver.h"
#include "stich/preference/position.h"

namespace stich::preference {

// The most tricks side 0 of `pos` can make sure of; the fewest tricks the side-0 player
// `player` can hold himself to.  Both count tricks still to play.  `at_least`, where known,
// is a count the fewest cannot be below (max-n's tricks for the player: his max-n utility is
// never below what he can make sure of alone); the search tries it first.
int most_tricks(Solver& solver, const Position& pos, const PreferenceRules& rules, int guess = -1);
int fewest_tricks(Solver& solver, const Position& pos, const PreferenceRules& rules, int player,
                  int at_least = 0);
// Whether the side-0 player `player` can hold himself to `tricks` more tricks at most.
bool keeps_to(Solver& solver, const Position& pos, const PreferenceRules& rules, int player,
              int tricks);

// Whether the seat plays for as few tricks as he can.
bool wants_few(const PlaySetup& s, int seat);

// Declarer's zero-sum value (the setup's discard must be settled: !needs_discard(s)).
int declarer_tricks(Solver& solver, const PlaySetup& s, const PreferenceRules& rules);
// Whether declarer reaches his aim when he takes `declarer_tricks` of the tricks to play.
bool makes(const PlaySetup& s, int declarer_tricks);
// Each seat's guarantee.  Declarer's is his zero-sum value, passed in.
std::array<int, kPlayers> guarantees(Solver& solver, const PlaySetup& s,
                                     const PreferenceRules& rules, int declarer_tricks);

}  // namespace stich::preference
