#pragma once

#include <string>
#include <string_view>

namespace stich::io {

// A word as stich compares it with what it writes: lower case (ASCII letters), and "ä"/"Ä"
// written "ae", so that "Geschäft" a person types reads as the "Geschaeft" stich prints.
std::string plain_spelling(std::string_view text);

}  // namespace stich::io
