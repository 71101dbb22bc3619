#include "stich/condition/four_cs.h"

#include <algorithm>
#include <array>
#include <bit>

namespace stich::condition {

namespace {

constexpr bool holds(uint16_t lane, int rank) {
    return lane >> rank & 1;
}

// One suit's share of four_cs: its honours, its quality and its shortness (100 a card below
// three); the hand's total then adds -100, or -50 when no suit is short.
int suit_part(uint16_t lane) {
    const int length = std::popcount(lane);
    int value = length < 3 ? (3 - length) * 100 : 0;
    int higher = 0;  // honours above the card looked at
    if (holds(lane, kAce)) value += 300, ++higher;
    if (holds(lane, kKing)) value += length == 1 ? 50 : 200, ++higher;
    if (holds(lane, kQueen)) {
        value += length == 1 ? 25 : length == 2 ? 75 : 100;
        if (higher == 0) value -= 25;
        ++higher;
    }
    if (holds(lane, kJack)) {
        value += higher == 2 ? 50 : higher == 1 ? 25 : 0;
        ++higher;
    }
    if (holds(lane, kTen) && (higher == 2 || (higher == 1 && holds(lane, kTen - 1)))) value += 25;
    return value + suit_quality(lane);
}

// Both per holding, made once: a lookup a suit when a deal is evaluated.
struct FourCsTables {
    std::array<int16_t, 1u << kRanks> quality{}, part{};
    FourCsTables() {
        for (uint32_t lane = 0; lane <= kFullLane; ++lane) {
            quality[lane] = static_cast<int16_t>(suit_quality(static_cast<uint16_t>(lane)));
            part[lane] = static_cast<int16_t>(suit_part(static_cast<uint16_t>(lane)));
        }
    }
};

const FourCsTables& tables() {
    static const FourCsTables made;
    return made;
}

}  // namespace

int suit_quality(uint16_t lane) {
    const int length = std::popcount(lane);
    const int step = length * 10;
    const bool ace = holds(lane, kAce), king = holds(lane, kKing), queen = holds(lane, kQueen),
               jack = holds(lane, kJack);
    const int honours = ace + king + queen + jack;
    int quality = step * (4 * ace + 3 * king + 2 * queen + jack);
    if (length > 6) {
        const int missing = 3 - 2 * queen - jack;  // the Q's 2 and the J's 1 not held
        quality += std::min(missing, length - 6) * step;
        return quality;
    }
    if (holds(lane, kTen)) quality += honours > 1 || jack ? step : step / 2;
    if (holds(lane, kTen - 1) && (honours == 2 || holds(lane, kTen) || holds(lane, kTen - 2)))
        quality += step / 2;
    return quality;
}

int four_cs(const CardSet& hand) {
    const FourCsTables& t = tables();
    int value = 0;
    bool short_suit = false;
    for (int s = 0; s < kSuits; ++s) {
        const uint16_t lane = hand.lane(Suit(s)) & kFullLane;
        value += t.part[lane];
        short_suit = short_suit || std::popcount(lane) < 3;
    }
    return value + (short_suit ? -100 : -50);
}

}  // namespace stich::condition
