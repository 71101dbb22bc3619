// The double-dummy analysis of a deal in PBN's own tags, as BridgeComposer, DDS and BBO's
// tools write them, so that other bridge software reads it:
//   [DoubleDummyTricks "d8ddad8dda0500105001"]  declarer's tricks as 20 hex digits, declarers
//                                                N S E W, for each NT S H D C;
//   [OptimumResultTable "Declarer;Denomination\2R;Result\2R"] and its 20 rows "N NT 13", in
//                                                the same order;
//   [OptimumScore "NS 420"] and [ParContract "NS 4S="]: par, only where [Vulnerable] says who
//                                                is vulnerable.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "stich/board.h"
#include "stich/bridge/par.h"

namespace stich::bridge {

// The board with its analysis tags replaced by these (tags of the same names are removed
// first, so that annotating twice gives the same board); `par` where it is known.
void annotate(Board& board, const DdTable& table, const std::optional<Par>& par);

// [ParContract]'s value as BridgeComposer writes it: "NS 4S=", "EW 5HX-1", "NS 3N+1; NS 3S+2".
std::string par_contract_tag(const Par& par);

// The analysis tags of a deal, in the order annotate() adds them; whether a tag is one.
std::vector<TagPair> analysis_tags(const DdTable& table, const std::optional<Par>& par);
bool is_analysis_tag(std::string_view name);

// One board's analysis for annotate_file(): the line of the board's first tag (Board::where)
// and the tags to put in the board.
struct BoardAnalysis {
    int first_line = 0;
    std::vector<TagPair> tags;
};

// `raw`, the bytes of a PBN file, with the analysis tags of each board in `boards` replaced:
// an analysis tag among the board's lines (from its first tag to its last tag or section line)
// gets its new value where it stands, between its quotes, and [OptimumResultTable]'s rows
// their new numbers in place, right-aligned where the old ones ended (rows of another layout
// are written anew); a copy of a tag, or one the analysis does not give, is dropped; the tags
// the board lacks are written after its last line, with that line's line end (CRLF, LF or
// CR).  Every other byte is kept: comments, tag order and spelling, unknown tags, the boards
// that could not be read.  So annotating the output again changes no byte.
std::string annotate_file(std::string_view raw, const std::vector<BoardAnalysis>& boards);

// "d8ddad8dda0500105001" and back; nothing where the value is not 20 hex digits up to 13.
std::string double_dummy_tricks(const DdTable& table);
std::optional<DdTable> parse_double_dummy_tricks(std::string_view text);

// The table a board's [DoubleDummyTricks] gives, else its [OptimumResultTable]'s rows.
std::optional<DdTable> recorded_table(const Board& board);

}  // namespace stich::bridge
