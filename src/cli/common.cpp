#include "common.h"

#include <fstream>
#include <iostream>
#include <thread>

#include "progress.h"
#include "run_limits.h"
#include "stich/io/pbn.h"
#include "stich/parallel.h"
#include "watchdog.h"

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
    app.add_option("--variant", opts.variant,
                   "Rule variant for every board: a preset or switches, e.g. five-honours");
    app.add_option("--time-limit", opts.time_limit,
                   "Seconds each board may take; a board past it is reported as timed out")
        ->check(CLI::Range(0.0, 1e6));
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
    if (d.severity == Severity::kError) ++failures_;
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
                    Diagnostic d;
                    d.where.file = name;
                    d.message = "cannot open the file";
                    report(d);
                    continue;
                }
                in = s.file.get();
            }
            ++files_opened_;
            s.reader = std::make_unique<PbnReader>(*in, name == "-" ? "<stdin>" : name);
        }
        Board board;
        s.pending.clear();
        // One game at a time, each diagnostic printed before the next game is read: a run of
        // bad boards costs no memory.
        const auto step = s.reader->step(board, s.pending);
        for (const Diagnostic& d : s.pending) report(d);
        if (step == PbnReader::Step::kBoard) {
            // What the reader read in a way the record may not mean: said once, here.
            for (const Diagnostic& d : board.notes) report(d);
            board.notes.clear();
            return board;
        }
        if (step == PbnReader::Step::kSkipped) continue;
        // A file that is not text counts as one that could not be read.
        if (s.reader->not_text()) --files_opened_;
        s.reader.reset();
        s.file.reset();
    }
}

Diagnostic unused_play_warning(const Board& board) {
    Diagnostic d = *board.play_problem;
    d.severity = Severity::kWarning;
    d.message = "the play section was not used: " + d.message;
    return d;
}

std::optional<Outcome> missing_deal(const Board& board) {
    if (board.tag("Deal")) return std::nullopt;
    return board_problem(board, "no [Deal] tag: the board gives no cards");
}

std::optional<Outcome> play_unusable(const Board& board) {
    if (!board.play_problem) return std::nullopt;
    Outcome out;
    out.problem = board.play_problem;
    if (out.problem->severity != Severity::kError)
        out.problem->message = "the position after the play is not known: " + out.problem->message;
    out.problem->severity = Severity::kError;
    return out;
}

Outcome board_problem(const Board& board, std::string message) {
    Outcome out;
    out.problem = Diagnostic{board.where, board.id, std::move(message)};
    return out;
}

void emit(const Outcome& o, BoardSource& source, std::string& last_header) {
    for (const Diagnostic& d : o.notes) source.report(d);
    // A problem may come with output: the audit of the cards before an illegal one.
    if (o.problem && o.text.empty()) {
        source.report(*o.problem);
        return;
    }
    if (!o.csv_header.empty() && o.csv_header != last_header) {
        std::cout << o.csv_header << '\n';
        last_header = o.csv_header;
    }
    std::cout << o.text << std::flush;
    if (o.problem) source.report(*o.problem);
}

int run_boards(const CommonOptions& opts, const char* verb,
               const std::function<Outcome(Solver&, const Board&)>& process) {
    const int threads = opts.thread_count();
    if (const auto shortfall = memory_shortfall(opts.tt_megabytes, threads)) {
        std::cerr << "stich: " << *shortfall << '\n';
        return kNoMemory;
    }
    BoardSource source(opts.files);
    Watchdog watchdog(threads, opts.time_limit);
    std::vector<std::unique_ptr<Solver>> solvers(threads);
    std::string last_header;
    Progress progress(verb, "boards");
    ordered_parallel<Board, Outcome>(
        threads,
        [&]() -> std::optional<Board> {
            auto board = source.next();
            if (board && !opts.variant.empty()) board->variant = opts.variant;
            return board;
        },
        [&](int worker, Board& board) {
            if (!solvers[worker])
                solvers[worker] = std::make_unique<Solver>(
                    SolverOptions{opts.tt_megabytes, watchdog.flag(worker)});
            solvers[worker]->clear_table();
            const WatchdogGuard clock(watchdog, worker);
            if (auto missing = missing_deal(board)) return *missing;
            try {
                return process(*solvers[worker], board);
            } catch (const SearchAborted&) {
                return board_problem(board, timed_out_message(opts.time_limit));
            }
        },
        [&](Outcome& o) {
            progress.step();
            emit(o, source, last_header);
        });
    progress.finish();
    return exit_code(source, 0);
}

int exit_code(const BoardSource& source, int solve_failures) {
    if (source.files_opened() == 0) return kNoInput;
    return source.failures() + solve_failures > 0 ? kSomeBoardsFailed : kOk;
}

}  // namespace stich::cli
