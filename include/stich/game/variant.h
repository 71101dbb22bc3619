// Rule variants as data: a [Variant] tag or --variant option names a preset or lists switches.
//
//   "five-honours"                  a preset or a single switch
//   "standard, preference"          several, applied left to right
//   "stake=2, cap=3, no-duck"       switches with values
//
// Each game maps the names to its own rule fields (presets are lists of switches); this file
// only reads the text.  Names are case-insensitive and written back in lower case.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stich {

struct VariantSwitch {
    std::string name;   // lower case
    std::string value;  // empty when the switch has no '='
    bool operator==(const VariantSwitch&) const = default;
};

// The switches of `text`, or nullopt with `error` saying what is wrong.
std::optional<std::vector<VariantSwitch>> parse_variant(std::string_view text, std::string* error);

// "a, b=2": the canonical text of a list of switches.
std::string format_variant(const std::vector<VariantSwitch>& switches);

}  // namespace stich
