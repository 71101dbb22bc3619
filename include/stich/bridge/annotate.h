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
#include <string>
#include <string_view>
#include <vector>

#include "stich/bridge/par.h"
#include "stich/io/board.h"

namespace stich::bridge {

// The board with its analysis tags replaced by these (tags of the same names are removed
// first, so that annotating twice gives the same board); `par` where it is known.
void annotate(Board& board, const DdTable& table, const std::optional<Par>& par);

// [ParContract]'s value as BridgeComposer writes it: "NS 4S=", "EW 5HX-1", "NS 3N+1; NS 3S+2".
std::string par_contract_tag(const Par& par);

// The analysis tags of a deal, in the order annotate() adds them; whether a tag is one; all
// their names (the tags `solve --annotate` owns in a file: io/tag_splice.h).
std::vector<TagPair> analysis_tags(const DdTable& table, const std::optional<Par>& par);
bool is_analysis_tag(std::string_view name);
std::vector<std::string> analysis_tag_names();

// "d8ddad8dda0500105001" and back; nothing where the value is not 20 hex digits up to 13.
std::string double_dummy_tricks(const DdTable& table);
std::optional<DdTable> parse_double_dummy_tricks(std::string_view text);

// The table a board's [DoubleDummyTricks] gives, else its [OptimumResultTable]'s rows.
std::optional<DdTable> recorded_table(const Board& board);

}  // namespace stich::bridge
