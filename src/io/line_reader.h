// Text lines from a stream, read in bounded memory, decoded to UTF-8 and checked to be clean text.
//
// PBN's character set is ISO 8859-1 (PBN 2.1, 2.2), and Windows exporters write cp1252; newer
// files are UTF-8, with or without a byte order mark.  A line that is valid UTF-8 is taken as
// it is; a line that is not is read as cp1252 (a superset of ISO 8859-1's printable
// characters), and so is every later line with bytes above 0x7F, since a file that has shown
// one such line is a cp1252 file.  So no byte of a comment or an informational tag can cost a
// board.  A Ctrl-Z (0x1A) followed only by white space and more Ctrl-Zs is MS-DOS's end of file
// and ends the input; Ctrl-Zs that begin a line with text after them end a file joined to the
// next one, and are taken out of the line and noted (Line::note); one inside a line is reported
// (check_text).  The text after it is read either way.
//
// Anything else that is not text (NUL bytes, control characters) is reported at its line and
// column rather than passed on to the lexer as data, and costs only the board it lies in; an
// input that begins with the signature of a binary format, or whose first block is mostly
// control bytes, is not text at all (binary()).  Columns count bytes of the
// decoded UTF-8 text from 1 (the same as the file's bytes in ASCII and UTF-8 files).
#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stich::io {

// A blank within a line, between the words of every format read here: a space or a tab.
inline bool is_blank(char c) {
    return c == ' ' || c == '\t';
}

// A line keeps at most this many bytes (1 MiB); the rest is read, counted and dropped, so one
// huge line never sits in memory.  PBN's own limit is 255 characters, but generated files
// (long tables, comments) exceed it, and nothing here depends on short lines.
inline constexpr size_t kMaxLineBytes = size_t{1} << 20;

struct LineProblem {
    int column = 0;
    std::string message;
};

struct Line {
    int number = 0;          // 1-based
    std::string text;        // without its terminator (LF, CR LF or CR); at most kMaxLineBytes
    bool truncated = false;  // the line was longer, and the rest dropped
    std::optional<LineProblem> problem;  // the first one: too long, NUL, control byte, bad UTF-8
    // Something read past, for a warning: the Ctrl-Zs that began the line (LineReader).
    std::optional<LineProblem> note;
    // For a line decoded from cp1252: the file's column of each byte of `text`, and one past
    // the end, so that a place in the decoded text is reported where the file has it.  Empty
    // when `text` holds the file's own bytes.
    std::vector<int> columns;

    // The first problem at or after text[offset] (an offset where a character begins), at the
    // file's column.
    std::optional<LineProblem> problem_from(size_t offset) const;
};

// Line::note for Ctrl-Zs that begin a line with text after them.
inline constexpr std::string_view kJoinedEnd =
    "Ctrl-Z (MS-DOS's end of file) with more text after it: read as the end of a file joined "
    "to the next one (COPY /B)";

// The first byte of `text` that is not clean UTF-8 text (tabs allowed), or nothing.
std::optional<LineProblem> check_text(std::string_view text);

// `text` as a message quotes it: whole up to kExcerptBytes, else cut there (before a UTF-8
// character that would not fit) and marked "...", so that a huge value or tag name in the
// input makes no huge message.
inline constexpr size_t kExcerptBytes = 64;
std::string excerpt(std::string_view text);

// The whole UTF-8 character that begins at text[i] (the byte alone where none begins there), so
// that a message quotes a character of the input, never a lone byte of one: a split character
// is not text, and no terminal or JSON writer takes it.
std::string_view character_at(std::string_view text, size_t i);

class LineReader {
public:
    explicit LineReader(std::istream& in) : in_(in) {}

    // Reads the next line; false at the end of the input.
    bool next(Line& line);

    // Whether the input is not text: it begins with the signature of a binary format (gzip,
    // zip, PDF, ...), or more than a tenth of its head are control bytes or NULs.  The head is
    // the first kHeadBytes of a file, but of a pipe only what has come (at least a line), so
    // that a board written to a pipe that stays open is read at once.  Reads the head (it is
    // read as lines afterwards).
    bool binary();
    static constexpr size_t kHeadBytes = 4096;

    // Where the first NUL or control byte of that block is (line and column from 1), so that
    // the refusal of a file that is not text names a place; {1, 1} when there is none.
    std::pair<int, int> first_control_byte();

    // Whether some line was read as cp1252 rather than UTF-8.
    bool latin1() const { return latin1_; }

private:
    using Traits = std::char_traits<char>;
    Traits::int_type get();   // the next byte, from the head block first
    Traits::int_type peek();  // the byte get() returns next
    void read_head();
    bool only_ctrl_z_to_end();
    static size_t strip_joined_end(Line& line);
    static void shift_columns(Line& line, size_t by);
    static void decode_cp1252(Line& line);

    std::istream& in_;
    int number_ = 0;
    std::string head_;  // the first block, read ahead by binary()
    size_t head_at_ = 0;
    bool head_read_ = false;
    bool latin1_ = false;
    size_t text_follows_ = 0;  // how many of the next bytes are known to come before more text
    bool ended_ = false;       // the end of the input, or a Ctrl-Z with nothing after it, was read
};

// `text` read as cp1252 (ISO 8859-1 where cp1252 leaves a byte undefined), in UTF-8.
std::string cp1252_to_utf8(std::string_view text);

// Whether `text` is well-formed UTF-8.
bool valid_utf8(std::string_view text);

}  // namespace stich::io
