// A run's CSV on standard output as one table (issue 44): one header line naming every column
// any board's rows have, each row with a field for each.  Boards of different games (a file
// mixing whist and Préférence) or of different layouts give rows under different headers; a
// header printed again in the middle of the output would not load as one table.  So the rows
// are held until the run ends, and written under the union of their headers' columns, in the
// order the columns first came, a field left empty where a row's header has no such column.
// A run whose rows share one header writes exactly the rows it would have streamed.  A command
// whose header is the same for every board (judge, export) says so, and its rows are streamed
// as they come, under the header written with the first: the output is the same, its memory
// bounded, and a pipe reads the first board's row before the input has ended.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace stich::cli {

// The fields of CSV text as written (quotes kept), record by record: a comma or a newline in
// quotes belongs to its field.
std::vector<std::vector<std::string>> csv_records(std::string_view text);

// The table is written to its stream by write(); rows still held when it goes (a run stopped
// by Ctrl-C, or by a failure) are written then, as far as the stream takes them: the boards
// finished are not lost, as they were not when rows were streamed.
class CsvOutput {
public:
    // `fixed`: every row comes under one header (the command's own), so rows are written as
    // they are added rather than held.
    explicit CsvOutput(std::ostream& out, bool fixed = false) : out_(out), fixed_(fixed) {}
    ~CsvOutput();
    CsvOutput(const CsvOutput&) = delete;
    CsvOutput& operator=(const CsvOutput&) = delete;
    // Rows in `text` (each ended by a newline) under `header` (without one); written at once
    // (and flushed: errno and the stream's state tell a failure) when the header is fixed.
    void add(const std::string& header, const std::string& text);
    bool streams() const { return fixed_; }
    // The table: the header and every row held, each line ended by a newline; "" when no row
    // is held (a fixed header written already is not written again).
    std::string table() const;
    bool empty() const { return rows_.empty(); }
    // Writes the table and flushes the stream (errno and the stream's state tell a failure),
    // and forgets the rows.
    void write();

private:
    std::string line(const std::vector<std::string>& fields) const;  // a record, newline ended
    std::ostream& out_;
    const bool fixed_;
    bool header_written_ = false;  // fixed: the header line is out
    std::vector<std::string> columns_;
    std::vector<std::vector<std::string>> rows_;  // a field per column of columns_ at the time
};

}  // namespace stich::cli
