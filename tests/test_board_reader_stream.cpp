// The reader over a stream that comes in parts (a pipe fed by a generator or a live feed):
// a board is given once its text has come, without waiting for the rest of the input.
#include <doctest/doctest.h>

#include <istream>
#include <streambuf>
#include <string>
#include <vector>

#include "stich/io/board_reader.h"

namespace {

// Hands out its text a few hundred bytes at a time, as read(2) on a pipe does, and tells how
// far the reader has taken it: what a pipe would have had to deliver by then.
class Trickle : public std::streambuf {
public:
    explicit Trickle(std::string text) : text_(std::move(text)) { setg(nullptr, nullptr, nullptr); }
    size_t delivered() const { return delivered_; }

protected:
    int_type underflow() override {
        if (delivered_ == text_.size()) return traits_type::eof();
        char* start = text_.data() + delivered_;
        const size_t n = std::min<size_t>(kPart, text_.size() - delivered_);
        delivered_ += n;
        setg(start, start, start + n);
        return traits_type::to_int_type(*start);
    }

private:
    static constexpr size_t kPart = 512;
    std::string text_;
    size_t delivered_ = 0;
};

}  // namespace

TEST_CASE("board reader: a board comes as soon as its text has, not once 64 KiB have") {
    const std::string board =
        "[Board \"1\"]\n[Trump \"S\"]\n[Won \"3 2 3 2\"]\n[Deal \"N:AK.Q.. QJ..A. T9.K.. "
        "87...K\"]\n\n";
    // The rest of the input comes much later: far more than the reader's own buffer.
    const std::string rest = std::string(200000, '\n') + "[Board \"2\"]\n" + board.substr(12);
    Trickle source(board + rest);
    std::istream in(&source);
    stich::BoardReader reader(in, "<stdin>");
    stich::Board first;
    std::vector<stich::Diagnostic> diagnostics;
    REQUIRE(reader.next(first, diagnostics));
    CHECK(first.id == "1");
    // The first part only: the reader's head (which tells text from binary) takes a line and
    // what the source has at hand, and does not wait for 4 KiB.
    CHECK(source.delivered() == 512);
    stich::Board second;
    REQUIRE(reader.next(second, diagnostics));
    CHECK(second.id == "2");
    CHECK(source.delivered() == board.size() + rest.size());
    CHECK(diagnostics.empty());
}
