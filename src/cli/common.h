// What the subcommands share: reading hand records from files, reporting diagnostics, output
// formats, threads, exit codes.
#pragma once

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "stich/board.h"
#include "stich/solver.h"

namespace stich::cli {

// Exit codes (documented in man/stich.1).
enum ExitCode : int {
    kOk = 0,
    kSomeBoardsFailed = 1,  // input errors or unsolvable boards; the others were processed
    kUsage = 2,             // bad command line
    kNoInput = 3,           // no input could be read at all
    kInternal = 4,          // a bug: please report
    kNoMemory = 5,          // the memory the tables need (--tt-mb per thread) cannot be had
};

enum class Format { kText, kJson, kCsv };

struct CommonOptions {
    std::vector<std::string> files;
    bool json = false;
    bool csv = false;
    int threads = 0;  // 0: all cores
    size_t tt_megabytes = 64;
    std::string variant;    // --variant: replaces every board's [Variant]
    double time_limit = 0;  // --time-limit: seconds per board; 0: none
    Format format() const { return json ? Format::kJson : csv ? Format::kCsv : Format::kText; }
    int thread_count() const;
};

// Adds FILE..., --json, --csv, --threads, --tt-mb, --variant and --time-limit to a subcommand.
void add_common_options(CLI::App& app, CommonOptions& opts, bool with_files = true);

// Streams the boards of every file in order (a file "-" is standard input).  Diagnostics are
// printed to stderr as they come; the counts say how the run went.
class BoardSource {
public:
    explicit BoardSource(std::vector<std::string> files);
    ~BoardSource();
    std::optional<Board> next();
    int failures() const { return failures_; }  // boards or files that could not be read
    int files_opened() const { return files_opened_; }
    void report(const Diagnostic& d);  // prints a diagnostic and counts a failure (an error)

private:
    struct State;
    std::unique_ptr<State> state_;
    int failures_ = 0;
    int files_opened_ = 0;
};

// The exit code for a run that processed boards with `failures` problems.
int exit_code(const BoardSource& source, int solve_failures);

// What one board gives: its output, or why it could not be processed.
struct Outcome {
    std::string text;                   // printed as is
    std::string csv_header;             // the header its CSV row belongs under (printed once)
    std::optional<Diagnostic> problem;  // reported on stderr, after the text if any
    std::vector<Diagnostic> notes;      // warnings and notes, on stderr before the output
};

// The warning for a board whose play section has a defect, at the defect: "the play section
// was not used: ...".
Diagnostic unused_play_warning(const Board& board);

// A board without a [Deal] tag, said directly rather than through what follows from it
// ("hand N is unknown").
std::optional<Outcome> missing_deal(const Board& board);

// For the commands that use the position after the play (analyze, judge): the board's play
// problem as its error, where it has one.
std::optional<Outcome> play_unusable(const Board& board);

// An Outcome that reports `message` for `board`.
Outcome board_problem(const Board& board, std::string message);

// A board's output in `format`: one of the renderings, each a function that returns it without
// the final newline; a CSV row goes under `csv_header`.
template <class Json, class Csv, class Text>
Outcome rendered(Format format, Json json, const std::string& csv_header, Csv csv, Text text) {
    Outcome out;
    if (format == Format::kJson) {
        out.text = json().dump() + '\n';
    } else if (format == Format::kCsv) {
        out.csv_header = csv_header;
        out.text = csv() + '\n';
    } else {
        out.text = text() + '\n';
    }
    return out;
}

// Prints `o`: its notes and problem on stderr through `source`, its text on stdout, preceded by
// its CSV header when that differs from `last_header` (which it then updates).
void emit(const Outcome& o, BoardSource& source, std::string& last_header);

// Runs `process` over every board of opts.files on opts.thread_count() threads, each thread
// with its own Solver (its table cleared for every board, so that a board's work does not
// depend on which thread took it), printing outcomes in input order.  Returns the exit code.
// A board that runs past opts.time_limit is reported as timed out: `process` lets the
// solver's SearchAborted through, so that such a board gives no partial result.
int run_boards(const CommonOptions& opts, const char* verb,
               const std::function<Outcome(Solver&, const Board&)>& process);

}  // namespace stich::cli
