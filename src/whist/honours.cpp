#include "stich/whist/honours.h"

#include "stich/whist/whist.h"

namespace stich::whist {

CardSet honour_cards(Suit trump, int honours) {
    if (honours == 0) return CardSet();
    uint16_t lane = 0;
    for (int face = kAce; face > kAce - honours; --face) lane |= static_cast<uint16_t>(1u << face);
    return CardSet::from_lane(trump, lane);
}

HonourCount count_honours(const Board& board, Suit trump, int honours) {
    std::array<CardSet, 4> hands;
    for (int p = 0; p < 4; ++p) hands[p] = board.hands[p];
    return count_honours(hands, board.trick, current_leader(board), trump, honours);
}

HonourCount count_honours(const std::array<CardSet, 4>& hands, std::span<const Card> trick,
                          int leader, Suit trump, int honours) {
    HonourCount count;
    const CardSet wanted = honour_cards(trump, honours);
    CardSet seen;
    for (int p = 0; p < 4; ++p) {
        count.seat[p] = (hands[p] & wanted).count();
        seen |= hands[p] & wanted;
    }
    // The trick in progress was played from its leader on.
    for (size_t i = 0; i < trick.size(); ++i)
        if (wanted.contains(trick[i])) {
            ++count.seat[(leader + static_cast<int>(i)) % 4];
            seen |= trick[i];
        }
    count.missing = wanted - seen;
    return count;
}

int honour_points(int held) {
    // Index: honours held by one side.
    static constexpr std::array<int, 6> kPoints = {0, 0, 0, 2, 4, 5};
    return held >= 0 && held < static_cast<int>(kPoints.size()) ? kPoints[held] : 0;
}

}  // namespace stich::whist
