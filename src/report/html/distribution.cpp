// Histograms of the judge's JSON, keyed by value ("-3.4": 1, "1.2": 2), read as numbers: the
// values a set of them share as one axis, and one histogram as shares of its deals on it.
#include <algorithm>
#include <cmath>
#include <set>

#include "parts.h"

namespace stich::report::html {

namespace {

// Integer axes no longer than this are drawn with every value between (tricks 0..13), so
// that a gap in the counts shows as an empty bar.
constexpr double kWidestRun = 20;

std::optional<double> key_number(const std::string& key) {
    if (key.empty() || key.find_first_not_of("-+.0123456789e") != std::string::npos) return {};
    try {
        size_t used = 0;
        const double v = std::stod(key, &used);
        if (used == key.size() && std::isfinite(v)) return v;
    } catch (const std::exception&) {
    }
    return {};
}

}  // namespace

std::vector<double> value_axis(const std::vector<const Json*>& histograms) {
    std::set<double> values;
    for (const Json* h : histograms)
        if (h && h->is_object())
            for (const auto& [key, n] : h->items())
                if (const auto v = key_number(key); v && n.is_number()) values.insert(*v);
    if (values.empty()) return {};
    const double lo = *values.begin(), hi = *values.rbegin();
    const bool whole =
        std::all_of(values.begin(), values.end(), [](double v) { return v == std::floor(v); });
    if (whole && hi - lo <= kWidestRun)
        for (double v = lo + 1; v < hi; ++v) values.insert(v);
    return {values.begin(), values.end()};
}

Bars shares_on(const Json& histogram, const std::vector<double>& axis) {
    Bars out;
    std::vector<double> counts(axis.size(), 0.0);
    double deals = 0;
    if (histogram.is_object())
        for (const auto& [key, n] : histogram.items()) {
            const auto v = key_number(key);
            if (!v || !n.is_number()) continue;
            deals += n.get<double>();
            const auto at = std::lower_bound(axis.begin(), axis.end(), *v);
            if (at != axis.end() && *at == *v)
                counts[static_cast<size_t>(at - axis.begin())] += n.get<double>();
        }
    for (size_t i = 0; i < axis.size(); ++i) {
        out.labels.push_back(number(axis[i]));
        out.values.push_back(deals > 0 ? counts[i] / deals : 0.0);
    }
    return out;
}

}  // namespace stich::report::html
