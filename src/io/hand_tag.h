// A game's own tag whose value is one hand of distinct cards ([Discard "..7.7"]), by the forms
// of game_records.h: what Préférence and Alliance both declare of [Discard].
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "stich/io/game_records.h"

namespace stich::io {

// The OwnTag::elsewhere of the tag `Tag`: why_not_hand_on.
template <const std::string_view& Tag>
std::string hand_elsewhere(std::string_view value, const Board& board, std::size_t& offset) {
    return why_not_hand_on(Tag, value, board, offset);
}

// Such a hand as the writer writes it ("t..q." becomes "T..Q."): the OwnTag::write of the tag,
// given a value its check took.
std::string written_hand(std::string_view value);

}  // namespace stich::io
