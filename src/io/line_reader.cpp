#include "line_reader.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <istream>

namespace stich::io {

namespace {

// The length of the UTF-8 sequence that starts at text[i], or 0 where it is malformed
// (a stray continuation byte, a truncated sequence, an overlong form, a surrogate, > U+10FFFF).
size_t utf8_length(std::string_view text, size_t i) {
    auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) return 1;
    size_t length = 0;
    uint32_t code = 0, least = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, code = lead & 0x1F, least = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, code = lead & 0x0F, least = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, code = lead & 0x07, least = 0x10000;
    } else {
        return 0;
    }
    if (i + length > text.size()) return 0;
    for (size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        code = code << 6 | (byte(i + k) & 0x3F);
    }
    if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    return length;
}

// cp1252's characters for the bytes 0x80..0x9F; 0 where it defines none (ISO 8859-1's C1
// control character is taken there).
constexpr char16_t kCp1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

// The character cp1252 gives the byte b.
uint32_t cp1252_code(unsigned char b) {
    const char16_t high = b >= 0x80 && b < 0xA0 ? kCp1252High[b - 0x80] : 0;
    return high ? high : b;
}

void append_utf8(std::string& out, uint32_t code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | code >> 6);
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | code >> 12);
        out += static_cast<char>(0x80 | (code >> 6 & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

bool control_byte(unsigned char b) {
    return (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1A) || b == 0x7F;
}

// The first bytes of the files that users hand a reader by mistake: archives (gzip, zip, 7z,
// xz), documents (PDF, Word's OLE2), images (PNG, JPEG), programs (ELF) and UTF-16
// text.  A text file never begins so, while some of them hold few control bytes early on.
constexpr std::string_view kBinarySignatures[] = {std::string_view("\x1F\x8B"),
                                                  "PK\x03\x04",
                                                  "7z\xBC\xAF\x27\x1C",
                                                  std::string_view("\xFD"
                                                                   "7zXZ\0",
                                                                   6),
                                                  "%PDF-",
                                                  "\xD0\xCF\x11\xE0",
                                                  "\x89PNG",
                                                  "\xFF\xD8\xFF",
                                                  "\x7F"
                                                  "ELF",
                                                  "\xFF\xFE",
                                                  "\xFE\xFF"};

// Whether the bytes after a Ctrl-Z (0x1A) are only more of the same and blank lines, as MS-DOS
// editors and COPY left at the end of a file: reads at most this many of them.
constexpr size_t kMostAfterCtrlZ = size_t{1} << 16;

std::string hex_byte(unsigned char b) {
    char out[8];
    std::snprintf(out, sizeof out, "0x%02X", b);
    return out;
}

}  // namespace

std::optional<LineProblem> check_text(std::string_view text) {
    for (size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        const int column = static_cast<int>(i) + 1;
        if (b == 0) return LineProblem{column, "NUL byte: expected text"};
        if (b == 0x1A)
            return LineProblem{column,
                               "control byte 0x1A (Ctrl-Z, MS-DOS's end of file) with more text "
                               "after it: expected text"};
        if ((b < 0x20 && b != '\t') || b == 0x7F)
            return LineProblem{column, "control byte " + hex_byte(b) + ": expected text"};
        const size_t length = utf8_length(text, i);
        if (length == 0)
            return LineProblem{column,
                               "invalid UTF-8 byte " + hex_byte(b) + ": expected UTF-8 text"};
        i += length;
    }
    return std::nullopt;
}

std::string cp1252_to_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 4);
    for (const char c : text) append_utf8(out, cp1252_code(static_cast<unsigned char>(c)));
    return out;
}

bool valid_utf8(std::string_view text) {
    for (size_t i = 0; i < text.size();) {
        const size_t length = utf8_length(text, i);
        if (length == 0) return false;
        i += length;
    }
    return true;
}

std::string excerpt(std::string_view text) {
    if (text.size() <= kExcerptBytes) return std::string(text);
    size_t end = kExcerptBytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end)) + "...";
}

