// Préférence setups the tests share.
#pragma once

#include <array>

#include "stich/preference/position.h"

namespace stich::test {

// A full deal of `dealt` (three hands of ten, the talon the other two cards) for `contract`
// with `declarer`, both defenders playing, declarer to lay two away.
inline preference::PlaySetup full_talon_deal(const std::array<CardSet, 6>& dealt,
                                             const preference::Contract& contract, int declarer) {
    using preference::Role;
    preference::PlaySetup s;
    s.contract = contract;
    s.declarer = declarer;
    s.role = {Role::kPlays, Role::kPlays, Role::kPlays};
    s.role[declarer] = Role::kDeclarer;
    for (int seat = 0; seat < 3; ++seat) s.hands[seat] = dealt[seat];
    s.talon = kDeck32 - dealt[0] - dealt[1] - dealt[2];
    s.leader = declarer;
    s.full_deal = true;
    return s;
}

}  // namespace stich::test
