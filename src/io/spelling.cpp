#include "stich/io/spelling.h"

#include <cctype>

namespace stich::io {

std::string plain_spelling(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const std::string_view umlaut : {"\u00e4", "\u00c4"})
        for (size_t at; (at = out.find(umlaut)) != std::string::npos;)
            out.replace(at, umlaut.size(), "ae");
    return out;
}

}  // namespace stich::io