std::string_view character_at(std::string_view text, size_t i) {
    return text.substr(i, std::max<size_t>(utf8_length(text, i), 1));
}

// The head is what has come: a whole first line, then only the bytes the source has at hand
// (in_avail), up to kHeadBytes.  A file has them all at hand, so its head is the full block; a
// pipe fed a board at a time (a generator, `printf ... | stich solve -`) is not waited on for
// bytes its writer has not sent, and its first board is answered while the pipe stays open.
void LineReader::read_head() {
    head_read_ = true;
    std::streambuf* buf = in_.rdbuf();
    if (!buf) return;
    bool line_read = false;
    while (head_.size() < kHeadBytes && !(line_read && buf->in_avail() <= 0)) {
        const auto c = buf->sbumpc();
        if (Traits::eq_int_type(c, Traits::eof())) break;
        head_ += Traits::to_char_type(c);
        line_read = line_read || c == '\n' || c == '\r';
    }
}

LineReader::Traits::int_type LineReader::get() {
    if (!head_read_) read_head();
    if (text_follows_ > 0) --text_follows_;
    if (head_at_ < head_.size()) return Traits::to_int_type(head_[head_at_++]);
    std::streambuf* buf = in_.rdbuf();
    return buf ? buf->sbumpc() : Traits::eof();
}

LineReader::Traits::int_type LineReader::peek() {
    if (!head_read_) read_head();
    if (head_at_ < head_.size()) return Traits::to_int_type(head_[head_at_]);
    std::streambuf* buf = in_.rdbuf();
    return buf ? buf->sgetc() : Traits::eof();
}

bool LineReader::binary() {
    if (!head_read_) read_head();
    const std::string_view head = head_;
    if (std::any_of(std::begin(kBinarySignatures), std::end(kBinarySignatures),
                    [&](std::string_view magic) { return head.starts_with(magic); }))
        return true;
    size_t controls = 0;
    for (const char c : head_) {
        const auto b = static_cast<unsigned char>(c);
        controls += b == 0 || control_byte(b);
    }
    return controls * 10 > head_.size();
}

