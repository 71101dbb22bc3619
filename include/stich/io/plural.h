// "1 trick", "2 tricks": a count with its noun, in every output of every game.
#pragma once

#include <string>
#include <string_view>

namespace stich {

// `count` of `noun`, whose plural is an s.
inline std::string plural(long long count, std::string_view noun) {
    std::string out = std::to_string(count);
    out.append(" ").append(noun);
    if (count != 1) out += 's';
    return out;
}

}  // namespace stich
