#include "stich/game/variant.h"

#include <cctype>

namespace stich {

namespace {

std::string trim_lower(std::string_view s) {
    size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    std::string out;
    for (size_t i = b; i < e; ++i)
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
    return out;
}

bool valid_name(const std::string& name) {
    if (name.empty()) return false;
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') return false;
    return true;
}

}  // namespace

std::optional<std::vector<VariantSwitch>> parse_variant(std::string_view text, std::string* error) {
    std::vector<VariantSwitch> out;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string_view::npos) comma = text.size();
        const std::string_view item = text.substr(start, comma - start);
        const size_t eq = item.find('=');
        VariantSwitch sw;
        sw.name = trim_lower(item.substr(0, eq));
        if (eq != std::string_view::npos) sw.value = trim_lower(item.substr(eq + 1));
        if (!(sw.name.empty() && out.empty() && comma == text.size())) {
            if (!valid_name(sw.name)) {
                if (error)
                    *error = "bad variant switch '" + std::string(item) +
                             "' (expected a name or name=value, separated by commas)";
                return std::nullopt;
            }
            if (eq != std::string_view::npos && sw.value.empty()) {
                if (error) *error = "variant switch '" + sw.name + "' has an empty value";
                return std::nullopt;
            }
            out.push_back(sw);
        }
        start = comma + 1;
    }
    return out;
}

std::string format_variant(const std::vector<VariantSwitch>& switches) {
    std::string out;
    for (const VariantSwitch& s : switches) {
        if (!out.empty()) out += ", ";
        out += s.name;
        if (!s.value.empty()) out += "=" + s.value;
    }
    return out;
}

}  // namespace stich
