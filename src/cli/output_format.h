// The format a command writes its answers in: the common options' --json and --csv, or the
// rules file's `format` (house_rules.h).
#pragma once

#include <optional>
#include <string_view>

namespace stich::cli {

enum class Format { kText, kJson, kCsv };

// "text", "json", "csv": the words of the rules file and of `stich rules`.
std::string_view format_word(Format format);
std::optional<Format> parse_format(std::string_view word);

}  // namespace stich::cli
