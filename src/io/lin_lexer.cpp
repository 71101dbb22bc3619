#include "lin_lexer.h"

#include <algorithm>
#include <cctype>

namespace stich::io {

namespace {

size_t skip_blanks(std::string_view text, size_t i = 0) {
    while (i < text.size() && is_blank(text[i])) ++i;
    return i;
}

bool starts_with_nocase(std::string_view text, std::string_view prefix) {
    if (text.size() < prefix.size()) return false;
    for (size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[i])) != prefix[i]) return false;
    return true;
}

bool is_url(std::string_view text) {
    return starts_with_nocase(text, "http://") || starts_with_nocase(text, "https://") ||
           starts_with_nocase(text, "www.");
}

// The offset just after a `lin=` parameter name (at the start, or after ? or &), or npos.
size_t lin_parameter(std::string_view text) {
    for (size_t i = 0; i + 4 <= text.size(); ++i) {
        const bool boundary = i == 0 || text[i - 1] == '?' || text[i - 1] == '&';
        if (boundary && starts_with_nocase(text.substr(i), "lin=")) return i + 4;
    }
    return std::string_view::npos;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

// A LIN key: one to four letters or digits (BBO's are two lower-case letters).
bool valid_key(std::string_view key) {
    return !key.empty() && key.size() <= 4 && std::all_of(key.begin(), key.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c));
    });
}

// Skips blanks, and the bytes that are not text (reported on their own), between pairs.
size_t skip_text_blanks(std::string_view text, size_t i) {
    while (i < text.size() &&
           (is_blank(text[i]) || static_cast<unsigned char>(text[i]) < 0x20 || text[i] == 0x7F))
        ++i;
    return i;
}

// Whether `text` begins with a key and its `|` ("mb|", "qx |").
bool begins_pair(std::string_view text) {
    std::string_view key = text.substr(0, text.find('|'));
    if (key.size() == text.size()) return false;
    while (!key.empty() && is_blank(key.back())) key.remove_suffix(1);
    return valid_key(key);
}

// The longest value read: BBO's longest (a vugraph commentary nt|) are a few hundred bytes, so
// a value longer than this has lost its closing `|`, and is not kept whole in memory.
constexpr size_t kMaxValueBytes = 1 << 16;

// `text` as UTF-8: as it is when it is valid UTF-8, else read as Latin-1 (ISO 8859-1, PBN's
// own character set, which older BBO files use for names), each byte of a character located
// where its source byte was (`columns`, one a byte and one past the end).
void as_utf8(std::string& text, std::vector<int>& columns) {
    const auto problem = check_text(text);
    if (!problem || static_cast<unsigned char>(text[problem->column - 1]) < 0x80) return;
    std::string out;
    std::vector<int> out_columns;
    for (size_t i = 0; i < text.size(); ++i) {
        const auto b = static_cast<unsigned char>(text[i]);
        out_columns.push_back(columns[i]);
        if (b < 0x80) {
            out += text[i];
            continue;
        }
        out += static_cast<char>(0xC0 | b >> 6);
        out += static_cast<char>(0x80 | (b & 0x3F));
        out_columns.push_back(columns[i]);
    }
    out_columns.push_back(columns.back());
    text = std::move(out);
    columns = std::move(out_columns);
}

}  // namespace

std::string trim(std::string_view text) {
    const size_t start = text.find_first_not_of(" \t");
    if (start == std::string_view::npos) return "";
    return std::string(text.substr(start, text.find_last_not_of(" \t") + 1 - start));
}

int LinPair::line_of(size_t offset) const {
    if (lines.empty()) return line;
    return lines[std::min(offset, lines.size() - 1)];
}

int LinPair::column_of(size_t offset) const {
    if (columns.empty()) return column;
    return columns[std::min(offset, columns.size() - 1)];
}

