// The solver: owns the transposition table and the statistics, and turns yes/no searches into
// values.  One Solver per thread; nothing in it is shared.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

#include "stich/engine/goal.h"
#include "stich/engine/position.h"
#include "stich/engine/search.h"
#include "stich/engine/tt.h"

namespace stich {

class ValueTable;

struct SolverOptions {
    size_t tt_megabytes = 64;                 // memory bound of the transposition table
    const std::atomic<bool>* stop = nullptr;  // raise to abort a search (SearchAborted)
    // Tables kept, one a context (1 or 2), sharing tt_megabytes.  A search in a context other
    // than the table's clears it (Solver::prepare); with 2 the solver keeps a second table for
    // the context searched before, so that a caller alternating two contexts (Alliance's payoff
    // at a count of tricks: a trick goal, then a payoff goal, for every position it values)
    // keeps the entries of both from one position to the next, each in half the memory.
    int tables = 1;
};

class Solver {
public:
    explicit Solver(const SolverOptions& options = {});
    ~Solver();

    // Every search is given the rules of the game it plays (rules.h), with the position: the
    // search reads its switches from them and from nothing else (Rules::partition_sound).  The
    // position carries the duties of its trick; `rules` must be the ones it was built under.

    // The tricks side 0 takes from here to the end (tricks already won not counted), both
    // sides playing double dummy.  `guess` (optional) seeds the null-window driver.
    int tricks(const Rules& rules, const Position& pos, int guess = -1);
    // As above; `relevant` receives the cards the count relied on (search.h's run()).
    int tricks(const Rules& rules, const Position& pos, int guess, CardSet& relevant);

    // The tricks side 0 takes from here to the end (tricks already won not counted) after each
    // of `cards`, legal cards of the player to move (one per run is enough).  Each count seeds
    // the next search, and a card below every card of its suit that an earlier card's count
    // relied on (the earlier card itself among them) takes that count without a search:
    // Kuijf's small-card rule, as the search applies it to its own moves; only under rules
    // that are `partition_sound`.
    std::vector<int> tricks_after(const Rules& rules, const Position& pos,
                                  const std::vector<Card>& cards);

    // Whether side 0 reaches the goal against best play.
    template <class Goal>
    bool reaches(const Rules& rules, const Position& pos, const Goal& goal,
                 CardSet* relevant = nullptr) {
        prepare(pos, goal_kind<Goal>(), rules, same_in_every_strain<Goal>());
        SearchContext ctx{*tt_, stats_, MoveOrderer(pos), rules, stop_};
        AlphaBeta<Goal> search(pos, goal, ctx);
        const bool r = search.run(relevant);
        last_best_ = search.best_move();
        return r;
    }

    // The move that decided the last yes/no search at its root, if any.
    Card last_best_move() const { return last_best_; }

    const SearchStats& stats() const { return stats_; }
    // The stop flag this solver was given; other searches of the same board (max-n) poll it too.
    const std::atomic<bool>* stop_flag() const { return stop_; }
    void reset_stats() { stats_ = {}; }
    // The table of the context searched last.
    TranspositionTable& table() { return *tt_; }
    void clear_table();

    // The max-n table (Ausfechten, Resistance) of this thread, empty, of `megabytes` MiB: made
    // on first use and kept, so that a batch does not allocate and zero it for every board.
    ValueTable& max_n_table(size_t megabytes);

private:
    template <class Goal>
    static uint64_t goal_kind() {
        // Distinct goal types store different values: give each its own table context.
        static constexpr char tag = 0;
        return reinterpret_cast<uintptr_t>(&tag);
    }
    // Clears the table when the position's context (players, trump, sides, duties, goal, the
    // rules' partition switch) differs from the one its entries were made in; with a second
    // table (SolverOptions::tables), turns to it first when its context is the one searched.
    // The trump is no part of the context of a goal the same in every strain (goal.h): the
    // search keys its entries by the strain instead.
    void prepare(const Position& pos, uint64_t goal_kind, const Rules& rules, bool every_strain);

    std::unique_ptr<TranspositionTable> tt_;     // the context_'s table
    std::unique_ptr<TranspositionTable> spare_;  // the spare_context_'s, or null
    uint64_t spare_context_ = 0;
    std::unique_ptr<ValueTable> max_n_;
    SearchStats stats_;
    const std::atomic<bool>* stop_;
    uint64_t context_ = 0;
    Card last_best_;
};

}  // namespace stich
