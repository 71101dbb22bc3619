// The text format of `stich rubber`: the games of one or more rubbers, one game per line.
//
//   # a comment runs to the end of the line
//   variant dummy=W              whist variant switches (variant.h), before the first game
//   players Anna Bruno Carla Dora   names by seat N E S W; five names under five-players:
//                                the one who stays, then the others in the order they sit out
//   rubber                       starts a rubber (optional: a game after a won rubber does)
//   NS double                    a game won by N-S, double (NS, N-S, EW, E-W)
//   EW triple small-slam         a game won triple, and a small slam E-W made in it
//   NS grand-slam                a slam N-S made in the game in progress, which they did not
//                                win: it belongs to the game of the next game line
//   broken-off                   the rubber ends unfinished (§13): settled on its games and
//                                slams, without the rubber premium; a `rubber` line after an
//                                unfinished rubber says the same; one the file ends in is
//                                in progress
//
// Words are case-insensitive.  A slam word may repeat ("small-slam small-slam": two).
#pragma once

#include <istream>
#include <string>
#include <vector>

#include "stich/io/board.h"
#include "stich/whist/session.h"

namespace stich::whist {

// Reads a session from `in` (`name` for diagnostics).  `variant` replaces the file's variant
// lines when it is not empty (--variant).  Each problem is appended to `diagnostics`, located
// by file, line and column; the rubber it is in is dropped, and reading goes on.
Session read_rubbers(std::istream& in, const std::string& name, const std::string& variant,
                     std::vector<Diagnostic>& diagnostics);

}  // namespace stich::whist
