// Bar charts as inline SVG, drawn here: value axis with ticks, axis titles, a label under
// each bar and its value above it.
#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "parts.h"

namespace stich::report::html {

namespace {

// A round step for about four ticks up to `top`.
double tick_step(double top) {
    const double raw = top / 4;
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * p >= raw) return m * p;
    return 10 * p;
}

}  // namespace

std::string svg_bars(const Bars& bars, const std::string& title, const std::string& x_title,
                     const std::string& y_title, double y_max, bool percent_axis) {
    if (bars.values.empty()) return {};
    // The value axis runs from the lowest value (0 when none is negative) to the highest.
    double top = y_max,
           bottom = std::min(0.0, *std::min_element(bars.values.begin(), bars.values.end()));
    if (top <= 0) top = std::max(0.0, *std::max_element(bars.values.begin(), bars.values.end()));
    if (top - bottom <= 0) top = 1;
    // Counts (boards) are whole: their axis has no tick between two whole numbers.
    const bool whole = !percent_axis && std::all_of(bars.values.begin(), bars.values.end(),
                                                    [](double v) { return v == std::floor(v); });
    const double step =
        whole ? std::max(1.0, std::ceil(tick_step(top - bottom))) : tick_step(top - bottom);
    top = std::ceil(top / step - 1e-9) * step;
    bottom = std::floor(bottom / step + 1e-9) * step;
    const int n = static_cast<int>(bars.values.size());
    const int bar = n > 20 ? 14 : 26, gap = 6, left = 56, plot = 140, top_pad = 28;
    const int width = std::max(left + n * (bar + gap) + 12, 260), height = top_pad + plot + 44;
    const auto fmt = [&](double v) { return percent_axis ? number(v * 100, 1) + "%" : number(v); };
    const auto y_of = [&](double v) {
        return top_pad + static_cast<int>((top - v) / (top - bottom) * plot);
    };
    std::ostringstream svg;
    svg << "<figure class=\"chart\"><svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" "
           "viewBox=\"0 0 "
        << width << ' ' << height << "\" width=\"" << width << "\" role=\"img\" aria-label=\""
        << html_escape(title) << "\"><title>" << html_escape(title) << "</title>";
    svg << "<text x=\"" << left << "\" y=\"14\" class=\"ct\">" << html_escape(title) << "</text>";
    const int base = top_pad + plot, zero = y_of(0);
    for (double t = bottom; t <= top + 1e-9; t += step) {
        const int y = y_of(t);
        svg << "<line x1=\"" << left - 3 << "\" x2=\"" << width - 8 << "\" y1=\"" << y << "\" y2=\""
            << y << "\" class=\"grid\"/><text x=\"" << left - 6 << "\" y=\"" << y + 4
            << "\" class=\"tick\" text-anchor=\"end\">" << fmt(t) << "</text>";
    }
    for (int i = 0; i < n; ++i) {
        const double v = bars.values[static_cast<size_t>(i)];
        const int x = left + 6 + i * (bar + gap);
        const int y = std::min(y_of(v), zero), h = std::abs(y_of(v) - zero);
        svg << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << bar << "\" height=\"" << h
            << "\"><title>" << html_escape(bars.labels[static_cast<size_t>(i)]) << ": " << fmt(v)
            << "</title></rect>";
        svg << "<text x=\"" << x + bar / 2 << "\" y=\"" << base + 13
            << "\" class=\"tick\" text-anchor=\"middle\">"
            << html_escape(bars.labels[static_cast<size_t>(i)]) << "</text>";
    }
    svg << "<line x1=\"" << left << "\" x2=\"" << left << "\" y1=\"" << top_pad << "\" y2=\""
        << base << "\" class=\"axis\"/><line x1=\"" << left << "\" x2=\"" << width - 8 << "\" y1=\""
        << zero << "\" y2=\"" << zero << "\" class=\"axis\"/>";
    svg << "<text x=\"" << left + (width - left) / 2 << "\" y=\"" << height - 6
        << "\" class=\"at\" text-anchor=\"middle\">" << html_escape(x_title) << "</text>";
    svg << "<text transform=\"translate(12," << top_pad + plot / 2
        << ") rotate(-90)\" class=\"at\" text-anchor=\"middle\">" << html_escape(y_title)
        << "</text></svg></figure>";
    return svg.str();
}

Bars counts_by_number(const Json& counts, long from, long to) {
    Bars out;
    std::map<long, double> by;
    if (counts.is_array()) {
        for (size_t i = 0; i < counts.size(); ++i)
            if (counts[i].is_number()) by[static_cast<long>(i)] = counts[i].get<double>();
    } else {
        for (const auto& [k, v] : counts.items())
            if (v.is_number() && !k.empty() &&
                k.find_first_not_of("-0123456789") == std::string::npos)
                by[std::stol(k)] = v.get<double>();
    }
    for (long x = from; x <= to; ++x) {
        out.labels.push_back(page_minus(std::to_string(x)));
        out.values.push_back(by.count(x) ? by[x] : 0.0);
    }
    return out;
}

}  // namespace stich::report::html
