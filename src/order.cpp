#include "stich/order.h"

#include <algorithm>

namespace stich {

namespace {

// A hint names a card; the move that stands for it is the one whose run holds it.
void boost_run(MoveList& moves, Card hint, int bonus) {
    if (!hint.valid()) return;
    for (Move& m : moves)
        if (m.card.suit() == hint.suit() && m.low <= hint.pos() && hint.pos() <= m.card.pos()) {
            m.weight = static_cast<int16_t>(m.weight + bonus);
            return;
        }
}

int lead_weight(const Position& pos, Card c) {
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
        if (opp_singleton_top)
            w = 40 - rank;
        else if (i_top)
            w = partner_second ? 50 - rank : (c == top ? 31 : 19 - rank);
        else
            w = i_second ? 50 - rank : 35 - rank;
    } else {
        if (opp_singleton_top)
            w = 29 - rank;
        else if (i_top)
            w = partner_second ? 44 - rank : (c == top ? 25 : 13 - rank);
        else if (we_top)
            w = i_second ? 44 - rank : 29 - rank;
        else
            w = 13 - rank;
    }
    return delta + w;
}

// The rest of the trick as the player to move sees it: the card winning so far, and the best
// cards the players still to play hold for it (the suit led, or trumps when void in it).
struct TrickView {
    Card best;
    bool we_win = false;  // a partner's card wins so far
    Suit led = kSpades;
    bool trumps = false;
    Suit trump = kSpades;
    Card opp_follow, opp_ruff;    // opponents after me: best card of the suit led, best trump
    Card mate_follow, mate_ruff;  // partners after me: the same

    TrickView(const Position& pos) {
        const int n = pos.players();
        const int me = pos.to_move();
        best = pos.best_card();
        we_win = pos.side(pos.winner()) == pos.side(me);
        led = pos.led_suit();
        trumps = pos.has_trump() && static_cast<int>(pos.trump()) != led;
        trump = trumps ? Suit(pos.trump()) : led;
        for (int k = pos.trick_size() + 1; k < n; ++k) {
            const int q = (pos.leader() + k) % n;
            const bool mate = pos.side(q) == pos.side(me);
            const CardSet follow = pos.hand(q).of_suit(led);
            if (!follow.empty()) {
                raise(mate ? mate_follow : opp_follow, follow.highest());
            } else if (trumps) {
                const CardSet t = pos.hand(q).of_suit(trump);
                if (!t.empty()) raise(mate ? mate_ruff : opp_ruff, t.highest());
            }
        }
    }
    static void raise(Card& top, Card c) {
        if (!top.valid() || c.pos() > top.pos()) top = c;
    }
    // Whether card c (in the trick) can still be beaten by an opponent to play after me.
    bool threatened(Card c) const {
        if (c.suit() == led && opp_follow.valid() && opp_follow.pos() > c.pos()) return true;
        if (!opp_ruff.valid()) return false;
        return c.suit() != trump || opp_ruff.pos() > c.pos();
    }
    // Whether a partner after me wins the trick whatever the opponents do.
    bool mate_wins(const Position& pos) const {
        for (Card c : {mate_follow, mate_ruff})
            if (c.valid() && pos.beats(c, best) && !threatened(c)) return true;
        return false;
    }
};

int follow_weight(const Position& pos, const TrickView& v, Card c) {
    // Following suit: leave a sure trick to partner, else win as cheaply as is sure, else
    // play low (the small-card rule then skips the other low cards).
    if (v.we_win && !v.threatened(v.best)) return -c.pos();
    const bool beats = pos.beats(c, v.best);
    if (beats && !v.threatened(c)) return 60 - c.pos();
    if (v.mate_wins(pos)) return -c.pos();
    if (beats && !v.we_win) return 15 - c.pos();
    return -20 - c.pos();
}

int discard_weight(const Position& pos, const TrickView& v, Card c) {
    const bool safe_for_us = (v.we_win && !v.threatened(v.best)) || v.mate_wins(pos);
    if (v.trumps && c.suit() == v.trump) {
        // A ruff: never of partner's sure trick, cheapest when sure to win, else to force
        // out the opponents' higher trumps.
        if (safe_for_us) return -60 - c.pos();
        if (!pos.beats(c, v.best)) return -40 - c.pos();
        if (!v.threatened(c)) return 70 - c.pos();
        return 20 - c.pos();
    }
    // A discard: low from a long suit, keeping a guarded second-best card and a bare top.
    const int p = pos.to_move();
    const CardSet mine = pos.hand(p).of_suit(c.suit());
    const CardSet suit_cards = pos.remaining().of_suit(c.suit());
    const int len = mine.count();
    int w = 2 * len - c.pos() + (safe_for_us ? 25 : 0);
    if (len == 1 && mine.contains(suit_cards.highest())) w -= 8;
    if (len == 2 && suit_cards.count() > 1 &&
        mine.contains((suit_cards - suit_cards.highest()).highest()))
        w -= 4;
    return w;
}

}  // namespace

void MoveOrderer::order(const Position& pos, MoveList& moves, Card hint, Card killer) const {
    if (moves.size() < 2) return;
    const bool leading = pos.trick_start();
    if (leading) {
        for (Move& m : moves) m.weight = static_cast<int16_t>(lead_weight(pos, m.card));
        // The killer is the lead that refuted a sibling: worth trying early.  In later seats
        // the sibling's trick differs too much for it to help.
        boost_run(moves, hint, 100);
        boost_run(moves, killer, 50);
    } else {
        const TrickView view(pos);
        const bool void_in_led = pos.hand(pos.to_move()).count(pos.led_suit()) == 0;
        for (Move& m : moves) {
            const int w =
                void_in_led ? discard_weight(pos, view, m.card) : follow_weight(pos, view, m.card);
            m.weight = static_cast<int16_t>(w);
        }
    }
    // Insertion sort: a dozen moves at most, and stable, so equal weights keep suit order.
    for (size_t i = 1; i < moves.size(); ++i) {
        const Move m = moves[i];
        size_t j = i;
        for (; j > 0 && moves[j - 1].weight < m.weight; --j) moves[j] = moves[j - 1];
        moves[j] = m;
    }
}

}  // namespace stich
