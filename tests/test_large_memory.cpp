// The table's memory (engine/large_memory.h): zeroed, usable to its last byte, aligned for
// huge pages on Linux, and handed over whole by a move.
#include <doctest/doctest.h>

#include <cstdint>
#include <utility>

#include "stich/engine/large_memory.h"

using stich::LargeMemory;

TEST_CASE("large memory: zeroed and writable to the last byte") {
    // Neither a whole number of huge pages nor of small ones: the tail is ordinary memory.
    const size_t bytes = (size_t{5} << 20) + 123;
    LargeMemory m(bytes);
    auto* p = static_cast<unsigned char*>(m.data());
    REQUIRE(p != nullptr);
    bool zero = true;
    for (size_t i = 0; i < bytes; i += 4093) zero = zero && p[i] == 0;
    CHECK(zero);
    CHECK(p[bytes - 1] == 0);
    p[0] = 1;
    p[bytes - 1] = 2;
    CHECK(p[0] + p[bytes - 1] == 3);
#if defined(__linux__)
    CHECK(reinterpret_cast<uintptr_t>(p) % (uintptr_t{2} << 20) == 0);
#endif
}

TEST_CASE("large memory: a move hands the block over") {
    LargeMemory a(1 << 20);
    void* const block = a.data();
    LargeMemory b(std::move(a));
    CHECK(b.data() == block);
    CHECK(a.data() == nullptr);  // NOLINT(bugprone-use-after-move): the moved-from state
    LargeMemory c(4096);
    c = std::move(b);
    CHECK(c.data() == block);
    CHECK(b.data() == nullptr);  // NOLINT(bugprone-use-after-move)
    LargeMemory empty;
    CHECK(empty.data() == nullptr);
}
