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

bool binary_byte(unsigned char b) {
    return (b < 0x20 && b != '\t') || b == 0x7F;
}

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
    Line line;
    while (ready_.empty() && !stopped_) {
        if (!lines_.next(line)) {
            close_open();
            break;
        }
        lex_line(line);
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
    // A binary file is refused once, without quoting its bytes.
    for (size_t i = 0; i < line.text.size(); ++i)
        if (binary_byte(static_cast<unsigned char>(line.text[i]))) {
            ready_.push_back(
                LinError{line.number, static_cast<int>(i) + 1, "not a text file", true});
            stopped_ = true;
            return;
        }
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
        lex_text(line.number, text, columns, false);
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
    if (auto problem = check_text(decoded)) {
        ready_.push_back(
            LinError{line.number, decoded_columns[problem->column - 1], problem->message});
        return;
    }
    lex_text(line.number, decoded, decoded_columns, true);
}

void LinLexer::lex_text(int line, std::string_view text, const std::vector<int>& columns,
                        bool closes) {
    size_t i = 0;
    while (i < text.size()) {
        if (open_) {  // the value, up to its `|`; a line break inside it is dropped
            LinPair& pair = *open_;
            const size_t bar = std::min(text.find('|', i), text.size());
            if (pair.value.size() + (bar - i) > kMaxValueBytes) {
                ready_.push_back(LinError{pair.line, pair.column,
                                          "the value of " + pair.key + "| runs past " +
                                              std::to_string(kMaxValueBytes) +
                                              " bytes: its closing '|' is missing"});
                open_.reset();
                end_line_ = line;
                end_column_ = columns.back();
                return;  // the rest of the line with it
            }
            pair.value.append(text.substr(i, bar - i));
            pair.lines.insert(pair.lines.end(), bar - i, line);
            pair.columns.insert(pair.columns.end(),
                                columns.begin() + static_cast<std::ptrdiff_t>(i),
                                columns.begin() + static_cast<std::ptrdiff_t>(bar));
            if (bar == text.size()) break;
            pair.lines.push_back(line);
            pair.columns.push_back(columns[bar]);
            ready_.push_back(std::move(pair));
            open_.reset();
            i = bar + 1;
            continue;
        }
        i = skip_blanks(text, i);
        if (i == text.size()) break;
        // A key and its `|`, on this line.
        const size_t bar = text.find('|', i);
        std::string_view key = text.substr(i, bar == std::string_view::npos ? bar : bar - i);
        while (!key.empty() && is_blank(key.back())) key.remove_suffix(1);
        if (bar == std::string_view::npos || !valid_key(key)) {
            const std::string_view found = text.substr(i, bar - i);
            ready_.push_back(
                LinError{line, columns[i],
                         "expected a LIN pair such as 'md|...|', found '" + excerpt(found) + "'"});
            i = text.size();  // the rest of the line with it
            break;
        }
        LinPair pair;
        for (char c : key)
            pair.key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        pair.line = line;
        pair.column = columns[i];
        open_ = std::move(pair);
        i = bar + 1;
    }
    end_line_ = line;
    end_column_ = columns.back();
    if (closes) close_open();
}

}  // namespace stich::io
