// Boards written in PBN 2.1's export format (PBN 2.1, 2.1 and 3.4), the strict form that
// every PBN importer takes: the file begins `% PBN 2.1` and `% EXPORT`; each game gives the
// fifteen tags of the Mandatory Tag Set first and in their order (Event Site Date Board West
// North East South Dealer Vulnerable Deal Scoring Declarer Contract Result), "?" where a
// value is unknown ("????.??.??" for a date), [Deal] from the dealer on; one space between
// tokens; every line ends with CR LF; an empty line after each game.  stich's own tags
// ([Game] [Players] [Turned] [Talon] ...) follow the mandatory ones, so that stich reads the
// file back as the same boards.
#pragma once

#include <iosfwd>
#include <string>

#include "stich/io/board.h"
#include "stich/io/game_records.h"

namespace stich {

// The file's first lines: `% PBN 2.1`, `% EXPORT`, and `comment` (if any) as a `%` line.
void write_export_header(std::ostream& out, const std::string& comment = "");

// One game in export format, its empty line after it; `games`, the declarations the writer
// writes a game's own tags by (a deal's [TableCards] at its place, pbn.h's write_board).
void write_export_board(std::ostream& out, const Board& board,
                        const std::vector<io::GameRecords>& games = {});

}  // namespace stich
