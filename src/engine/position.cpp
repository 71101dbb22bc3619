#include "stich/engine/position.h"

namespace stich {

Position::Position(const PositionSetup& setup)
    : n_(static_cast<uint8_t>(setup.players)),
      trump_(setup.trump),
      duties_(setup.duties),
      ducking_player_(static_cast<int8_t>(setup.ducking_player)),
      exempt_card_(setup.exempt_card),
      exempt_holder_(static_cast<int8_t>(setup.exempt_holder)),
      exempt_lifted_by_(static_cast<int8_t>(setup.exempt_lifted_by)),
      side_(setup.side),
      won_(setup.won),
      leader_(static_cast<uint8_t>(setup.leader)),
      to_move_(static_cast<uint8_t>(setup.leader)) {
    for (int p = 0; p < n_; ++p) {
        for (Card c : setup.hands[p]) add_card(p, c);
        side_won_[side_[p]] += won_[p];
    }
    // The cards of the trick in progress were in their players' hands: put them back, then
    // play them, so that the winner so far and the undo stack are as after real play.
    for (size_t i = 0; i < setup.trick.size(); ++i)
        add_card((leader_ + static_cast<int>(i)) % n_, setup.trick[i]);
    tricks_left_ = static_cast<uint8_t>((remaining_.count() + n_ - 1) / n_);
    unplayed_ = remaining_;
    for (Card c : setup.trick) play(c);
}

void Position::set_sides(const std::array<uint8_t, kMaxSeats>& side) {
    side_ = side;
    side_won_ = {0, 0};
    for (int p = 0; p < n_; ++p) side_won_[side_[p]] += won_[p];
}

void Position::remove_card(int p, Card c) {
    hands_[p] -= c;
    remaining_ -= c;
    lengths_[length_word(p)] -= uint64_t{1} << length_shift(p, c.suit());
}

void Position::add_card(int p, Card c) {
    hands_[p] |= c;
    remaining_ |= c;
    lengths_[length_word(p)] += uint64_t{1} << length_shift(p, c.suit());
}

void Position::play(Card c) {
    int p = to_move();
    remove_card(p, c);
    Undo& u = history_[ply_++];
    u.card = c;
    u.player = static_cast<uint8_t>(p);
    u.prev_winner = winner_;
    u.prev_best = best_;
    u.prev_leader = leader_;
    u.completed = false;
    if (count_ == 0 || beats(c, best_)) {
        winner_ = static_cast<uint8_t>(p);
        best_ = c;
    }
    if (++count_ == n_) {
        u.completed = true;
        ++won_[winner_];
        ++side_won_[side_[winner_]];
        // The trick's cards: out of the hands, not yet out at its start.
        u.trick = unplayed_ - remaining_;
        captured_[winner_] |= u.trick;
        unplayed_ = remaining_;
        leader_ = winner_;
        count_ = 0;
        --tricks_left_;
        to_move_ = leader_;
    } else {
        to_move_ = static_cast<uint8_t>(seat_after(p, 1));
    }
}

void Position::unplay() {
    const Undo& u = history_[--ply_];
    if (u.completed) {
        --won_[winner_];
        --side_won_[side_[winner_]];
        captured_[winner_] -= u.trick;
        unplayed_ |= u.trick;
        leader_ = u.prev_leader;
        count_ = n_;
        ++tricks_left_;
    }
    --count_;
    to_move_ = u.player;
    winner_ = u.prev_winner;
    best_ = u.prev_best;
    add_card(u.player, u.card);
}

}  // namespace stich
