// The search's bit extract and deposit without BMI2 (include/stich/engine/bits.h): the six-round
// versions, which the browser's build runs, give what the loops over the mask give.
#include <doctest/doctest.h>

#include <random>

#include "stich/engine/bits.h"

TEST_CASE("bits: pext and pdep in six rounds equal the loops over the mask") {
    static_assert(stich::pext_rounds(0b1011'0110, 0b1111'0000) == 0b1011);
    static_assert(stich::pdep_rounds(0b101, 0b1101'0000) == 0b1001'0000);
    std::mt19937_64 rng(46);
    for (int i = 0; i < 200000; ++i) {
        const uint64_t x = rng();
        uint64_t m = rng() | rng();                          // dense masks, as the cards still out
        if (i % 3 == 1) m &= rng() & 0x1FFF1FFF1FFF1FFFull;  // sparse, in the card lanes
        if (i % 7 == 0) m = i % 2 ? ~uint64_t{0} : uint64_t{0};
        REQUIRE(stich::pext_rounds(x, m) == stich::pext_portable(x, m));
        REQUIRE(stich::pdep_rounds(x, m) == stich::pdep_portable(x, m));
    }
}