bool looks_like_lin(std::string_view text) {
    const size_t start = text.find_first_not_of(" \t\r\n");
    text = text.substr(start == std::string_view::npos ? text.size() : start);
    if (is_url(text) || starts_with_nocase(text, "lin=")) return true;
    const size_t bar = text.find('|');
    if (bar != std::string_view::npos) return valid_key(text.substr(0, bar));
    const size_t encoded = text.find('%');  // `md%7C`, a lin= value still URL-encoded
    return encoded != std::string_view::npos && starts_with_nocase(text.substr(encoded), "%7c") &&
           valid_key(text.substr(0, encoded));
}

bool LinLexer::next(LinEvent& event) {
    if (!checked_) {
        checked_ = true;
        if (lines_.binary()) {  // refused once, without quoting its bytes
            const auto [line, column] = lines_.first_control_byte();
            ready_.push_back(LinError{line, column, "not a text file", true});
            stopped_ = true;
        }
    }
    Line line;
    while (ready_.empty() && !stopped_) {
        if (text_) {
            lex_step();
        } else if (lines_.next(line)) {
            lex_line(line);
        } else {
            close_open();
            break;
        }
    }
    if (ready_.empty()) return false;
    event = std::move(ready_.front());
    ready_.pop_front();
    return true;
}

void LinLexer::close_open() {
    if (!open_) return;
    open_->lines.push_back(end_line_);
    open_->columns.push_back(end_column_);
    ready_.push_back(std::move(*open_));
    open_.reset();
}

void LinLexer::lex_line(const Line& line) {
    if (line.note)
        ready_.push_back(LinError{line.number, line.note->column, line.note->message, false, true});
    if (line.truncated) {  // too long: reported, and the line dropped
        ready_.push_back(LinError{line.number, line.problem->column, line.problem->message});
        return;
    }
    std::string text = line.text;
    std::vector<int> columns = line.columns;  // the file's columns, where the line was decoded
    if (columns.empty()) {
        columns.resize(text.size() + 1);
        for (size_t i = 0; i < columns.size(); ++i) columns[i] = static_cast<int>(i) + 1;
    }
    as_utf8(text, columns);
    const size_t start = skip_blanks(text);
    const std::string_view rest = std::string_view(text).substr(start);
    // A value still open from the line before ends there when this line begins with a key and
    // its `|`: a writer that leaves out the `|` at a line's end (as handviewer links do) is read
    // as before, and only a line that begins otherwise continues the value (GIB-match's
    // `|sa|0|`, the next line of a commentary, the rest of a deal).  So does a `%` line, a
    // converter's header between boards.
    if (open_ && (begins_pair(rest) || rest.starts_with('%'))) close_open();
    // PBN's escape line, a converter's header: no pair of the record.
    if (!open_ && rest.starts_with('%')) return;
    const size_t bar = rest.find('|');
    size_t parameter = lin_parameter(rest);
    // A lin= value on its own, still URL-encoded: no `|` but `%7C` after its first key.
    if (!open_ && parameter == std::string_view::npos && bar == std::string_view::npos &&
        !is_url(rest) && looks_like_lin(rest))
        parameter = 0;
    const bool link = is_url(rest) || (parameter != std::string_view::npos && parameter <= bar);
    if (!link) {
        begin_text(line.number, std::move(text), std::move(columns), false);
        return;
    }
    close_open();  // a URL is a record of its own
    if (parameter == std::string_view::npos) {
        ready_.push_back(LinError{line.number, columns[start],
                                  "a URL without a lin= value: stich reads the LIN text of a "
                                  "BBO handviewer link and fetches nothing"});
        return;
    }
    // The parameter's value, URL-decoded, up to the next parameter or the end of the URL.
    std::string decoded;
    std::vector<int> decoded_columns;
    size_t i = start + parameter;
    for (; i < text.size() && text[i] != '&' && !is_blank(text[i]); ++i) {
        decoded_columns.push_back(columns[i]);
        if (text[i] == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
            hex_digit(text[i + 2]) >= 0) {
            decoded += static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2]));
            i += 2;
        } else {
            decoded += text[i] == '+' ? ' ' : text[i];
        }
    }
    decoded_columns.push_back(columns[i]);
    as_utf8(decoded, decoded_columns);
    begin_text(line.number, std::move(decoded), std::move(decoded_columns), true);
}

