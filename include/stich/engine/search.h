// The alpha-beta search: can side 0 reach a goal (goal.h) against best defence?
//
// A boolean (null-window) search over single cards.  At each trick start it tries, in turn:
// the goal's own verdict, the last trick played out directly, the transposition table and
// quick-trick bounds (bounds first where a side needs one trick more); then it searches the
// moves, one per run of equivalent cards, in the orderer's order.  Every search also returns
// the cards whose ranks its answer relied on (the cards that won tricks by rank), so that the
// table entry it stores covers every position that differs only in cards below them (tt.h).  The
// driver that turns yes/no answers into a trick count lives in solver.h.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

#include "stich/engine/bits.h"
#include "stich/engine/bounds.h"
#include "stich/engine/goal.h"
#include "stich/engine/movegen.h"
#include "stich/engine/order.h"
#include "stich/engine/position.h"
#include "stich/engine/tt.h"

namespace stich {

struct SearchStats {
    uint64_t nodes = 0;        // positions searched (one per card considered)
    uint64_t bound_cuts = 0;   // trick starts decided by quick / later tricks
    uint64_t searches = 0;     // yes/no searches run
    uint64_t small_skips = 0;  // moves skipped as small cards
    uint64_t trick_nodes = 0;  // tricks completed in the search (DDS's node count)
};

// Thrown out of a search when its stop flag is raised; the position searched is a copy, so
// nothing needs unwinding.
struct SearchAborted {};

// What a search borrows from the solver that runs it, and the rules it plays by: the one value
// the search reads its switches from (Rules::partition_sound).
struct SearchContext {
    TranspositionTable& tt;
    SearchStats& stats;
    MoveOrderer order;
    const Rules& rules;
    const std::atomic<bool>* stop = nullptr;
};

template <class Goal>
class AlphaBeta {
public:
    AlphaBeta(Position pos, const Goal& goal, SearchContext& ctx)
        : pos_(std::move(pos)), goal_(goal), ctx_(ctx), partition_(ctx.rules.partition_sound) {}

    // `relevant` (optional) receives the cards the answer relied on: it holds in every
    // position that differs from this one only in cards below them.
    bool run(CardSet* relevant = nullptr) {
        ++ctx_.stats.searches;
        root_ply_ = pos_.ply();
        node_base_ = ctx_.stats.nodes;
        CardSet cards;
        bool r = false;
        try {
            r = search(cards);
        } catch (const SearchAborted&) {
            add_stats();
            throw;
        }
        add_stats();
        if (relevant) *relevant = cards;
        return r;
    }
    // The move that decided the root, when the root's answer came from a move.
    Card best_move() const { return root_best_; }

private:
    bool search(CardSet& relevant);
    // The counts of this search into the solver's statistics, once at its end: a count in the
    // search's own members costs less at every node than one behind two references.
    void add_stats() {
        ctx_.stats.nodes += nodes_;
        ctx_.stats.trick_nodes += trick_nodes_;
        nodes_ = trick_nodes_ = 0;
    }
    [[gnu::always_inline]] inline bool search_moves(CardSet& relevant, Card hint, Card& best);
    bool last_trick(CardSet& relevant);
    Verdict bound_cutoff(const TrickNeeds& need, CardSet& relevant) const;
    Verdict trick_cutoff(CardSet& relevant) const;
    Card trick_rank_winner() const;
    Card card_from_top(Suit s, int rank) const;
    // Whether, at a trick start, either side needs at most one trick more to have its way.
    bool one_trick_away(const TrickNeeds& need) const {
        return need.win <= 1 || pos_.tricks_left() - need.loss + 1 <= 1;
    }
    // The key's leader byte: the leader, and the strain while a trump is in the hands.  A
    // position without trumps in the hands plays as in notrump, so its entries serve every
    // strain where the solver keeps the table across strains (goal.h's kSameInEveryStrain).
    uint8_t table_seat() const {
        const int strain = pos_.trumps_in_hands() ? pos_.trump() + 1 : 0;
        return static_cast<uint8_t>(pos_.leader() | strain << 3);
    }
    // Whether the goal gives its key, status and trick needs at once (goal.h).
    static constexpr bool kProbes = requires(const Goal& g, const Position& p) { g.probe(p); };
    // Whether the goal decides some trick starts from the cards alone (goal.h).
    static constexpr bool kForces = requires(const Goal& g, const Position& p, CardSet& c) {
        g.forced(p, c);
    };

