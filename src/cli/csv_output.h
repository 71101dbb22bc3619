// A run's CSV on standard output as one table (issue 44): one header line naming every column
// any board's rows have, each row with a field for each.  Boards of different games (a file
// mixing whist and Préférence) or of different layouts give rows under different headers; a
// header printed again in the middle of the output would not load as one table.  So the rows
// are held until the run ends, and written under the union of their headers' columns, in the
// order the columns first came, a field left empty where a row's header has no such column.
// A run whose rows share one header writes exactly the rows it would have streamed.
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
    explicit CsvOutput(std::ostream& out) : out_(out) {}
    ~CsvOutput();
    CsvOutput(const CsvOutput&) = delete;
    CsvOutput& operator=(const CsvOutput&) = delete;
    // Rows in `text` (each ended by a newline) under `header` (without one).
    void add(const std::string& header, const std::string& text);
    // The table: the header and every row, each line ended by a newline; "" when no row came.
    std::string table() const;
    bool empty() const { return rows_.empty(); }
    // Writes the table and flushes the stream (errno and the stream's state tell a failure),
    // and forgets the rows.
    void write();

private:
    std::ostream& out_;
    std::vector<std::string> columns_;
    std::vector<std::vector<std::string>> rows_;  // a field per column of columns_ at the time
};

}  // namespace stich::cli
