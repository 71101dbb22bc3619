// The records of a batch: one line per board, in JSON Lines or CSV, whether the board was
// analysed or not, so that records and boards match one to one.
//
// JSON: the board's `analyze --json` object with "index" (the board's place in the batch,
// from 0) and "file" in front:
//     {"index":7,"file":"deals.pbn","board":"8","game":"whist",...}
// A board that could not be read or analysed:
//     {"index":8,"file":"deals.pbn","board":"9","game":"whist","line":51,"column":8,
//      "error":"..."}
// with "board" and "game" null when the board could not be read that far.
//
// CSV: one long ("tidy") table of seven columns, the same for every game, so that a run that
// mixes games loads as one table (one header, every row as wide):
//     index,file,board,game,row,column,value
// one row per field of the board's `analyze --csv` output: `row` is the row of that output
// (from 0; Alliance has one per game it weighs), `column` its column name and `value` the
// field.  A failed board has the rows "line" and "column" (where known) and "error".  A
// record is the rows of one index, contiguous.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/io/board.h"

namespace stich::batch {

enum class RecordFormat { kJson, kCsv };

// The header of a CSV batch, and its columns.
inline constexpr std::string_view kCsvHeader = "index,file,board,game,row,column,value";
inline constexpr std::array<std::string_view, 7> kCsvColumns = {"index", "file",   "board", "game",
                                                                "row",   "column", "value"};

// Where a board comes from.
struct Origin {
    size_t index = 0;  // its place in the batch, from 0, over all files in order
    std::string file;  // as given on the command line ("<stdin>" for -)
};

// What one board gives, ready to write.
struct Record {
    size_t index = 0;
    std::string line;        // the record with its newline (CSV: one line per row, several for
                             // an analysis of several rows)
    std::string csv_header;  // CSV: the header it goes under, without newline
    std::string diagnostic;  // the located problem, for standard error; empty when analysed
    bool failed() const { return !diagnostic.empty(); }
};

// The record of an analysed board: `text` is its `analyze` output in `format` (one JSON object
// or CSV rows, newline included) and `csv_header` the game's CSV header.
Record analysed_record(RecordFormat format, const Origin& origin, const std::string& text,
                       const std::string& csv_header);

// The record of a board that could not be read or analysed; `game` when it is known.
Record failed_record(RecordFormat format, const Origin& origin, const Diagnostic& problem,
                     std::optional<Game> game);

// What identifies a record: its index, file and board (empty when not known).
struct RecordKey {
    size_t index = 0;
    std::string file;
    std::string board;
};

// The key of a record line (without its newline), or nullopt when the line is not a record
// (a CSV header, a torn or foreign line).
std::optional<RecordKey> record_key(RecordFormat format, std::string_view line);

// The rows of a board's `analyze --csv` output, read back from its CSV record (its rows joined
// by newlines): the names and values of the fields of each, "board" and "game" first.
struct AnalysisRow {
    std::vector<std::string> names, values;
};
std::vector<AnalysisRow> csv_rows(std::string_view record);

// Whether a line (without its newline) is a batch CSV header.
bool is_csv_header(std::string_view line);

// CSV fields: quoting when needed, and splitting a row (quotes undone).
std::string csv_quote(std::string_view field);
std::vector<std::string> csv_split(std::string_view row);

}  // namespace stich::batch
