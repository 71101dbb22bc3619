// Ausfechten: everyone passed, and each plays for as few tricks as he can
// (solution-concepts.md §3).
//
// The dealer leads, no trump, the compulsion to beat holds.  Play is free for all: max-n
// (maxn.h) with each player minimising his own tricks and the deterministic tie-break of §3
// (among equal choices, the one worst for the next player in play order, then the one after;
// then the card first in suit order S H D C and lowest in rank).  Each player's guarantee is
// the fewest tricks he can hold himself to whatever the others do (both against him).
#pragma once

#include <array>
#include <atomic>
#include <optional>

#include "stich/engine/maxn.h"
#include "stich/engine/solver.h"
#include "stich/preference/position.h"

namespace stich::preference {

struct FightResult {
    std::array<int, kPlayers> tricks{};     // tricks still to play, under max-n
    std::array<int, kPlayers> guarantee{};  // the fewest each can hold himself to
    std::array<bool, kPlayers> pays{};      // pays a stake into the pot
    Card first;                             // max-n's card for the player to move (face order)
    uint64_t nodes = 0;                     // max-n's positions searched
    std::optional<MaxNLine> line;           // asked for: max-n's line, every legal card valued
};

// The value table a deal's Ausfechten asks for (at most: a smaller memory bound wins).  Its
// max-n stores some 60 k entries from a full deal; 4 MiB hold 256 k narrow entries (maxn.h),
// four to a line, and a table that small stays close to the core: a look-up in the 64 MiB
// table was a cache miss each (bench/RESULTS.md, issue 41).
inline constexpr size_t kFightTableMegabytes = 4;

// The table of the second thread's solver for the guarantees (analysis.cpp), at most: their
// searches from a full deal store few entries, and 4 MiB cost 1% more nodes than 64 MiB
// (bench/RESULTS.md, issue 41, branch pref15).
inline constexpr size_t kGuaranteeTableMegabytes = 8;

// Who pays a stake, from the tricks in all: the player with the most tricks; two who tie for
// the most (4 and 4, or 5 and 5) both pay.
std::array<bool, kPlayers> fight_payers(const std::array<int, kPlayers>& totals);

// With `line_values`, also the line with each legal card's values at every step (a search per
// card and step: for the HTML viewer only).
FightResult fight(Solver& solver, ValueTable& table, const PlaySetup& s,
                  const PreferenceRules& rules, bool line_values = false);

// The same in parts that may run at once on two threads (analysis.h: `AnalysisOptions::threads`):
// max-n alone, with its own table and no solver (the tricks, the first card, the nodes, the
// line; no guarantees, no payers); the guarantees, each search started at `at_least[seat]`, a
// count no larger than the answer (max-n's tricks where known, else none: the same values,
// found with more searches), one seat's or every seat's; the payers from the tricks.
FightResult fight_max_n(ValueTable& table, const std::atomic<bool>* stop, const PlaySetup& s,
                        const PreferenceRules& rules, bool line_values);
int fight_guarantee(Solver& solver, const PlaySetup& s, const PreferenceRules& rules, int seat,
                    int at_least);
std::array<int, kPlayers> fight_guarantees(Solver& solver, const PlaySetup& s,
                                           const PreferenceRules& rules,
                                           const std::array<int, kPlayers>& at_least);
void settle_payers(const PlaySetup& s, FightResult& r);

}  // namespace stich::preference
