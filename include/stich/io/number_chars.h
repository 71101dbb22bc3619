// std::from_chars and std::to_chars for a double, as the records read and write sums of money.
// The C++ library of Emscripten 3.1 (libc++ 14, the browser's build: docs/web.md) has them for
// whole numbers only, so there they are made from strtod and printf: the same grammar (no '+',
// no blank, no hex prefix) and the same shortest text that reads back to the same double, fixed
// notation when it is no longer than scientific.  Everywhere else they are the library's own.
#pragma once

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace stich {

// The portable versions (tests/test_number_chars.cpp holds them to the library's).
inline std::from_chars_result double_from_chars_portable(const char* first, const char* last,
                                                         double& value) {
    // The longest prefix of the form -?digits[.digits][(e|E)[+-]digits], a digit in the
    // mantissa: what std::from_chars reads in its general format (infinities aside).
    const char* p = first;
    auto digits = [&] {
        const char* start = p;
        while (p < last && *p >= '0' && *p <= '9') ++p;
        return p - start;
    };
    if (p < last && *p == '-') ++p;
    auto mantissa = digits();
    if (p < last && *p == '.') {
        ++p;
        mantissa += digits();
    }
    if (mantissa == 0) return {first, std::errc::invalid_argument};
    if (p < last && (*p == 'e' || *p == 'E')) {
        const char* mark = p++;
        if (p < last && (*p == '+' || *p == '-')) ++p;
        if (digits() == 0) p = mark;
    }
    const std::string text(first, p);
    errno = 0;
    const double v = std::strtod(text.c_str(), nullptr);
    if (errno == ERANGE) return {p, std::errc::result_out_of_range};
    value = v;
    return {p, std::errc()};
}

inline std::to_chars_result double_to_chars_portable(char* first, char* last, double x) {
    std::string out;
    if (std::isnan(x)) {
        out = std::signbit(x) ? "-nan" : "nan";
    } else if (std::isinf(x)) {
        out = x < 0 ? "-inf" : "inf";
    } else {
        // The fewest significant digits that read back to x, in scientific notation.
        char sci[40];
        for (int precision = 0; precision <= 17; ++precision) {
            std::snprintf(sci, sizeof sci, "%.*e", precision, x);
            if (std::strtod(sci, nullptr) == x) break;
        }
        const std::string s = sci;
        const size_t e = s.find('e');
        const bool negative = s[0] == '-';
        const std::string mantissa = s.substr(negative ? 1 : 0, e - (negative ? 1 : 0));
        std::string digits;
        for (char c : mantissa)
            if (c != '.') digits += c;
        const int exponent = std::atoi(s.c_str() + e + 1);
        std::string fixed;
        const int n = static_cast<int>(digits.size());
        if (exponent >= 0) {
            fixed = digits.substr(0, static_cast<size_t>(std::min(n, exponent + 1)));
            // A whole number longer than its digits: its exact value, as std::to_chars writes.
            if (exponent + 1 > n) {
                char whole[400];
                std::snprintf(whole, sizeof whole, "%.0f", std::fabs(x));
                fixed = whole;
            }
            if (n > exponent + 1) fixed += "." + digits.substr(static_cast<size_t>(exponent + 1));
        } else {
            fixed = "0." + std::string(static_cast<size_t>(-exponent - 1), '0') + digits;
        }
        if (negative) fixed = "-" + fixed;
        out = fixed.size() <= s.size() ? fixed : s;
    }
    if (out.size() > static_cast<size_t>(last - first)) return {last, std::errc::value_too_large};
    for (char c : out) *first++ = c;
    return {first, std::errc()};
}

inline std::from_chars_result double_from_chars(const char* first, const char* last,
                                                double& value) {
#if defined(__EMSCRIPTEN__)
    return double_from_chars_portable(first, last, value);
#else
    return std::from_chars(first, last, value);
#endif
}

inline std::to_chars_result double_to_chars(char* first, char* last, double x) {
#if defined(__EMSCRIPTEN__)
    return double_to_chars_portable(first, last, x);
#else
    return std::to_chars(first, last, x);
#endif
}

}  // namespace stich
