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
//   - `CardSet distinct()`: cards whose identity matters (never merged as equivalent);
//   - optionally, for shallow pruning (below), `static constexpr bool kConstantSum` (the
//     players' utilities always add up to the same total) and `int16_t ceiling(const
//     Position&, int player)`: the most `player` can still end with from the position;
//   - optionally `void order(const Position&, MoveList&)`: the moves to try first (never at
//     the root, where the order of the moves breaks full ties).
//   - optionally, where it is additive, `bool forced(const Position&, Values& future)`: at a
//     trick start, whether the cards alone decide the rest of the play's value, and that
//     future part (a player who takes every trick left: bounds.h's sweeping_player).
//
// Shallow pruning (Korf 1991) in the form the tie-break allows.  A node's value v is never
// below its mover M's best child so far, γ, in M's order: v[M] >= γ[M].  Its parent's mover A
// takes it over his best so far β only if it is better for A in A's order.  It cannot be when
// A's ceiling at the node is below β[A]; nor, at that ceiling equal to β[A], when M is the
// player after A and γ[M] >= β[M] (v[A] <= β[A] and v[M] >= β[M]; with equality in both, three
// players and a constant sum, v = β: a full tie, where the child met first stays); nor, with
// three players and a constant sum, at that ceiling equal to β[A], when the player C after
// A's successor B has a ceiling at or under β[C], even before any child: v[A] = β[A] leaves
// v[B] + v[C] = β[B] + β[C], so v[B] >= β[B] (B has taken what β leaves him; a full tie at
// equality).  Such a node stops and is marked cut: its value is not exact, so it is neither stored
// nor used. Every other node's value is exact, so the values and the cards reported are max-n's.
// The table is exact (every relative rank) and bounded (ValueTable below).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "stich/engine/bits.h"
#include "stich/engine/bounds.h"
#include "stich/engine/large_memory.h"
#include "stich/engine/movegen.h"
#include "stich/engine/position.h"
#include "stich/engine/search.h"
#include "stich/engine/tt.h"

namespace stich {

using Values = std::array<int16_t, kMaxSeats>;

// The key of a trick-start position in the value table: exact, and as small as a slot
// allows.  The cards still out are numbered in order (spades low to high, then hearts, ...);
// `owners[k]` holds bit k of each one's owner at that number, and `suits` how many are out in
// each suit, which fixes the suit boundaries of that numbering.  Only relative ranks are kept,
// as in the transposition table (tt.h).
struct ValueKey {
    std::array<uint64_t, 3> owners{};  // owner bit planes: players 0..7
    uint64_t extra = 0;                // the utility's key() where it is not additive
    uint16_t suits = 0;                // cards out in suit s at bits 4s..4s+3
    uint8_t leader = 0;
    uint8_t players = 0;
    bool operator==(const ValueKey&) const = default;
};
static_assert(kMaxSeats <= 8, "three owner planes");

inline ValueKey value_key(const Position& pos, uint64_t extra) {
    ValueKey k;
    k.extra = extra;
    k.leader = static_cast<uint8_t>(pos.leader());
    k.players = static_cast<uint8_t>(pos.players());
    const uint64_t out = pos.remaining().bits();
    uint16_t suits = pos.lengths_of(0);
    for (int p = 1; p < pos.players(); ++p) {
        // Suit lengths are at most 13: four-bit fields add without carries.
        suits = static_cast<uint16_t>(suits + pos.lengths_of(p));
        const uint64_t rel = pext(pos.hand(p).bits(), out);
        for (int b = 0; b < 3; ++b)
            if (p >> b & 1) k.owners[b] |= rel;
    }
    k.suits = suits;
    return k;
}

// An exact table of value vectors at trick starts.  It takes max(megabytes, 1) MiB at most (a
// power of two of 64-byte lines, at least 1024 of them), reserved up front: a caller counts it
// against the memory bound it was given (--tt-mb), beside the Solver's table.  The lines are
// read at random like the transposition table's, so they lie on huge pages where the system
// gives them (large_memory.h), and a look-up reads one line: one miss at most.
//
// A line holds four narrow entries of 16 bytes or one wide entry.  A key is narrow where it
// fits: at most four players, at most 32 cards out (two owner planes of 32 bits), no utility
// key; and its values too: each player's in a byte, the others' zero.  Préférence's
// Ausfechten (3 players, 32 cards, values of at most 10 tricks) has only narrow entries, four
// times as many in the same memory, so that a deal's working set needs a quarter of the lines;
// Resistance (Alliance, a utility key) has wide ones.  A narrow entry replaces, in its line,
// the entry of the same key, else a stale one, else the one with the fewest cards out (the
// cheapest to search again).
class ValueTable {
public:
    explicit ValueTable(size_t megabytes);
    size_t megabytes() const { return megabytes_; }  // as asked for
    void clear();
    // The values stored under `key`, into `out`; false where there are none.
    bool find(const ValueKey& key, Values& out) const;
    void store(const ValueKey& key, const Values& v);

