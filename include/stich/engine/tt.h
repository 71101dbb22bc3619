// The transposition table: bounds on the value of positions at the start of a trick.
//
// Two positions at a trick start with the same leader and the same suit lengths in every hand
// play alike if, in each suit, the cards that matter are held by the same players in the same
// relative order.  Relative order: only the order among cards still out counts, so a suit
// whose K and 9 were played is stored as if they never existed (KQJ9.. and AQJT.. look the
// same once K is gone from the first and A from the second).  Cards that matter: the search
// reports which cards won a trick by their rank; every card ranking at or above the lowest such
// card of a suit matters, the rest of the suit is interchangeable (partition search).  Where
// the rules make lower cards matter too (a duty to beat), every card matters.
//
// Layout.  A bucket holds the exact key (suit lengths of every hand, leader, and an extra word
// an objective may use) and a contiguous run of entries.  An entry records who holds each card
// that matters: the cards still out are numbered in pext order (pext(hand, remaining)), and
// three bit planes give each such card an owner code, player + 1, or 0 for a card that does
// not matter; so the planes are the holdings and the mask at once.  With the bounds on the
// position's future value and a best-move hint, an entry takes 32 bytes, two per cache line.
//
// Memory is fixed at construction: a bucket table and an arena of entries, in one block on
// huge pages where the system gives them (large_memory.h).  A bucket's run doubles as it
// grows; the run it leaves is kept on a free list for the next bucket growing to that size.
// When the arena or the bucket table is full, the whole table is cleared (a generation bump,
// O(1)) and filling starts again.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "stich/engine/cards.h"
#include "stich/engine/large_memory.h"

namespace stich {

struct TTKey {
    std::array<uint64_t, 2> lengths{};  // Position::lengths()
    uint64_t extra = 0;                 // objective-specific state (0 for trick counts)
    uint8_t leader = 0;
    bool operator==(const TTKey& o) const {
        return lengths[0] == o.lengths[0] && lengths[1] == o.lengths[1] && extra == o.extra &&
               leader == o.leader;
    }
};

// The relative holdings of a position: rel[p] = pext(hand(p), remaining) for p < players-1.
struct TTHoldings {
    std::array<uint64_t, kMaxSeats - 1> rel{};
    int players = 0;
};

// Owner codes of the cards still out, as three bit planes (pext layout): the card at bit i
// belongs to player c - 1, where c is bit i of planes[0] + 2 * bit i of planes[1] + 4 * bit i
// of planes[2].  Cards of no player (beyond the cards still out) read as the last player's;
// an entry masks them away.
struct TTPlanes {
    std::array<uint64_t, 3> planes{};
    explicit TTPlanes(const TTHoldings& h);
    TTPlanes masked(uint64_t mask) const {
        TTPlanes r = *this;
        for (uint64_t& p : r.planes) p &= mask;
        return r;
    }
};

// The bits in which two sets of owner-code planes differ.
inline uint64_t planes_differ(const std::array<uint64_t, 3>& a, const std::array<uint64_t, 3>& b) {
    return (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]);
}

struct TTEntry {
    std::array<uint64_t, 3> planes;  // owner codes of the cards that matter, 0 elsewhere
    int8_t lower;                    // future value >= lower
    int8_t upper;                    // future value <= upper
    uint8_t best_suit;               // best move: suit, 0xFF if none
    uint8_t best_rank;               // ... and relative rank from the top of its suit
    uint32_t pad;

    uint64_t mask() const { return planes[0] | planes[1] | planes[2]; }
    // Whether a position with owner codes `h` holds the cards that matter as this entry does.
    bool matches(const TTPlanes& h) const {
        return (planes_differ(h.planes, planes) & mask()) == 0;
    }
};
static_assert(sizeof(TTEntry) == 32, "two entries per cache line");

struct TTStats {
    uint64_t probes = 0;
    uint64_t hits = 0;
    uint64_t stores = 0;
    uint64_t clears = 0;
};

class TranspositionTable {
public:
    // `megabytes` bounds all memory the table uses.
    explicit TranspositionTable(size_t megabytes);
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    void clear();
    size_t bytes() const { return bytes_; }
    const TTStats& stats() const { return stats_; }

    struct ProbeResult {
        int verdict = 0;     // +1: value >= threshold, -1: value < threshold, 0: undecided
        uint64_t mask = 0;   // the ranks that mattered for the verdict
        int best_suit = -1;  // a best-move hint from a matching entry
        int best_rank = 0;
    };
    // Hashes the key and starts loading its bucket into the cache, ahead of a probe; probe()
    // and store() take the hash back rather than compute it again.
    uint64_t locate(const TTKey& key) const;

    // Looks for an entry matching `h` whose bounds decide "future value >= threshold".
    ProbeResult probe(const TTKey& key, uint64_t hash, const TTHoldings& h, int threshold);

    // Records that the future value is >= threshold (reached) or < threshold (not reached),
    // given the relative ranks in `mask`.
    void store(const TTKey& key, uint64_t hash, const TTHoldings& h, uint64_t mask, bool reached,
               int threshold, int best_suit, int best_rank);

private:
    struct Bucket;
    static constexpr int kClasses = 8;  // run sizes 4, 8, ..., 512 entries
    Bucket* find_bucket(const TTKey& key, uint64_t hash, bool create);
    TTEntry* allocate(int size_class, uint32_t& offset);
    void release(int size_class, uint32_t offset);

    size_t bytes_ = 0;
    LargeMemory memory_;  // the buckets, then the arena
    Bucket* buckets_ = nullptr;
    size_t bucket_mask_ = 0;
    size_t buckets_used_ = 0;
    TTEntry* arena_ = nullptr;
    uint32_t arena_size_ = 0;
    uint32_t arena_used_ = 0;
    std::array<uint32_t, kClasses> free_{};  // first free run of each size, or kNoRun
    uint32_t generation_ = 1;
    TTStats stats_;
};

}  // namespace stich