    Position pos_;
    Goal goal_;
    SearchContext& ctx_;
    // Store only the ranks that mattered (tt.h): read once from the rules, as every node asks.
    const bool partition_;
    std::array<Card, 64> killers_{};
    Card root_best_;
    int root_ply_ = 0;                      // the ply of the root, set by run()
    uint64_t nodes_ = 0, trick_nodes_ = 0;  // SearchStats' counts, added by add_stats()
    uint64_t node_base_ = 0;                // the solver's node count when run() began
};

// ---------------------------------------------------------------------------------------------

template <class Goal>
bool AlphaBeta<Goal>::search(CardSet& relevant) {
    // The stop flag is polled every 1024 nodes of the solver's count, across its searches: a
    // judge's searches are often shorter than that.
    if ((node_base_ + ++nodes_) % 1024 == 0 && ctx_.stop &&
        ctx_.stop->load(std::memory_order_relaxed))
        throw SearchAborted{};
    Card best;
    if (!pos_.trick_start()) {
        // Sure tricks of the trick in progress are counted at the second seat only, as libdds
        // does: from the third seat on the search reaches the next trick start, with its table
        // and bounds, within a seat or two, and the count cost more than the nodes it saved.
        // A goal's needs are known at trick starts only (its figures in the trick are neither
        // out nor won).
        if constexpr (Goal::kTrickBounds && !kProbes) {
            const Verdict v = pos_.trick_size() == 1 ? trick_cutoff(relevant) : Verdict::kOpen;
            if (v != Verdict::kOpen) {
                ++ctx_.stats.bound_cuts;
                return v == Verdict::kWin;
            }
        }
        const bool r = search_moves(relevant, Card(), best);
        if (pos_.ply() == root_ply_) root_best_ = best;
        return r;
    }

    // The table's bucket is fetched from memory while the cheaper tests below run.  A goal
    // whose key and status read the same state of the position may give both at once.
    GoalProbe probed;
    if constexpr (kProbes)
        probed = goal_.probe(pos_);
    else
        probed.key = goal_.key(pos_);
    const TTKey key{pos_.lengths(), probed.key, table_seat()};
    const uint64_t hash = ctx_.tt.locate(key);
    // 1. The goal may already be settled.
    if constexpr (!kProbes) probed.verdict = goal_.status(pos_);
    if (const Verdict v = probed.verdict; v != Verdict::kOpen) {
        relevant = {};
        return v == Verdict::kWin;
    }
    // 2. One card each: the last trick plays itself.
    if (pos_.remaining().count() == pos_.players()) return last_trick(relevant);
    // 3. Sure tricks, and 4. the transposition table.  A bound costs more than a probe, and
    // the table decides two probes in three; but a bound relies on fewer cards than a table
    // entry does, and the entries stored above inherit that, so where a bound is likely to
    // decide (a side needs one trick more) it goes first, elsewhere only after a miss.
    const int threshold = goal_.threshold(pos_);
    if constexpr (!kProbes) probed.needs = TrickNeeds{threshold, threshold};
    auto bounds_decide = [&](bool& won) {
        if constexpr (Goal::kTrickBounds) {
            if (const Verdict v = bound_cutoff(probed.needs, relevant); v != Verdict::kOpen) {
                ++ctx_.stats.bound_cuts;
                won = v == Verdict::kWin;
                return true;
            }
        }
        return false;
    };
    const bool bounds_first = Goal::kTrickBounds && one_trick_away(probed.needs);
    if (bool won = false; bounds_first && bounds_decide(won)) return won;
    const CardSet remaining = pos_.remaining();
    TTHoldings holdings;
    holdings.players = pos_.players();
    for (int p = 0; p + 1 < pos_.players(); ++p)
        holdings.rel[p] = pext(pos_.hand(p).bits(), remaining.bits());
    const auto probe = ctx_.tt.probe(key, hash, holdings, threshold);
    if (probe.verdict != 0) {
        relevant = CardSet(pdep(probe.mask, remaining.bits()));
        return probe.verdict > 0;
    }
    if (bool won = false; !bounds_first && bounds_decide(won)) return won;
    // A goal may know the rest of the play's value from the cards (goal.h's forced()): asked
    // only where the table has no answer, as most trick starts it is asked at are not forced.
    if constexpr (kForces) {
        if (const Verdict v = goal_.forced(pos_, relevant); v != Verdict::kOpen) {
            ++ctx_.stats.bound_cuts;
            return v == Verdict::kWin;
        }
    }
    Card hint;
    if (probe.best_suit >= 0) hint = card_from_top(Suit(probe.best_suit), probe.best_rank);

    // 5. Search the moves, then remember the answer.
    const bool result = search_moves(relevant, hint, best);
    if (pos_.ply() == root_ply_) root_best_ = best;
    const uint64_t mask = partition_ ? pext(fill_up_lanes(relevant.bits()), remaining.bits())
                                     : pext(remaining.bits(), remaining.bits());
    int best_suit = -1, best_rank = 0;
    if (best.valid()) {
        best_suit = best.suit();
        best_rank = (remaining.of_suit(best.suit()) & cards_above(best)).count();
    }
    ctx_.tt.store(key, hash, holdings, mask, result, threshold, best_suit, best_rank);
    return result;
}

template <class Goal>
bool AlphaBeta<Goal>::search_moves(CardSet& relevant, Card hint, Card& best) {
    MoveList moves;
    const CardSet distinct = goal_.distinct();
    generate_moves(pos_, distinct, moves);
    const int ply = pos_.ply();
    ctx_.order.order(pos_, moves, hint, killers_[ply]);
    const bool maximizing = pos_.side(pos_.to_move()) == 0;
    CardSet all;
    // Small cards (Kuijf's rule, as in DDS): once a move of a suit has been searched without a
    // cut-off, a later move of that suit whose cards all rank below every card of the suit
    // that mattered so far leads to the same result, and is skipped.  small_below[s] is that
    // limit, fixed by the first move searched in suit s (-1: none yet, 0: skip nothing).  A
    // card the goal pays for (distinct) is never skipped, nor stands for the others.
    std::array<int8_t, kSuits> small_below{-1, -1, -1, -1};
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i == 1) MoveOrderer::sort_rest(moves);
        const Move& m = moves[i];
        const Suit s = m.card.suit();
        if (partition_ && m.card.pos() < small_below[s] && !distinct.contains(m.card)) {
            ++ctx_.stats.small_skips;
            continue;
        }
        pos_.play(m.card);
        const bool completed = pos_.last_completed_trick();
        trick_nodes_ += completed;
        const Card rank_winner = completed ? trick_rank_winner() : Card();
        CardSet child;
        const bool v = search(child);
        pos_.unplay();
        if (rank_winner.valid()) child |= rank_winner;
        if (v == maximizing) {
            relevant = child;
            killers_[ply] = m.card;
            best = m.card;
            return v;
        }
        // A move that fails: if its card won a trick by rank, its whole run mattered.  "No
        // move succeeds" holds only where the mover has no other moves, and a position that
        // differs below the card could split the run between hands and give him one the
        // search never tried.  A cut-off needs no such care: the move that succeeded is there
        // in every position the answer covers.
        if (child.contains(m.card)) child |= Card(s, m.low);
        all |= child;
        if (small_below[s] < 0) {
            const uint16_t lane = all.lane(s);
            const int low = lane ? std::countr_zero(lane) : kLaneBits;
            const bool stands = m.card.pos() < low && !distinct.contains(m.card);
            small_below[s] = static_cast<int8_t>(stands ? low : 0);
        }
    }
    relevant = all;
    return !maximizing;
}

