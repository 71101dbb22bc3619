// What the play so far has settled, and how a search position extends it.
//
// A search starts from a position in the middle of a deal: tricks have been won, figures
// captured, and the first six tricks may already belong to someone.  The payoff depends on
// all of that, so the goals and utilities of this folder read it from a History (fixed for a
// search) together with the Position (what the search has played since).  They also pack it
// into the transposition table's extra key word, exactly: KeyPacker and FigurePin.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "stich/alliance/figures.h"
#include "stich/engine/position.h"

namespace stich::alliance {

// "Macht der Gewinner die ersten 6 Stiche": six for every table size (the text names no other).
inline constexpr int kFirstTricks = 6;

struct History {
    std::array<uint8_t, kMaxSeats> won{};       // tricks won per seat
    std::array<CardSet, kMaxSeats> captured{};  // cards in each seat's tricks, where known
    std::vector<int8_t> first_winners;          // winners of tricks 1..min(6, played); -1 unknown
    int played(int players) const;
};

// Who holds the first six tricks, among groups of seats (`group[seat]`: the two sides, or every
// player on his own), at a trick start of a search whose root trick was led by `root_leader`:
//   - before the sixth trick: the group that has won every trick so far;
//   - from then on: the group that won the first six;
// kNobody when no group does, kNoTrickYet before the first trick.
inline constexpr int kNobody = -1;
inline constexpr int kNoTrickYet = -2;
int first_six_holder(const History& history, const Position& pos, int root_leader,
                     std::span<const uint8_t> group);

// Fields packed into one 64-bit word, low bits first.  Whoever packs checks width() <= 64
// beforehand (key_fits); put() asserts it.
class KeyPacker {
public:
    void put(uint64_t value, int width);
    uint64_t value() const { return bits_; }
    int width() const { return used_; }

private:
    uint64_t bits_ = 0;
    int used_ = 0;
};

// Pins which cards still out are figures.  The table compares relative ranks among the cards
// still out; two positions alike in those can differ in which of them is the figure (KQ5
// against AQ5 once the A or K is gone).  A figure near the top of its suit is pinned by which
// cards from it upwards are still out; one lower down (a flag) by how many cards still out
// rank below it.  `owners` adds each figure's holder (3 bits each), which partition search
// needs: it matches positions only on the cards that won tricks by rank.
class FigurePin {
public:
    FigurePin() = default;
    FigurePin(const Figures& play_figures, bool owners);
    int width() const { return width_; }
    bool owners() const { return owners_; }
    void put(KeyPacker& key, const Position& pos) const;

private:
    struct Low {
        Card card;
        int width;
    };
    Figures figures_;
    std::array<int8_t, kSuits> top_from_{-1, -1, -1, -1};  // lowest pinned position, -1: none
    std::vector<Low> low_;
    bool owners_ = false;
    int width_ = 0;
};

// Bits needed for a count 0..max.
constexpr int bits_for(int max) {
    int w = 0;
    while ((1 << w) <= max) ++w;
    return w;
}

}  // namespace stich::alliance
