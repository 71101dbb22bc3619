// Cards and sets of cards.
//
// A CardSet is one 64-bit word with a 16-bit lane per suit (spades in the lowest lane, then
// hearts, diamonds, clubs).  Within a lane, bit p is the card at position p of that suit's
// order, 0 being the lowest.  Two orders are used:
//   - face order, for hand records: 2 = 0, 3 = 1, ..., K = 11, A = 12;
//   - play order, inside a position being searched: the game's own rank order for that suit
//     (for whist and Préférence the same as face order; Alliance permutes it, see RankOrder).
// The 32-card deck uses the same layout with only 7..A present, so one type serves every game.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace stich {

enum Suit : uint8_t { kSpades = 0, kHearts = 1, kDiamonds = 2, kClubs = 3 };
inline constexpr int kSuits = 4;

// A strain is the trump suit of a deal, or no trump.
enum Strain : uint8_t { kStrainSpades, kStrainHearts, kStrainDiamonds, kStrainClubs, kNoTrump };
inline constexpr int kStrains = 5;

inline constexpr int kRanks = 13;     // positions 0..12 of a suit
inline constexpr int kLaneBits = 16;  // width of one suit's lane
inline constexpr uint16_t kFullLane = (1u << kRanks) - 1;

// The most seats at a table of any game: the engine's per-seat arrays have this many.
inline constexpr int kMaxSeats = 6;

// Face ranks (face order positions).
enum Face : uint8_t {
    kTwo = 0,
    kThree,
    kFour,
    kFive,
    kSix,
    kSeven,
    kEight,
    kNine,
    kTen,
    kJack,
    kQueen,
    kKing,
    kAce
};

inline constexpr std::string_view kSuitChars = "SHDC";
inline constexpr std::string_view kFaceChars = "23456789TJQKA";
inline constexpr std::string_view kStrainNames[kStrains] = {"S", "H", "D", "C", "NT"};

// A card in one byte: suit in bits 4-5, position in bits 0-3.  The byte is also the card's bit
// index in a CardSet.
class Card {
public:
    constexpr Card() = default;
    constexpr Card(Suit s, int pos) : code_(static_cast<uint8_t>(s << 4 | pos)) {}
    static constexpr Card from_index(int index) { return Card(Suit(index >> 4), index & 15); }

    constexpr Suit suit() const { return Suit(code_ >> 4); }
    constexpr int pos() const { return code_ & 15; }
    constexpr int index() const { return code_; }
    constexpr bool valid() const { return code_ != kNone; }
    constexpr bool operator==(const Card&) const = default;
    constexpr auto operator<=>(const Card&) const = default;

private:
    static constexpr uint8_t kNone = 0xFF;
    uint8_t code_ = kNone;
};

class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(uint64_t bits) : bits_(bits) {}
    constexpr CardSet(Card c) : bits_(uint64_t{1} << c.index()) {}  // NOLINT: a card is a set

    static constexpr CardSet from_lane(Suit s, uint16_t lane) {
        return CardSet(uint64_t{lane} << (kLaneBits * s));
    }
    // The cards of suit s (all positions).
    static constexpr CardSet suit_mask(Suit s) { return from_lane(s, kFullLane); }

    constexpr uint64_t bits() const { return bits_; }
    constexpr uint16_t lane(Suit s) const {
        return static_cast<uint16_t>(bits_ >> (kLaneBits * s));
    }
    constexpr CardSet of_suit(Suit s) const { return *this & suit_mask(s); }

    constexpr int count() const { return std::popcount(bits_); }
    constexpr int count(Suit s) const { return std::popcount(lane(s)); }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool contains(Card c) const { return bits_ >> c.index() & 1; }
    constexpr bool contains(CardSet s) const { return (bits_ & s.bits_) == s.bits_; }
    constexpr bool intersects(CardSet s) const { return (bits_ & s.bits_) != 0; }

    // Lowest / highest card of the set; the set must not be empty.
    constexpr Card lowest() const { return Card::from_index(std::countr_zero(bits_)); }
    constexpr Card highest() const { return Card::from_index(63 - std::countl_zero(bits_)); }

    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator^(CardSet o) const { return CardSet(bits_ ^ o.bits_); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
    constexpr CardSet& operator|=(CardSet o) {
        bits_ |= o.bits_;
        return *this;
    }
    constexpr CardSet& operator&=(CardSet o) {
        bits_ &= o.bits_;
        return *this;
    }
    constexpr CardSet& operator-=(CardSet o) {
        bits_ &= ~o.bits_;
        return *this;
    }
    constexpr bool operator==(const CardSet&) const = default;

    // Iteration from the lowest bit index up: spades low to high, then hearts, ...
    class Iterator {
    public:
        constexpr explicit Iterator(uint64_t b) : b_(b) {}
        constexpr Card operator*() const { return Card::from_index(std::countr_zero(b_)); }
        constexpr Iterator& operator++() {
            b_ &= b_ - 1;
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return b_ != o.b_; }

    private:
        uint64_t b_;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    uint64_t bits_ = 0;
};

// The decks, in face order.
inline constexpr uint16_t kLane52 = kFullLane;
inline constexpr uint16_t kLane32 = kFullLane & ~((1u << kSeven) - 1);  // 7 8 9 T J Q K A
constexpr CardSet full_deck(uint16_t lane) {
    return CardSet::from_lane(kSpades, lane) | CardSet::from_lane(kHearts, lane) |
           CardSet::from_lane(kDiamonds, lane) | CardSet::from_lane(kClubs, lane);
}
inline constexpr CardSet kDeck52 = full_deck(kLane52);
inline constexpr CardSet kDeck32 = full_deck(kLane32);

// Text forms of face-order cards and sets: "SA", "HT"; hands as "AKQ2.T98.76.AK5".
std::string format_card(Card face_card);
std::string format_hand(CardSet face_cards);
std::string format_card_list(CardSet face_cards);  // "SA SK H2", high to low, spades first
// Parses "SA", "h10", "CT"; nullopt if malformed.
std::optional<Card> parse_card(std::string_view text);
std::optional<Suit> parse_suit(char c);
std::optional<int> parse_face(std::string_view text, size_t* used);  // "A", "T", "10"
std::optional<Strain> parse_strain(std::string_view text);           // S H D C NT (N)
// A hand "AKQ2.T98.76.AK5" (four dot-separated suits S.H.D.C); nullopt if malformed.  The
// hand-record reader has its own parser that locates errors; this one is for fixed data.
std::optional<CardSet> parse_hand(std::string_view text);

}  // namespace stich
