// Bit operations the search leans on: parallel bit extract / deposit.
//
// pext(x, m) packs the bits of x selected by m into the low bits; pdep is its inverse.  The
// transposition table uses them to turn a hand into its relative ranks among the cards still
// out (see tt.h).  With BMI2 each is one instruction; the portable versions loop over m.
#pragma once

#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace stich {

constexpr uint64_t pext_portable(uint64_t x, uint64_t m) {
    uint64_t out = 0;
    for (uint64_t bit = 1; m; m &= m - 1, bit <<= 1)
        if (x & m & -m) out |= bit;
    return out;
}

constexpr uint64_t pdep_portable(uint64_t x, uint64_t m) {
    uint64_t out = 0;
    for (uint64_t bit = 1; m; m &= m - 1, bit <<= 1)
        if (x & bit) out |= m & -m;
    return out;
}

// The same in six rounds whatever the mask (Hacker's Delight, 7-4 compress and 7-5 expand):
// without BMI2 (WebAssembly, docs/web.md) five times as fast as the loops over a mask of forty
// cards, which the search's masks are.  tests/test_bits.cpp holds them to the loops.
constexpr uint64_t pext_rounds(uint64_t x, uint64_t m) {
    x &= m;
    uint64_t mk = ~m << 1;  // the zeros of m to the right of each bit, counted mod 2 below
    for (int i = 0; i < 6; ++i) {
        uint64_t mp = mk ^ (mk << 1);
        mp ^= mp << 2;
        mp ^= mp << 4;
        mp ^= mp << 8;
        mp ^= mp << 16;
        mp ^= mp << 32;
        const uint64_t mv = mp & m;  // the bits that move 2^i to the right this round
        m = (m ^ mv) | (mv >> (1 << i));
        const uint64_t t = x & mv;
        x = (x ^ t) | (t >> (1 << i));
        mk &= ~mp;
    }
    return x;
}

constexpr uint64_t pdep_rounds(uint64_t x, uint64_t m) {
    const uint64_t mask = m;
    uint64_t moves[6] = {};
    uint64_t mk = ~m << 1;
    for (int i = 0; i < 6; ++i) {
        uint64_t mp = mk ^ (mk << 1);
        mp ^= mp << 2;
        mp ^= mp << 4;
        mp ^= mp << 8;
        mp ^= mp << 16;
        mp ^= mp << 32;
        const uint64_t mv = mp & m;
        moves[i] = mv;
        m = (m ^ mv) | (mv >> (1 << i));
        mk &= ~mp;
    }
    for (int i = 5; i >= 0; --i) x = (x & ~moves[i]) | ((x << (1 << i)) & moves[i]);
    return x & mask;
}

inline uint64_t pext(uint64_t x, uint64_t m) {
#if defined(__BMI2__)
    return _pext_u64(x, m);
#else
    return pext_rounds(x, m);
#endif
}

inline uint64_t pdep(uint64_t x, uint64_t m) {
#if defined(__BMI2__)
    return _pdep_u64(x, m);
#else
    return pdep_rounds(x, m);
#endif
}

// All bits at or above the lowest set bit of each 16-bit lane of x.
constexpr uint64_t fill_up_lanes(uint64_t x) {
    uint64_t out = 0;
    for (int s = 0; s < 4; ++s) {
        uint64_t lane = x >> (16 * s) & 0xFFFF;
        if (lane) out |= ((~((lane & -lane) - 1)) & 0x1FFF) << (16 * s);
    }
    return out;
}

}  // namespace stich
