// libFuzzer target: the command line's whole input path.
//
// The input is the standard input of `stich solve -` (or `analyze`, and each output format,
// chosen by the input's size): read, checked, solved with a 1 MiB table and a time limit of
// 20 ms a board, the output written to nowhere.  An exception out of the command (which main()
// would report as an internal error, exit code 4), a crash, a hang or a sanitizer report is a
// finding; so is an exit code other than 0 (all boards done), 1 (some boards failed) and 3
// (nothing could be read: the input is empty or not text).
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "common.h"

namespace {

// Swaps a stream's buffer for the lifetime of the object.
class Redirect {
public:
    Redirect(std::ios& stream, std::streambuf* buffer)
        : stream_(stream), saved_(stream.rdbuf(buffer)) {}
    ~Redirect() { stream_.rdbuf(saved_); }
    Redirect(const Redirect&) = delete;
    Redirect& operator=(const Redirect&) = delete;

private:
    std::ios& stream_;
    std::streambuf* saved_;
};

// A buffer that drops what is written to it.
class Sink : public std::streambuf {
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace stich::cli;
    std::istringstream input(std::string(reinterpret_cast<const char*>(data), size));
    Sink sink;
    const Redirect in(std::cin, input.rdbuf()), out(std::cout, &sink), err(std::cerr, &sink);

    // CLI11 takes the arguments last first.
    std::vector<std::string> args = {"-", "--time-limit=0.02", "--tt-mb=1", "--threads=1"};
    if (size % 3 == 1) args.push_back("--json");
    if (size % 3 == 2) args.push_back("--csv");
    args.push_back(size / 3 % 2 ? "analyze" : "solve");
    CLI::App app;
    int status = kInternal;
    const stich::game::GameRegistry games = stich::game::standard_games();
    register_solve(app, status, games);
    register_analyze(app, status, games);
    app.parse(args);
    if (status != kOk && status != kSomeBoardsFailed && status != kNoInput) std::abort();
    return 0;
}
