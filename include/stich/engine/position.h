// A position in the play of a deal: what each player holds, the trick in progress, and the
// tricks won so far.  play() and unplay() walk through the play; each card pushes what it
// changed onto a stack, so unplay() restores the position exactly.
//
// Players are numbered 0..players()-1 in play order; a player who takes no part (a
// Préférence defender who stays home) is simply not in the position.  Cards are in play order
// (see cards.h): for the search a higher position always beats a lower one of the same suit.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "stich/engine/cards.h"
#include "stich/engine/rules.h"

namespace stich {

// How a position is set up.
struct PositionSetup {
    int players = 4;
    std::array<CardSet, kMaxSeats> hands{};  // play order
    Strain trump = kNoTrump;
    int leader = 0;               // the leader of the current trick
    std::span<const Card> trick;  // cards already played to it, from the leader on
    std::array<uint8_t, kMaxSeats> side{0, 1, 0, 1, 0, 1};  // the two sides of a search
    std::array<uint8_t, kMaxSeats> won{};                   // tricks won before this position
    PlayDuties duties;
    int ducking_player = -1;  // who must beat with the lowest card that beats (-1: nobody)
    // A card its holder need not put in to satisfy the duty to beat, unless the suit was led
    // by `exempt_lifted_by` (Alliance's Lever: the called king; -1: nobody lifts it).
    Card exempt_card;  // play order; none when invalid
    int exempt_holder = -1;
    int exempt_lifted_by = -1;
};

class Position {
public:
    Position() = default;
    explicit Position(const PositionSetup& setup);

    int players() const { return n_; }
    CardSet hand(int p) const { return hands_[p]; }
    Strain trump() const { return trump_; }
    bool has_trump() const { return trump_ != kNoTrump; }
    const PlayDuties& duties() const { return duties_; }
    int ducking_player() const { return ducking_player_; }
    Card exempt_card() const { return exempt_card_; }
    int exempt_holder() const { return exempt_holder_; }
    int exempt_lifted_by() const { return exempt_lifted_by_; }

    // The current trick.
    int leader() const { return leader_; }
    int trick_size() const { return count_; }
    bool trick_start() const { return count_ == 0; }
    int to_move() const { return to_move_; }
    // The player k seats after p in play order (0 <= k <= players()); no division, as the
    // search asks this at every node.
    int seat_after(int p, int k) const { return p + k >= n_ ? p + k - n_ : p + k; }
    Card trick_card(int i) const { return history_[ply_ - count_ + i].card; }
    Suit led_suit() const { return trick_card(0).suit(); }
    int winner() const { return winner_; }    // of the cards played so far; count_ > 0
    Card best_card() const { return best_; }  // the card that wins so far

    // Cards still in the hands; cards not yet played (hands and the current trick).
    CardSet remaining() const { return remaining_; }
    CardSet unplayed() const { return unplayed_; }
    // Whether any trump is still in a hand (not counting the trick in progress).
    bool trumps_in_hands() const {
        return has_trump() && !remaining_.of_suit(Suit(trump_)).empty();
    }
    int cards_left() const { return remaining_.count() + count_; }
    int tricks_left() const { return tricks_left_; }

    int side(int p) const { return side_[p]; }
    void set_sides(const std::array<uint8_t, kMaxSeats>& side);
    int won(int p) const { return won_[p]; }
    int side_won(int s) const { return side_won_[s]; }
    // The cards in the tricks each player has won since the position was set up.
    CardSet captured(int p) const { return captured_[p]; }

    // Whether card a beats card b (b already in the trick, a played later).
    bool beats(Card a, Card b) const { return beats_in_play_order(a, b, trump_); }

    void play(Card c);
    void unplay();
    int ply() const { return ply_; }
    Card last_card() const { return history_[ply_ - 1].card; }
    // The i-th card played counting back from the last (i = 1 is the last card).
    Card card_back(int i) const { return history_[ply_ - i].card; }
    // True when the last card played completed a trick.
    bool last_completed_trick() const { return ply_ > 0 && history_[ply_ - 1].completed; }
    // The cards of the trick the last card completed; last_completed_trick() must hold.
    CardSet completed_trick() const { return history_[ply_ - 1].trick; }

    // The suit lengths of every hand, four bits each: player p, suit s at bit 16*(p%4)+4*s
    // of word p/4.  Kept up to date by play/unplay; the transposition table keys on it.
    const std::array<uint64_t, 2>& lengths() const { return lengths_; }
    // Player p's four suit lengths from lengths(), suit s in bits 4s..4s+3.
    uint16_t lengths_of(int p) const {
        return static_cast<uint16_t>(lengths_[length_word(p)] >> length_shift(p, Suit(0)));
    }

private:
    struct Undo {
        Card card;
        uint8_t player;
        uint8_t prev_winner;
        Card prev_best;
        bool completed;
        uint8_t prev_leader;
        CardSet trick;  // the cards of the trick this card completed
    };
    static constexpr int kMaxPly = 64;

    // Player p's word of lengths_, and his suit s in it.  Unsigned: p is never negative, and
    // signed division and remainder would cost a correction for negative values at every card.
    static constexpr unsigned length_word(int p) { return static_cast<unsigned>(p) / 4; }
    static constexpr unsigned length_shift(int p, Suit s) {
        return 16 * (static_cast<unsigned>(p) % 4) + 4 * static_cast<unsigned>(s);
    }
    void remove_card(int p, Card c);
    void add_card(int p, Card c);

    std::array<CardSet, kMaxSeats> hands_{};
    CardSet remaining_;
    CardSet unplayed_;  // remaining_ and the trick in progress: the cards out at its start
    uint8_t n_ = 0;
    Strain trump_ = kNoTrump;
    PlayDuties duties_;
    int8_t ducking_player_ = -1;
    Card exempt_card_;
    int8_t exempt_holder_ = -1;
    int8_t exempt_lifted_by_ = -1;
    std::array<uint8_t, kMaxSeats> side_{};
    std::array<uint8_t, kMaxSeats> won_{};
    std::array<uint8_t, 2> side_won_{};
    std::array<CardSet, kMaxSeats> captured_{};
    std::array<uint64_t, 2> lengths_{};

    uint8_t leader_ = 0;
    uint8_t count_ = 0;
    uint8_t to_move_ = 0;  // seat_after(leader_, count_), kept by play/unplay: asked at every node
    uint8_t tricks_left_ = 0;  // (cards_left() + n - 1) / n, which only a completed trick changes
    uint8_t winner_ = 0;
    Card best_;
    std::array<Undo, kMaxPly> history_{};
    int ply_ = 0;
};

}  // namespace stich
