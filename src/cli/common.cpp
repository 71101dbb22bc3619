#include "common.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "interruption.h"
#include "progress.h"
#include "rules_options.h"
#include "run_limits.h"
#include "stich/batch/input.h"
#include "stich/engine/parallel.h"
#include "stich/game/won.h"
#include "stich/io/board_reader.h"
#include "stich/io/lin.h"
#include "stich/support/json_text.h"
#include "watchdog.h"

namespace stich::cli {

int CommonOptions::thread_count() const {
    if (threads > 0) return threads;
    const unsigned hw = std::thread::hardware_concurrency();
    return hw ? static_cast<int>(hw) : 1;
}

void add_common_options(CLI::App& app, CommonOptions& opts, bool with_files) {
    if (with_files)
        app.add_option(
               "files", opts.files,
               "Hand-record files (PBN or LIN) or BBO handviewer URLs; - reads standard input")
            ->required();
    if (with_files)
        // One value per --board: the files that follow are not board ids.
        app.add_option("--board", opts.boards,
                       "Only board ID, or FILE:ID for that file's (repeat for more)")
            ->allow_extra_args(false);
    auto* json = app.add_flag("--json", opts.json, "One JSON object per board (JSON Lines)");
    app.add_flag("--csv", opts.csv, "Comma-separated values, one row per board")->excludes(json);
    app.add_option("--threads,-t", opts.threads, "Worker threads (default: all cores)")
        ->check(CLI::Range(0, 1024));
    // The default is what `opts` holds now: 64, or a command's own (judge's 16).
    app.add_option("--tt-mb", opts.tt_megabytes,
                   "Memory bound of each thread's transposition table, in MiB (default " +
                       std::to_string(opts.tt_megabytes) + ")")
        ->check(CLI::Range(1, 1 << 20));
    app.add_option("--variant", opts.variant,
                   "Rule variant for every board: a preset or switches, e.g. five-honours");
    app.add_option("--time-limit", opts.time_limit,
                   "Seconds each board may take; a board past it is reported as timed out")
        ->check(CLI::Range(0.0, 1e6));
    add_rules_options(app, opts.rules);
    // Before the command's callback: the command sees the file's values as its defaults.
    // The options are looked up when it runs, not held: a command may remove one it does not
    // offer (play's --csv), which frees it.
    app.parse_complete_callback([&opts, &app] {
        const auto given = [&app](const char* name) {
            const CLI::Option* option = app.get_option_no_throw(name);
            return option != nullptr && option->count() > 0;
        };
        if (opts.games)
            take_house_rules(opts, given("--threads"), given("--json") || given("--csv"));
    });
}

struct BoardSource::State {
    std::vector<std::string> files;
    size_t index = 0;
    std::string name;  // of the file being read, as diagnostics show it
    std::unique_ptr<std::istream> file;
    std::unique_ptr<BoardReader> reader;
    std::vector<Diagnostic> pending;
    int games = 0;  // boards of the file, read or skipped
};

void add_score_option(CLI::App& app, std::string& score) {
    app.add_option("--score", score,
                   "Whist: the standing before every deal, \"NS EW\" (replaces [Standing])");
}

void add_maxn_option(CLI::App& cmd, int& maxn_tricks) {
    cmd.add_option("--maxn-tricks", maxn_tricks,
                   "Alliance Resistance: the most tricks to play that max-n takes on "
                   "(default 8, 6 or 5 for 4, 5 or 6 players)")
        ->check(CLI::Range(1, 12));
}

std::optional<std::array<int, 2>> parse_score(const std::string& text) {
    std::array<int, 2> score{};
    std::string spaced = text;
    for (char& c : spaced)
        if (c == ':' || c == ',') c = ' ';
    std::istringstream in(spaced);
    std::string rest;
    if (!(in >> score[0] >> score[1]) || (in >> rest) || score[0] < 0 || score[1] < 0)
        return std::nullopt;
    return score;
}

bool check_options(const CommonOptions& opts) {
    if (!opts.score.empty() && !parse_score(opts.score)) {
        std::cerr << "stich: --score '" << opts.score
                  << "': expected the points of N-S and E-W, as \"8 3\"\n";
        return false;
    }
    std::string error;
    if (!VariantOverride::make(*opts.games, opts.variant, &error)) {
        std::cerr << "stich: --variant: " << error << '\n';
        return false;
    }
    return true;
}

BoardSource::BoardSource(const CommonOptions& opts)
    : state_(std::make_unique<State>()),
      games_(opts.games),
      selection_(opts.boards),
      house_(opts.house),
      on_refused_(opts.on_refused) {
    state_->files = opts.files;
    std::string error;
    if (auto v = VariantOverride::make(*games_, opts.variant, &error)) variant_ = std::move(*v);
    if (!opts.score.empty()) score_ = parse_score(opts.score);
}

void BoardSource::print(const std::string& line) {
    if (hold_ && reading_) {
        held_ += line;
        return;
    }
    say(line);
}

void BoardSource::say(const std::string& text) {
    if (text.empty()) return;
    clear_progress();
    std::cerr << text;
}

void BoardSource::warn(const std::string& message) {
    print("stich: " + message + '\n');
}

BoardSource::~BoardSource() = default;

void BoardSource::clear_progress() {
    if (progress_) progress_->clear();
}

void BoardSource::report(const Diagnostic& d) {
    print("stich: " + format_diagnostic(d) + '\n');
    if (d.severity == Severity::kError) ++failures_;
}

void BoardSource::report_file(const std::string& file, const std::string& message) {
    Diagnostic d;
    d.where.file = file;
    d.message = message;
    report(d);
}

void BoardSource::report_pending() {
    // A bad board left out by --board is not reported either.
    for (const Diagnostic& d : state_->pending)
        if (d.board.empty() || selection_.takes(state_->files[state_->index - 1], d.board)) {
            report(d);
            if (on_refused_ && d.severity == Severity::kError && !d.board.empty()) on_refused_(d);
        }
}

std::optional<Board> BoardSource::next() {
    State& s = *state_;
    reading_ = true;
    struct Done {
        bool& reading;
        ~Done() { reading = false; }
    } done{reading_};
    for (;;) {
        if (!s.reader) {
            if (s.index == s.files.size()) {
                for (const std::string& spec : selection_.unmatched())
                    report_file("--board " + spec, "no such board");
                selection_ = BoardSelection({});  // reported once
                return std::nullopt;
            }
            const std::string& name = s.files[s.index++];
            std::istream* in = &std::cin;
            s.name = name == "-" ? "<stdin>" : name;
            s.games = 0;
            struct stat info {};
            if (auto text = lin_argument(name)) {  // a BBO handviewer URL, or LIN itself
                s.file = std::make_unique<std::istringstream>(std::move(text->text));
                s.name = text->name;
                in = s.file.get();
            } else if (name == "-" && fstat(STDIN_FILENO, &info) == 0 && S_ISDIR(info.st_mode)) {
                // stich solve - < DIR: standard input reads no bytes and reports no error.
                report_file(s.name, "is a directory");
                continue;
            } else if (name != "-") {
                // A directory opens as a file on Linux and fails only when read.
                std::error_code ec;
                if (std::filesystem::is_directory(name, ec)) {
                    report_file(name, "is a directory");
                    continue;
                }
                s.file = std::make_unique<std::ifstream>(name, std::ios::binary);
                if (!*s.file) {
                    report_file(name, std::string("cannot open the file: ") + std::strerror(errno));
                    continue;
                }
                in = s.file.get();
            }
            try {
                // Telling LIN from PBN reads the first bytes: a read error can come here.
                s.reader = std::make_unique<BoardReader>(*in, s.name, games_->record_tags());
            } catch (const std::ios_base::failure& e) {
                report_file(s.name, "cannot read the file: " + batch::read_failure_reason(e));
                s.file.reset();
                continue;
            }
        }
        Board board;
        s.pending.clear();
        BoardReader::Step step;
        try {
            // One game at a time, each diagnostic printed before the next game is read: a run
            // of bad boards costs no memory.
            step = s.reader->step(board, s.pending);
        } catch (const std::ios_base::failure& e) {
            // libstdc++'s file buffer throws on a read error (EIO, EISDIR on standard input);
            // the boards read before it stand, the rest of the file is lost.
            report_pending();
            report_file(s.name, "cannot read the file: " + batch::read_failure_reason(e));
            if (s.games > 0) ++files_opened_;
            s.reader.reset();
            s.file.reset();
            continue;
        }
        report_pending();
        if (step == BoardReader::Step::kBoard) {
            ++s.games;
            if (!selection_.takes(s.files[s.index - 1], board.id)) continue;
            // What the reader read in a way the record may not mean: said once, here.
            for (const Diagnostic& d : board.notes) report(d);
            board.notes.clear();
            house_.apply(board);  // before --variant and --score, which replace the tags
            if (auto warning = variant_.apply(board)) warn(*warning);
            if (score_ && games_->of(board).takes_standing()) set_standing(board, *score_);
            return board;
        }
        if (step == BoardReader::Step::kSkipped) {
            ++s.games;
            continue;
        }
        // A file that is not text counts as one that could not be read.
        if (!s.reader->not_text()) {
            ++files_opened_;
            if (s.games == 0) report_file(s.name, "no boards");
        }
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

std::optional<Outcome> won_unfit(const game::GameModule& game, const Board& board) {
    auto won = game.won_unfit(board);
    if (!won) return std::nullopt;
    Outcome out;
    out.problem = std::move(won);
    return out;
}

Outcome board_problem(const Board& board, std::string message) {
    Outcome out;
    out.problem = Diagnostic{board.where, board.id, std::move(message)};
    return out;
}

OutputFailed::OutputFailed(int error)
    : std::runtime_error(error ? std::strerror(error) : "write error"), error(error) {}

bool reader_gone(int error) {
    return error == EPIPE;
}

void check_output(const std::ostream& out) {
    if (out) return;
    // errno still holds the reason of the write or flush that failed.
    throw OutputFailed(errno);
}

bool write_text_file(const std::string& path, const std::string& text) {
    errno = 0;
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    // Flushed and closed here: a full disk shows only when the buffer goes out.
    if (file) file << text;
    if (file) file.close();
    if (file) return true;
    std::cerr << "stich: " << path
              << ": cannot write the file: " << (errno ? std::strerror(errno) : "write error")
              << '\n';
    return false;
}

bool BoardSource::several_files() const {
    return state_->files.size() > 1;
}

namespace {

// `o`'s text with its file named, for a run over several files.
std::string with_file(const Outcome& o, std::string& header, std::string& last_file) {
    if (o.file.empty()) return printed(o);
    if (!o.json.empty()) {  // JSON Lines: a "file" member in every record
        std::string out;
        for (nlohmann::ordered_json record : o.json) {
            if (record.is_object()) record["file"] = o.file;
            out += json_text(record) + '\n';
        }
        return out;
    }
    if (o.text.empty()) return o.text;
    const std::string quoted = json_text(nlohmann::json(o.file));
    if (!header.empty()) {  // CSV: every line of the text is a row
        header = "file," + header;
        std::string out;
        size_t start = 0;
        while (start < o.text.size()) {
            const size_t end = o.text.find('\n', start);
            out += quoted + "," + o.text.substr(start, end - start + 1);
            start = end == std::string::npos ? o.text.size() : end + 1;
        }
        return out;
    }
    if (o.file == last_file) return o.text;
    const bool first = last_file.empty();
    last_file = o.file;
    return (first ? "" : "\n") + ("== " + o.file + " ==\n") + o.text;
}

}  // namespace

std::string printed(const Outcome& o) {
    std::string out = o.text;
    for (const nlohmann::ordered_json& record : o.json) out += json_text(record) + '\n';
    return out;
}

void emit(const Outcome& o, BoardSource& source, CsvOutput& csv) {
    for (const Diagnostic& d : o.notes) source.report(d);
    // A problem may come with output: the audit of the cards before an illegal one.
    if (o.problem && o.text.empty() && o.json.empty()) {
        source.report(*o.problem);
        return;
    }
    std::string header = o.csv_header;
    const std::string text =
        source.several_files() ? with_file(o, header, source.last_file()) : printed(o);
    if (!header.empty()) {
        if (csv.streams()) source.clear_progress();  // the row goes out now
        csv.add(header, text);
        if (csv.streams()) check_output(std::cout);
        if (o.problem) source.report(*o.problem);
        return;
    }
    // Records and the progress line may share a terminal: the line goes before a record does.
    source.clear_progress();
    errno = 0;
    std::cout << text << std::flush;
    check_output(std::cout);
    if (o.problem) source.report(*o.problem);
}

void write_csv(CsvOutput& csv, BoardSource& source) {
    if (csv.empty()) return;
    source.clear_progress();
    csv.write();
    check_output(std::cout);
}

int run_boards(const CommonOptions& opts, const char* verb,
               const std::function<Outcome(Solver&, const Board&, int threads)>& process,
               bool csv_fixed) {
    if (!check_options(opts)) return kUsage;
    const int threads = opts.thread_count();
    if (const auto shortfall = memory_shortfall(opts.tt_megabytes, threads)) {
        std::cerr << "stich: " << *shortfall << '\n';
        return kNoMemory;
    }
    // Before any other thread: they inherit the blocked signals.
    Interruption interruption;
    BoardSource source(opts);
    Watchdog watchdog(threads, opts.time_limit);
    interruption.on_signal([&watchdog] { watchdog.stop_all(); });
    std::vector<std::unique_ptr<Solver>> solvers(threads);
    CsvOutput csv(std::cout, csv_fixed);
    Progress progress(verb, "boards");
    source.set_progress(&progress);
    // Boards are read ahead of printing, by as many as there are in flight: what reading says
    // before each board waits for the board before it to be printed, so that it comes in file
    // order at any thread count.  One entry a board in flight, oldest first (produce and consume
    // run on this thread).
    source.hold_reading();
    std::deque<std::string> said_before;
    std::atomic<int> boards_held{0};  // by the workers, each from its start to its outcome
    const auto process_one = [&](int worker, Board& board) -> Outcome {
        const int others = boards_held.fetch_add(1);
        struct Release {
            std::atomic<int>& held;
            ~Release() { held.fetch_sub(1); }
        } release{boards_held};
        interruption.check();
        if (!solvers[worker])
            solvers[worker] =
                std::make_unique<Solver>(SolverOptions{opts.tt_megabytes, watchdog.flag(worker)});
        solvers[worker]->clear_table();
        const WatchdogGuard clock(watchdog, worker);
        if (auto missing = missing_deal(board)) return *missing;
        try {
            Outcome out = process(*solvers[worker], board, std::max(1, threads - others));
            out.file = board.where.file;
            return out;
        } catch (const SearchAborted&) {
            interruption.check();  // stopped by the signal, not by the time limit
            return board_problem(board, timed_out_message(opts.time_limit));
        }
    };
    // What reading said and is not printed yet: after the last board, or before leaving early
    // (an interruption or a closed output), where the boards in flight are not printed but
    // what reading said of the file is.
    const auto print_held = [&] {
        for (const std::string& said : said_before) source.say(said);
        said_before.clear();
        source.say(source.take_held());
    };
    // Interrupted and OutputFailed leave through ordered_parallel, which joins the workers
    // first; main() reports them.
    try {
        ordered_parallel<Board, Outcome>(
            threads,
            [&]() -> std::optional<Board> {
                interruption.check();
                std::optional<Board> board = source.next();
                if (board) said_before.push_back(source.take_held());
                return board;
            },
            process_one,
            [&](Outcome& o) {
                source.say(said_before.front());
                said_before.pop_front();
                interruption.check();
                progress.step();
                try {
                    emit(o, source, csv);
                } catch (const OutputFailed&) {
                    watchdog.stop_all();  // no board in hand can be printed: stop them now
                    throw;
                }
            });
    } catch (...) {
        print_held();
        throw;
    }
    print_held();
    progress.finish();
    write_csv(csv, source);
    return exit_code(source, 0);
}

int exit_code(const BoardSource& source, int solve_failures) {
    if (source.files_opened() == 0) return kNoInput;
    return source.failures() + solve_failures > 0 ? kSomeBoardsFailed : kOk;
}

}  // namespace stich::cli
