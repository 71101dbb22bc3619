// Small formatting pieces shared by the statistics of Préférence and Alliance.
#pragma once

#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

namespace stich::stats {

// sum / scale / count, or null when nothing was counted.
inline nlohmann::ordered_json mean(long long sum, long count, double scale = 1) {
    return count > 0 ? nlohmann::ordered_json(static_cast<double>(sum) / scale / count)
                     : nlohmann::ordered_json(nullptr);
}

inline std::string fixed(double v, const char* format = "%.2f") {
    char text[32];
    std::snprintf(text, sizeof text, format, v);
    return text;
}

// "  42.5%", or a dash when the whole is 0; six characters wide.
inline std::string percent(long part, long whole) {
    return whole ? fixed(100.0 * part / whole, "%5.1f%%") : "     -";
}

}  // namespace stich::stats
