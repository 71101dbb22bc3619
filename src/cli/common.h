// What the subcommands share: reading hand records from files, reporting diagnostics, output
// formats, threads, exit codes.
#pragma once

#include <array>
#include <cstdio>
#include <functional>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "board_selection.h"
#include "csv_output.h"
#include "house_rules.h"
#include "output_format.h"
#include "rules_file.h"
#include "stich/engine/solver.h"
#include "stich/game/registry.h"
#include "stich/io/board.h"
#include "stich/io/plural.h"
#include "stich/report/html.h"
#include "stich/support/json_text.h"
#include "variant_override.h"

namespace stich::cli {

// Exit codes (documented in man/stich.1).
enum ExitCode : int {
    kOk = 0,
    kSomeBoardsFailed = 1,  // input errors or unsolvable boards; the others were processed
    kUsage = 2,             // bad command line
    kNoInput = 3,           // no input could be read at all
    kInternal = 4,          // a bug: please report
    kNoMemory = 5,          // the memory the tables need (--tt-mb per thread) cannot be had
    kNoOutput = 6,          // the output could not be written (a full disk, a closed pipe)
    // An interrupted run (Ctrl-C, SIGTERM) exits with 128 + the signal's number, as a shell
    // reports a process the signal killed: 130 for SIGINT, 143 for SIGTERM.
};

// Thrown when standard output (or an output file) can no longer be written: the run stops,
// since every later record would be lost too.  what(): the system's reason.
struct OutputFailed : std::runtime_error {
    explicit OutputFailed(int error);
    int error = 0;  // errno of the write or flush that failed; 0 when not known
};

// Whether a write failed because the reader of its pipe has gone (`stich ... | head`): that
// reader has what it wanted, so the run ends without a message, exit kNoOutput (as a filter
// ends on SIGPIPE, which stich ignores to finish its files).
bool reader_gone(int error);

// Throws OutputFailed when `out` is in error (after a write or a flush).
void check_output(const std::ostream& out);

// Writes `text` to the file `path`, replacing it; false, said on standard error with the file
// and the system's reason, when it cannot be written whole (the command then exits kNoOutput).
bool write_text_file(const std::string& path, const std::string& text);

struct CommonOptions {
    // The games the boards are answered by: main()'s registry, which every command that
    // reads boards sets (a test sets its own); never null when boards are read.
    const game::GameRegistry* games = nullptr;
    std::vector<std::string> files;
    std::vector<std::string> boards;  // --board ID or FILE:ID: only these boards
    bool json = false;
    bool csv = false;
    int threads = 0;  // 0: all cores
    size_t tt_megabytes = 64;
    std::string variant;    // --variant: replaces every board's [Variant]
    double time_limit = 0;  // --time-limit: seconds per board; 0: none
    std::string score;      // --score "NS EW": whist's standing before every deal
    RulesChoice rules;      // --rules FILE, --no-rules, --ruleset NAME
    // The rules file's defaults (rules_file.h), read once the command line is parsed; the
    // command line's values win over them.
    HouseRules house;
    // Told of every board the reader refuses, beside the message on stderr (--html shows
    // them on the page); none when empty.
    std::function<void(const Diagnostic&)> on_refused;
    Format format() const { return json ? Format::kJson : csv ? Format::kCsv : Format::kText; }
    int thread_count() const;
};

// Adds FILE..., --board, --json, --csv, --threads, --tt-mb, --variant, --time-limit, --rules,
// --no-rules and --ruleset to a subcommand; once it is parsed, the rules file in force gives
// `opts` its defaults (a RulesError when the file is bad).
void add_common_options(CLI::App& app, CommonOptions& opts, bool with_files = true);

// --score "NS EW": the whist standing before every deal, replacing the boards' [Standing].
void add_score_option(CLI::App& app, std::string& score);
// --maxn-tricks: the most tricks to play that max-n takes on in a free-for-all question
// (Alliance's Resistance; 0: the game's default for the table size).
void add_maxn_option(CLI::App& cmd, int& maxn_tricks);
// "8 3" or "8:3": the standing of N-S and E-W.
std::optional<std::array<int, 2>> parse_score(const std::string& text);

// Checks once, before any board is read, the options that every board would otherwise check
// (--variant, --score): prints why one is wrong and returns false (exit kUsage).
bool check_options(const CommonOptions& opts);

class Progress;

// Streams the boards of every file in order (a file "-" is standard input).  Diagnostics are
// printed to stderr as they come; the counts say how the run went.

class BoardSource {
public:
    // The boards of opts.files, as selected by --board, with --variant applied (checked by
    // check_options() before).
    explicit BoardSource(const CommonOptions& opts);
    ~BoardSource();
    std::optional<Board> next();
    int failures() const { return failures_; }          // boards or files that could not be read
    int files_opened() const { return files_opened_; }  // files that could be read
    void report(const Diagnostic& d);       // prints a diagnostic; an error counts as a failure
    void warn(const std::string& message);  // prints a warning (not a failure)
    void count_failure() { ++failures_; }   // a failure already reported
    bool several_files() const;
    std::string& last_file() { return last_file_; }  // the file whose boards are being printed
    // A progress line to erase before anything is printed (nullptr: none).
    void set_progress(Progress* progress) { progress_ = progress; }
    // CommonOptions::on_refused, for a source made before the sink was known.
    void set_refused_sink(std::function<void(const Diagnostic&)> sink) {
        on_refused_ = std::move(sink);
    }
    void clear_progress();
    // Writes text to stderr now, after erasing the progress line: what was held, or a message
    // that must not wait.
    void say(const std::string& text);
    // Holds what reading says (next()'s diagnostics and warnings) until take_held(), so that a
    // run whose boards are processed ahead of printing can print it in the boards' order, the
    // same at any thread count; what is said outside next() is printed at once.
    void hold_reading() { hold_ = true; }
    std::string take_held() { return std::exchange(held_, {}); }

private:
    void print(const std::string& line);  // one line of stderr, or held while reading
    void report_file(const std::string& file, const std::string& message);
    void report_pending();
    struct State;
    std::unique_ptr<State> state_;
    const game::GameRegistry* games_;
    BoardSelection selection_;
    HouseRules house_;  // the rules file's defaults for boards that have no value of their own
    VariantOverride variant_;
    std::optional<std::array<int, 2>> score_;
    Progress* progress_ = nullptr;
    std::function<void(const Diagnostic&)> on_refused_;
    std::string last_file_;
    int failures_ = 0;
    int files_opened_ = 0;  // files read to their end
    bool hold_ = false;     // hold_reading()
    bool reading_ = false;  // inside next()
    std::string held_;
};

// The exit code for a run that processed boards with `failures` problems.
int exit_code(const BoardSource& source, int solve_failures);

// What one board gives: its output, or why it could not be processed.
struct Outcome {
    std::string text;  // printed as is (text and CSV output)
    // JSON output: its records, one a line, kept as values until printed (emit names the file
    // in each when several files are read); `text` is then empty.
    std::vector<nlohmann::ordered_json> json;
    std::string csv_header;             // the header its CSV row belongs under (printed once)
    std::optional<Diagnostic> problem;  // reported on stderr, after the text if any
    std::vector<Diagnostic> notes;      // warnings and notes, on stderr before the output
    std::string file;                   // the file of the board, named when several are read
    // The game's answer the output was rendered from, where one report gave it: the HTML page
    // hands it to the viewer, which reuses what it found (a talon game's discard).
    std::optional<game::Report> report = std::nullopt;
    // The typed answers behind the text (trick table, card values, settlement), one a position
    // solved, for the HTML page to draw its tables from.
    std::vector<report::BoardValues> values;
    // stich judge's judgement, for the HTML page to draw from.
    std::optional<judge::JudgedBoard> judged = std::nullopt;
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

// The one [Won] check of every command (GameModule::won_unfit): the problem at the [Won] tag,
// where the hands tell that it does not fit.
std::optional<Outcome> won_unfit(const game::GameModule& game, const Board& board);

// An Outcome that reports `message` for `board`.
Outcome board_problem(const Board& board, std::string message);

// A board's output in `format`: one of the renderings, each a function that returns it without
// the final newline; a CSV row goes under `csv_header`.
template <class Json, class Csv, class Text>
Outcome rendered(Format format, Json json, const std::string& csv_header, Csv csv, Text text) {
    Outcome out;
    if (format == Format::kJson) {
        out.json.push_back(json());
    } else if (format == Format::kCsv) {
        out.csv_header = csv_header;
        out.text = csv() + '\n';
    } else {
        out.text = text() + '\n';
    }
    return out;
}

// What `o` prints on standard output, without the file's name: its text, or its JSON records
// a line each.
std::string printed(const Outcome& o);

// Prints `o`: its notes and problem on stderr through `source`, its text on stdout, or its CSV
// rows into `csv`, the run's one table (csv_output.h), which write_csv prints when the run
// ends (or, when the run stops early, when `csv` goes).  When several files are read, the output
// names the board's file: a "== FILE ==" line where the file changes (text), a "file" member
// (JSON), a first column "file" (CSV).
void emit(const Outcome& o, BoardSource& source, CsvOutput& csv);
// Prints the rows held in `csv` under their one header, and forgets them.
void write_csv(CsvOutput& csv, BoardSource& source);

// Runs `process` over every board of opts.files on opts.thread_count() threads, each thread
// with its own Solver (its table cleared for every board, so that a board's work does not
// depend on which thread took it), printing outcomes in input order.  Returns the exit code.
// A board that runs past opts.time_limit is reported as timed out: `process` lets the
// solver's SearchAborted through, so that such a board gives no partial result.
// `csv_fixed`: every board's CSV rows come under the same header (the command's own), and
// are streamed (CsvOutput).  `process` is told how many threads the board may use: the run's
// threads less the boards other threads hold as it starts (at least 1), so that a board alone
// or the last of a file may split its work.
int run_boards(const CommonOptions& opts, const char* verb,
               const std::function<Outcome(Solver&, const Board&, int threads)>& process,
               bool csv_fixed = false);

}  // namespace stich::cli
