#include "stich/engine/large_memory.h"

#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace stich {

namespace {
constexpr size_t kHugePage = size_t{2} << 20;
}  // namespace

LargeMemory::LargeMemory(size_t bytes) {
#if defined(__linux__)
    // Anonymous pages are zero.  One huge page more than asked, to align the block.
    const size_t size = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    mapped_ = size + kHugePage;
    void* p = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    base_ = p;
    const auto at = reinterpret_cast<uintptr_t>(p);
    data_ = reinterpret_cast<void*>((at + kHugePage - 1) / kHugePage * kHugePage);
    // Advice only: a kernel without transparent huge pages ignores it, and so do we.  Only the
    // whole huge pages within `bytes`: one past them would commit memory beyond the bound.
    if (const size_t whole = bytes / kHugePage * kHugePage; whole > 0)
        madvise(data_, whole, MADV_HUGEPAGE);
#else
    base_ = data_ = std::calloc(bytes == 0 ? 1 : bytes, 1);
    if (!base_) throw std::bad_alloc();
#endif
}

LargeMemory::~LargeMemory() {
    release();
}

LargeMemory::LargeMemory(LargeMemory&& o) noexcept
    : base_(std::exchange(o.base_, nullptr)),
      mapped_(std::exchange(o.mapped_, 0)),
      data_(std::exchange(o.data_, nullptr)) {}

LargeMemory& LargeMemory::operator=(LargeMemory&& o) noexcept {
    if (this != &o) {
        release();
        base_ = std::exchange(o.base_, nullptr);
        mapped_ = std::exchange(o.mapped_, 0);
        data_ = std::exchange(o.data_, nullptr);
    }
    return *this;
}

void LargeMemory::release() {
    if (!base_) return;
#if defined(__linux__)
    munmap(base_, mapped_);
#else
    std::free(base_);
#endif
    base_ = data_ = nullptr;
    mapped_ = 0;
}

}  // namespace stich
