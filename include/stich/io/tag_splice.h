// Tags spliced into a PBN file's own bytes (`stich solve --annotate` in place): the records
// layer's half of annotating, which names no game.  The game says which tags a board gets
// (GameModule::annotation_tags); this writes them where the file has them, keeping every other
// byte.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "stich/io/board.h"

namespace stich::io {

// One board's tags for splice_tags(): the line of the board's first tag (Board::where), the
// tags to put in the board, and the names the tags' writer owns (a tag of those names that
// `tags` does not give, or a second copy, is dropped).
struct BoardTags {
    int first_line = 0;
    std::vector<TagPair> tags;
    std::vector<std::string> owned;

    bool owns(std::string_view name) const {
        return std::find(owned.begin(), owned.end(), name) != owned.end();
    }
};

// `raw`, the bytes of a PBN file, with the owned tags of each board in `boards` replaced: an
// owned tag among the board's lines (from its first tag to its last tag or section line) gets
// its new value where it stands, between its quotes, with its section rows (the lines after it
// that are no tag, empty line or comment); a table's rows ending in a number get their new
// numbers in place, right-aligned where the old ones ended, when they are the same cells as
// the new rows (else they are written anew); a copy of a tag, or one `tags` does not give, is
// dropped; the tags the board lacks are written after its last line, with that line's line end
// (CRLF, LF or CR).  Every other byte is kept: comments, tag order and spelling, unknown tags,
// the boards that could not be read.  So splicing the output again changes no byte.
std::string splice_tags(std::string_view raw, const std::vector<BoardTags>& boards);

}  // namespace stich::io
