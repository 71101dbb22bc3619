#include "stich/order.h"

#include <algorithm>

namespace stich {

namespace {

// Whether a player yet to play to this trick, on the other side of `p`, holds a card of the
// led suit above `c` or may ruff it.
bool beaten_later(const Position& pos, int p, Card c) {
    const int n = pos.players();
    const Suit led = pos.led_suit();
    for (int k = pos.trick_size() + 1; k < n; ++k) {
        const int q = (pos.leader() + k) % n;
        if (pos.side(q) == pos.side(p)) continue;
        const CardSet h = pos.hand(q);
        const CardSet follow = h.of_suit(led);
        if (!follow.empty()) {
            if (c.suit() == led && follow.highest().pos() > c.pos()) return true;
        } else if (pos.has_trump() && !h.of_suit(Suit(pos.trump())).empty()) {
            if (c.suit() != static_cast<int>(pos.trump()) ||
                h.of_suit(Suit(pos.trump())).highest().pos() > c.pos())
                return true;
        }
    }
    return false;
}

// A hint names a card; the move that stands for it is the one whose run holds it.
void boost_run(MoveList& moves, Card hint, int bonus) {
    if (!hint.valid()) return;
    for (Move& m : moves)
        if (m.card.suit() == hint.suit() && m.low <= hint.pos() && hint.pos() <= m.card.pos()) {
            m.weight = static_cast<int16_t>(m.weight + bonus);
            return;
        }
}

}  // namespace

int MoveOrderer::lead_weight(const Position& pos, Card c) const {
    // After DDS: prefer suits where the opponents have few choices (they follow with few
    // cards; a void opponent may play anything), then by who holds the top cards.
    const int n = pos.players();
    const int p = pos.to_move();
    const int my_side = pos.side(p);
    const Suit s = c.suit();
    const bool trumps = pos.has_trump();
    const bool trump_suit = trumps && s == static_cast<int>(pos.trump());
    const int cards_left = pos.remaining().count();

    int delta = 0;
    int choices = 0;
    bool opp_ruffs = false;
    CardSet ours, theirs;
    for (int q = 0; q < n; ++q) {
        const CardSet h = pos.hand(q).of_suit(s);
        if (pos.side(q) == my_side) {
            ours |= h;
            continue;
        }
        theirs |= h;
        choices += h.empty() ? cards_left / n + 4 : 4 * h.count();
        if (h.empty() && trumps && !trump_suit && pos.hand(q).count(Suit(pos.trump())) > 0)
            opp_ruffs = true;
    }
    delta -= choices * 32 / 15;
    if (opp_ruffs) delta -= 10;

    const CardSet suit_cards = ours | theirs;
    const Card top = suit_cards.highest();
    const CardSet below_top = suit_cards - top;
    const bool i_top = pos.hand(p).contains(top);
    const bool we_top = ours.contains(top);
    const bool i_second = !below_top.empty() && pos.hand(p).contains(below_top.highest());
    const bool partner_second =
        !below_top.empty() && ours.contains(below_top.highest()) && !i_second;
    // The player to lead's right (last to play) holding one of the two top cards hurts.
    const int rho = (p + n - 1) % n;
    if (pos.side(rho) != my_side) {
        const CardSet r = pos.hand(rho).of_suit(s);
        if (r.contains(top) || (!below_top.empty() && r.contains(below_top.highest()))) delta -= 18;
    }
    bool opp_singleton_top = false;
    for (int q = 0; q < n; ++q)
        if (pos.side(q) != my_side && pos.hand(q).of_suit(s) == CardSet(top))
            opp_singleton_top = true;

    const int rank = c.pos() + 2;
    const bool wins = we_top && !opp_ruffs;
    int w;
    if (wins) {
        if (opp_singleton_top) w = 40 - rank;
        else if (i_top) w = partner_second ? 50 - rank : (c == top ? 31 : 19 - rank);
        else w = i_second ? 50 - rank : 35 - rank;
    } else {
        if (opp_singleton_top) w = 29 - rank;
        else if (i_top) w = partner_second ? 44 - rank : (c == top ? 25 : 13 - rank);
        else if (we_top) w = i_second ? 44 - rank : 29 - rank;
        else w = 13 - rank;
    }
    return delta + w;
}

int MoveOrderer::follow_weight(const Position& pos, Card c) const {
    const int p = pos.to_move();
    const Card best = pos.best_card();
    const bool partner_wins = pos.side(pos.winner()) == pos.side(p);
    const bool last = pos.trick_size() == pos.players() - 1;
    if (partner_wins) {
        if (last || !beaten_later(pos, pos.winner(), best)) return -c.pos();
        return (pos.beats(c, best) && !beaten_later(pos, p, c)) ? 40 - c.pos() : -c.pos();
    }
    if (!pos.beats(c, best)) return -c.pos();
    if (last) return 60 - c.pos();
    return beaten_later(pos, p, c) ? 20 - c.pos() : 50 - c.pos();
}

int MoveOrderer::discard_weight(const Position& pos, Card c) const {
    const int p = pos.to_move();
    const Card best = pos.best_card();
    const bool partner_wins = pos.side(pos.winner()) == pos.side(p);
    const bool last = pos.trick_size() == pos.players() - 1;
    if (pos.has_trump() && c.suit() == static_cast<int>(pos.trump())) {
        if (partner_wins && (last || !beaten_later(pos, pos.winner(), best))) return -40 - c.pos();
        if (!pos.beats(c, best)) return -30 - c.pos();
        if (last || !beaten_later(pos, p, c)) return 55 - c.pos();
        return 25 - c.pos();
    }
    // A discard: from a long suit, keeping the suits where this hand holds the top card.
    const CardSet mine = pos.hand(p).of_suit(c.suit());
    int w = 2 * mine.count() - c.pos();
    if (mine.highest() == pos.remaining().of_suit(c.suit()).highest()) w -= 20;
    return w;
}

void MoveOrderer::order(const Position& pos, MoveList& moves, Card hint, Card killer) const {
    if (moves.size() < 2) return;
    const bool leading = pos.trick_start();
    const bool void_in_led = !leading && pos.hand(pos.to_move()).count(pos.led_suit()) == 0;
    for (Move& m : moves) {
        int w = leading       ? lead_weight(pos, m.card)
                : void_in_led ? discard_weight(pos, m.card)
                              : follow_weight(pos, m.card);
        m.weight = static_cast<int16_t>(w);
    }
    boost_run(moves, hint, 100);
    boost_run(moves, killer, 50);
    // Insertion sort: a dozen moves at most, and stable, so equal weights keep suit order.
    for (size_t i = 1; i < moves.size(); ++i) {
        const Move m = moves[i];
        size_t j = i;
        for (; j > 0 && moves[j - 1].weight < m.weight; --j) moves[j] = moves[j - 1];
        moves[j] = m;
    }
}

}  // namespace stich
