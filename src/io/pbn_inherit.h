// Tag value inheritance across the games of a file (PBN 2.1, 4.8).
//
// "#" as a value stands for the value the same tag had in the nearest earlier game that gave
// it ("" if none did).  "##text" gives the value "text" to this game and to every later game
// that leaves the tag out; a later game that gives the tag a value of its own redefines it
// from there on.  Neither may be used for Dealer, Vulnerable, Deal, Declarer, Contract,
// Auction, Play or Note.
//
// A resolved value keeps the location where it was written, so that an error in it points
// there.  Values from a game that did not lex cleanly may be damaged: a game that inherits one
// is refused rather than handed what may be junk.  Tags inherited through "##" are put first in the
// game, in the order they were defined.  What is remembered is bounded (kMaxRememberedBytes): past
// that, new tag names are not remembered, and a "#" that needs one of them is an error rather than
// a silent "".
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "pbn_board.h"

namespace stich::io {

inline constexpr size_t kMaxRememberedBytes = size_t{4} << 20;

class TagInheritance {
public:
    // Resolves the values of one game's tags in place and remembers them for later games;
    // `damaged` says the game had a lexical error.  Returns the first misuse found; the other
    // tags are resolved regardless.
    std::optional<BoardError> apply(std::vector<RawTag>& tags, bool damaged);

private:
    struct Value {
        TagToken token;
        bool damaged = false;
    };
    using Memory = std::map<std::string, Value>;
    bool remember(Memory& memory, const TagToken& token, bool damaged);

    Memory last_;                            // each tag's latest real value
    Memory header_;                          // values given with "##", as redefined since
    std::vector<std::string> header_order_;  // the names of header_, in order of definition
    size_t bytes_ = 0;
    bool overflowed_ = false;
};

}  // namespace stich::io
