#include "stich/engine/tt.h"
#include "stich/engine/table_memory.h"  // the table says when its memory cannot be had

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <new>

namespace stich {

namespace {

// Runs of entries come in sizes kFirstRun << c for the size classes c; a bucket at the largest
// size overwrites its entries in turn.
constexpr uint32_t kFirstRun = 4;
constexpr int kLargestClass = 7;  // 512 entries: the busiest keys lose fewer entries
constexpr uint32_t kNoRun = UINT32_MAX;

constexpr uint32_t run_size(int size_class) {
    return kFirstRun << size_class;
}

uint64_t mix(uint64_t x) {  // splitmix64's finaliser
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

uint64_t hash_key(const TTKey& k) {
    // One finalising mix over the words combined by odd multipliers (and a rotation, so that
    // equal words do not cancel): a trick start is too frequent for a mix per word.
    const uint64_t x = k.lengths[0] ^ std::rotl(k.lengths[1] * 0x9e3779b97f4a7c15ULL, 29) ^
                       k.extra * 0xc2b2ae3d27d4eb4fULL ^ static_cast<uint64_t>(k.leader) << 60;
    return mix(x);
}

}  // namespace

TTPlanes::TTPlanes(const TTHoldings& h) {
    const int last = h.players - 1;
    uint64_t others = 0;
    for (int p = 0; p < last; ++p) {
        others |= h.rel[p];
        const int code = p + 1;
        for (int k = 0; k < 3; ++k)
            if (code >> k & 1) planes[k] |= h.rel[p];
    }
    for (int k = 0; k < 3; ++k)
        if ((last + 1) >> k & 1) planes[k] |= ~others;
}

struct TranspositionTable::Bucket {
    TTKey key;
    uint32_t generation;  // the bucket is empty unless this is the table's generation
    uint32_t offset;      // first entry in the arena
    uint16_t size;
    uint16_t victim;    // next entry to overwrite once the run is of the largest size
    int8_t size_class;  // of the run, -1 before the first entry
};

TranspositionTable::TranspositionTable(size_t megabytes) {
    const size_t total = std::max<size_t>(megabytes, 1) << 20;
    // One eighth for buckets (a power of two), the rest for entries, from the first cache line
    // after the buckets; all in one block of zeroed pages (large_memory.h): generation 0 marks
    // every bucket empty, and a large table costs memory only as it fills.
    const size_t buckets = std::bit_floor(std::max<size_t>(total / 8 / sizeof(Bucket), 64));
    const size_t bucket_bytes = (buckets * sizeof(Bucket) + 63) / 64 * 64;
    const size_t entries = (total - bucket_bytes) / sizeof(TTEntry);
    try {
        memory_ = LargeMemory(bucket_bytes + entries * sizeof(TTEntry));
    } catch (const std::bad_alloc&) {
        throw TableMemoryFailed(std::max<size_t>(megabytes, 1));
    }
    buckets_ = static_cast<Bucket*>(memory_.data());
    arena_ = reinterpret_cast<TTEntry*>(static_cast<char*>(memory_.data()) + bucket_bytes);
    bucket_mask_ = buckets - 1;
    arena_size_ = static_cast<uint32_t>(std::min<size_t>(entries, UINT32_MAX - 1));
    bytes_ = bucket_bytes + entries * sizeof(TTEntry);
    free_.fill(kNoRun);
}

TranspositionTable::~TranspositionTable() = default;

void TranspositionTable::clear() {
    ++stats_.clears;
    buckets_used_ = 0;
    arena_used_ = 0;
    free_.fill(kNoRun);
    if (++generation_ == 0) {  // after 2^32 clears: wipe for real, once
        std::memset(static_cast<void*>(buckets_), 0, (bucket_mask_ + 1) * sizeof(Bucket));
        generation_ = 1;
    }
}

uint64_t TranspositionTable::locate(const TTKey& key) const {
    const uint64_t hash = hash_key(key);
    __builtin_prefetch(&buckets_[hash & bucket_mask_]);
    return hash;
}

TranspositionTable::Bucket* TranspositionTable::find_bucket(const TTKey& key, uint64_t hash,
                                                            bool create) {
    size_t i = hash & bucket_mask_;
    for (;; i = (i + 1) & bucket_mask_) {
        Bucket& b = buckets_[i];
        if (b.generation != generation_) break;
        if (b.key == key) return &b;
    }
    if (!create) return nullptr;
    // Linear probing degrades when crowded: start afresh at three quarters full.
    if (4 * (buckets_used_ + 1) > 3 * (bucket_mask_ + 1)) {
        clear();
        return find_bucket(key, hash, true);
    }
    Bucket& b = buckets_[i];
    b = Bucket{key, generation_, 0, 0, 0, -1};
    ++buckets_used_;
    return &b;
}

// A free run keeps the offset of the next free run of its size in its first entry.
TTEntry* TranspositionTable::allocate(int size_class, uint32_t& offset) {
    if (free_[size_class] != kNoRun) {
        offset = free_[size_class];
        free_[size_class] = arena_[offset].pad;
        return &arena_[offset];
    }
    const uint32_t size = run_size(size_class);
    if (arena_size_ - arena_used_ < size) return nullptr;
    offset = arena_used_;
    arena_used_ += size;
    return &arena_[offset];
}

void TranspositionTable::release(int size_class, uint32_t offset) {
    arena_[offset].pad = free_[size_class];
    free_[size_class] = offset;
}

TranspositionTable::ProbeResult TranspositionTable::probe(const TTKey& key, uint64_t hash,
                                                          const TTHoldings& h, int threshold) {
    ++stats_.probes;
    ProbeResult r;
    const Bucket* b = find_bucket(key, hash, false);
    if (!b) return r;
    const TTPlanes planes(h);
    TTEntry* const first = &arena_[b->offset];
    TTEntry* e = first;
    for (const TTEntry* end = e + b->size; e != end; ++e) {
        if (!e->matches(planes)) continue;
        if (e->lower >= threshold || e->upper < threshold) {
            ++stats_.hits;
            r.verdict = e->lower >= threshold ? 1 : -1;
            r.mask = e->mask();
            r.best_suit = e->best_suit == 0xFF ? -1 : e->best_suit;
            r.best_rank = e->best_rank;
            // Entries that decide often drift to the front of the run, so that later probes
            // find them after fewer entries (halfway, not to the front: one lucky hit should
            // not push a steady one back).
            std::swap(*e, first[(e - first) / 2]);
            return r;
        }
        if (r.best_suit < 0 && e->best_suit != 0xFF) {
            r.best_suit = e->best_suit;
            r.best_rank = e->best_rank;
        }
    }
    return r;
}

void TranspositionTable::store(const TTKey& key, uint64_t hash, const TTHoldings& h, uint64_t mask,
                               bool reached, int threshold, int best_suit, int best_rank) {
    ++stats_.stores;
    const TTPlanes planes = TTPlanes(h).masked(mask);

    Bucket* b = find_bucket(key, hash, true);
    TTEntry* entries = &arena_[b->offset];
    TTEntry* target = nullptr;
    for (int i = 0; i < b->size; ++i)
        if (planes_differ(entries[i].planes, planes.planes) == 0) {
            target = &entries[i];
            break;
        }
    if (!target) {
        if (b->size == (b->size_class < 0 ? 0 : run_size(b->size_class)) &&
            b->size_class < kLargestClass) {
            // Grow into a run twice as long; the old run goes to its free list.
            uint32_t offset = 0;
            TTEntry* fresh = allocate(b->size_class + 1, offset);
            if (!fresh) {
                clear();
                b = find_bucket(key, hash, true);
                fresh = allocate(0, offset);
                if (!fresh) return;  // a table too small to hold one run: store nothing
            } else if (b->size_class >= 0) {
                std::copy_n(entries, b->size, fresh);
                release(b->size_class, b->offset);
            }
            b->offset = offset;
            ++b->size_class;
            entries = fresh;
        }
        const uint32_t capacity = run_size(b->size_class);
        if (b->size < capacity) {
            target = &entries[b->size++];
        } else {
            target = &entries[b->victim];
            b->victim = static_cast<uint16_t>((b->victim + 1) % capacity);
        }
        *target = TTEntry{planes.planes, INT8_MIN, INT8_MAX, 0xFF, 0, 0};
    }
    if (reached)
        target->lower = static_cast<int8_t>(std::max<int>(target->lower, threshold));
    else
        target->upper = static_cast<int8_t>(std::min<int>(target->upper, threshold - 1));
    if (best_suit >= 0) {
        target->best_suit = static_cast<uint8_t>(best_suit);
        target->best_rank = static_cast<uint8_t>(best_rank);
    }
}

}  // namespace stich
