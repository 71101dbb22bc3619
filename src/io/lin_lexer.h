// The pairs of BBO's LIN format, `key|value|`, one after another on any number of lines.
//
// As in BBO's own reader, a line break is no separator: a value runs to the next `|`, on its
// line or a later one (BBO's hand-record and vugraph downloads break lines between pairs, and
// the GIB-match converters before a pair's closing `|`: `sv|o` then `|sa|0|`), and the line
// breaks inside it are dropped; a value still open at the end of the input ends there (BBO's
// handviewer URLs often leave out the last `|`), and so does a value open at a line's end when
// the next line begins with a key and its `|` (a writer that leaves out the `|` there).  A key
// is read on one line: text that reaches the end of its line without a `|` is no pair, and is
// reported.  White space between pairs
// is skipped, and so is a line that begins with `%` between pairs (PBN's escape line, which
// converters such as PbnToLin write as a header: `% PBN 2.1`, `% Converted by ...`).  A
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
    int column = 0;  // of the key
    // The source line and column of each byte of `value`, and of one past it (the closing
    // `|`): a value may span lines.
    std::vector<int> lines;
    std::vector<int> columns;

    // The source line and column of value[offset] (of the end, for offset >= size).
    int line_of(size_t offset) const;
    int column_of(size_t offset) const;
};

struct LinError {
    int line = 0;
    int column = 0;
    std::string message;
    bool binary = false;   // the input is no text: nothing more is read
    bool warning = false;  // read past, as the message says
};

// The end of a record that ends where its text does: a handviewer link's lin= value is a board
// of its own, so the board is read when the link's line has come, not when the next board
// begins (a pipe fed a link at a time is answered a link at a time).
struct LinRecordEnd {};

using LinEvent = std::variant<LinPair, LinError, LinRecordEnd>;

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
        bool closes = false;            // a value open at its end ends there (a URL's)
    };

    void lex_line(const Line& line);
    // Begins lexing `text` (of source line `line`, each byte at its column), a pair at a time;
    // a pair still open at its end stays open for the next line, or ends there with `closes`.
    void begin_text(int line, std::string text, std::vector<int> columns, bool closes);
    void lex_step();
    // Ends the text being lexed, reporting the byte not yet reported that is not text.
    void end_text();
    std::optional<size_t> problem_from(size_t from) const;
    void report_problem(size_t at, size_t from);
    // Ends the open pair where its text ends (at the end of the input, or before a URL).
    void close_open();

    // The pair whose value is being read (its key and `|` read), and where the text read so far
    // ends, for a value that the input ends.
    std::optional<LinPair> open_;
    int end_line_ = 0;
    int end_column_ = 0;

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