std::pair<int, int> LineReader::first_control_byte() {
    if (!head_read_) read_head();
    int line = 1, column = 1;
    for (const char c : head_) {
        const auto b = static_cast<unsigned char>(c);
        if (b == 0 || control_byte(b)) return {line, column};
        if (b == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {1, 1};
}

// After a Ctrl-Z: whether only Ctrl-Zs and white space follow to the end of the input, as
// MS-DOS editors and COPY wrote a file's end.  Reads ahead at most kMostAfterCtrlZ bytes and
// puts them back, so that text after the Ctrl-Z is read as usual.
bool LineReader::only_ctrl_z_to_end() {
    // The bytes read ahead for an earlier Ctrl-Z are still ahead of more text: so a run of a
    // million Ctrl-Zs is read ahead once, not once for each.
    if (text_follows_ > 0) return false;
    std::string ahead;
    for (;;) {
        const auto c = get();
        if (Traits::eq_int_type(c, Traits::eof())) return true;
        ahead += Traits::to_char_type(c);
        const bool blank = c == 0x1A || c == ' ' || c == '\t' || c == '\r' || c == '\n';
        if (!blank || ahead.size() > kMostAfterCtrlZ) break;
    }
    head_.replace(0, head_at_, ahead);
    head_at_ = 0;
    text_follows_ = ahead.size();
    return false;
}

bool LineReader::next(Line& line) {
    line.text.clear();
    line.columns.clear();
    line.problem.reset();
    if (ended_) return false;
    auto c = get();
    if (Traits::eq_int_type(c, Traits::eof()) || (c == 0x1A && only_ctrl_z_to_end())) {
        ended_ = true;
        return false;
    }
    line.number = ++number_;
    size_t length = 0;
    while (!Traits::eq_int_type(c, Traits::eof()) && c != '\n' && c != '\r') {
        // A Ctrl-Z that ends the file is MS-DOS's end-of-file mark, and means nothing; one with
        // text after it (files joined by COPY, a stray byte) stays in the line, which reports
        // it, and the text after it is read: no board is lost without a word.
        if (c == 0x1A && only_ctrl_z_to_end()) {
            ended_ = true;
            break;
        }
        if (length < kMaxLineBytes) line.text += Traits::to_char_type(c);
        ++length;
        c = get();
    }
    if (c == '\r' && peek() == '\n') get();
    // A byte order mark is allowed at the very start and means nothing.
    if (line.number == 1 && line.text.starts_with("\xEF\xBB\xBF")) line.text.erase(0, 3);
    line.truncated = length > kMaxLineBytes;
    const size_t joined = strip_joined_end(line);
    const bool ascii = std::all_of(line.text.begin(), line.text.end(),
                                   [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
    if (!ascii && (latin1_ || !valid_utf8(line.text))) {
        latin1_ = true;
        decode_cp1252(line);
    }
    if (joined > 0) shift_columns(line, joined);
    line.problem = line.problem_from(0);
    return true;
}

// Ctrl-Zs that begin a line with more text after them (a Ctrl-Z with nothing after it ended the
// input) are the end of one MS-DOS file that COPY /B joined to the next, as are Ctrl-Zs that
// follow only white space at the start of a line: they and the next file's byte order mark are
// taken out of the line and noted, so that the next file's first board is read, and its "%"
// header line is one.  How many bytes were taken.
size_t LineReader::strip_joined_end(Line& line) {
    line.note.reset();
    const size_t first = line.text.find_first_not_of(" \t");
    if (first == std::string::npos || line.text[first] != '\x1A') return 0;
    size_t end = line.text.find_first_not_of('\x1A', first);
    if (end == std::string::npos) end = line.text.size();
    if (std::string_view(line.text).substr(end).starts_with("\xEF\xBB\xBF")) end += 3;
    line.note = LineProblem{static_cast<int>(first) + 1, std::string(kJoinedEnd)};
    line.text.erase(0, end);
    return end;
}

// After `by` bytes were taken from the start of a line: the file's column of each byte.
void LineReader::shift_columns(Line& line, size_t by) {
    const int shift = static_cast<int>(by);
    if (line.columns.empty()) {
        line.columns.resize(line.text.size() + 1);
        for (size_t i = 0; i < line.columns.size(); ++i)
            line.columns[i] = static_cast<int>(i) + 1 + shift;
    } else {
        for (int& column : line.columns) column += shift;
    }
}

// Decodes a line read as cp1252 to UTF-8, each byte of a character keeping its source byte's
// column, and cuts it at a character boundary if decoding took it past the cap.
void LineReader::decode_cp1252(Line& line) {
    std::string decoded;
    decoded.reserve(line.text.size());
    for (size_t i = 0; i < line.text.size() && decoded.size() < kMaxLineBytes; ++i) {
        const size_t before = decoded.size();
        append_utf8(decoded, cp1252_code(static_cast<unsigned char>(line.text[i])));
        if (decoded.size() > kMaxLineBytes) {
            decoded.resize(before);
            line.truncated = true;
            break;
        }
        line.columns.insert(line.columns.end(), decoded.size() - before, static_cast<int>(i) + 1);
    }
    line.columns.push_back(static_cast<int>(line.columns.empty() ? 1 : line.columns.back() + 1));
    line.text = std::move(decoded);
}

std::optional<LineProblem> Line::problem_from(size_t offset) const {
    if (auto problem = check_text(std::string_view(text).substr(offset))) {
        problem->column += static_cast<int>(offset);
        if (!columns.empty())  // decoded from cp1252: the file's column
            problem->column =
                columns[std::min(static_cast<size_t>(problem->column - 1), columns.size() - 1)];
        return problem;
    }
    if (truncated)
        return LineProblem{
            static_cast<int>(kMaxLineBytes) + 1,
            "line longer than " + std::to_string(kMaxLineBytes) + " bytes: expected a text line"};
    return std::nullopt;
}

}  // namespace stich::io
