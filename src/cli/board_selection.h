// --board ID and --board FILE:ID: the boards a command takes from its files.  Without a
// selection every board is taken.
#pragma once

#include <string>
#include <vector>

#include "stich/io/board.h"

namespace stich::cli {

class BoardSelection {
public:
    // Each of `specs` is "ID" (that board of every file) or "FILE:ID" (of that file only);
    // a board's number takes both rooms of a team match ("43": "o43" and "c43").
    explicit BoardSelection(const std::vector<std::string>& specs);
    bool empty() const { return wanted_.empty(); }
    // Whether the board `id` of the file `file` (as given on the command line) is taken; it
    // then counts as found.
    bool takes(const std::string& file, const std::string& id);
    // The specs no board matched, as given.
    std::vector<std::string> unmatched() const;

private:
    struct Wanted {
        std::string spec, file, id;
        bool found = false;
    };
    std::vector<Wanted> wanted_;
};

}  // namespace stich::cli
