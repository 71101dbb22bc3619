#include "pbn_lexer.h"

#include <algorithm>
#include <cctype>

#include "pbn_board.h"

namespace stich::io {

namespace {

bool is_name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// Characters that end a section token: white space and the characters PBN keeps for tags,
// comments and strings.
bool ends_section_token(char c) {
    return is_blank(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == ';' || c == '"';
}

// Reads the string token whose opening quote is text[open]: the index of its closing quote,
// or nothing if the line ends first.  The value, escapes resolved, goes to `value`.
std::optional<size_t> read_string(const std::string& text, size_t open, std::string& value,
                                  std::vector<size_t>& escapes) {
    for (size_t i = open + 1; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') return i;
        if (c == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) {
            escapes.push_back(value.size());
            value += text[++i];
        } else {
            value += c;
        }
    }
    return std::nullopt;
}

constexpr char kUnterminatedString[] =
    "unterminated string: expected '\"' before the end of the line";

// A tag pair in column 1, as every exporter writes one: "[Name".
bool lexer_tag_in_column_one(const std::string& text) {
    return text.size() > 1 && text[0] == '[' && std::isupper(static_cast<unsigned char>(text[1]));
}

}  // namespace

int TagToken::column_of(size_t offset) const {
    const auto before = std::lower_bound(escapes.begin(), escapes.end(), offset) - escapes.begin();
    if (line_columns.empty())
        return value_column + static_cast<int>(offset) + static_cast<int>(before);
    const size_t at = value_offset + offset + static_cast<size_t>(before);
    return line_columns[std::min(at, line_columns.size() - 1)];
}

int PbnLexer::file_column(size_t offset) const {
    if (!columns_ || columns_->empty()) return static_cast<int>(offset) + 1;
    return (*columns_)[std::min(offset, columns_->size() - 1)];
}

bool PbnLexer::next(LexEvent& event) {
    Line line;
    while (ready_.empty() && !ended_) {
        if (lines_.next(line)) {
            lex_line(line);
        } else {
            finish();
            ended_ = true;
        }
    }
    if (ready_.empty()) return false;
    event = std::move(ready_.front());
    ready_.pop_front();
    return true;
}

// A line's own problem (binary data, bad UTF-8, too long) replaces the errors its damage caused
// in the lexing.  It goes with the tag it lies in or after, which matters where a tag on the
// line begins a new game.  What follows the next tag may go to that new game, so the line is
// checked again from that tag on, and a problem there goes after the tag, and so on.
void PbnLexer::lex_line(const Line& line) {
    const auto before = static_cast<std::ptrdiff_t>(ready_.size());
    lex_text(line);
    if (!line.problem) return;
    ready_.erase(
        std::remove_if(ready_.begin() + before, ready_.end(),
                       [](const LexEvent& e) { return std::holds_alternative<LexError>(e); }),
        ready_.end());
    auto from = ready_.begin() + before;
    for (auto problem = line.problem; problem;) {
        const auto later_tag = std::find_if(from, ready_.end(), [&](const LexEvent& e) {
            const auto* tag = std::get_if<TagToken>(&e);
            return tag && tag->line == line.number && tag->column > problem->column;
        });
        from = ready_.insert(later_tag, LexError{line.number, problem->column, problem->message});
        if (++from == ready_.end()) return;
        const int column = std::get<TagToken>(*from).column;
        const size_t offset =
            line.columns.empty()
                ? static_cast<size_t>(column - 1)
                : static_cast<size_t>(
                      std::lower_bound(line.columns.begin(), line.columns.end(), column) -
                      line.columns.begin());
        problem = line.problem_from(offset);
        ++from;
    }
}

void PbnLexer::lex_text(const Line& line) {
    const std::string& text = line.text;
    columns_ = &line.columns;
    const bool blank = std::all_of(text.begin(), text.end(), is_blank);
    if (comment_ && blank && !comment_gap_) comment_gap_ = line.number;
    // A brace comment may hold empty lines, but one still open at a tag pair that follows an
    // empty line lost its '}' (a real BridgeComposer file closes one with ']'): reading on
    // would swallow the next game whole and silently.  It ends at that empty line instead.
    if (comment_ && comment_gap_ && lexer_tag_in_column_one(text)) {
        ready_.push_back(LexError{comment_->line, comment_->column,
                                  "comment not closed before the empty line " +
                                      std::to_string(*comment_gap_) + " and the tag pair at line " +
                                      std::to_string(line.number) +
                                      ": read as ending there (is its '}' missing?)",
                                  true});
        ready_.push_back(GameBreak{*comment_gap_});
        comment_.reset();
        comment_gap_.reset();
    }
    if (blank && !comment_) {
        if (stage_ != Stage::kNone) {
            ready_.push_back(
                LexError{tag_.line, tag_.column,
                         "tag [" + excerpt(tag_.name) + " is not closed: expected ']'"});
            stage_ = Stage::kNone;
        }
        ready_.push_back(GameBreak{line.number});
        return;
    }
    if (!comment_ && stage_ == Stage::kNone && text.starts_with('%')) return;  // escape line

    section_ = SectionLine{line.number, {}};
    size_t i = 0;
    while (i < text.size()) {
        if (comment_) {
            const size_t close = text.find('}', i);
            if (close == std::string::npos) break;
            comment_.reset();
            i = close + 1;
            continue;
        }
        const char c = text[i];
        if (is_blank(c)) {
            ++i;
        } else if (c == ';') {
            break;
        } else if (c == '{') {
            comment_ = Opening{line.number, file_column(i)};
            comment_gap_.reset();
            ++i;
        } else if (stage_ != Stage::kNone) {
            i = lex_tag_part(text, i, line.number);
        } else if (c == '[') {
            flush_section();
            tag_ = TagToken{};
            tag_.line = line.number;
            tag_.column = file_column(i);
            stage_ = Stage::kName;
            ++i;
        } else {
            i = lex_section_token(text, i, line.number);
        }
    }
    flush_section();
}

size_t PbnLexer::lex_tag_part(const std::string& text, size_t i, int line) {
    const char c = text[i];
    switch (stage_) {
        case Stage::kName: {
            if (!is_name_char(c))
                return abandon_tag(text, i, line, "expected a tag name after '['");
            size_t end = i;
            while (end < text.size() && is_name_char(text[end])) ++end;
            tag_.name = text.substr(i, end - i);
            if (!std::isupper(static_cast<unsigned char>(c)))
                return abandon_tag(
                    text, i, line,
                    "tag name '" + excerpt(tag_.name) + "' must begin with an upper-case letter");
            stage_ = Stage::kValue;
            return end;
        }
        case Stage::kValue: {
            if (c != '"') {
                if (const auto end = unquoted_value_end(text, i, line)) return *end;
                return abandon_tag(text, i, line,
                                   "expected a quoted value after [" + excerpt(tag_.name));
            }
            const auto close = read_string(text, i, tag_.value, tag_.escapes);
            if (!close) {
                ready_.push_back(LexError{line, file_column(i), kUnterminatedString});
                stage_ = Stage::kNone;
                return text.size();
            }
            tag_.value_line = line;
            tag_.value_column = file_column(i + 1);
            if (!columns_->empty()) {
                tag_.line_columns = *columns_;
                tag_.value_offset = i + 1;
            }
            stage_ = Stage::kClose;
            return *close + 1;
        }
        case Stage::kClose:
            if (c != ']')
                return abandon_tag(text, i, line, "expected ']' to close [" + excerpt(tag_.name));
            ready_.push_back(std::move(tag_));
            stage_ = Stage::kNone;
            return i + 1;
        case Stage::kNone:
            break;
    }
    return i + 1;
}

// A tag that stich does not interpret with its value unquoted up to the ']' on its line, as
// a real exporter writes [Event Random Deal #]: read with a warning, since such a tag's bytes
// must never cost a board.  A tag stich reads ([Dealer W]) stays an error.  Gives where the
// lexing goes on (the ']'), or nothing when the tag is not of that kind.
std::optional<size_t> PbnLexer::unquoted_value_end(const std::string& text, size_t i, int line) {
    const auto& known = known_tags();
    if (std::find(known.begin(), known.end(), tag_.name) != known.end()) return std::nullopt;
    const size_t close = text.find(']', i);
    if (close == std::string::npos || text.find_first_of("\"[", i) < close) return std::nullopt;
    size_t last = close;
    while (last > i && is_blank(text[last - 1])) --last;
    tag_.value = text.substr(i, last - i);
    tag_.value_line = line;
    tag_.value_column = file_column(i);
    ready_.push_back(LexError{
        line, file_column(i),
        "value of [" + excerpt(tag_.name) + "] not quoted: read as '" + excerpt(tag_.value) + "'",
        true});
    stage_ = Stage::kClose;
    return close;
}

// Reports a malformed tag pair at text[i] and skips what is left of it on this line, unless a
// new tag begins right there (the ']' was forgotten).
size_t PbnLexer::abandon_tag(const std::string& text, size_t i, int line, std::string message) {
    ready_.push_back(LexError{line, file_column(i), std::move(message)});
    stage_ = Stage::kNone;
    if (text[i] == '[') return i;
    const size_t close = text.find(']', i);
    return close == std::string::npos ? text.size() : close + 1;
}

size_t PbnLexer::lex_section_token(const std::string& text, size_t i, int line) {
    const char c = text[i];
    const int column = file_column(i);
    size_t end = i;
    if (c == '"') {
        std::string value;
        std::vector<size_t> escapes;
        const auto close = read_string(text, i, value, escapes);
        if (!close) {
            ready_.push_back(LexError{line, column, kUnterminatedString});
            return text.size();
        }
        end = *close + 1;
    } else if (c == ']' || c == '}') {
        ready_.push_back(LexError{line, column, std::string("unexpected '") + c + "'"});
        return i + 1;
    } else {
        while (end < text.size() && !ends_section_token(text[end])) ++end;
    }
    section_.tokens.push_back(SectionToken{column, text.substr(i, end - i)});
    return end;
}

void PbnLexer::flush_section() {
    if (section_.tokens.empty()) return;
    ready_.push_back(std::move(section_));
    section_.tokens.clear();
}

void PbnLexer::finish() {
    if (comment_)
        ready_.push_back(LexError{comment_->line, comment_->column,
                                  "unterminated comment: expected '}' before the end of the "
                                  "input"});
    if (stage_ != Stage::kNone)
        ready_.push_back(LexError{
            tag_.line, tag_.column,
            "truncated input: tag [" + excerpt(tag_.name) + " is not closed, expected ']'"});
    comment_.reset();
    comment_gap_.reset();
    stage_ = Stage::kNone;
}

}  // namespace stich::io
