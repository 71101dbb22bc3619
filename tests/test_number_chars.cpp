// The portable double <-> text conversions that the browser's build uses in place of the
// library's (include/stich/io/number_chars.h) against std::from_chars and std::to_chars: the
// same text for every double, the same double and the same stop for every text.
#include <doctest/doctest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "stich/io/number_chars.h"

namespace {

std::string number_chars_std(double x) {
    char text[64];
    return std::string(text, std::to_chars(text, text + sizeof text, x).ptr);
}

std::string number_chars_portable(double x) {
    char text[64];
    return std::string(text, stich::double_to_chars_portable(text, text + sizeof text, x).ptr);
}

}  // namespace

TEST_CASE("number_chars: the portable to_chars writes what std::to_chars writes") {
    std::vector<double> values = {0,     -0.0,   1,      0.5,     12.25,   120,    100000,
                                  1e6,   1e-7,   0.1,    2.0 / 3, 1e21,    1e22,   123456789,
                                  1e300, 5e-324, -42.75, 0.001,   1234.5,  1e15,   1e16,
                                  1e17,  9.5,    0.3,    1.0e-5,  4.35e10, 7.0e-3, 65536.125};
    std::mt19937_64 rng(46);
    for (int i = 0; i < 2000; ++i) {
        const uint64_t bits = rng();
        double x;
        std::memcpy(&x, &bits, sizeof x);
        if (std::isfinite(x)) values.push_back(x);
        values.push_back(static_cast<double>(rng() % 100000) / 8);  // sums of money
    }
    for (double x : values) {
        INFO(number_chars_std(x));
        CHECK(number_chars_portable(x) == number_chars_std(x));
    }
}

TEST_CASE("number_chars: the portable from_chars reads what std::from_chars reads") {
    for (const std::string text :
         {"0",    "1",    "-1",    "12.5", ".5",    "5.",   "1e6",     "1E+06",
          "1e-3", "2.5e", "1e+",   "+1",   " 1",    "0x10", "abc",     "",
          "-",    ".",    "1.2.3", "7 ",   "1e400", "12,5", "0.000001"}) {
        double a = -1, b = -1;
        const auto x = std::from_chars(text.data(), text.data() + text.size(), a);
        const auto y = stich::double_from_chars_portable(text.data(), text.data() + text.size(), b);
        INFO(text);
        CHECK(x.ec == y.ec);
        if (x.ec == std::errc()) {
            CHECK(x.ptr == y.ptr);
            CHECK(a == b);
        }
    }
}
