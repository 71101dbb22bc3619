#include "stich/engine/maxn.h"

#include <algorithm>
#include <bit>
#include <type_traits>

namespace stich {

ValueTable::ValueTable(size_t megabytes) : megabytes_(megabytes) {
    static_assert(std::is_trivially_copyable_v<Slot>, "slots live in zeroed memory");
    static_assert(sizeof(Slot) == 64, "a slot is one cache line");
    const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
    slot_count_ = std::bit_floor(std::max<size_t>(bytes / sizeof(Slot), 1024));
    memory_ = LargeMemory(slot_count_ * sizeof(Slot));
    slots_ = static_cast<Slot*>(memory_.data());
}

void ValueTable::clear() {
    if (++generation_ == 0) {
        for (size_t i = 0; i < slot_count_; ++i) slots_[i].generation = 0;
        generation_ = 1;
    }
}

size_t ValueTable::index(const ValueKey& key) const {
    uint64_t x = (key.owners[0] ^ key.extra) * 0x9E3779B97F4A7C15ULL;
    x = (x ^ key.owners[1] ^ (key.owners[2] << 29)) * 0xff51afd7ed558ccdULL;
    x ^= key.suits | uint64_t{key.leader} << 16 | uint64_t{key.players} << 24;
    x = (x ^ x >> 33) * 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return static_cast<size_t>(x) & (slot_count_ - 1);
}

const Values* ValueTable::find(const ValueKey& key) const {
    const Slot& s = slots_[index(key)];
    if (s.generation != generation_ || !(s.key == key)) return nullptr;
    return &s.values;
}

void ValueTable::store(const ValueKey& key, const Values& v) {
    Slot& s = slots_[index(key)];
    s.key = key;
    s.values = v;
    s.generation = generation_;
}

}  // namespace stich
