// Zeroed memory for the big tables, on huge pages where the system gives them.
//
// The transposition table is probed at random over tens of MiB: with 4 KiB pages nearly every
// probe also misses the TLB and walks the page tables, on top of the cache miss.  On Linux the
// block is aligned to 2 MiB and marked for transparent huge pages (madvise), as Stockfish does
// for its table; where the system declines, it is ordinary memory.  Either way the pages are
// zero and cost memory only once touched.
#pragma once

#include <cstddef>

namespace stich {

class LargeMemory {
public:
    LargeMemory() = default;
    // At least `bytes`, zeroed; throws std::bad_alloc.
    explicit LargeMemory(size_t bytes);
    ~LargeMemory();
    LargeMemory(LargeMemory&& o) noexcept;
    LargeMemory& operator=(LargeMemory&& o) noexcept;
    LargeMemory(const LargeMemory&) = delete;
    LargeMemory& operator=(const LargeMemory&) = delete;

    void* data() const { return data_; }

private:
    void release();

    void* base_ = nullptr;  // what the system gave, to give back
    size_t mapped_ = 0;
    void* data_ = nullptr;  // base_, aligned
};

}  // namespace stich
