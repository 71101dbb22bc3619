#include "common.h"

#include <fstream>
#include <iostream>
#include <thread>

#include "stich/io/pbn.h"

namespace stich::cli {

int CommonOptions::thread_count() const {
    if (threads > 0) return threads;
    const unsigned hw = std::thread::hardware_concurrency();
    return hw ? static_cast<int>(hw) : 1;
}

void add_common_options(CLI::App& app, CommonOptions& opts, bool with_files) {
    if (with_files)
        app.add_option("files", opts.files, "Hand-record files (PBN); - reads standard input")
            ->required();
    auto* json = app.add_flag("--json", opts.json, "One JSON object per board (JSON Lines)");
    app.add_flag("--csv", opts.csv, "Comma-separated values, one row per board")->excludes(json);
    app.add_option("--threads,-t", opts.threads, "Worker threads (default: all cores)")
        ->check(CLI::Range(0, 1024));
    app.add_option("--tt-mb", opts.tt_megabytes,
                   "Memory bound of each thread's transposition table, in MiB")
        ->check(CLI::Range(1, 1 << 20));
}

struct BoardSource::State {
    std::vector<std::string> files;
    size_t index = 0;
    std::unique_ptr<std::ifstream> file;
    std::unique_ptr<PbnReader> reader;
    std::vector<Diagnostic> pending;
};

BoardSource::BoardSource(std::vector<std::string> files) : state_(std::make_unique<State>()) {
    state_->files = std::move(files);
}

BoardSource::~BoardSource() = default;

void BoardSource::report(const Diagnostic& d) {
    std::cerr << "stich: " << format_diagnostic(d) << '\n';
    ++failures_;
}

std::optional<Board> BoardSource::next() {
    State& s = *state_;
    for (;;) {
        if (!s.reader) {
            if (s.index == s.files.size()) return std::nullopt;
            const std::string& name = s.files[s.index++];
            std::istream* in = &std::cin;
            if (name != "-") {
                s.file = std::make_unique<std::ifstream>(name, std::ios::binary);
                if (!*s.file) {
                    report({{name, 0, 0}, "", "cannot open the file"});
                    continue;
                }
                in = s.file.get();
            }
            ++files_opened_;
            s.reader = std::make_unique<PbnReader>(*in, name == "-" ? "<stdin>" : name);
        }
        Board board;
        s.pending.clear();
        const bool got = s.reader->next(board, s.pending);
        for (const Diagnostic& d : s.pending) report(d);
        if (got) return board;
        s.reader.reset();
        s.file.reset();
    }
}

int exit_code(const BoardSource& source, int solve_failures) {
    if (source.files_opened() == 0) return kNoInput;
    return source.failures() + solve_failures > 0 ? kSomeBoardsFailed : kOk;
}

}  // namespace stich::cli
