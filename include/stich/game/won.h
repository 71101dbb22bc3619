// The one check of [Won] that every game and command makes (issue 25: each command used to
// check it its own way, so that `solve` took a [Won] that `analyze` refused).
#pragma once

#include <optional>
#include <string>

#include "stich/io/board.h"

namespace stich {

// The tricks the hands still hold, the trick in progress included: the longest hand (the
// seats that played to the trick hold one card fewer; a seat sitting out holds none).
// `out_of_play` is a seat whose cards stay out of the play (GameModule::seat_out_of_play), or
// -1.
int tricks_held(const Board& board, int out_of_play = -1);

// Why [Won] does not fit the cards: the tricks it counts and the `tricks_left` the hands still
// hold must make the `tricks` of a deal ("3 3 3 3" with three cards each is 15 tricks, a deal no
// play gives).  "" when they do, and without [Won].  A board with a play section is checked
// against its replay instead.
std::string won_problem(const Board& board, int tricks_left, int tricks);

// The check every command makes before it answers, where the hands tell the tricks left (no
// play section, and no trick in progress or every hand known): the problem located at the
// [Won] tag (file:line:column), the one place that locates it; nullopt when [Won] fits.
// `deal_tricks` and `out_of_play` are the game's (GameModule::deal_tricks, seat_out_of_play).
std::optional<Diagnostic> won_diagnostic(const Board& board, int deal_tricks, int out_of_play);

}  // namespace stich
