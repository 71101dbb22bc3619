// The pairs of BBO's LIN format, `key|value|`, one after another on any number of lines.
//
// A pair does not span lines: a value runs to the next `|` or to the end of its line (BBO's
// handviewer URLs often leave out the last `|`).  White space between pairs is skipped.  A
// line that is a URL (http://, https://, www.) or holds `lin=` is read as a BBO handviewer
// link: the text of its lin= parameter, URL-decoded (%7C is `|`, `+` a space), each byte of
// it located at the column of the URL text it was decoded from; so is a line that is such a
// value alone, still encoded (`pn%7C...`).  A URL without lin= names a
// page that stich would have to fetch, and is an error.  Text that is not UTF-8 is read as
// Latin-1.  A control byte or NUL is reported after the pair it lies in, and costs only that
// pair's board; an input that is not text at all (LineReader::binary) is refused once.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "line_reader.h"

namespace stich::io {

struct LinPair {
    std::string key;  // in lower case
    std::string value;
    int line = 0;
    int column = 0;            // of the key
    std::vector<int> columns;  // the source column of each byte of `value`, and one past it

    // The source column of value[offset] (of the end, for offset >= size).
    int column_of(size_t offset) const;
};

struct LinError {
    int line = 0;
    int column = 0;
    std::string message;
    bool binary = false;   // the input is no text: nothing more is read
    bool warning = false;  // read past, as the message says
};

using LinEvent = std::variant<LinPair, LinError>;

class LinLexer {
public:
    explicit LinLexer(std::istream& in) : lines_(in) {}

    // The next pair or error; false at the end of the input (or after a binary error).
    bool next(LinEvent& event);

private:
    // The text of a line (or of a URL's lin= value) being lexed, a pair at a time.
    struct Text {
        int line = 0;
        std::string text;
        std::vector<int> columns;       // the file's column of each byte, and one past the end
        size_t at = 0;                  // where the next pair begins
        std::optional<size_t> problem;  // the next byte that is not text, not yet reported
    };

    void lex_line(const Line& line);
    void begin_text(int line, std::string text, std::vector<int> columns);
    void lex_step();
    std::optional<size_t> problem_from(size_t from) const;
    void report_problem(size_t at, size_t from);

    LineReader lines_;
    std::deque<LinEvent> ready_;
    std::optional<Text> text_;
    bool checked_ = false;  // whether the input was checked to be text
    bool stopped_ = false;
};

// `text` without the blanks around it.
std::string trim(std::string_view text);

// Whether `text` (white space before it skipped) begins as LIN does: a pair `xx|` or a
// handviewer URL.
bool looks_like_lin(std::string_view text);

}  // namespace stich::io
