#include "stich/engine/rules.h"

namespace stich {

uint16_t RankOrder::to_play(uint16_t face_lane) const {
    uint16_t out = 0;
    for (int f = 0; f < kRanks; ++f)
        if (face_lane >> f & 1) out |= static_cast<uint16_t>(1u << pos_of[f]);
    return out;
}

uint16_t RankOrder::to_face(uint16_t play_lane) const {
    uint16_t out = 0;
    for (int p = 0; p < kRanks; ++p)
        if (play_lane >> p & 1) out |= static_cast<uint16_t>(1u << face_of[p]);
    return out;
}

void Rules::finalize() {
    natural_ranks = trump_order.is_natural() && red_order.is_natural() && black_order.is_natural();
    // Winning-rank abstraction (partition search) assumes a card's rank matters only when it
    // wins a trick by rank.  A duty to beat or to overtrump makes the legal cards depend on how
    // the lower cards compare, and the duty to duck on which of them is lowest, so there the
    // transposition table must match positions on every relative rank.
    partition_sound = !duties.must_beat && !duties.must_overtrump && !duty_to_duck;
}

CardSet to_play_order(const Rules& rules, Strain trump, CardSet face_cards) {
    if (rules.natural_ranks) return face_cards;
    CardSet out;
    for (int s = 0; s < kSuits; ++s)
        out |= CardSet::from_lane(Suit(s),
                                  rules.order(Suit(s), trump).to_play(face_cards.lane(Suit(s))));
    return out;
}

CardSet to_face_order(const Rules& rules, Strain trump, CardSet play_cards) {
    if (rules.natural_ranks) return play_cards;
    CardSet out;
    for (int s = 0; s < kSuits; ++s)
        out |= CardSet::from_lane(Suit(s),
                                  rules.order(Suit(s), trump).to_face(play_cards.lane(Suit(s))));
    return out;
}

Card to_play_order(const Rules& rules, Strain trump, Card face_card) {
    return Card(face_card.suit(), rules.order(face_card.suit(), trump).pos_of[face_card.pos()]);
}

int trick_winner(const Rules& rules, Strain trump, const std::vector<Card>& face_cards) {
    size_t best = 0;
    for (size_t i = 1; i < face_cards.size(); ++i)
        if (beats_in_play_order(to_play_order(rules, trump, face_cards[i]),
                                to_play_order(rules, trump, face_cards[best]), trump))
            best = i;
    return static_cast<int>(best);
}

Card to_face_order(const Rules& rules, Strain trump, Card play_card) {
    return Card(play_card.suit(), rules.order(play_card.suit(), trump).face_of[play_card.pos()]);
}

}  // namespace stich
