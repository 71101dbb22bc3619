#include "stich/judge/statistics.h"

#include <cmath>

namespace stich::judge {

namespace {
// Money in tenths of a pot summed over many deals: differences below this are rounding.
constexpr double kRounding = 1e-9;
}  // namespace

Estimate estimate(const std::vector<double>& values, bool exact) {
    Estimate e;
    const double n = static_cast<double>(values.size());
    if (values.empty()) return e;
    double sum = 0;
    for (double v : values) sum += v;
    e.mean = sum / n;
    if (exact || values.size() < 2) return e;
    double squares = 0;
    for (double v : values) squares += (v - e.mean) * (v - e.mean);
    e.error = std::sqrt(squares / (n - 1) / n);
    return e;
}

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::kSound:
            return "sound";
        case Verdict::kUnsound:
            return "unsound";
        case Verdict::kTooClose:
            break;
    }
    return "too close to call";
}

Verdict verdict_of(const Estimate& d) {
    const double margin = d.half_width() + kRounding;
    if (d.mean > margin) return Verdict::kSound;
    if (d.mean < -margin) return Verdict::kUnsound;
    return Verdict::kTooClose;
}

}  // namespace stich::judge
