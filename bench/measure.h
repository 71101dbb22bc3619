// What compare-dds reports of one engine's solves: per-deal times with their quantiles, and the
// memory a solve adds to the process.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <string>
#include <vector>

namespace stich::bench {

// The q-quantile of `v` by the nearest rank (q = 0.5: the median of an odd count); 0 if empty.
inline double quantile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto rank = static_cast<size_t>(std::ceil(q * static_cast<double>(v.size())));
    return v[std::clamp<size_t>(rank, 1, v.size()) - 1];
}

inline double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    if (n == 0) return 0;
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

inline double sum(const std::vector<double>& v) {
    return std::accumulate(v.begin(), v.end(), 0.0);
}

// The process's resident memory in KiB, from /proc/self/status: now (VmRSS) and at its peak
// since the last reset (VmHWM); 0 where /proc is not there.
struct Resident {
    long now = 0, peak = 0;
};

inline Resident resident() {
    Resident r;
    std::ifstream in("/proc/self/status");
    std::string key;
    long value = 0;
    while (in >> key) {
        if (key == "VmRSS:" && in >> value) r.now = value;
        if (key == "VmHWM:" && in >> value) r.peak = value;
    }
    return r;
}

// Starts VmHWM afresh at VmRSS (Linux's clear_refs "5"), so that the peak read after a solve is
// the peak of that solve: the engines run alternately in one process, and the process's peak
// alone would not say which of them reached it.
// False where the kernel does not allow it.
inline bool reset_peak() {
    std::ofstream out("/proc/self/clear_refs");
    out << "5";
    out.flush();
    return static_cast<bool>(out);
}

// The most memory one engine's solve added to the process, over every solve measured: the
// engine's own memory once its first solve has touched it (a table kept between solves is
// counted on the solve that first touched its pages).
class PeakMemory {
public:
    // Call before a solve; `end` after it.
    void begin() {
        exact_ = reset_peak() && exact_;
        before_ = resident().now;
    }
    void end() {
        const Resident r = resident();
        added_ = std::max(added_, r.peak - before_);
        process_ = std::max(process_, r.peak);
    }
    long added_kib() const { return added_; }
    long process_kib() const { return process_; }
    // Whether every peak was the solve's own (else a solve's figure may be an earlier peak).
    bool exact() const { return exact_; }

private:
    long before_ = 0, added_ = 0, process_ = 0;
    bool exact_ = true;
};

}  // namespace stich::bench
