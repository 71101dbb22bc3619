#include "stich/batch/shard.h"

#include <charconv>

namespace stich::batch {

size_t Shard::share(size_t total) const {
    return total > index ? (total - index + count - 1) / count : 0;
}

namespace {

std::optional<size_t> number(std::string_view text) {
    size_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

}  // namespace

std::optional<Shard> parse_shard(const std::string& text, std::string* error) {
    const auto slash = text.find('/');
    const auto k = slash == std::string::npos ? std::nullopt : number(text.substr(0, slash));
    const auto n = slash == std::string::npos ? std::nullopt : number(text.substr(slash + 1));
    if (!k || !n || *n == 0 || *k >= *n) {
        if (error) *error = "'" + text + "': expected K/N with 0 <= K < N (shard K of N, e.g. 0/4)";
        return std::nullopt;
    }
    return Shard{*k, *n};
}

}  // namespace stich::batch
