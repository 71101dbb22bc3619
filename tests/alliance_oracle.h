// An independent model of Alliance for the tests: its own rank orders, legality, trick
// winner, called card, payoff and Resistance marks, written from the rule pages without the
// library's code (it shares only the Card type).  Brute-force minimax and max-n over it are
// the oracles the solver is checked against.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "stich/engine/cards.h"

namespace stich::test {

struct AllianceModel {
    int n = 4;
    int trump = 0;    // suit index
    int tricks = 12;  // tricks of the whole deal
    bool must_trump = true;
    bool compulsion = false;  // beat while untrumped, trump, overtrump
    bool all_suit_figures = false;
    Card exempt_card;  // Lever's called king, face order
    int exempt_holder = -1;
    int exempt_lifted_by = -1;

    // Strength within a suit: trumps A K Q J T..2; red K Q J A T..2; black K Q J T..2 A.
    int strength(Card c) const {
        static const std::string trump_order = "23456789TJQKA";
        static const std::string red_order = "23456789TAJQK";
        static const std::string black_order = "A23456789TJQK";
        const char face = "23456789TJQKA"[c.pos()];
        const std::string& order = c.suit() == trump                                ? trump_order
                                   : (c.suit() == kHearts || c.suit() == kDiamonds) ? red_order
                                                                                    : black_order;
        return static_cast<int>(order.find(face));
    }
    bool beats(Card a, Card b) const {  // a played after b
        if (a.suit() == b.suit()) return strength(a) > strength(b);
        return a.suit() == trump;
    }
    int winner_index(const std::vector<Card>& trick) const {
        int best = 0;
        for (int i = 1; i < static_cast<int>(trick.size()); ++i)
            if (beats(trick[i], trick[best])) best = i;
        return best;
    }

    std::vector<Card> legal(const std::vector<Card>& hand, const std::vector<Card>& trick,
                            int player, int leader) const {
        if (trick.empty()) return hand;
        const int led = trick[0].suit();
        const Card best = trick[winner_index(trick)];
        std::vector<Card> follow, trumps;
        for (Card c : hand) {
            if (c.suit() == led) follow.push_back(c);
            if (c.suit() == trump) trumps.push_back(c);
        }
        if (!follow.empty()) {
            if (compulsion && best.suit() == led) {
                std::vector<Card> beaters;
                for (Card c : follow)
                    if (strength(c) > strength(best)) beaters.push_back(c);
                const bool exempt = player == exempt_holder && beaters.size() == 1 &&
                                    beaters[0] == exempt_card && leader != exempt_lifted_by;
                if (!beaters.empty() && !exempt) return beaters;
            }
            return follow;
        }
        if ((must_trump || compulsion) && !trumps.empty()) {
            if (compulsion && best.suit() == trump) {
                std::vector<Card> over;
                for (Card c : trumps)
                    if (strength(c) > strength(best)) over.push_back(c);
                if (!over.empty()) return over;
            }
            return trumps;
        }
        return hand;
    }

    // Figures: value by card, face order.
    bool is_black(int s) const { return s == kSpades || s == kClubs; }
    Card flag() const { return Card(Suit(trump), is_black(trump) ? 1 : 7); }
    int figure_value(Card c) const {
        if (c.suit() != trump && !all_suit_figures) return 0;
        const int flag_face = is_black(c.suit()) ? 1 : 7;
        if (c.pos() == flag_face) return 4;
        if (c.pos() == 9) return 3;   // jack
        if (c.pos() == 10) return 2;  // queen
        if (c.pos() == 11) return 1;  // king
        return 0;
    }
    int figures_in(const std::vector<Card>& cards) const {
        int sum = 0;
        for (Card c : cards) sum += figure_value(c);
        return sum;
    }
    // The card next below `c` in its suit, in this game's order.
    Card next_below(Card c) const {
        for (int f = 0; f < 13; ++f) {
            const Card d(c.suit(), f);
            if (strength(d) == strength(c) - 1) return d;
        }
        return Card();
    }
};

// The final state of a two-sided deal as the oracle scores it.
struct SideEnd {
    int tricks0 = 0;
    int figures[2] = {0, 0};
    int flag_side = -1;
    int first_six = -1;
};

inline int side_amount(const SideEnd& e, int tricks, int base, int mult) {
    const int t1 = tricks - e.tricks0;
    int w;
    if (e.tricks0 * 2 > tricks)
        w = 0;
    else if (t1 * 2 > tricks)
        w = 1;
    else if (e.flag_side >= 0)
        w = e.flag_side;
    else
        w = e.figures[0] > e.figures[1] ? 0 : 1;
    const int wt = w == 0 ? e.tricks0 : t1;
    int bonus = 0;
    if (wt == tricks)
        bonus = 6;
    else if (e.first_six == w)
        bonus = 2;
    const int amount = mult * (base + e.figures[w] + bonus);
    return w == 0 ? amount : -amount;
}

}  // namespace stich::test

namespace stich::test {

// Resistance marks, the oracle's way: most tricks wins; shared, the flag's holder; the flag
// face up on the table: the most figures among those sharing; otherwise (or figures equal)
// soloist and resister each pay 4 to a different neutral, the soloist to the next after him,
// the resister to the next after him the soloist did not pay.
struct ResistanceEnd {
    std::array<int, 6> tricks{};
    std::array<int, 6> figures{};
    int flag = -1;
    int first_six = -1;
};

inline std::array<int, 6> resistance_marks(const ResistanceEnd& e, int n, int tricks, int soloist,
                                           int resister, int mult, bool flag_face_up = false) {
    std::array<int, 6> marks{};
    int most = -1;
    for (int p = 0; p < n; ++p) most = std::max(most, e.tricks[p]);
    std::vector<int> top;
    for (int p = 0; p < n; ++p)
        if (e.tricks[p] == most) top.push_back(p);
    int w = top.size() == 1 ? top[0] : e.flag;
    if (w < 0 && flag_face_up) {
        std::vector<int> best;
        for (int p : top) {
            if (!best.empty() && e.figures[p] > e.figures[best[0]]) best.clear();
            if (best.empty() || e.figures[p] == e.figures[best[0]]) best.push_back(p);
        }
        if (best.size() == 1) w = best[0];
    }
    if (w < 0) {
        int paid = -1;
        for (int payer : {soloist, resister}) {
            int to = (payer + 1) % n;
            while (to == soloist || to == resister || to == paid) to = (to + 1) % n;
            marks[payer] -= 4 * mult;
            marks[to] += 4 * mult;
            paid = to;
        }
        return marks;
    }
    const int bonus = e.tricks[w] == tricks ? 6 : e.first_six == w ? 2 : 0;
    if (w == soloist || w == resister) {
        const int loser = w == soloist ? resister : soloist;
        marks[loser] -= mult * (8 + bonus);
        marks[w] += mult * (8 + bonus);
    } else {
        for (int payer : {soloist, resister}) {
            marks[payer] -= mult * (4 + e.figures[w] + bonus);
            marks[w] += mult * (4 + e.figures[w] + bonus);
        }
    }
    return marks;
}

}  // namespace stich::test
