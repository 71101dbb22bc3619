#include "stich/alliance/figures.h"

namespace stich::alliance {

namespace {

void add(Figures& f, Card c, int value) {
    f.cards |= c;
    f.value[c.index()] = static_cast<uint8_t>(value);
}

}  // namespace

int Figures::value_of(CardSet set) const {
    int sum = 0;
    for (Card c : set& cards) sum += value[c.index()];
    return sum;
}

Figures figures_for(Suit trump, bool all_suits) {
    Figures f;
    for (int s = 0; s < kSuits; ++s) {
        const Suit suit = Suit(s);
        if (suit != trump && !all_suits) continue;
        add(f, Card(suit, flag_face(suit)), kFlagValue);
        add(f, Card(suit, kJack), kJackValue);
        add(f, Card(suit, kQueen), kQueenValue);
        add(f, Card(suit, kKing), kKingValue);
    }
    f.flag = Card(trump, flag_face(trump));
    return f;
}

Figures to_play(const Figures& face, const Rules& rules, Suit trump) {
    Figures out;
    for (Card c : face.cards)
        add(out, to_play_order(rules, Strain(trump), c), face.value[c.index()]);
    out.flag = to_play_order(rules, Strain(trump), face.flag);
    return out;
}

}  // namespace stich::alliance
