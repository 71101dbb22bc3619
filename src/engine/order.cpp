#include "stich/engine/order.h"

#include <algorithm>
#include <bit>

namespace stich {

namespace {

// The highest card position in a lane, -1 for an empty lane.
int top_pos(uint16_t lane) {
    return lane ? 31 - std::countl_zero(uint32_t{lane}) : -1;
}

// Who a player is to the one on lead: "left" is the next player and "right" the last to
// play, when they are opponents; "partner" any other player of the leader's side.
enum Role : uint8_t { kNone, kMe, kPartner, kLeft, kRight, kOther };

// A suit as the player on lead sees it: who holds its top cards, and how the players after
// him can answer a lead of it.
struct LeadSuit {
    bool trump_suit = false;
    Role top = kNone, second = kNone, third = kNone;
    int top_card = -1, second_card = -1;            // their positions
    int my_len = 0, left_len = -1, right_len = -1;  // -1: that seat is no opponent
    int partner_len = 0;                            // of the partner holding most of the suit
    bool opp_ruffs = false;                         // an opponent void in the suit holds a trump
    bool partner_ruffs = false;                     // a partner void in the suit holds a trump
    bool partner_void = true;
    bool i_ruff_later = false;  // I hold a trump (s is not trumps)
    bool we_win = false;        // our side's best card beats the opponents' whatever they do
    bool partner_tops = false;  // a partner's card beats every opponent's card of the suit
    int choices = 0;            // the opponents' options when following (DDS's search size)

