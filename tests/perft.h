// Perft: the number of legal card sequences of `depth` cards from a position, by the library's
// legality (movegen.h).  The tests compare it with references written from the rule pages.
#pragma once

#include <cstdint>

#include "stich/engine/movegen.h"
#include "stich/engine/position.h"

namespace stich::test {

inline uint64_t perft(Position& pos, int depth) {
    if (depth == 0 || pos.remaining().empty()) return 1;
    uint64_t n = 0;
    for (Card c : legal_cards(pos)) {
        pos.play(c);
        n += perft(pos, depth - 1);
        pos.unplay();
    }
    return n;
}

}  // namespace stich::test
