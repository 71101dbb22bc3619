// What the tests of the readers ask of a ReadResult: the ids of the boards read, and the one
// message of an input refused whole.
#pragma once

#include <string>
#include <vector>

#include "stich/io/pbn.h"

namespace stich::test {

inline std::vector<std::string> read_ids(const ReadResult& result) {
    std::vector<std::string> ids;
    for (const Board& board : result.boards) ids.push_back(board.id);
    return ids;
}

// The diagnostic of an input whose one board was refused, as the commands print it; otherwise
// a line that says what was read instead, so that a failed check shows it.
inline std::string lone_refusal(const ReadResult& result) {
    if (!result.boards.empty() || result.diagnostics.size() != 1)
        return std::to_string(result.boards.size()) + " boards read, " +
               std::to_string(result.diagnostics.size()) + " diagnostics";
    return format_diagnostic(result.diagnostics[0]);
}

}  // namespace stich::test
