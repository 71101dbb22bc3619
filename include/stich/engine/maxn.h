// Max-n search for free-for-all play (docs/rules/solution-concepts.md §3).
//
// Every player, at his turn, picks the child best for himself by his own utility.  Ties are
// broken so that the answer is the same whatever the move ordering or thread count: among the
// children equally good for the mover, the one worst for the next player in play order after
// him; still tied, worst for the player after that; still tied, the child reached by the card
// first in suit order S H D C and, within a suit, lowest in the game's rank order.  Equivalent
// cards (generate_moves) lead to equal values, so one child stands for its run and the lowest
// card of the run is reported.
//
// A utility type supplies:
//   - `Values terminal(const Position&)`: every player's utility once no card is left;
//   - `static constexpr bool kAdditive`: whether utilities add up trick by trick, so that
//     terminal(pos) evaluated mid-play is the part already earned and the rest depends only on
//     the cards still out.  Then the table stores the future part of positions alone;
//     otherwise it stores whole values keyed also by `uint64_t key(const Position&)`, which must
//     capture everything already earned that the utility depends on;
//   - `CardSet distinct()`: cards whose identity matters (never merged as equivalent).
//
// There is no pruning: max-n needs every child.  The table is exact (every relative rank) and
// bounded; it keeps the latest entry where two collide.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "stich/engine/bits.h"
#include "stich/engine/large_memory.h"
#include "stich/engine/movegen.h"
#include "stich/engine/position.h"
#include "stich/engine/search.h"
#include "stich/engine/tt.h"

namespace stich {

using Values = std::array<int16_t, kMaxSeats>;

// An exact table of value vectors at trick starts.  It takes max(megabytes, 1) MiB at most (a
// power of two of slots, at least 1024 of them), reserved up front: a caller counts it
// against the memory bound it was given (--tt-mb), beside the Solver's table.  The slots are
// read at random like the transposition table's, so they lie on huge pages where the system
// gives them (large_memory.h).
class ValueTable {
public:
    explicit ValueTable(size_t megabytes);
    size_t megabytes() const { return megabytes_; }  // as asked for
    void clear();
    const Values* find(const TTKey& key, const TTHoldings& h) const;
    void store(const TTKey& key, const TTHoldings& h, const Values& v);

private:
    struct Slot {
        TTKey key;
        std::array<uint64_t, kMaxSeats - 1> rel;
        Values values;
        uint32_t generation;
    };
    size_t index(const TTKey& key, const TTHoldings& h) const;
    LargeMemory memory_;  // zeroed: generation 0 marks every slot empty
    Slot* slots_ = nullptr;
    size_t slot_count_ = 0;  // a power of two
    size_t megabytes_;
    uint32_t generation_ = 1;
};

struct MaxNResult {
    Values values{};  // every player's utility at the end of play, both now and later
    Card best;        // the mover's choice at the root (lowest card of its run)
};

template <class Utility>
class MaxN {
public:
    MaxN(const Utility& utility, ValueTable& table, SearchStats& stats,
         const std::atomic<bool>* stop = nullptr)
        : utility_(utility), table_(table), stats_(stats), stop_(stop) {}

    MaxNResult run(Position pos) {
        pos_ = pos;
        root_ply_ = pos_.ply();
        MaxNResult r;
        r.values = search();
        r.best = root_best_;
        return r;
    }

private:
    Values search();
    bool better(const Values& a, const Values& b, int mover) const;
    static Values add(Values a, const Values& b) {
        for (int i = 0; i < kMaxSeats; ++i) a[i] = static_cast<int16_t>(a[i] + b[i]);
        return a;
    }
    static Values sub(Values a, const Values& b) {
        for (int i = 0; i < kMaxSeats; ++i) a[i] = static_cast<int16_t>(a[i] - b[i]);
        return a;
    }

