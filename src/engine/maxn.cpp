#include "stich/engine/maxn.h"

#include <algorithm>
#include <bit>
#include <type_traits>

namespace stich {

ValueTable::ValueTable(size_t megabytes) : megabytes_(megabytes) {
    static_assert(std::is_trivially_copyable_v<Slot>, "slots live in zeroed memory");
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

size_t ValueTable::index(const TTKey& key, const TTHoldings& h) const {
    uint64_t x =
        key.lengths[0] * 0x9E3779B97F4A7C15ULL ^ key.lengths[1] ^ key.extra * 31 ^ key.leader;
    for (int p = 0; p + 1 < h.players; ++p) x = (x ^ h.rel[p]) * 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return static_cast<size_t>(x) & (slot_count_ - 1);
}

const Values* ValueTable::find(const TTKey& key, const TTHoldings& h) const {
    const Slot& s = slots_[index(key, h)];
    if (s.generation != generation_ || !(s.key == key)) return nullptr;
    for (int p = 0; p + 1 < h.players; ++p)
        if (s.rel[p] != h.rel[p]) return nullptr;
    return &s.values;
}

void ValueTable::store(const TTKey& key, const TTHoldings& h, const Values& v) {
    Slot& s = slots_[index(key, h)];
    s.key = key;
    s.rel = {};
    for (int p = 0; p + 1 < h.players; ++p) s.rel[p] = h.rel[p];
    s.values = v;
    s.generation = generation_;
}

}  // namespace stich
