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
    const size_t at = offset + static_cast<size_t>(before);
    return line_columns[std::min(at, line_columns.size() - 1)];
}

int PbnLexer::file_column(size_t offset) const {
    if (!columns_ || columns_->empty()) return static_cast<int>(offset) + 1;
    return (*columns_)[std::min(offset, columns_->size() - 1)];
}

bool PbnLexer::next(LexEvent& event) {
    while (ready_.empty() && !ended_) {
        if (in_line_) {
            lex_step();
        } else if (next_line(line_)) {
            begin_line();
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

bool PbnLexer::next_line(Line& line) {
    if (ahead_.empty()) return lines_.next(line);
    line = std::move(ahead_.front());
    ahead_.pop_front();
    ahead_bytes_ -= line_bytes(line);
    return true;
}

// What a line read ahead costs: short lines cost mostly their Line.
size_t PbnLexer::line_bytes(const Line& line) {
    return sizeof(Line) + line.text.size() + line.columns.size() * sizeof(int);
}

// Whether PBN's grammar closes the open brace comment: its '}' comes, from the current line on,
// before any '{'.  A '{' first means that the next '}' closes a later comment (the next game's),
// as in a file whose comment lost its '}'; the end of the input, or kMostAhead bytes read ahead
// with neither, means that no '}' closes it.  The lines read ahead are lexed afterwards.
bool PbnLexer::comment_closes_later() {
    auto first_brace = [](const Line& line) {
        const size_t at = line.text.find_first_of("{}");
        return at == std::string::npos ? '\0' : line.text[at];
    };
    if (const char brace = first_brace(line_)) return brace == '}';
    for (const Line& line : ahead_)
        if (const char brace = first_brace(line)) return brace == '}';
    Line line;
    while (ahead_bytes_ < kMostAhead && lines_.next(line)) {
        const char brace = first_brace(line);
        ahead_bytes_ += line_bytes(line);
        ahead_.push_back(std::move(line));
        if (brace) return brace == '}';
    }
    return false;
}

// An event of the line being lexed.  A line's own problem (binary data, bad UTF-8, too long)
// replaces the errors its damage caused in the lexing.  It goes with the tag it lies in or
// after, which matters where a tag on the line begins a new game: it is reported before the
// first tag of the line that begins after it, or before the section data it lies in (whose
// token would quote the bad byte), and the line is checked again from there on.
void PbnLexer::emit(LexEvent event) {
    if (const auto* error = std::get_if<LexError>(&event);
        error && !error->warning && in_line_ && line_.problem)
        return;
    // Where the event ends on the line: a problem before that is reported first.
    std::optional<size_t> after;
    if (const auto* tag = std::get_if<TagToken>(&event);
        tag && tag->line == line_.number && problem_ && tag->column > problem_->column)
        after = offset_of(tag->column);
    if (const auto* section = std::get_if<SectionLine>(&event);
        section && section->line == line_.number && problem_ && !section->tokens.empty()) {
        const SectionToken& last = section->tokens.back();
        if (problem_->column < last.column + static_cast<int>(last.text.size()))
            after = offset_of(last.column) + last.text.size();
    }
    if (after) {
        ready_.push_back(LexError{line_.number, problem_->column, problem_->message});
        problem_ = line_.problem_from(std::min(*after, line_.text.size()));
    }
    ready_.push_back(std::move(event));
}

// The offset in the line being lexed of the byte at the file's `column`.
size_t PbnLexer::offset_of(int column) const {
    if (line_.columns.empty()) return static_cast<size_t>(column - 1);
    return static_cast<size_t>(
        std::lower_bound(line_.columns.begin(), line_.columns.end(), column) -
        line_.columns.begin());
}

void PbnLexer::begin_line() {
    const std::string& text = line_.text;
    columns_ = &line_.columns;
    problem_ = line_.problem;
    if (line_.note)
        ready_.push_back(LexError{line_.number, line_.note->column, line_.note->message, true});
    const bool blank = std::all_of(text.begin(), text.end(), is_blank);
    if (comment_ && blank && !comment_gap_) comment_gap_ = line_.number;
    // A brace comment may hold empty lines and text that looks like tags (a lesson's
    // "[PLAY ...]"), and PBN's grammar ends it at its '}'.  But one still open at a tag pair
    // that follows an empty line, and that no '}' will close (comment_closes_later), lost its
    // '}' (a real BridgeComposer file closes one with ']'): reading on would swallow the next
    // game whole and silently.  It ends at that empty line instead.
    if (comment_ && comment_gap_ && !comment_closes_ && lexer_tag_in_column_one(text)) {
        if (comment_closes_later()) {
            comment_closes_ = true;
        } else {
            ready_.push_back(LexError{
                comment_->line, comment_->column,
                "comment not closed before the empty line " + std::to_string(*comment_gap_) +
                    " and the tag pair at line " + std::to_string(line_.number) +
                    ": read as ending there (is its '}' missing?)",
                true});
            ready_.push_back(GameBreak{*comment_gap_});
            close_comment();
        }
    }
    in_line_ = true;
    at_ = 0;
    // The end of a file joined to the next one (Line::note) ends the game in progress, as an
    // empty line does, whatever follows it on the line: the next file's first game is its own.
    if ((blank || line_.note) && !comment_) {
        if (stage_ != Stage::kNone) {
            emit(LexError{tag_.line, tag_.column,
                          "tag [" + excerpt(tag_.name) + " is not closed: expected ']'"});
            stage_ = Stage::kNone;
        }
        emit(GameBreak{line_.number});
    }
    if ((blank && !comment_) || (!comment_ && stage_ == Stage::kNone && text.starts_with('%')))
        at_ = text.size();  // an empty or an escape line
    section_ = SectionLine{line_.number, {}};
}

// Lexes one token of the line being lexed (or ends the line), so that a line of a million
// tokens or errors is never held as events all at once.
void PbnLexer::lex_step() {
    const std::string& text = line_.text;
    size_t& i = at_;
    if (i >= text.size()) {
        flush_section();
        if (problem_) ready_.push_back(LexError{line_.number, problem_->column, problem_->message});
        problem_.reset();
        in_line_ = false;
        return;
    }
    if (comment_) {
        const size_t close = text.find('}', i);
        if (close == std::string::npos) {
            i = text.size();
            return;
        }
        close_comment();
        i = close + 1;
        return;
    }
    const char c = text[i];
    if (is_blank(c)) {
        ++i;
    } else if (c == ';') {
        i = text.size();
    } else if (c == '{') {
        comment_ = Opening{line_.number, file_column(i)};
        comment_gap_.reset();
        comment_closes_ = false;
        ++i;
    } else if (stage_ != Stage::kNone) {
        i = lex_tag_part(text, i, line_.number);
    } else if (c == '[') {
        flush_section();
        tag_ = TagToken{};
        tag_.line = line_.number;
        tag_.column = file_column(i);
        stage_ = Stage::kName;
        ++i;
    } else {
        i = lex_section_token(text, i, line_.number);
    }
}

void PbnLexer::close_comment() {
    comment_.reset();
    comment_gap_.reset();
    comment_closes_ = false;
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
                emit(LexError{line, file_column(i), kUnterminatedString});
                stage_ = Stage::kNone;
                return text.size();
            }
            tag_.value_line = line;
            tag_.value_column = file_column(i + 1);
            if (!columns_->empty())  // the columns of the value and its closing quote only
                tag_.line_columns.assign(columns_->begin() + static_cast<std::ptrdiff_t>(i + 1),
                                         columns_->begin() + static_cast<std::ptrdiff_t>(std::min(
                                                                 *close + 1, columns_->size())));
            stage_ = Stage::kClose;
            return *close + 1;
        }
        case Stage::kClose:
            if (c != ']')
                return abandon_tag(text, i, line, "expected ']' to close [" + excerpt(tag_.name));
            emit(std::move(tag_));
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
    if (std::find(also_read_.begin(), also_read_.end(), tag_.name) != also_read_.end())
        return std::nullopt;
    const size_t close = text.find(']', i);
    if (close == std::string::npos || text.find_first_of("\"[", i) < close) return std::nullopt;
    size_t last = close;
    while (last > i && is_blank(text[last - 1])) --last;
    tag_.value = text.substr(i, last - i);
    tag_.value_line = line;
    tag_.value_column = file_column(i);
    emit(LexError{
        line, file_column(i),
        "value of [" + excerpt(tag_.name) + "] not quoted: read as '" + excerpt(tag_.value) + "'",
        true});
    stage_ = Stage::kClose;
    return close;
}

// Reports a malformed tag pair at text[i] and skips what is left of it on this line, unless a
// new tag begins right there (the ']' was forgotten).
size_t PbnLexer::abandon_tag(const std::string& text, size_t i, int line, std::string message) {
    emit(LexError{line, file_column(i), std::move(message)});
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
            emit(LexError{line, column, kUnterminatedString});
            return text.size();
        }
        end = *close + 1;
    } else if (c == ']' || c == '}') {
        emit(LexError{line, column, std::string("unexpected '") + c + "'"});
        return i + 1;
    } else {
        while (end < text.size() && !ends_section_token(text[end])) ++end;
    }
    section_.tokens.push_back(SectionToken{column, text.substr(i, end - i)});
    // A line of many tokens goes on in pieces, so that no line is held whole as tokens: the
    // play section reads tricks across lines alike.
    if (section_.tokens.size() == kMaxSectionTokens) flush_section();
    return end;
}

void PbnLexer::flush_section() {
    if (section_.tokens.empty()) return;
    emit(std::move(section_));
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
    close_comment();
    stage_ = Stage::kNone;
}

}  // namespace stich::io
