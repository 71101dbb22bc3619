#include "line_reader.h"

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
        if (b == 0) return LineProblem{column, "NUL byte: the input is not text"};
        if ((b < 0x20 && b != '\t') || b == 0x7F)
            return LineProblem{column, "control byte " + hex_byte(b) + ": the input is not text"};
        const size_t length = utf8_length(text, i);
        if (length == 0)
            return LineProblem{column,
                               "invalid UTF-8 byte " + hex_byte(b) + ": expected UTF-8 text"};
        i += length;
    }
    return std::nullopt;
}

std::string excerpt(std::string_view text) {
    if (text.size() <= kExcerptBytes) return std::string(text);
    size_t end = kExcerptBytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end)) + "...";
}

bool LineReader::next(Line& line) {
    line.text.clear();
    line.problem.reset();
    std::streambuf* buf = in_.rdbuf();
    if (!buf) return false;
    using Traits = std::streambuf::traits_type;
    auto c = buf->sbumpc();
    if (Traits::eq_int_type(c, Traits::eof())) return false;
    line.number = ++number_;
    size_t length = 0;
    while (!Traits::eq_int_type(c, Traits::eof()) && c != '\n' && c != '\r') {
        if (length < kMaxLineBytes) line.text += Traits::to_char_type(c);
        ++length;
        c = buf->sbumpc();
    }
    if (c == '\r' && buf->sgetc() == '\n') buf->sbumpc();
    // A byte order mark is allowed at the very start and means nothing.
    if (line.number == 1 && line.text.starts_with("\xEF\xBB\xBF")) line.text.erase(0, 3);
    line.truncated = length > kMaxLineBytes;
    line.problem = line.problem_from(0);
    return true;
}

std::optional<LineProblem> Line::problem_from(size_t offset) const {
    if (auto problem = check_text(std::string_view(text).substr(offset))) {
        problem->column += static_cast<int>(offset);
        return problem;
    }
    if (truncated)
        return LineProblem{
            static_cast<int>(kMaxLineBytes) + 1,
            "line longer than " + std::to_string(kMaxLineBytes) + " bytes: expected a text line"};
    return std::nullopt;
}

}  // namespace stich::io
