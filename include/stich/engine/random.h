// Seeded random numbers that give the same sequence on every platform and library.
//
// std::mt19937_64 is fully specified; the standard distributions are not, so ranges are drawn
// with the unbiased rejection rule of tests/data/dds-whist-200.txt: draw r, reject while
// r > L where L = 2^64-1 - ((2^64-1) % b + 1) % b, return r % b.
//
// Streams: work item i of a run seeded with s draws from Rng::stream(s, i), so results do not
// depend on which thread took the item, nor on how many threads there are.
#pragma once

#include <cstdint>
#include <random>
#include <utility>

namespace stich {

// 128-bit unsigned integers (a GCC and Clang extension; __extension__ keeps -Wpedantic quiet).
__extension__ typedef unsigned __int128 uint128;

class Rng {
public:
    explicit Rng(uint64_t seed) : engine_(seed) {}

    // An independent generator for item `index` of a run seeded with `seed`.
    static Rng stream(uint64_t seed, uint64_t index) {
        return Rng(splitmix(seed ^ splitmix(index + 0x9E3779B97F4A7C15ULL)));
    }

    uint64_t next() { return engine_(); }

    // Uniform in [0, bound), bound >= 1.
    uint64_t below(uint64_t bound) {
        const uint64_t max = ~uint64_t{0};
        const uint64_t limit = max - ((max % bound) + 1) % bound;
        uint64_t r;
        do r = engine_();
        while (r > limit);
        return r % bound;
    }

    // Uniform in [0, bound) for 128-bit bounds (exact counts of deals exceed 2^64).
    uint128 below128(uint128 bound) {
        if (bound <= ~uint64_t{0}) return below(static_cast<uint64_t>(bound));
        const uint128 max = ~static_cast<uint128>(0);
        const uint128 limit = max - ((max % bound) + 1) % bound;
        uint128 r;
        do {
            // The high half first, in its own statement: the operands of | are unsequenced.
            const uint64_t high = engine_();
            r = static_cast<uint128>(high) << 64 | engine_();
        } while (r > limit);
        return r % bound;
    }

    // Fisher-Yates, from the last element down.
    template <class It>
    void shuffle(It first, It last) {
        for (auto i = last - first - 1; i > 0; --i)
            std::swap(first[i],
                      first[static_cast<decltype(i)>(below(static_cast<uint64_t>(i) + 1))]);
    }

private:
    static uint64_t splitmix(uint64_t x) {
        x += 0x9E3779B97F4A7C15ULL;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    }
    std::mt19937_64 engine_;
};

}  // namespace stich