    // Byte 0 of every entry is its tag: twice the generation it was stored in, plus one for a
    // wide entry; 0 is empty.  A line is wide where its first byte says so.
    struct Narrow {
        uint8_t tag;
        uint8_t seats;                 // leader | players << 4
        uint16_t suits;                // as ValueKey::suits
        std::array<int8_t, 4> values;  // players 0..3
        uint64_t owners;               // owner plane 0 in bits 0..31, plane 1 in 32..63
    };
    struct Wide {
        uint8_t tag;
        ValueKey key;
        Values values;
    };

private:
    static constexpr int kLineBytes = 64;
    static constexpr int kNarrowPerLine = kLineBytes / sizeof(Narrow);
    static constexpr uint32_t kGenerations = 127;  // a tag keeps 7 bits of it
    struct alignas(kLineBytes) Line {
        unsigned char bytes[kLineBytes];  // four Narrow or one Wide, copied in and out
    };
    size_t index(const ValueKey& key) const;
    LargeMemory memory_;  // zeroed: tag 0 marks every entry empty
    Line* lines_ = nullptr;
    size_t line_count_ = 0;  // a power of two
    size_t megabytes_;
    uint32_t generation_ = 1;  // 1..kGenerations
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
    static constexpr bool kPrunes = requires(const Utility& u, const Position& p) {
        u.ceiling(p, 0);
    };
    // `above`: the parent's best so far (null at the root or before its first child), for its
    // mover `above_mover`.  A node that stops early sets cut_ and returns no value.
    Values search(const Values* above = nullptr, int above_mover = 0);
    bool cannot_beat(const Values* best, int mover, const Values& above, int above_mover) const;
    bool last_trick_now() const;
    Values last_trick();
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
    bool cut_ = false;
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

// Whether this node, its mover's best so far being `best` (null before the first child), can
// no longer give its parent's mover a value better than `above` (shallow pruning at the top).
template <class Utility>
bool MaxN<Utility>::cannot_beat(const Values* best, int mover, const Values& above,
                                int above_mover) const {
    const int16_t ceiling = utility_.ceiling(pos_, above_mover);
    if (ceiling != above[above_mover]) return ceiling < above[above_mover];
    bool three = false;
    if constexpr (requires { Utility::kConstantSum; })
        three = Utility::kConstantSum && pos_.players() == 3;
    if (three) {
        // v[A] = β[A] leaves v[B] + v[C] = β[B] + β[C] (B after A, C after him): C's
        // ceiling at or under β[C] makes v[B] >= β[B].
        const int c = (above_mover + 2) % 3;
        const int16_t top = utility_.ceiling(pos_, c);
        if (top <= above[c]) return true;  // at equality a full tie: the first child stays
    }
    if (!best || mover != (above_mover + 1) % pos_.players()) return false;
    if ((*best)[mover] > above[mover]) return true;
    return three && (*best)[mover] == above[mover];
}

// The last trick, every player holding one card: each plays it in turn from the leader
// (counted as the nodes they are), with nothing to choose and nothing worth a look-up.
template <class Utility>
bool MaxN<Utility>::last_trick_now() const {
    if (pos_.remaining().count() != pos_.players()) return false;
    for (int p = 0; p < pos_.players(); ++p)
        if (pos_.hand(p).count() != 1) return false;
    return true;
}

template <class Utility>
Values MaxN<Utility>::last_trick() {
    const int n = pos_.players();
    for (int k = 0; k < n; ++k) pos_.play(pos_.hand(pos_.to_move()).lowest());
    stats_.nodes += static_cast<uint64_t>(n);
    const Values v = utility_.terminal(pos_);
    for (int k = 0; k < n; ++k) pos_.unplay();
    return v;
}

template <class Utility>
Values MaxN<Utility>::search(const Values* above, int above_mover) {
    if ((++stats_.nodes & 1023) == 0 && stop_ && stop_->load(std::memory_order_relaxed))
        throw SearchAborted{};
    const bool start = pos_.trick_start();
    if (start && pos_.remaining().empty()) return utility_.terminal(pos_);
    if constexpr (kPrunes) {
        // Before any child: only the ceilings can tell (A took a trick that β avoids, or C
        // all the tricks β gives him).
        if (above && cannot_beat(nullptr, 0, *above, above_mover)) {
            cut_ = true;
            return {};
        }
    }

    ValueKey key;
    const bool at_root = pos_.ply() == root_ply_;
    if (start) {
        // The last trick: every player holds one card and plays it.  Not at the root, where
        // the card is reported.
        if (!at_root && last_trick_now()) return last_trick();
        key = value_key(pos_, Utility::kAdditive ? 0 : utility_.key(pos_));
        // Not at the root: there the moves are searched, so that the best one is known.
        Values v;
        if (!at_root && table_.find(key, v)) {
            if constexpr (Utility::kAdditive) return add(utility_.terminal(pos_), v);
            return v;
        }
        // The rest of the play's value, where the cards alone decide it: asked only where the
        // table has no answer, as most trick starts are not forced.
        if constexpr (requires(Values & f) { utility_.forced(pos_, f); }) {
            if (Values future{}; !at_root && utility_.forced(pos_, future))
                return add(utility_.terminal(pos_), future);
        }
    }

    MoveList moves;
    generate_moves(pos_, utility_.distinct(), moves);
    if constexpr (requires(MoveList & l) { utility_.order(pos_, l); })
        if (!at_root) utility_.order(pos_, moves);
    const int mover = pos_.to_move();
    Values best{};
    bool have = false;
    for (const Move& m : moves) {
        pos_.play(m.card);
        const Values v = kPrunes && have ? search(&best, mover) : search();
        pos_.unplay();
        if (cut_) {
            cut_ = false;  // the child cannot beat `best`: its value is not needed
            continue;
        }
        if (!have || better(v, best, mover)) {
            best = v;
            have = true;
            if (at_root) root_best_ = Card(m.card.suit(), m.low);
        }
        if constexpr (kPrunes) {
            if (above && cannot_beat(&best, mover, *above, above_mover)) {
                cut_ = true;
                return {};
            }
        }
    }
    if (start) {
        if constexpr (Utility::kAdditive)
            table_.store(key, sub(best, utility_.terminal(pos_)));
        else
            table_.store(key, best);
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
    // A player who takes every trick left whatever anyone plays: the rest is decided.
    bool forced(const Position& pos, Values& future) const {
        CardSet used;
        const int who = sweeping_player(pos, used);
        if (who < 0) return false;
        future[who] = static_cast<int16_t>(-pos.tricks_left());
        return true;
    }
    // Every trick is someone's: the utilities add up to minus the tricks of the deal.
    static constexpr bool kConstantSum = true;
    // Tricks once won stay won, and so does the trick in progress where no one still to play
    // to it can beat its best card.
    int16_t ceiling(const Position& pos, int player) const {
        const bool takes = !pos.trick_start() && pos.winner() == player && trick_settled(pos);
        return static_cast<int16_t>(-pos.won(player) - (takes ? 1 : 0));
    }
    // Whether no player still to play to the trick in progress holds a card he could beat its
    // best card with: one of the suit led above it where he holds that suit (he must follow),
    // else a trump, above it where the best card is one.
    static bool trick_settled(const Position& pos) {
        const Card best = pos.best_card();
        const Suit led = pos.led_suit();
        const int later = pos.players() - pos.trick_size();
        for (int k = 0; k < later; ++k) {
            const CardSet hand = pos.hand(pos.seat_after(pos.to_move(), k));
            if (const uint16_t follow = hand.lane(led); follow != 0) {
                if (best.suit() == led && (follow >> (best.pos() + 1)) != 0) return false;
                continue;
            }
            if (!pos.has_trump()) continue;  // a discard
            const Suit trump = Suit(pos.trump());
            const uint16_t trumps = hand.lane(trump);
            if (best.suit() == trump ? (trumps >> (best.pos() + 1)) != 0 : trumps != 0)
                return false;
        }
        return true;
    }
    // What a player who wants no tricks tries first, so that shallow pruning meets a good
    // value early: leading, every card in the order of how many of the others hold a card
    // above it in its suit, then of how many such cards they hold (each of them can take the
    // trick, and must where Stichzwang holds); following suit, the highest card under the
    // trick's winner, or the highest card when last to play and sure to win anyway;
    // discarding, his highest card.
    void order(const Position& pos, MoveList& moves) const {
        if (moves.size() < 2) return;
        if (pos.trick_start()) return order_leads(pos, moves);
        size_t pick = 0;
        if (moves[0].card.suit() != pos.led_suit()) {
            for (size_t i = 1; i < moves.size(); ++i)
                if (moves[i].card.pos() > moves[pick].card.pos()) pick = i;
        } else {
            const Card winner = pos.best_card();
            bool under = false;
            for (size_t i = 0; i < moves.size(); ++i)
                if (!pos.beats(moves[i].card, winner)) {
                    pick = i;  // runs come low to high: the last one under is the highest
                    under = true;
                }
            if (!under && pos.trick_size() == pos.players() - 1) pick = moves.size() - 1;
        }
        if (pick > 0) std::rotate(moves.begin(), moves.begin() + pick, moves.begin() + pick + 1);
    }
    static void order_leads(const Position& pos, MoveList& moves) {
        std::array<int, MoveList::static_capacity> score{};
        const int me = pos.to_move();
        for (size_t i = 0; i < moves.size(); ++i) {
            const Card c = moves[i].card;
            for (int p = 0; p < pos.players(); ++p) {
                if (p == me) continue;
                const int above = std::popcount(
                    static_cast<unsigned>(pos.hand(p).lane(c.suit()) >> (c.pos() + 1)));
                score[i] += above + (above > 0 ? kMaxSeats * kRanks : 0);
            }
        }
        // Stable: among equals, suit order and low to high as generated.
        for (size_t i = 1; i < moves.size(); ++i)
            for (size_t j = i; j > 0 && score[j - 1] < score[j]; --j) {
                std::swap(moves[j - 1], moves[j]);
                std::swap(score[j - 1], score[j]);
            }
    }
};

}  // namespace stich
