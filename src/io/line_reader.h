// Text lines from a stream, read in bounded memory and checked to be clean UTF-8 text.
//
// PBN files are text; anything else in them (NUL bytes, control characters, bytes that are not
// UTF-8) is reported at its line and column rather than passed on to the lexer as data.
// Columns count bytes from 1.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace stich::io {

// A line keeps at most this many bytes (1 MiB); the rest is read, counted and dropped, so one
// huge line never sits in memory.  PBN's own limit is 255 characters, but generated files
// (long tables, comments) exceed it, and nothing here depends on short lines.
inline constexpr size_t kMaxLineBytes = size_t{1} << 20;

struct LineProblem {
    int column = 0;
    std::string message;
};

struct Line {
    int number = 0;    // 1-based
    std::string text;  // without its terminator (LF, CR LF or CR); at most kMaxLineBytes
    bool truncated = false;  // the line was longer, and the rest dropped
    std::optional<LineProblem> problem;  // the first one: too long, NUL, control byte, bad UTF-8

    // The first problem at or after text[offset] (an offset where a character begins).
    std::optional<LineProblem> problem_from(size_t offset) const;
};

// The first byte of `text` that is not clean UTF-8 text (tabs allowed), or nothing.
std::optional<LineProblem> check_text(std::string_view text);

// `text` as a message quotes it: whole up to kExcerptBytes, else cut there (before a UTF-8
// character that would not fit) and marked "...", so that a huge value or tag name in the
// input makes no huge message.
inline constexpr size_t kExcerptBytes = 64;
std::string excerpt(std::string_view text);

class LineReader {
public:
    explicit LineReader(std::istream& in) : in_(in) {}

    // Reads the next line; false at the end of the input.
    bool next(Line& line);

private:
    std::istream& in_;
    int number_ = 0;
};

}  // namespace stich::io
