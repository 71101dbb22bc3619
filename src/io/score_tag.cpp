#include "stich/io/score_tag.h"

namespace stich::io {

std::optional<int> score_tag_ns(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    int sign = 1;
    if (text.size() > 3 && (text.starts_with("NS ") || text.starts_with("EW "))) {
        sign = text.starts_with("EW ") ? -1 : 1;
        text.remove_prefix(3);
    }
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
        sign = text.front() == '-' ? -sign : sign;
        text.remove_prefix(1);
    }
    if (text.empty() || text.size() > 5) return std::nullopt;
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return sign * value;
}

}  // namespace stich::io
