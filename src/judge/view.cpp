#include "stich/judge/view.h"

#include <algorithm>

namespace stich::judge {

bool played_to_trick(int p, int leader, int players, size_t cards) {
    return static_cast<size_t>((p - leader + players) % players) < cards;
}

void add_trick(Shown& shown, int players, int leader, const std::vector<Card>& cards) {
    if (cards.empty()) return;
    const Suit led = cards.front().suit();
    for (size_t k = 0; k < cards.size(); ++k) {
        const int seat = (leader + static_cast<int>(k)) % players;
        shown.played[seat] |= cards[k];
        if (cards[k].suit() != led) shown.lacks[seat] |= CardSet::suit_mask(led);
    }
}

CardSet suit_cards(CardSet suits_of) {
    CardSet out;
    for (int s = 0; s < kSuits; ++s)
        if (!suits_of.of_suit(Suit(s)).empty()) out |= CardSet::suit_mask(Suit(s));
    return out;
}

CardSet unseen_cards(CardSet deck, CardSet seen, const std::optional<CardSet>& hidden_given) {
    return hidden_given ? *hidden_given - seen : deck - seen;
}

void add_earlier_tricks_pile(SeatView& v) {
    int room = 0;
    for (int p = 0; p < v.players; ++p) room += std::max(0, v.room(p));
    for (int pile : v.piles) room += pile;
    if (v.unseen.count() > room) v.piles.push_back(v.unseen.count() - room);
}

std::optional<std::string> check_view(const SeatView& v) {
    int room = 0;
    for (int p = 0; p < v.players; ++p) {
        if (v.room(p) < 0)
            return "hand " + v.seats.label(p) + " is known to hold more cards than it has";
        room += v.room(p);
    }
    for (int pile : v.piles) room += pile;
    if (room == v.unseen.count()) return std::nullopt;
    return std::to_string(v.unseen.count()) +
           " cards are unseen but the hidden hands and piles "
           "hold " +
           std::to_string(room) +
           ": give the play so far ([Play]) or every hand the seat cannot see";
}

}  // namespace stich::judge
