#include "stich/order.h"

#include <algorithm>

namespace stich {

namespace {

// A suit as the player on lead sees it: who holds its top cards, and how the players after
// him can answer a lead of it.  "Left" is the next player and "right" the last to play, when
// they are opponents; "partner" is any player of the leader's side.
struct LeadSuit {
    Suit suit = kSpades;
    bool trump_suit = false;
    enum Holder : uint8_t { kNone, kMe, kPartner, kLeft, kRight, kOther };
    Holder top = kNone, second = kNone, third = kNone;
    Card top_card, second_card;
    int my_len = 0, left_len = -1, right_len = -1;  // -1: that seat is no opponent
    int partner_len = 0;                            // of the partner holding most of the suit
    bool opp_ruffs = false;                         // an opponent void in the suit holds a trump
    bool partner_ruffs = false;                     // a partner void in the suit holds a trump
    bool partner_void = true;
    bool we_win = false;        // our side's best card beats the opponents' whatever they do
    bool partner_tops = false;  // a partner's card beats every opponent's card of the suit
    int choices = 0;            // the opponents' options when following (DDS's search size)

    LeadSuit(const Position& pos, Suit s, bool trumps_left) : suit(s) {
        const int n = pos.players();
        const int me = pos.to_move();
        const int side = pos.side(me);
        const int left = pos.seat_after(me, 1), right = pos.seat_after(me, n - 1);
        const bool trumps = trumps_left;
        const Suit t = trumps ? Suit(pos.trump()) : s;
        trump_suit = trumps && s == t;
        const CardSet cards = pos.remaining().of_suit(s);
        auto holder = [&](CardSet c) {
            for (int q = 0; q < n; ++q) {
                if (!pos.hand(q).intersects(c)) continue;
                if (q == me) return kMe;
                if (pos.side(q) == side) return kPartner;
                return q == left ? kLeft : q == right ? kRight : kOther;
            }
            return kNone;
        };
        CardSet rest = cards;
        if (!rest.empty()) top_card = rest.highest(), top = holder(top_card), rest -= top_card;
        if (!rest.empty())
            second_card = rest.highest(), second = holder(second_card), rest -= second_card;
        if (!rest.empty()) third = holder(CardSet(rest.highest()));

        my_len = pos.hand(me).count(s);
        const int tricks = pos.tricks_left();
        Card partner_best, opp_best, partner_trump, opp_trump;
        auto raise = [](Card& a, Card c) {
            if (!a.valid() || c.pos() > a.pos()) a = c;
        };
        for (int q = 0; q < n; ++q) {
            if (q == me) continue;
            const CardSet h = pos.hand(q).of_suit(s);
            const CardSet ht = trumps ? pos.hand(q).of_suit(t) : CardSet();
            const bool can_ruff = !trump_suit && trumps && h.empty() && !ht.empty();
            if (pos.side(q) == side) {
                partner_len = std::max(partner_len, h.count());
                if (!h.empty()) partner_void = false, raise(partner_best, h.highest());
                if (can_ruff) partner_ruffs = true, raise(partner_trump, ht.highest());
                continue;
            }
            if (q == left) left_len = h.count();
            if (q == right) right_len = h.count();
            choices += 4 * (h.empty() ? tricks : h.count());
            if (!h.empty()) raise(opp_best, h.highest());
            if (can_ruff) opp_ruffs = true, raise(opp_trump, ht.highest());
        }
        partner_tops =
            partner_best.valid() && (!opp_best.valid() || partner_best.pos() > opp_best.pos());
        // Our side takes the trick: by the top card or partner's winner when nobody can ruff,
        // or by partner's ruff when it beats every opponent's ruff.
        const bool our_top = top == kMe || partner_tops;
        if (!opp_ruffs)
            we_win = our_top || (partner_ruffs && !trump_suit);
        else
            we_win = partner_ruffs && (!opp_trump.valid() || partner_trump.pos() > opp_trump.pos());
    }
};

// Lead weights after DDS's (Haglund & Hein): prefer suits where the opponents have few cards
// to choose from, cash our winners (highest with partner's second best behind them), lead
// towards partner's winners and tenaces over the left opponent, and keep away from suits
// where the right opponent holds the top cards.  `rel` is the card's rank from the top of
// the suit (1 = highest card out), `run` whether the move stands for several cards.
int lead_weight_trump(const LeadSuit& l, const Move& m, int rel, bool run, bool killer, bool hint) {
    using H = LeadSuit::Holder;
    int delta = -(l.choices * 32 / 13);
    if (!l.trump_suit && l.opp_ruffs) delta -= 12;
    if (!l.trump_suit && l.partner_ruffs && l.right_len != 0) delta += 17;
    if (l.top == H::kRight || l.second == H::kRight) {
        if (l.right_len != 1) delta -= 12;
    } else if (l.top == H::kLeft && l.second == H::kPartner && l.partner_len != 1) {
        delta += 27;
    }
    if (!l.trump_suit && l.my_len == 1 && l.top == H::kPartner && l.partner_len > 1) delta += 19;
    const bool opp_single_top =
        (l.top == H::kLeft && l.left_len == 1) || (l.top == H::kRight && l.right_len == 1);
    const bool is_top = m.card == l.top_card;
    const bool is_second = m.card == l.second_card;
    int w;
    if (l.we_win) {
        if (opp_single_top)
            w = 35 + rel;
        else if (l.top == H::kMe)
            w = l.second == H::kPartner ? 48 + rel : is_top ? 31 : rel - 3;
        else if (l.top == H::kPartner)
            w = l.second == H::kMe ? 42 + rel : 28 + rel;
        else if (run && is_second)
            w = 40;
        else
            w = run ? 22 + rel : 11 + rel;
        w += killer ? 55 : hint ? 18 : 0;
    } else {
        if (l.second == H::kPartner && l.third == H::kPartner)
            delta += 20;
        else if (((l.second == H::kMe && l.third == H::kPartner) ||
                  (l.second == H::kPartner && l.third == H::kMe)) &&
                 l.partner_len > 1)
            delta += 13;
        if (opp_single_top)
            w = rel + 2;
        else if (l.top == H::kMe)
            w = l.second == H::kPartner ? 33 + rel : is_top ? 38 : rel - 14;
        else if (l.top == H::kPartner)
            w = 34 + rel;
        else if (run && is_second)
            w = 35;
        else
            w = 17 - (m.card.pos() + 2);
        w += killer ? 18 : 0;
    }
    return delta + w;
}

int lead_weight_nt(const LeadSuit& l, const Move& m, int rel, bool run, bool killer, bool hint) {
    using H = LeadSuit::Holder;
    int delta = -(l.choices * 32 / 19);
    if (l.partner_void) delta -= 9;
    const bool opp_single_top =
        (l.top == H::kLeft && l.left_len == 1) || (l.top == H::kRight && l.right_len == 1);
    int w;
    if (m.card == l.top_card || l.partner_tops) {
        // We win the trick: best when the second-best card cannot be finessed against.
        if (l.second == H::kRight) {
            if (l.right_len != 1) delta -= 1;
        } else if (l.second == H::kLeft) {
            delta += l.left_len != 1 ? 22 : 16;
        }
        const bool exposed = (l.second == H::kLeft && l.left_len != 1) ||
                             (l.second == H::kRight && l.right_len != 1);
        w = exposed ? 18 + rel : 45 + rel;
        w += killer ? 126 : hint ? 32 : 0;
    } else {
        if (l.top == H::kRight || l.second == H::kRight) {
            if (l.right_len != 1) delta -= 10;
        } else if (l.top == H::kLeft && l.second == H::kPartner && l.partner_len != 1) {
            delta += 31;
        }
        if (l.second == H::kPartner && l.third == H::kPartner)
            delta += 35;
        else if (((l.second == H::kMe && l.third == H::kPartner) ||
                  (l.second == H::kPartner && l.third == H::kMe)) &&
                 l.partner_len > 1)
            delta += 25;
        if (opp_single_top)
            w = 28 + rel;
        else if (l.top == H::kMe)
            w = rel - 17;
        else if (!run)
            w = 12 + rel;
        else if (m.card == l.second_card)
            w = 48;
        else
            w = 29 - rel;
        w += killer ? 47 : hint ? 19 : 0;
    }
    return delta + w;
}

void order_leads(const Position& pos, MoveList& moves, Card hint, Card killer) {
    const bool trumps_left = pos.has_trump() && !pos.remaining().of_suit(Suit(pos.trump())).empty();
    auto names = [](const Move& m, Card c) {
        return c.valid() && m.card.suit() == c.suit() && m.low <= c.pos() &&
               c.pos() <= m.card.pos();
    };
    size_t i = 0;
    while (i < moves.size()) {
        const Suit s = moves[i].card.suit();
        const LeadSuit l(pos, s, trumps_left);
        const CardSet cards = pos.remaining().of_suit(s);
        for (; i < moves.size() && moves[i].card.suit() == s; ++i) {
            Move& m = moves[i];
            const int rel = (cards & cards_above(m.card)).count() + 1;
            const bool run = m.low != m.card.pos();
            const bool k = names(m, killer), h = names(m, hint);
            const int w = trumps_left ? lead_weight_trump(l, m, rel, run, k, h)
                                      : lead_weight_nt(l, m, rel, run, k, h);
            m.weight = static_cast<int16_t>(w);
        }
    }
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
            const int q = pos.seat_after(pos.leader(), k);
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
        order_leads(pos, moves, hint, killer);
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
