// PBN's [Score] tag read as North-South's score: "NS 420", "EW 100", "420", "-50".  The tag is
// the record's own; the pages show it in the one notation of a bridge score (docs/output.md).
#pragma once

#include <optional>
#include <string_view>

namespace stich::io {

// North-South's score of a [Score] value; nothing for a value in other terms (match points,
// IMPs, "?").
std::optional<int> score_tag_ns(std::string_view text);

}  // namespace stich::io
