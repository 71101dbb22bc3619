// A table of the text output: named columns over rows of cells, each column as wide as its
// widest cell or header, so that a header stands over its cells however long a name or a
// number is.  Every text table with seat or column headers (Alliance's games and
// settlements, `analyze --variants all`, the batch's seat tables, the judge's options, costs
// and shares of deals, Préférence's games, ways to defend and table by declarer) is written
// by it, rather than by fixed printf widths that a long value pushes out of line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace stich {

class TextTable {
public:
    // Words and names read from the left, numbers from the right: a left column's header and
    // cells start together, a right column's end together.
    enum class Align { kLeft, kRight };
    // `group` names a run of columns: its first column's header is "group: header"
    // ("settlement: 1", then "2", "3"; Alliance's settlement under each way to pay).  On
    // the header line, not a line above it, so that a header line is all the headers there
    // are (the HTML page splits the text's lines into table cells).
    struct Column {
        std::string header;
        Align align = Align::kRight;
        std::string group = {};
    };

    // `indent` leads every line; columns are two spaces apart, so that a reader (or a test)
    // can split a line into its cells where one cell's words are one space apart.
    explicit TextTable(std::vector<Column> columns, std::string indent = "  ");

    // A row of cells, one a column (missing ones are empty); a cell must not hold a line break.
    void add_row(std::vector<std::string> cells);
    // A line of its own in the table's place among the rows (an error in place of a row, a
    // detail under one), written as it is after the indent and counted in no column's width.
    void add_line(std::string text);

    // The header line and the rows, each line ending in '\n', trailing blanks removed.
    std::string text() const;
    // The first `count` columns only (a table whose last columns say nothing here).
    std::string text(size_t count) const;

    // The width of `text` as a terminal shows it: one a character of UTF-8 (a suit symbol,
    // "é"), not one a byte.
    static size_t width(std::string_view text);

private:
    struct Row {
        std::vector<std::string> cells;
        bool line = false;  // add_line's: cells[0] is the whole line
    };
    std::vector<Column> columns_;
    std::string indent_;
    std::vector<Row> rows_;
};

}  // namespace stich
