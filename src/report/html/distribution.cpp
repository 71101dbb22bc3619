// The judge's histograms (judge::OptionStats: tricks, and the measure's values) as numbers: the
// values a set of them share as one axis, and one histogram as shares of its deals on it.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "parts.h"

namespace stich::report::html {

namespace {

// Integer axes no longer than this are drawn with every value between (tricks 0..13), so
// that a gap in the counts shows as an empty bar.
constexpr double kWidestRun = 20;

}  // namespace

Histogram histogram_of(const std::map<int, uint64_t>& counts) {
    Histogram out;
    for (const auto& [value, n] : counts) out[value] = static_cast<double>(n);
    return out;
}

Histogram histogram_of(const std::map<double, uint64_t>& counts) {
    // Each value to ten significant digits, as the judge's JSON and CSV write it: values that
    // differ beyond them (one sum reached two ways) are one value, as in those outputs.
    Histogram out;
    for (const auto& [value, n] : counts) {
        if (!std::isfinite(value)) continue;
        char text[32];
        std::snprintf(text, sizeof text, "%.10g", value);
        out[std::strtod(text, nullptr)] = static_cast<double>(n);
    }
    return out;
}

std::vector<double> value_axis(const std::vector<Histogram>& histograms) {
    std::set<double> values;
    for (const Histogram& h : histograms)
        for (const auto& [value, n] : h) values.insert(value);
    if (values.empty()) return {};
    const double lo = *values.begin(), hi = *values.rbegin();
    const bool whole =
        std::all_of(values.begin(), values.end(), [](double v) { return v == std::floor(v); });
    if (whole && hi - lo <= kWidestRun)
        for (double v = lo + 1; v < hi; ++v) values.insert(v);
    return {values.begin(), values.end()};
}

Bars shares_on(const Histogram& histogram, const std::vector<double>& axis) {
    Bars out;
    std::vector<double> counts(axis.size(), 0.0);
    double deals = 0;
    for (const auto& [value, n] : histogram) {
        deals += n;
        const auto at = std::lower_bound(axis.begin(), axis.end(), value);
        if (at != axis.end() && *at == value) counts[static_cast<size_t>(at - axis.begin())] += n;
    }
    for (size_t i = 0; i < axis.size(); ++i) {
        out.labels.push_back(number(axis[i]));
        out.values.push_back(deals > 0 ? counts[i] / deals : 0.0);
    }
    return out;
}

}  // namespace stich::report::html
