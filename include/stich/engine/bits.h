// Bit operations the search leans on: parallel bit extract / deposit.
//
// pext(x, m) packs the bits of x selected by m into the low bits; pdep is its inverse.  The
// transposition table uses them to turn a hand into its relative ranks among the cards still
// out (see tt.h).  With BMI2 each is one instruction; the portable versions loop (below).
#pragma once

#include <bit>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace stich {

// Without BMI2 (WebAssembly, bench/RESULTS.md) each of these is a loop: pext's over the bits
// it keeps, each placed by the count of mask bits below it (one popcount instruction, no
// branch on the data); pdep's over the mask until x is used up.  The search's masks are the
// cards still out, and x a hand or the cards that mattered among them: loops over the mask,
// with a branch per card, were a quarter of the browser's search.
constexpr uint64_t pext_portable(uint64_t x, uint64_t m) {
    uint64_t out = 0;
    for (uint64_t rest = x & m; rest; rest &= rest - 1)
        out |= uint64_t{1} << std::popcount(m & ((rest & (0 - rest)) - 1));
    return out;
}

constexpr uint64_t pdep_portable(uint64_t x, uint64_t m) {
    uint64_t out = 0;
    for (; x && m; m &= m - 1, x >>= 1) out |= m & (0 - m) & (0 - (x & 1));
    return out;
}

inline uint64_t pext(uint64_t x, uint64_t m) {
#if defined(__BMI2__)
    return _pext_u64(x, m);
#else
    return pext_portable(x, m);
#endif
}

inline uint64_t pdep(uint64_t x, uint64_t m) {
#if defined(__BMI2__)
    return _pdep_u64(x, m);
#else
    return pdep_portable(x, m);
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
