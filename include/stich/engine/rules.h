// The rules of play as data.
//
// A Rules value says how a game is dealt and played: the table, the deck, how cards rank, and
// what a player must play to a trick.  Nothing in the search asks which game is played: it
// asks the rules (`must_beat()`, `partition_sound()`, ...).  Game modules build Rules values
// from named presets and variant switches; finalize() derives the flags the search relies on.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "stich/engine/cards.h"

namespace stich {

// The order of the faces within a suit, as a permutation: pos_of[face] is the card's position
// in play order (0 = lowest), face_of[pos] the inverse.
struct RankOrder {
    std::array<uint8_t, kRanks> pos_of{};
    std::array<uint8_t, kRanks> face_of{};

    // Ace high, two low.
    static constexpr RankOrder natural() {
        RankOrder r;
        for (int f = 0; f < kRanks; ++f) r.pos_of[f] = r.face_of[f] = static_cast<uint8_t>(f);
        return r;
    }
    // From the faces written high to low, e.g. "KQJAT98765432".
    static constexpr RankOrder high_to_low(std::string_view faces) {
        RankOrder r;
        for (int i = 0; i < kRanks; ++i) {
            int face = static_cast<int>(kFaceChars.find(faces[i]));
            int pos = kRanks - 1 - i;
            r.pos_of[face] = static_cast<uint8_t>(pos);
            r.face_of[pos] = static_cast<uint8_t>(face);
        }
        return r;
    }
    constexpr bool is_natural() const { return pos_of == natural().pos_of; }
    constexpr bool operator==(const RankOrder&) const = default;

    // Maps a lane between face order and play order.
    uint16_t to_play(uint16_t face_lane) const;
    uint16_t to_face(uint16_t play_lane) const;
};

// What a player must play to a trick.  Following suit is always required.
struct PlayDuties {
    // Void in the suit led: play a trump if you hold one.
    bool must_trump = false;
    // When you play a trump because you must (void in the suit led, must_trump), beat the
    // highest trump already in the trick if you can.
    bool must_overtrump = false;
    // Following suit: beat the best card of the suit led if you can, while the trick holds no
    // trump (a trick already trumped is followed with any card of the suit).
    bool must_beat = false;
    constexpr bool operator==(const PlayDuties&) const = default;
};

struct Rules {
    std::string name;  // the preset's name
    int seats = 4;
    int hand_size = 13;
    uint16_t deck_lane = kLane52;  // the faces present in each suit

    // Rank orders: of the trump suit, and of plain suits by colour (hearts and diamonds are
    // red, spades and clubs black).  In no trump every suit ranks as a plain suit.
    RankOrder trump_order = RankOrder::natural();
    RankOrder red_order = RankOrder::natural();
    RankOrder black_order = RankOrder::natural();

    PlayDuties duties;
    // The duty to duck (Préférence's Largierpflicht): a player whom the duties make beat must
    // beat with the lowest card that beats.  Whether it applies, and to whom, depends on the
    // contract; this switch allows it at all.
    bool duty_to_duck = false;

    // Derived by finalize().
    bool natural_ranks = true;    // every order is the natural one
    bool partition_sound = true;  // only cards that win by rank matter (see tt.h)

    void finalize();

    const RankOrder& order(Suit s, Strain trump) const {
        if (s == static_cast<int>(trump)) return trump_order;
        return (s == kHearts || s == kDiamonds) ? red_order : black_order;
    }
    CardSet deck() const { return full_deck(deck_lane); }
    bool must_trump() const { return duties.must_trump; }
    bool must_overtrump() const { return duties.must_overtrump; }
    bool must_beat() const { return duties.must_beat; }
};

// Whether card `a`, played after `b`, beats it: a higher card of the suit, or a trump on a card of
// another suit; both in play order (to_play_order below).  The one rule of who takes a trick:
// Position::beats and trick_winner() ask it.
constexpr bool beats_in_play_order(Card a, Card b, Strain trump) {
    return a.suit() == b.suit() ? a.pos() > b.pos() : a.suit() == static_cast<int>(trump);
}

// The index in `face_cards` (a trick's cards in face order, from its leader on) of the card
// that takes the trick.
int trick_winner(const Rules& rules, Strain trump, const std::vector<Card>& face_cards);

// Maps a set of face-order cards to play order under `trump`, and back.
CardSet to_play_order(const Rules& rules, Strain trump, CardSet face_cards);
CardSet to_face_order(const Rules& rules, Strain trump, CardSet play_cards);
Card to_play_order(const Rules& rules, Strain trump, Card face_card);
Card to_face_order(const Rules& rules, Strain trump, Card play_card);

}  // namespace stich