void LinLexer::begin_text(int line, std::string text, std::vector<int> columns, bool closes) {
    text_ = Text{line, std::move(text), std::move(columns), 0, std::nullopt, closes};
    text_->problem = problem_from(0);
}

// The offset of the first byte at or after `from` of the text being lexed that is not text (a
// control byte, a NUL, or a byte that is not UTF-8 in a decoded URL), or nothing.
std::optional<size_t> LinLexer::problem_from(size_t from) const {
    const auto problem = check_text(std::string_view(text_->text).substr(from));
    if (!problem) return std::nullopt;
    return from + static_cast<size_t>(problem->column - 1);
}

// Reports the problem of the text being lexed at `at`; the next one is looked for from `from`.
void LinLexer::report_problem(size_t at, size_t from) {
    const Text& t = *text_;
    const auto problem = check_text(std::string_view(t.text).substr(at));
    ready_.push_back(LinError{t.line, t.columns[at], problem->message});
    text_->problem = problem_from(std::max(from, at + 1));
}

// The text being lexed has ended: a value open at its end stays open for the next line (or ends
// there, for a URL's), and a byte not yet reported that is not text is reported after it.
void LinLexer::end_text() {
    end_line_ = text_->line;
    end_column_ = text_->columns.back();
    if (text_->closes) close_open();
    if (text_->problem) report_problem(*text_->problem, text_->text.size());
    if (text_->closes) ready_.push_back(LinRecordEnd{});
    text_.reset();
}

// Lexes one step of the text being lexed, a key or a value, so that a line of a million pairs
// is never held as pairs all at once.  A byte that is not text is reported right after the pair
// it lies in (or, between pairs, the pair after it), so that it costs the board of that pair and
// no other; the lexing goes on after it.  On such a line, the problem replaces the errors it
// caused.
void LinLexer::lex_step() {
    Text& t = *text_;
    const std::string_view text = t.text;
    if (open_) {  // the value, up to its `|`; a line break inside it is dropped
        LinPair& pair = *open_;
        const size_t i = t.at;
        const size_t bar = std::min(text.find('|', i), text.size());
        if (pair.value.size() + (bar - i) > kMaxValueBytes) {
            ready_.push_back(LinError{pair.line, pair.column,
                                      "the value of " + pair.key + "| runs past " +
                                          std::to_string(kMaxValueBytes) +
                                          " bytes: its closing '|' is missing"});
            open_.reset();
            end_text();  // the rest of the line with it
            return;
        }
        pair.value.append(text.substr(i, bar - i));
        pair.lines.insert(pair.lines.end(), bar - i, t.line);
        pair.columns.insert(pair.columns.end(), t.columns.begin() + static_cast<std::ptrdiff_t>(i),
                            t.columns.begin() + static_cast<std::ptrdiff_t>(bar));
        if (bar == text.size()) {
            end_text();
            return;
        }
        pair.lines.push_back(t.line);
        pair.columns.push_back(t.columns[bar]);
        ready_.push_back(std::move(pair));
        open_.reset();
        t.at = bar + 1;
        if (t.problem && *t.problem <= bar) report_problem(*t.problem, bar + 1);
        return;
    }
    const size_t i = skip_text_blanks(text, t.at);
    if (i >= text.size()) {
        end_text();
        return;
    }
    // A key and its `|`, on this line.
    const size_t bar = text.find('|', i);
    std::string_view key = text.substr(i, bar == std::string_view::npos ? bar : bar - i);
    while (!key.empty() && is_blank(key.back())) key.remove_suffix(1);
    if (bar == std::string_view::npos || !valid_key(key)) {
        if (t.problem) {
            report_problem(*t.problem, text.size());
        } else {
            const std::string_view found = text.substr(i, bar - i);
            ready_.push_back(
                LinError{t.line, t.columns[i],
                         "expected a LIN pair such as 'md|...|', found '" + excerpt(found) + "'"});
        }
        end_text();  // the rest of the line with it
        return;
    }
    LinPair pair;
    for (char c : key) pair.key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    pair.line = t.line;
    pair.column = t.columns[i];
    open_ = std::move(pair);
    t.at = bar + 1;
}

}  // namespace stich::io
