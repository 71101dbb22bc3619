#include "stich/engine/maxn.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace stich {

namespace {

using Narrow = ValueTable::Narrow;
using Wide = ValueTable::Wide;

// A narrow entry's key part from `key`, or false where the key is wide.
bool narrow_key(const ValueKey& key, Narrow& n) {
    if (key.players > 4 || key.extra != 0 || key.owners[2] != 0 ||
        ((key.owners[0] | key.owners[1]) >> 32) != 0)
        return false;
    n.seats = static_cast<uint8_t>(key.leader | key.players << 4);
    n.suits = key.suits;
    n.owners = key.owners[0] | key.owners[1] << 32;
    return true;
}

// `v` in a narrow entry's bytes, or false where a value does not fit.
bool narrow_values(const Values& v, Narrow& n) {
    for (int p = 0; p < kMaxSeats; ++p) {
        if (p >= 4 ? v[p] != 0 : (v[p] < INT8_MIN || v[p] > INT8_MAX)) return false;
        if (p < 4) n.values[p] = static_cast<int8_t>(v[p]);
    }
    return true;
}

bool same_key(const Narrow& a, const Narrow& b) {
    return a.owners == b.owners && a.suits == b.suits && a.seats == b.seats;
}

int cards_out(uint16_t suits) {
    return (suits & 15) + (suits >> 4 & 15) + (suits >> 8 & 15) + (suits >> 12);
}

}  // namespace

ValueTable::ValueTable(size_t megabytes) : megabytes_(megabytes) {
    static_assert(std::is_trivially_copyable_v<Line>, "lines live in zeroed memory");
    static_assert(sizeof(Narrow) == 16 && kNarrowPerLine == 4, "four narrow entries a line");
    static_assert(sizeof(Wide) == kLineBytes, "a wide entry is one line");
    static_assert(offsetof(Narrow, tag) == 0 && offsetof(Wide, tag) == 0, "the tag is byte 0");
    const size_t bytes = std::max<size_t>(megabytes, 1) << 20;
    line_count_ = std::bit_floor(std::max<size_t>(bytes / sizeof(Line), 1024));
    memory_ = LargeMemory(line_count_ * sizeof(Line));
    lines_ = static_cast<Line*>(memory_.data());
}

void ValueTable::clear() {
    if (++generation_ > kGenerations) {
        std::memset(static_cast<void*>(lines_), 0, line_count_ * sizeof(Line));
        generation_ = 1;
    }
}

size_t ValueTable::index(const ValueKey& key) const {
    uint64_t x = (key.owners[0] ^ key.extra) * 0x9E3779B97F4A7C15ULL;
    x = (x ^ key.owners[1] ^ (key.owners[2] << 29)) * 0xff51afd7ed558ccdULL;
    x ^= key.suits | uint64_t{key.leader} << 16 | uint64_t{key.players} << 24;
    x = (x ^ x >> 33) * 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return static_cast<size_t>(x) & (line_count_ - 1);
}

bool ValueTable::find(const ValueKey& key, Values& out) const {
    const unsigned char* line = lines_[index(key)].bytes;
    const auto tag = static_cast<uint8_t>(generation_ << 1);
    if (line[0] & 1) {  // a wide line: its other bytes are no narrow entries
        if (line[0] != (tag | 1)) return false;
        Wide w;
        std::memcpy(&w, line, sizeof w);
        if (!(w.key == key)) return false;
        out = w.values;
        return true;
    }
    Narrow want;
    if (!narrow_key(key, want)) return false;
    for (int i = 0; i < kNarrowPerLine; ++i) {
        Narrow n;
        std::memcpy(&n, line + i * sizeof(Narrow), sizeof n);
        if (n.tag != tag || !same_key(n, want)) continue;
        out = Values{};
        for (int p = 0; p < 4; ++p) out[p] = n.values[p];
        return true;
    }
    return false;
}

void ValueTable::store(const ValueKey& key, const Values& v) {
    unsigned char* line = lines_[index(key)].bytes;
    const auto tag = static_cast<uint8_t>(generation_ << 1);
    Narrow n;
    if (!narrow_key(key, n) || !narrow_values(v, n)) {
        Wide w{};
        w.tag = static_cast<uint8_t>(tag | 1);
        w.key = key;
        w.values = v;
        std::memcpy(line, &w, sizeof w);
        return;
    }
    n.tag = tag;
    if (line[0] & 1)  // a wide line, of any generation, becomes four empty narrow entries
        for (int i = 0; i < kNarrowPerLine; ++i) line[i * sizeof(Narrow)] = 0;
    std::array<Narrow, kNarrowPerLine> in;
    std::memcpy(in.data(), line, sizeof in);
    int at = -1;
    for (int i = 0; i < kNarrowPerLine && at < 0; ++i)
        if (in[i].tag == tag && same_key(in[i], n)) at = i;
    for (int i = 0; i < kNarrowPerLine && at < 0; ++i)
        if (in[i].tag != tag) at = i;
    if (at < 0) {
        at = 0;
        for (int i = 1; i < kNarrowPerLine; ++i)
            if (cards_out(in[i].suits) < cards_out(in[at].suits)) at = i;
    }
    std::memcpy(line + at * sizeof(Narrow), &n, sizeof n);
}

}  // namespace stich