template <class Goal>
bool AlphaBeta<Goal>::last_trick(CardSet& relevant) {
    const int n = pos_.players();
    for (int i = 0; i < n; ++i) pos_.play(pos_.hand(pos_.to_move()).lowest());
    const Card rank_winner = trick_rank_winner();
    const Verdict v = goal_.status(pos_);
    for (int i = 0; i < n; ++i) pos_.unplay();
    relevant = rank_winner.valid() ? CardSet(rank_winner) : CardSet();
    return v == Verdict::kWin;
}

template <class Goal>
Verdict AlphaBeta<Goal>::bound_cutoff(const TrickNeeds& need, CardSet& relevant) const {
    // Side 0 wins once sure of need.win more tricks, loses once sure of fewer than need.loss.
    const int left = pos_.tricks_left();
    const bool side0_leads = pos_.side(pos_.leader()) == 0;
    CardSet used;
    const int quick = quick_tricks(pos_, side0_leads ? need.win : left - need.loss + 1, used);
    if (side0_leads ? quick >= need.win : left - quick < need.loss) {
        relevant = used;
        return side0_leads ? Verdict::kWin : Verdict::kLoss;
    }
    const int later = later_tricks(pos_, used);
    if (later > 0 && (side0_leads ? left - later < need.loss : later >= need.win)) {
        relevant = used;
        return side0_leads ? Verdict::kLoss : Verdict::kWin;
    }
    // The side on lead needs every trick left, and must lose one: the next, or a later one.
    if ((side0_leads ? left - 1 < need.loss : 1 >= need.win) &&
        (loses_next_trick(pos_, used) || loses_a_trick(pos_, used))) {
        relevant = used;
        return side0_leads ? Verdict::kLoss : Verdict::kWin;
    }
    return Verdict::kOpen;
}

template <class Goal>
Verdict AlphaBeta<Goal>::trick_cutoff(CardSet& relevant) const {
    // The tricks the mover's side must take: side 0 its goal, side 1 enough to defeat it.
    const int need = goal_.threshold(pos_);
    const int mover_side = pos_.side(pos_.to_move());
    const int enough = mover_side == 0 ? need : pos_.tricks_left() - need + 1;
    CardSet used;
    if (current_trick_tricks(pos_, enough, used) < enough) return Verdict::kOpen;
    relevant = used;
    return mover_side == 0 ? Verdict::kWin : Verdict::kLoss;
}

// The card that won the trick just completed, if it won by rank (another card of its suit
// was in the trick); otherwise its rank did not matter.
template <class Goal>
Card AlphaBeta<Goal>::trick_rank_winner() const {
    const Card w = pos_.best_card();
    return pos_.completed_trick().of_suit(w.suit()).count() > 1 ? w : Card();
}

template <class Goal>
Card AlphaBeta<Goal>::card_from_top(Suit s, int rank) const {
    CardSet cards = pos_.remaining().of_suit(s);
    for (int i = 0; i < rank && !cards.empty(); ++i) cards -= cards.highest();
    if (cards.empty()) return Card();
    const Card c = cards.highest();
    return pos_.hand(pos_.to_move()).contains(c) ? c : Card();
}

}  // namespace stich
