#include "stich/io/board_reader.h"

#include <algorithm>
#include <istream>
#include <sstream>

#include "stich/io/lin.h"

namespace stich {

namespace {

// A stream buffer that gives the bytes already taken from a source to tell its format, then
// the rest of the source, so that the reader chosen sees the input whole.
class ReplayBuffer : public std::streambuf {
public:
    ReplayBuffer(std::string prefix, std::streambuf* source)
        : prefix_(std::move(prefix)), source_(source) {
        setg(prefix_.data(), prefix_.data(), prefix_.data() + prefix_.size());
    }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (!source_) return traits_type::eof();
        // What the source has at hand, and at least a byte: sgetn of a full buffer would wait
        // on a pipe until 64 KiB had come, so that a batch fed board by board (a generator,
        // a live feed) would analyse nothing until then.
        const int_type first = source_->sbumpc();
        if (traits_type::eq_int_type(first, traits_type::eof())) return traits_type::eof();
        buffer_[0] = traits_type::to_char_type(first);
        std::streamsize n = 1;
        if (const std::streamsize ready = source_->in_avail(); ready > 0)
            n += source_->sgetn(buffer_ + 1, std::min<std::streamsize>(ready, sizeof buffer_ - 1));
        setg(buffer_, buffer_, buffer_ + n);
        return traits_type::to_int_type(*gptr());
    }

    // After the prefix, what the source has at hand: a reader that asks (LineReader's head)
    // takes a file's block whole and waits on a pipe for no more than has come.
    std::streamsize showmanyc() override { return source_ ? source_->in_avail() : -1; }

private:
    std::string prefix_;
    std::streambuf* source_;
    char buffer_[1 << 16];
};

// The input up to its first text that is neither white space nor a line that begins with `%`
// (PBN's escape lines, which both PBN files and LIN converters such as PbnToLin put first), and
// a few bytes of that text: enough to tell LIN from PBN.  What comes before the text is bounded,
// so that a huge blank input costs little.
std::string first_text(std::streambuf* source) {
    constexpr size_t kMostBefore = 1 << 16, kEnough = 16;
    std::string prefix;
    size_t text = 0;
    bool line_start = true, escape = false;
    while (source && text < kEnough && prefix.size() < kMostBefore) {
        const auto c = source->sbumpc();
        if (std::streambuf::traits_type::eq_int_type(c, std::streambuf::traits_type::eof())) break;
        prefix += std::streambuf::traits_type::to_char_type(c);
        const bool end = c == '\r' || c == '\n';
        const bool blank = end || c == ' ' || c == '\t';
        if (text == 0 && line_start && c == '%') escape = true;
        if (end) escape = false;
        line_start = end || (line_start && blank);
        if (text > 0 || (!blank && !escape)) ++text;
    }
    return prefix;
}

// The text after the blanks and escape lines that `first_text` read past.
std::string_view record_text(std::string_view prefix) {
    for (;;) {
        const size_t start = prefix.find_first_not_of(" \t\r\n");
        if (start == std::string_view::npos) return {};
        prefix.remove_prefix(start);
        if (!prefix.starts_with('%')) return prefix;
        const size_t end = prefix.find_first_of("\r\n");
        prefix.remove_prefix(end == std::string_view::npos ? prefix.size() : end);
    }
}

}  // namespace

struct BoardReader::Impl {
    std::unique_ptr<ReplayBuffer> buffer;
    std::unique_ptr<std::istream> replay;
    std::unique_ptr<PbnReader> pbn;
    std::unique_ptr<LinReader> lin;
};

BoardReader::BoardReader(std::istream& in, std::string name, std::vector<io::GameRecords> games)
    : impl_(std::make_unique<Impl>()) {
    Impl& s = *impl_;
    std::string prefix = first_text(in.rdbuf());
    std::string_view text = prefix;
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte order mark
    const bool lin = lin_name(name) || lin_text(record_text(text));
    s.buffer = std::make_unique<ReplayBuffer>(std::move(prefix), in.rdbuf());
    s.replay = std::make_unique<std::istream>(s.buffer.get());
    if (lin)
        s.lin = std::make_unique<LinReader>(*s.replay, std::move(name));
    else
        s.pbn = std::make_unique<PbnReader>(*s.replay, std::move(name), std::move(games));
}

BoardReader::~BoardReader() = default;

bool BoardReader::not_text() const {
    return impl_->pbn && impl_->pbn->not_text();
}

BoardReader::Step BoardReader::step(Board& out, std::vector<Diagnostic>& diagnostics) {
    return impl_->lin ? impl_->lin->step(out, diagnostics) : impl_->pbn->step(out, diagnostics);
}

bool BoardReader::next(Board& out, std::vector<Diagnostic>& diagnostics) {
    return impl_->lin ? impl_->lin->next(out, diagnostics) : impl_->pbn->next(out, diagnostics);
}

ReadResult read_any_from_string(const std::string& text, const std::string& name,
                                const std::vector<io::GameRecords>& games) {
    std::istringstream in(text);
    BoardReader reader(in, name, games);
    ReadResult result;
    Board board;
    while (reader.next(board, result.diagnostics)) result.boards.push_back(std::move(board));
    return result;
}

}  // namespace stich