    Utility utility_;
    ValueTable& table_;
    SearchStats& stats_;
    const std::atomic<bool>* stop_;
    Position pos_;
    int root_ply_ = 0;
    Card root_best_;
};

template <class Utility>
bool MaxN<Utility>::better(const Values& a, const Values& b, int mover) const {
    if (a[mover] != b[mover]) return a[mover] > b[mover];
    const int n = pos_.players();
    for (int k = 1; k < n; ++k) {
        const int q = (mover + k) % n;
        if (a[q] != b[q]) return a[q] < b[q];
    }
    return false;  // a full tie: the child met first (suit order, lowest card) stays
}

template <class Utility>
Values MaxN<Utility>::search() {
    if ((++stats_.nodes & 1023) == 0 && stop_ && stop_->load(std::memory_order_relaxed))
        throw SearchAborted{};
    const bool start = pos_.trick_start();
    if (start && pos_.remaining().empty()) return utility_.terminal(pos_);

    TTKey key;
    TTHoldings holdings;
    const bool at_root = pos_.ply() == root_ply_;
    if (start) {
        const CardSet remaining = pos_.remaining();
        key = TTKey{pos_.lengths(), Utility::kAdditive ? 0 : utility_.key(pos_),
                    static_cast<uint8_t>(pos_.leader())};
        holdings.players = pos_.players();
        for (int p = 0; p + 1 < pos_.players(); ++p)
            holdings.rel[p] = pext(pos_.hand(p).bits(), remaining.bits());
        // Not at the root: there the moves are searched, so that the best one is known.
        const Values* v = at_root ? nullptr : table_.find(key, holdings);
        if (v) {
            if constexpr (Utility::kAdditive) return add(utility_.terminal(pos_), *v);
            return *v;
        }
    }

    MoveList moves;
    generate_moves(pos_, utility_.distinct(), moves);
    const int mover = pos_.to_move();
    Values best{};
    bool have = false;
    for (const Move& m : moves) {
        pos_.play(m.card);
        const Values v = search();
        pos_.unplay();
        if (!have || better(v, best, mover)) {
            best = v;
            have = true;
            if (at_root) root_best_ = Card(m.card.suit(), m.low);
        }
    }
    if (start) {
        if constexpr (Utility::kAdditive)
            table_.store(key, holdings, sub(best, utility_.terminal(pos_)));
        else
            table_.store(key, holdings, best);
    }
    return best;
}

// A max-n line with, at each step, what max-n gives every legal card of the player to move
// (the HTML viewer of Ausfechten and Resistance shows them).
struct MaxNChoice {
    Card card;
    Values values;  // every player's utility at the end, this card played and max-n after
};
struct MaxNStep {
    int mover = 0;
    bool trick_start = false;
    std::array<int, kMaxSeats> won{};  // each player's tricks before the card
    Card card;                         // max-n's card (the lowest of its run)
    std::vector<MaxNChoice> choices;   // every legal card, in suit order
};
struct MaxNLine {
    int players = 0;
    std::array<CardSet, kMaxSeats> hands{};  // at the start of the line
    std::vector<MaxNStep> steps;
    std::array<int, kMaxSeats> won{};  // each player's tricks at the end
    Values values{};                   // every player's utility at the end
};

// Plays max-n's line from `pos` to the end; with `choices`, each step also values every
// legal card (a search per run of equivalent cards: cards of a run share their values).
template <class Utility>
MaxNLine maxn_line(MaxN<Utility>& search, const Utility& utility, Position pos, bool choices) {
    MaxNLine line;
    line.players = pos.players();
    for (int p = 0; p < pos.players(); ++p) line.hands[p] = pos.hand(p);
    while (pos.cards_left() > 0) {
        MaxNStep step;
        step.mover = pos.to_move();
        step.trick_start = pos.trick_start();
        for (int p = 0; p < pos.players(); ++p) step.won[p] = pos.won(p);
        step.card = search.run(pos).best;
        if (choices) {
            const CardSet legal = legal_cards(pos);
            MoveList moves;
            generate_moves(pos, utility.distinct(), moves);
            for (const Move& m : moves) {
                Position child = pos;
                child.play(m.card);
                const Values v = search.run(child).values;
                for (int at = m.low; at <= m.card.pos(); ++at)
                    if (legal.contains(Card(m.card.suit(), at)))
                        step.choices.push_back({Card(m.card.suit(), at), v});
            }
        }
        pos.play(step.card);
        line.steps.push_back(std::move(step));
    }
    for (int p = 0; p < pos.players(); ++p) line.won[p] = pos.won(p);
    line.values = utility.terminal(pos);
    return line;
}

// Ausfechten's utility: every player wants as few tricks as possible; his utility is minus
// his tricks (counting those won before the position).
struct FewestTricks {
    static constexpr bool kAdditive = true;
    Values terminal(const Position& pos) const {
        Values v{};
        for (int p = 0; p < pos.players(); ++p) v[p] = static_cast<int16_t>(-pos.won(p));
        return v;
    }
    uint64_t key(const Position&) const { return 0; }
    CardSet distinct() const { return {}; }
};

}  // namespace stich
