#include "stich/engine/movegen.h"

#include <bit>

#include "stich/engine/bits.h"

namespace stich {

namespace {

// The duty to duck: a player whom the duties make beat must take the lowest card that beats.
CardSet beat_with(const Position& pos, int player, CardSet beaters) {
    return player == pos.ducking_player() ? CardSet(beaters.lowest()) : beaters;
}

// The exempt card (Alliance's Lever king) need not be put in to beat: the duty binds its
// holder only when another of his cards beats too, or when the exemption is lifted.
bool exempt(const Position& pos, int player, CardSet beaters) {
    return player == pos.exempt_holder() && beaters == CardSet(pos.exempt_card()) &&
           pos.leader() != pos.exempt_lifted_by();
}

}  // namespace

CardSet legal_cards(const Position& pos) {
    const int p = pos.to_move();
    const CardSet hand = pos.hand(p);
    if (pos.trick_start()) return hand;

    const PlayDuties& duty = pos.duties();
    const Suit led = pos.led_suit();
    const Card best = pos.best_card();
    const CardSet follow = hand.of_suit(led);
    if (!follow.empty()) {
        // A trick is "trumped" when a trump beats a card of another suit led.
        const bool trumped = best.suit() != led;
        if (duty.must_beat && !trumped) {
            CardSet beaters = follow & cards_above(best);
            if (!beaters.empty() && !exempt(pos, p, beaters)) return beat_with(pos, p, beaters);
        }
        return follow;
    }
    if (duty.must_trump && pos.has_trump()) {
        const CardSet trumps = hand.of_suit(Suit(pos.trump()));
        if (!trumps.empty()) {
            if (duty.must_overtrump) {
                CardSet over = best.suit() == static_cast<int>(pos.trump())
                                   ? trumps & cards_above(best)
                                   : trumps;
                if (!over.empty()) return beat_with(pos, p, over);
            }
            return trumps;
        }
    }
    return hand;
}

namespace {

// Runs without distinct cards, all suits at once.  Over the cards not yet played (plus a
// separator above each suit, so that no run crosses into the next suit: the "space"), a run of
// legal cards is a stretch of legal cards with no other card of the space between them; the
// cards already played are holes that neither join nor split.
//
// With BMI2 the space is packed by one pext, where a run is a run of ones: its top a one with
// a zero above, its bottom a one with a zero below, put back in place by two pdep.  Without it
// (WebAssembly: the portable pext/pdep loop over the space's cards, a quarter of the browser's
// search, bench/RESULTS.md), carries through the holes find the same runs in a dozen plain
// operations; natively those cost 2.4% more instructions in the search than the pext, so
// each build takes the one that is cheap for it.
#if defined(__BMI2__)
void generate_runs(CardSet legal, CardSet present, MoveList& out) {
    constexpr uint64_t kSeparators = 0x8000800080008000ULL;
    const uint64_t space = present.bits() | kSeparators;
    const uint64_t rel = pext(legal.bits(), space);
    uint64_t tops = pdep(rel & ~(rel >> 1), space);
    uint64_t lows = pdep(rel & ~(rel << 1), space);
    for (; tops; tops &= tops - 1, lows &= lows - 1) {
        const Card top = Card::from_index(std::countr_zero(tops));
        out.push_back(Move{top, static_cast<uint8_t>(std::countr_zero(lows) & 15), 0});
    }
}
#else
// A run's bottom is a legal card whose next card of the space below is not legal (or that has
// none); its top the highest legal card below a card of the space that is not legal and whose
// next card below is legal.  "The next card of the space above x" is x's neighbour when that
// is in the space, else the card where a carry through the holes above x lands.
uint64_t next_in_space(uint64_t x, uint64_t space) {
    const uint64_t holes = ~space;
    const uint64_t up = x << 1;
    // Each seed is the bottom of a run of holes (its card below is in the space), so the
    // carries neither meet nor pass the separator at bit 63.
    return (up & space) | ((holes + (up & holes)) & space);
}

void generate_runs(CardSet legal, CardSet present, MoveList& out) {
    constexpr uint64_t kSeparators = 0x8000800080008000ULL;
    const uint64_t space = present.bits() | kSeparators;
    const uint64_t in_legal = legal.bits();
    const uint64_t others = space & ~in_legal;
    uint64_t lows = in_legal & (next_in_space(others, space) | (space & -space));
    uint64_t above_tops = others & next_in_space(in_legal, space);
    for (; lows; above_tops &= above_tops - 1, lows &= lows - 1) {
        const uint64_t below = in_legal & ((above_tops & -above_tops) - 1);
        const Card top = Card::from_index(63 - std::countl_zero(below));
        out.push_back(Move{top, static_cast<uint8_t>(std::countr_zero(lows) & 15), 0});
    }
}
#endif

}  // namespace

void generate_moves(const Position& pos, CardSet distinct, MoveList& out) {
    out.clear();
    const CardSet legal = legal_cards(pos);
    if (distinct.empty()) {
        generate_runs(legal, pos.unplayed(), out);
        return;
    }
    const CardSet hand = pos.hand(pos.to_move());
    const CardSet present = pos.unplayed();
    for (int s = 0; s < kSuits; ++s) {
        const uint16_t legal_lane = legal.lane(Suit(s));
        if (!legal_lane) continue;
        const uint16_t hand_lane = hand.lane(Suit(s));
        const uint16_t present_lane = present.lane(Suit(s));
        const uint16_t distinct_lane = distinct.lane(Suit(s));
        int prev = -1;  // the previous legal card of this hand in the suit, if it joins runs
        for (uint16_t rest = hand_lane; rest; rest &= rest - 1) {
            const int pos_c = std::countr_zero(rest);
            const bool is_legal = legal_lane >> pos_c & 1;
            const bool is_distinct = distinct_lane >> pos_c & 1;
            // Equivalent to the previous card when no unplayed card lies between them.
            const uint16_t between =
                prev < 0 ? 0 : static_cast<uint16_t>(((1u << pos_c) - 1) & ~((2u << prev) - 1));
            const bool joins = prev >= 0 && is_legal && !is_distinct && !(present_lane & between);
            if (joins)
                out.back().card = Card(Suit(s), pos_c);
            else if (is_legal)
                out.push_back(Move{Card(Suit(s), pos_c), static_cast<uint8_t>(pos_c), 0});
            prev = (is_legal && !is_distinct) ? pos_c : -1;
        }
    }
}

}  // namespace stich