    LeadSuit(const Position& pos, const MoveOrderer::LeadSeats& seats, Suit s, bool trumps) {
        const Suit t = trumps ? Suit(pos.trump()) : s;
        trump_suit = trumps && s == t;
        uint16_t rest = pos.remaining().lane(s);
        const uint16_t top_bit = rest ? std::bit_floor(rest) : 0;
        rest ^= top_bit;
        const uint16_t second_bit = rest ? std::bit_floor(rest) : 0;
        rest ^= second_bit;
        const uint16_t third_bit = rest ? std::bit_floor(rest) : 0;
        top_card = top_pos(top_bit);
        second_card = top_pos(second_bit);

        const int tricks = pos.tricks_left();
        const uint16_t mine = pos.hand(pos.leader()).lane(s);
        my_len = std::popcount(mine);
        i_ruff_later = trumps && !trump_suit && pos.hand(pos.leader()).lane(t);
        // A void player's trumps, where he could ruff a lead of s.
        auto ruffs_with = [&](int q, uint16_t h) {
            return trumps && !trump_suit && !h ? pos.hand(q).lane(t) : uint16_t{0};
        };
        int partner_best = -1, opp_best = -1, partner_trump = -1, opp_trump = -1;
        uint16_t partners = 0;
        for (int i = 0; i < seats.partners; ++i) {
            const int q = seats.partner[i];
            const uint16_t h = pos.hand(q).lane(s);
            partners |= h;
            partner_len = std::max(partner_len, std::popcount(h));
            if (h) partner_void = false;
            partner_best = std::max(partner_best, top_pos(h));
            if (const uint16_t ht = ruffs_with(q, h))
                partner_ruffs = true, partner_trump = std::max(partner_trump, top_pos(ht));
        }
        uint16_t left = 0, right = 0, others = 0;
        for (int i = 0; i < seats.opponents; ++i) {
            const int q = seats.opponent[i];
            const uint16_t h = pos.hand(q).lane(s);
            const int len = std::popcount(h);
            if (q == seats.left)
                left = h, left_len = len;
            else if (q == seats.right)
                right = h, right_len = len;
            else
                others |= h;
            choices += 4 * (h ? len : tricks);
            opp_best = std::max(opp_best, top_pos(h));
            if (const uint16_t ht = ruffs_with(q, h))
                opp_ruffs = true, opp_trump = std::max(opp_trump, top_pos(ht));
        }
        auto holder = [&](uint16_t bit) {
            return (mine & bit)       ? kMe
                   : (partners & bit) ? kPartner
                   : (left & bit)     ? kLeft
                   : (right & bit)    ? kRight
                   : (others & bit)   ? kOther
                                      : kNone;
        };
        top = holder(top_bit);
        second = holder(second_bit);
        third = holder(third_bit);
        partner_tops = partner_best > opp_best;
        // Our side takes the trick: by the top card or partner's winner when nobody can ruff,
        // or by partner's ruff when it beats every opponent's ruff.
        const bool our_top = top == kMe || partner_tops;
        if (!opp_ruffs)
            we_win = our_top || (partner_ruffs && !trump_suit);
        else
            we_win = partner_ruffs && partner_trump > opp_trump;
    }
};

// Lead weights after DDS's (Haglund & Hein): prefer suits where the opponents have few cards
// to choose from, cash our winners (highest with partner's second best behind them), lead
// towards partner's winners and tenaces over the left opponent, and keep away from suits
// where the right opponent holds the top cards.  A weight is a part for the suit (delta),
// worked out once per suit, and a part for the card: `rel` is its rank from the top of the
// suit (1 = highest card out), `run` whether the move stands for several cards.
struct LeadDeltas {
    int win = 0;    // for a card that wins the trick (nt_wins; with trumps, every card)
    int other = 0;  // for the other cards
};

bool opp_single_top(const LeadSuit& l) {
    return (l.top == kLeft && l.left_len == 1) || (l.top == kRight && l.right_len == 1);
}

// Whether a lead of this card wins the trick with trumps in play (DDS's winMove): the suit's
// top card or partner's winner when nobody can ruff, partner's ruff when it beats every
// opponent's.  A lower card of a suit whose top card the leader holds wins only by partner's
// winner or ruff: else the opponents may take it.
bool trump_wins(const LeadSuit& l, const Move& m) {
    if (l.top != kMe || m.card.pos() == l.top_card) return l.we_win;
    return (l.partner_tops || (!l.trump_suit && l.partner_ruffs)) && l.we_win;
}

// A losing lead's bonus for what the side holds for the next round of the suit: `both` when
// partner holds the second and third best cards, `split` when they are one each in partner's
// hand and mine and he has more than one card of the suit (DDS's, weighed per strain).
int next_round(const LeadSuit& l, int both, int split) {
    if (l.second == kPartner && l.third == kPartner) return both;
    const bool one_each =
        (l.second == kMe && l.third == kPartner) || (l.second == kPartner && l.third == kMe);
    return one_each && l.partner_len > 1 ? split : 0;
}

// With trumps the suit's part for a losing card adds what the side holds for the next round.
LeadDeltas lead_deltas_trump(const LeadSuit& l) {
    int delta = -(l.choices * 32 / 13);
    if (!l.trump_suit && l.opp_ruffs) delta -= 12;
    if (!l.trump_suit && l.partner_ruffs && l.right_len != 0) delta += 17;
    if (l.top == kRight || l.second == kRight) {
        if (l.right_len != 1) delta -= 12;
    } else if (l.top == kLeft && l.second == kPartner && l.partner_len != 1) {
        delta += 27;
    }
    if (l.i_ruff_later && l.my_len == 1 && l.top == kPartner && l.partner_len > 1) delta += 19;
    return {delta, delta + next_round(l, 20, 13)};
}

int lead_weight_trump(const LeadSuit& l, const Move& m, int rel, bool run, bool killer, bool hint) {
    const bool is_top = m.card.pos() == l.top_card;
    const bool is_second = m.card.pos() == l.second_card;
    int w;
    if (trump_wins(l, m)) {
        if (opp_single_top(l))
            w = 35 + rel;
        else if (l.top == kMe)
            w = l.second == kPartner ? 48 + rel : is_top ? 31 : rel - 3;
        else if (l.top == kPartner)
            w = l.second == kMe ? 42 + rel : 28 + rel;
        else if (run && is_second)
            w = 40;
        else
            w = run ? 22 + rel : 11 + rel;
        w += killer ? 55 : hint ? 18 : 0;
    } else {
        if (opp_single_top(l))
            w = rel + 2;
        else if (l.top == kMe)
            w = l.second == kPartner ? 33 + rel : is_top ? 38 : rel - 14;
        else if (l.top == kPartner)
            w = 34 + rel;
        else if (run && is_second)
            w = 35;
        else
            w = 17 - (m.card.pos() + 2);
        w += killer ? 18 : 0;
    }
    return w;
}

LeadDeltas lead_deltas_nt(const LeadSuit& l) {
    const int base = -(l.choices * 32 / 19) - (l.partner_void ? 9 : 0);
    LeadDeltas d{base, base};
    // We win the trick: best when the second-best card cannot be finessed against.
    if (l.second == kRight) {
        if (l.right_len != 1) d.win -= 1;
    } else if (l.second == kLeft) {
        d.win += l.left_len != 1 ? 22 : 16;
    }
    if (l.top == kRight || l.second == kRight) {
        if (l.right_len != 1) d.other -= 10;
    } else if (l.top == kLeft && l.second == kPartner && l.partner_len != 1) {
        d.other += 31;
    }
    d.other += next_round(l, 35, 25);
    return d;
}

// Whether a lead of this card wins the trick, for lead_deltas_nt.
bool nt_wins(const LeadSuit& l, const Move& m) {
    return m.card.pos() == l.top_card || l.partner_tops;
}

int lead_weight_nt(const LeadSuit& l, const Move& m, int rel, bool run, bool killer, bool hint) {
    int w;
    if (nt_wins(l, m)) {
        const bool exposed =
            (l.second == kLeft && l.left_len != 1) || (l.second == kRight && l.right_len != 1);
        w = exposed ? 18 + rel : 45 + rel;
        w += killer ? 126 : hint ? 32 : 0;
    } else {
        if (opp_single_top(l))
            w = 28 + rel;
        else if (l.top == kMe)
            w = rel - 17;
        else if (!run)
            w = 12 + rel;
        else if (m.card.pos() == l.second_card)
            w = 48;
        else
            w = 29 - rel;
        w += killer ? 47 : hint ? 19 : 0;
    }
    return w;
}

// Weighs the moves in list order and puts the one of highest weight first (the first of them in
// list order).  A swap, not a shift: sort_rest() breaks ties by card, not by place in the list.
class FirstBest {
public:
    explicit FirstBest(MoveList& moves) : moves_(moves) {}
    void weigh(size_t i, int weight) {
        const auto w = static_cast<int16_t>(weight);
        moves_[i].weight = w;
        if (i == 0 || w > best_weight_) best_ = i, best_weight_ = w;
    }
    void put_first() { std::swap(moves_[0], moves_[best_]); }

private:
    MoveList& moves_;
    size_t best_ = 0;
    int16_t best_weight_ = 0;
};

void order_leads(const Position& pos, const MoveOrderer::LeadSeats& seats, MoveList& moves,
                 Card hint, Card killer) {
    FirstBest best(moves);
    const bool trumps_left = pos.trumps_in_hands();
    auto names = [](const Move& m, Card c) {
        return c.valid() && m.card.suit() == c.suit() && m.low <= c.pos() &&
               c.pos() <= m.card.pos();
    };
    size_t i = 0;
    while (i < moves.size()) {
        const Suit s = moves[i].card.suit();
        const LeadSuit l(pos, seats, s, trumps_left);
        const LeadDeltas deltas = trumps_left ? lead_deltas_trump(l) : lead_deltas_nt(l);
        const uint16_t cards = pos.remaining().lane(s);
        for (; i < moves.size() && moves[i].card.suit() == s; ++i) {
            Move& m = moves[i];
            const int rel = std::popcount(static_cast<uint16_t>(cards >> (m.card.pos() + 1))) + 1;
            const bool run = m.low != m.card.pos();
            const bool k = names(m, killer), h = names(m, hint);
            const bool wins = trumps_left ? trump_wins(l, m) : nt_wins(l, m);
            const int w = (wins ? deltas.win : deltas.other) +
                          (trumps_left ? lead_weight_trump(l, m, rel, run, k, h)
                                       : lead_weight_nt(l, m, rel, run, k, h));
            best.weigh(i, w);
        }
    }
    best.put_first();
}

// The rest of the trick as the player to move sees it: the card winning so far, and the best
// cards the players still to play hold for it (the suit led, or trumps when void in it).
struct TrickView {
    Card best;
    Suit led = kSpades;
    Suit trump = kSpades;  // the led suit when trumps cannot be played on it
    bool trumps = false;
    int opp_follow = -1,
        opp_ruff = -1;       // opponents after me: best card of the suit led, best trump
    bool we_win = false;     // a partner's card wins so far
    bool safe = false;       // ... and no opponent after me can beat it
    bool mate_wins = false;  // a partner after me wins whatever the opponents do
    bool mate_tops = false;  // ... by following suit
    int force = -1;          // my card that forces out the last opponent's top cards, if any
    int next_low = -1;       // the next player's lowest card of the suit led, if he is an
                             // opponent who follows suit
    int overtake = -1;       // my cheapest card above partner's winner, where overtaking it
                             // unblocks the suit (see unblocking_card)

