// A Préférence board after its play section, as an endgame: `analyze` and `solve` take the
// position after the played cards ([Play] is the history of the deal from its start, the
// project's decision), the game fixed by the record.
#pragma once

#include <optional>
#include <string>

#include "stich/io/board.h"
#include "stich/preference/rules.h"

namespace stich::preference {

// The board after the cards of its play section: the hands left (declarer's after he took
// the talon and laid [Discard] away), the trick in progress ([Trick], [Leader]) and the tricks
// won ([Won]), with the record's game, defence and money.  A board without a play section is
// returned as it is.  nullopt with `error` when the play cannot be followed: what the record
// lacks (the game, declarer's discard) or the first card that cannot be played; `error_tag`
// (optional) then names the tag to point at ("Variant", "Contract", "Play"), else is empty.
// `terms` (optional): the board's rules and money where they are read already (else read
// here), and then the terms the play was followed by, so that the analysis of the position
// after it reads them no second time.
std::optional<Board> board_after_play(const Board& board, std::string* error,
                                      std::string* error_tag = nullptr,
                                      std::optional<Terms>* terms = nullptr);

}  // namespace stich::preference
