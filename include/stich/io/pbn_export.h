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

// One game in export format, its empty line after it.  `own`: the board's game's own tags
// (GameModule::record_tags), so that a tag of its own set in memory (a dealt talon) is written
// at its place among stich's tags.
void write_export_board(std::ostream& out, const Board& board,
                        const io::GameRecords* own = nullptr);

}  // namespace stich