    explicit TrickView(const Position& pos) {
        const int n = pos.players();
        const int me = pos.to_move();
        best = pos.best_card();
        led = pos.led_suit();
        trumps = pos.has_trump() && static_cast<int>(pos.trump()) != led;
        trump = trumps ? Suit(pos.trump()) : led;
        int mate_follow = -1, mate_ruff = -1;
        for (int k = pos.trick_size() + 1; k < n; ++k) {
            const int q = pos.seat_after(pos.leader(), k);
            const bool mate = pos.side(q) == pos.side(me);
            const uint16_t follow = pos.hand(q).lane(led);
            if (k == pos.trick_size() + 1 && !mate && follow) next_low = std::countr_zero(follow);
            if (follow) {
                int& top = mate ? mate_follow : opp_follow;
                top = std::max(top, top_pos(follow));
            } else if (trumps) {
                int& top = mate ? mate_ruff : opp_ruff;
                top = std::max(top, top_pos(pos.hand(q).lane(trump)));
            }
        }
        we_win = pos.side(pos.winner()) == pos.side(me);
        safe = we_win && !threatened(best);
        auto sure = [&](Suit s, int top) {
            return top >= 0 && pos.beats(Card(s, top), best) && !threatened(Card(s, top));
        };
        mate_tops = sure(led, mate_follow);
        mate_wins = mate_tops || sure(trump, mate_ruff);
        // Only a player who follows suit has a card to force with.
        if (pos.trick_size() + 2 == n && pos.hand(me).lane(led)) force = forcing_card(pos, me);
        if (safe && pos.winner() == pos.leader() && !pos.trumps_in_hands())
            overtake = unblocking_card(pos, me);
    }
    // Partner led his last card of the suit and wins the trick; I hold the suit's top cards.
    // Played low, my winners could be cut off from the lead; overtaken, they run when the
    // top cards left after the overtaking card are at least as many as any opponent's cards
    // of the suit after this trick (DDS's overtake of partner's singleton in notrump).
    // Returns my cheapest card above partner's, or -1.
    int unblocking_card(const Position& pos, int me) const {
        if (pos.hand(pos.leader()).lane(led)) return -1;
        const CardSet mine = pos.hand(me).of_suit(led);
        const CardSet others = (pos.remaining() - pos.hand(me)).of_suit(led);
        const int top =
            others.empty() ? mine.count() : (mine & cards_above(others.highest())).count();
        if (top == 0) return -1;
        int longest = 0;
        for (int k = 1; k < pos.players(); ++k) {
            const int q = pos.seat_after(pos.leader(), k);
            if (pos.side(q) == pos.side(me)) continue;
            const int len = pos.hand(q).count(led);
            const bool to_play = k > pos.trick_size();
            longest = std::max(longest, to_play && len > 0 ? len - 1 : len);
        }
        const CardSet over = mine & cards_above(best);
        if (longest > top - 1 || over.empty()) return -1;
        return over.lowest().pos();
    }
    // When the one player after me is an opponent who follows suit and can beat the trick
    // with a card below his top ones, my cheapest card above that card makes him spend his
    // top (DDS's RankForcesAce); -1 when there is no such card.
    int forcing_card(const Position& pos, int me) const {
        if (best.suit() != led) return -1;
        const int last = pos.seat_after(me, 1);
        if (pos.side(last) == pos.side(me)) return -1;
        const uint16_t theirs = pos.hand(last).lane(led);
        if (!theirs) return -1;
        // Their top run among the cards not yet played, and the best card below it.
        const uint16_t out = pos.unplayed().lane(led);
        const int top = top_pos(theirs);
        int k = top;
        while (k > 0 && (out >> (k - 1) & 1) && (theirs >> (k - 1) & 1)) --k;
        const uint16_t below = theirs & static_cast<uint16_t>((1u << k) - 1);
        const int second = top_pos(below);
        if (second < 0 || second < best.pos()) return -1;
        const uint16_t mine = pos.hand(me).lane(led) & static_cast<uint16_t>(~((2u << second) - 1));
        const uint16_t under_top = mine & static_cast<uint16_t>((1u << top) - 1);
        return under_top ? std::countr_zero(under_top) : -1;
    }
    // Whether card c (in the trick) can still be beaten by an opponent to play after me.
    bool threatened(Card c) const {
        if (c.suit() == led && opp_follow > c.pos()) return true;
        if (opp_ruff < 0) return false;
        return c.suit() != trump || opp_ruff > c.pos();
    }
};

// follow_weight's two weights that the last player to a trick comes down to (weigh_follower).
constexpr int kWinsSurely = 60;  // beats the trick, and nobody after can beat it
constexpr int kPlaysLow = -20;   // neither wins nor forces
constexpr int kUnblocks = 20;    // overtakes partner's winner to run the suit (TrickView)

int follow_weight(const Position& pos, const TrickView& v, const Move& m) {
    // Following suit: leave a sure trick to partner (a winner already in the trick, or his
    // card of the suit after me, as DDS's second seat without trumps; not his ruff, which
    // may cost him a trump I can spare) unless overtaking his last card unblocks the suit
    // (TrickView::unblocking_card), else win as cheaply as is sure, else force out the
    // last opponent's top cards, else beat the trick with a card the next opponent cannot
    // beat with his lowest one (a card he can is as good as a low one: DDS's "beaten
    // anyway"), else play low (the small-card rule then skips the other low cards).
    const Card c = m.card;
    if (v.safe || v.mate_tops) {
        const bool unblocks = v.overtake >= m.low && v.overtake <= c.pos();
        return (unblocks ? kUnblocks : 0) - c.pos();
    }
    const bool beats = pos.beats(c, v.best);
    if (beats && !v.threatened(c)) return kWinsSurely - c.pos();
    if (v.mate_wins) return -c.pos();
    const int forces = v.force >= m.low && v.force <= c.pos() ? 35 : 0;
    if (beats && !v.we_win && c.pos() > v.next_low) return forces + 15 - c.pos();
    return forces + kPlaysLow - c.pos();
}

int discard_weight(const Position& pos, const TrickView& v, Card c) {
    const bool safe_for_us = v.safe || v.mate_wins;
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

MoveOrderer::MoveOrderer(const Position& pos) {
    const int n = pos.players();
    for (int me = 0; me < n; ++me) {
        LeadSeats& seats = seats_[me];
        for (int k = 1; k < n; ++k) {
            const int q = pos.seat_after(me, k);
            if (pos.side(q) == pos.side(me)) {
                seats.partner[seats.partners++] = static_cast<uint8_t>(q);
                continue;
            }
            seats.opponent[seats.opponents++] = static_cast<uint8_t>(q);
            if (k == 1) seats.left = static_cast<int8_t>(q);
            if (k == n - 1) seats.right = static_cast<int8_t>(q);
        }
    }
}

void MoveOrderer::weigh_leads(const Position& pos, MoveList& moves, Card hint, Card killer) const {
    order_leads(pos, seats_[pos.leader()], moves, hint, killer);
}

void MoveOrderer::weigh_follower(const Position& pos, MoveList& moves, CardSet follow) {
    FirstBest best(moves);
    if (!follow.empty() && pos.trick_size() + 1 == pos.players()) {
        // The last to play, following suit: nobody plays after him, so follow_weight comes
        // down to the cheapest card that takes an opponent's trick, else low (the order the
        // moves come in), without the TrickView.
        if (pos.side(pos.winner()) == pos.side(pos.to_move())) return;
        for (size_t i = 0; i < moves.size(); ++i) {
            const Card c = moves[i].card;
            best.weigh(i, (pos.beats(c, pos.best_card()) ? kWinsSurely : kPlaysLow) - c.pos());
        }
    } else {
        const TrickView view(pos);
        for (size_t i = 0; i < moves.size(); ++i)
            best.weigh(i, follow.empty() ? discard_weight(pos, view, moves[i].card)
                                         : follow_weight(pos, view, moves[i]));
    }
    best.put_first();
}

namespace {
// Higher weight first, and among equal weights the card first in suit order, lowest first:
// the order in which the moves were generated.
int rank_key(const Move& m) {
    return m.weight * 64 - m.card.index();
}
}  // namespace

void MoveOrderer::sort_rest(MoveList& moves) {
    // Insertion sort: a dozen moves at most.
    for (size_t i = 2; i < moves.size(); ++i) {
        const Move m = moves[i];
        const int key = rank_key(m);
        size_t j = i;
        for (; j > 1 && rank_key(moves[j - 1]) < key; --j) moves[j] = moves[j - 1];
        moves[j] = m;
    }
}

}  // namespace stich
