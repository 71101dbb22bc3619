// Checks a text table of the output for its alignment (stich/text_table.h): each cell stands
// under a header of its own, a left-aligned cell starting where its header starts, a
// right-aligned one ending where its header ends.  Shared by the tests of the tables.
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

namespace stich::test {

// A cell of a line: its first and its past-the-end column, in characters (UTF-8).
struct TableCell {
    size_t start = 0, end = 0;
    std::string text;
};

// A line's cells: runs of text two blanks or more apart (one blank is inside a cell).
inline std::vector<TableCell> table_cells_of(const std::string& line) {
    std::vector<TableCell> cells;
    size_t column = 0, blanks = 0;
    for (size_t at = 0; at < line.size(); ++at) {
        const char c = line[at];
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80) {  // continues a character
            cells.back().text += c;
            continue;
        }
        if (c == ' ') {
            ++blanks;
        } else {
            if (cells.empty() || blanks >= 2) {
                cells.push_back({column, column, ""});
            } else if (blanks == 1) {
                cells.back().text += ' ';
            }
            cells.back().text += c;
            cells.back().end = column + 1;
            blanks = 0;
        }
        ++column;
    }
    return cells;
}

// Why `row` is not aligned under `header`, or "" when each of its cells starts or ends with a
// header of its own, the headers in order.
inline std::string table_misalignment(const std::string& header, const std::string& row) {
    const auto heads = table_cells_of(header);
    size_t next = 0;
    for (const TableCell& cell : table_cells_of(row)) {
        while (next < heads.size() && heads[next].start != cell.start &&
               heads[next].end != cell.end)
            ++next;
        if (next == heads.size())
            return "cell '" + cell.text + "' at column " + std::to_string(cell.start) +
                   " stands under no header of\n" + header + "\n" + row;
        ++next;
    }
    return "";
}

// The table under the first line of `text` that starts with `header`: that line and the next
// `rows` lines of its indent (deeper ones, a detail under a row, are passed over); each row
// must be aligned under the header.  Returns the rows, to check their values too.
inline std::vector<std::string> aligned_table(const std::string& text, const std::string& header,
                                              size_t rows) {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line) && !line.starts_with(header)) {
    }
    REQUIRE_MESSAGE(line.starts_with(header), "no table headed '" << header << "' in\n" << text);
    const std::string head = line;
    const size_t indent = head.find_first_not_of(' ');
    std::vector<std::string> found;
    while (found.size() < rows && std::getline(in, line)) {
        const size_t first = line.find_first_not_of(' ');
        if (first == std::string::npos || first < indent) break;
        if (first > indent) continue;
        found.push_back(line);
        const std::string why = table_misalignment(head, line);
        CHECK_MESSAGE(why.empty(), why);
    }
    CHECK_MESSAGE(found.size() == rows, "table '" << header << "' has " << found.size()
                                                  << " rows, expected " << rows << ":\n"
                                                  << text);
    return found;
}

}  // namespace stich::test
