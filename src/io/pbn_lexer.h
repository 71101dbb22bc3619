// The tokens of PBN that a reader needs: tag pairs, the section data that follows them, and
// the semi-empty lines that end a game.  Comments (`;` to the end of the line, `{...}` over
// any number of lines) and escape lines (`%` in column 1) are dropped here.
//
// As PBN's import format allows, a tag pair may spread over several lines, with white space
// between its tokens; its value, a string token, stays on one line.  In a value, `\"` stands
// for a quote and `\\` for a backslash (PBN 2.1, 3.2); any other backslash is kept as it is.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "line_reader.h"

namespace stich::io {

struct TagToken {
    std::string name;
    std::string value;  // escapes resolved
    int line = 0;       // of the '['
    int column = 0;
    int value_line = 0;  // of the first character inside the quotes
    int value_column = 0;
    std::vector<size_t> escapes;  // offsets in `value` of the characters written escaped
    // A line decoded from cp1252 (Line::columns): the file's column of each byte of the value
    // as written (escapes included) and of its closing quote; empty for a line of the file's
    // bytes.
    std::vector<int> line_columns;

    // The source column of value[offset] (or of the closing quote, for offset == size).
    int column_of(size_t offset) const;
};

// One line's worth of section data: white-space separated tokens, string tokens whole.
struct SectionToken {
    int column = 0;
    std::string text;
};
struct SectionLine {
    int line = 0;
    std::vector<SectionToken> tokens;
};

struct GameBreak {
    int line = 0;
};

struct LexError {
    int line = 0;
    int column = 0;
    std::string message;
    bool warning = false;  // the input was read anyway, as the message says
};

using LexEvent = std::variant<TagToken, SectionLine, GameBreak, LexError>;

class PbnLexer {
public:
    explicit PbnLexer(std::istream& in) : lines_(in) {}
    // Tags read beside the reader's own (the games' declared tags, game_records.h): as theirs,
    // such a tag's value unquoted is an error, not read with a warning.
    void also_read(std::vector<std::string> names) { also_read_ = std::move(names); }

    // The next event; false at the end of the input.  Lexing goes on after an error.  A line is
    // lexed a token at a time, so that the events waiting are those of one token, whatever the
    // line holds.
    bool next(LexEvent& event);

    // Whether the input is not text at all (LineReader::binary); asked before next().
    bool binary() { return lines_.binary(); }
    std::pair<int, int> first_control_byte() { return lines_.first_control_byte(); }

    // A section line of more tokens than this goes on in pieces of this many (of the same line).
    static constexpr size_t kMaxSectionTokens = 1024;
    // What the lexer reads ahead at most, looking for the '}' of a comment (comment_closes_later).
    static constexpr size_t kMostAhead = size_t{1} << 20;

private:
    enum class Stage { kNone, kName, kValue, kClose };  // what the open tag pair expects next

    bool next_line(Line& line);
    static size_t line_bytes(const Line& line);
    bool comment_closes_later();
    void emit(LexEvent event);
    size_t offset_of(int column) const;
    void begin_line();
    void lex_step();
    void close_comment();
    size_t lex_tag_part(const std::string& text, size_t i, int line);
    size_t lex_section_token(const std::string& text, size_t i, int line);
    std::optional<size_t> unquoted_value_end(const std::string& text, size_t i, int line);
    std::vector<std::string> also_read_;
    size_t abandon_tag(const std::string& text, size_t i, int line, std::string message);
    void flush_section();
    void finish();
    // The file's column of text[offset] of the line being lexed (decoded cp1252 included).
    int file_column(size_t offset) const;

    LineReader lines_;
    std::deque<Line> ahead_;  // lines read ahead by comment_closes_later, not yet lexed
    size_t ahead_bytes_ = 0;
    Line line_;  // the line being lexed
    bool in_line_ = false;
    size_t at_ = 0;                              // where in it
    std::optional<LineProblem> problem_;         // its next problem, not yet reported
    const std::vector<int>* columns_ = nullptr;  // the line being lexed: Line::columns
    std::deque<LexEvent> ready_;
    bool ended_ = false;

    struct Opening {
        int line = 0;
        int column = 0;
    };
    std::optional<Opening> comment_;  // an open brace comment
    std::optional<int> comment_gap_;  // the first empty line inside it
    bool comment_closes_ = false;     // its '}' was seen ahead: the grammar closes it
    Stage stage_ = Stage::kNone;
    TagToken tag_;  // the open tag pair
    SectionLine section_;
};

}  // namespace stich::io
