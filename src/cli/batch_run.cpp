// The run of a batch: the boards of this process's share through `analyze` on a work queue of
// N threads, records written in input order, resumed from what an earlier run wrote; with
// mpirun, ranks take turns with the boards and rank 0 gathers and writes every record.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <iostream>
#include <sstream>

#include "analyze.h"
#include "batch.h"
#include "cluster.h"
#include "interruption.h"
#include "progress.h"
#include "run_limits.h"
#include "stich/batch/input.h"
#include "stich/batch/output_file.h"
#include "stich/batch/record_file.h"
#include "stich/batch/shard.h"
#include "stich/engine/parallel.h"
#include "stich/support/json_text.h"
#include "watchdog.h"

namespace stich::cli {

namespace {

using batch::Item;
using batch::Record;
using batch::RecordFormat;
using Clock = std::chrono::steady_clock;

// The boards this process takes, in order: those of its shard, after the ones an earlier run
// wrote; with mpirun, every P-th of those from its rank on.
class Share {
public:
    Share(batch::BatchInput& input, batch::Shard shard, const std::vector<std::string>& boards)
        : input_(input), shard_(shard), selection_(boards) {}

    // Passes over the first `n` boards of the shard (written by an earlier run); returns the
    // last of them, or nullopt when the input has fewer.
    std::optional<Item> skip(size_t n) {
        std::optional<Item> last;
        for (size_t i = 0; i < n; ++i)
            if (!(last = next_of_shard())) return std::nullopt;
        return last;
    }
    void split(int rank, int ranks) {
        rank_ = rank;
        ranks_ = ranks;
    }
    std::optional<Item> next() {
        for (;;) {
            auto item = next_of_shard();
            if (!item || taken_++ % ranks_ == static_cast<size_t>(rank_)) return item;
        }
    }

private:
    std::optional<Item> next_of_shard() {
        for (;;) {
            auto item = input_.next();
            if (!item) return item;
            const std::string& id = item->board ? item->board->id : item->problem->board;
            // A file's own problem (no board id) stays: its record says the file was not read.
            const bool selected = selection_.empty() || (!item->board && id.empty()) ||
                                  selection_.takes(item->origin.file, id);
            if (selected && shard_.takes(item->origin.index)) return item;
        }
    }
    batch::BatchInput& input_;
    batch::Shard shard_;
    BoardSelection selection_;
    int rank_ = 0, ranks_ = 1;
    size_t taken_ = 0;
};

Record analyse(Solver& solver, Item& item, const CommonOptions& opts, RecordFormat format) {
    if (item.problem) return batch::failed_record(format, item.origin, *item.problem, std::nullopt);
    const Board& board = *item.board;
    // As analyze: the analysis is of the position after the play, which a defect of the play
    // section leaves unknown; the record says so at the card.
    Outcome o = play_unusable(board).value_or(Outcome{});
    if (!o.problem) o = analyze_board(solver, board, opts);
    if (o.problem) return batch::failed_record(format, item.origin, *o.problem, board.game);
    return batch::analysed_record(format, item.origin, printed(o), o.csv_header);
}

std::string encode(const Record& r) {
    return json_text(nlohmann::json::array({r.index, r.line, r.csv_header, r.diagnostic}));
}

Record decode(const std::string& message) {
    const auto j = nlohmann::json::parse(message);
    return Record{j[0].get<size_t>(), j[1].get<std::string>(), j[2].get<std::string>(),
                  j[3].get<std::string>()};
}

// Writes records in order, with the CSV header first, reports failed boards,
// and feeds the statistics.
class RecordSink {
public:
    RecordSink(std::ostream& out, std::string csv_header, stats::BatchStats& stats,
               Progress& progress)
        : out_(out), header_(std::move(csv_header)), stats_(stats), progress_(progress) {}

    void write(const Record& r) {
        progress_.clear();  // the line and the records may share a terminal
        errno = 0;          // check_output() tells the reason of a failed write
        if (!r.csv_header.empty() && r.csv_header != header_) {
            header_ = r.csv_header;
            out_ << header_ << '\n';
        }
        out_ << r.line;
        // A record reaches the file whole or (when the run is killed in the middle of
        // writing it) as a torn last line, which a resumed run discards.  Standard output
        // too: a closed pipe or a full disk then shows at this record, with its reason (a
        // buffered write that failed showed only at the end, as "write error").
        out_.flush();
        check_output(out_);
        if (r.failed()) std::cerr << "stich: " << r.diagnostic << '\n';
        stats_.add(r.csv_header, r.line.substr(0, r.line.size() - 1));
        ++written_;
        progress_.step();
    }
    long written() const { return written_; }

private:
    std::ostream& out_;
    std::string header_;
    stats::BatchStats& stats_;
    Progress& progress_;
    long written_ = 0;
};

struct Setup {
    RecordFormat format = RecordFormat::kJson;
    batch::Shard shard;
    std::optional<std::array<int, 2>> score;
};

int usage(const std::string& why) {
    std::cerr << "stich batch: " << why << '\n';
    return kUsage;
}

// What rank 0 finds in --out, checked against the input; the number of boards done, or a
// message.  A stream (a pipe, a device) holds nothing to resume.
std::variant<batch::ResumePoint, std::string> resume_point(const BatchOptions& o, const Setup& s,
                                                           const batch::OutputFile* file,
                                                           Share& share, stats::BatchStats& stats) {
    if (!file || !file->resumable()) return batch::ResumePoint{};
    auto read = batch::read_resume_point(
        o.out, s.format, s.shard,
        [&](const std::string& header, const std::string& line) { stats.add(header, line); });
    if (auto* why = std::get_if<std::string>(&read)) return *why;
    auto& point = std::get<batch::ResumePoint>(read);
    if (point.records == 0) return point;
    const auto last = share.skip(point.records);
    const auto& key = *point.last;
    const std::string board = !last ? "" : last->board ? last->board->id : last->problem->board;
    if (!last || last->origin.file != key.file || board != key.board)
        return o.out + ": its last record (board " + key.board + " of " + key.file + ", index " +
               std::to_string(key.index) +
               ") is not that board of this batch's input: it is the output of another batch; "
               "remove it to start afresh";
    return point;
}

// After Ctrl-C on rank 0: the other ranks, interrupted with it, send their end; their records
// of boards after the last one written are dropped (a resumed run does those boards again).
// A rank that does not end at once (the signal did not reach it) is stopped with the run.
void end_ranks(Cluster& cluster, std::vector<bool>& ended, int code) {
    struct Late {};
    const auto deadline = Clock::now() + std::chrono::seconds(2);
    try {
        for (size_t r = 1; r < ended.size(); ++r)
            while (!ended[r])
                ended[r] = !cluster.receive(static_cast<int>(r), [&] {
                    if (Clock::now() > deadline) throw Late{};
                });
    } catch (const Late&) {
        cluster.abort(code);
    }
}

}  // namespace

int run_batch(const BatchOptions& o) {
    Setup s;
    s.format = o.common.csv ? RecordFormat::kCsv : RecordFormat::kJson;
    std::string error;
    const auto shard = batch::parse_shard(o.shard, &error);
    if (!shard) return usage("--shard " + error);
    s.shard = *shard;
    if (!o.score.empty() && !(s.score = parse_score(o.score)))
        return usage("--score '" + o.score + "': expected the points of N-S and E-W, as \"8 3\"");
    std::string variant_error;
    auto variant_override =
        VariantOverride::make(*o.common.games, o.common.variant, &variant_error);
    if (!variant_override) return usage("--variant: " + variant_error);
    VariantOverride& variant = *variant_override;
    if (under_mpirun() && !built_with_mpi())
        return usage(
            "started by mpirun, but this stich was built without MPI: every process "
            "would run the whole batch; build it with MPI (libopenmpi-dev), or use "
            "--shard");
    // Ctrl-C stops the boards in hand and ends the run with the records written so far, which
    // a run of the same command resumes from (--out).  Made before MPI starts its threads, so
    // that none of them takes the signal (and dies of it): under mpirun every rank catches it
    // (a terminal's Ctrl-C reaches each), rank 0 says what was written.
    Interruption interruption;
    std::unique_ptr<Cluster> cluster = join_cluster();
    const int rank = cluster ? cluster->rank() : 0;
    const int ranks = cluster ? cluster->size() : 1;
    for (const std::string& f : o.common.files)
        if (f == "-" && ranks > 1)
            return usage("standard input cannot be split between MPI processes: give files");

    const auto start = Clock::now();
    batch::BatchInput input(o.common.files, o.common.games->record_tags());
    Share share(input, s.shard, o.common.boards);
    stats::BatchStats stats(*o.common.games);
    batch::ResumePoint resumed;
    // The boards done before, or minus the exit code of a run refused before it starts.
    int64_t done = 0;
    // Rank 0 alone opens, reads and writes --out, and holds its lock for the run: the other
    // ranks send it their records, and a second run (another shard given the same --out, say)
    // is refused before it reads a line.
    std::unique_ptr<batch::OutputFile> file;
    if (rank == 0 && !o.out.empty()) {
        std::string why;
        if (!(file = batch::OutputFile::open(o.out, &why))) {
            std::cerr << "stich batch: " << why << '\n';
            done = -kNoOutput;
        }
    }
    if (rank == 0 && done == 0) {
        auto point = resume_point(o, s, file.get(), share, stats);
        if (auto* why = std::get_if<std::string>(&point)) {
            std::cerr << "stich batch: " << *why << '\n';
            done = -kUsage;
        } else {
            resumed = std::get<batch::ResumePoint>(point);
            done = static_cast<int64_t>(resumed.records);
        }
    }
    if (cluster) {
        done = cluster->broadcast(done);
        if (rank > 0 && done > 0) share.skip(static_cast<size_t>(done));
    }
    if (done < 0) return static_cast<int>(-done);
    share.split(rank, ranks);

    CommonOptions opts = o.common;
    opts.json = s.format == RecordFormat::kJson;
    opts.csv = !opts.json;
    int threads = opts.thread_count();
    if (cluster && o.common.threads == 0)
        threads = std::max(1, threads / cluster->ranks_on_this_machine());
    if (const auto shortfall = memory_shortfall(opts.tt_megabytes, threads)) {
        std::cerr << "stich: " << *shortfall << '\n';
        if (cluster) cluster->abort(kNoMemory);
        return kNoMemory;
    }

    if (file && file->resumable())
        if (const auto why = file->keep(resumed.keep_bytes)) {
            std::cerr << "stich batch: " << o.out << ": cannot write the file: " << *why << '\n';
            if (cluster) cluster->abort(kNoOutput);
            return kNoOutput;
        }
    std::ostream& out = file ? file->stream() : std::cout;
    long total = 0;
    if (rank == 0 && isatty(STDERR_FILENO)) {
        const size_t shard_boards = s.shard.share(batch::estimate_boards(o.common.files));
        total =
            static_cast<long>(shard_boards > resumed.records ? shard_boards - resumed.records : 0);
    }
    Progress progress("analysed", "boards", total);
    RecordSink sink(out, resumed.csv_header, stats, progress);
    std::vector<bool> ended(static_cast<size_t>(ranks), false);
    // Rank 0 writes its own record of a round, then the other ranks' of the same round: the
    // remaining boards go to ranks 0, 1, ..., P-1, 0, 1, ... in input order.
    auto check_interrupted = [&] { interruption.check(); };
    auto gather_round = [&] {
        for (int r = 1; r < ranks; ++r) {
            if (ended[r]) continue;
            if (auto message = cluster->receive(r, check_interrupted))
                sink.write(decode(*message));
            else
                ended[r] = true;
        }
    };

    // The flags stop a board past --time-limit, and every board in hand on an interruption
    // or when the records can no longer be written.
    Watchdog stops(threads, opts.time_limit);
    interruption.on_signal([&stops] { stops.stop_all(); });
    // A signal after the run (while MPI finishes) finds no flags to raise.
    struct ForgetFlags {
        Interruption& interruption;
        ~ForgetFlags() { interruption.on_signal({}); }
    } forget_flags{interruption};
    long reader_notes = 0;
    std::vector<std::unique_ptr<Solver>> solvers(static_cast<size_t>(threads));
    try {
        ordered_parallel<Item, Record>(
            threads,
            [&]() -> std::optional<Item> {
                check_interrupted();
                auto item = share.next();
                if (item && item->board) {
                    // What the reader read in a way the record may not mean, said as solve
                    // says it (the record carries only the analysis), and counted.
                    for (const Diagnostic& d : item->board->notes) {
                        progress.clear();
                        std::cerr << "stich: " << format_diagnostic(d) << '\n';
                        ++reader_notes;
                    }
                    item->board->notes.clear();
                    o.common.house.apply(*item->board);  // the rules file's defaults first
                    if (auto warning = variant.apply(*item->board)) {
                        progress.clear();
                        std::cerr << "stich: " << *warning << '\n';
                    }
                    if (s.score && o.common.games->of(*item->board).takes_standing())
                        set_standing(*item->board, *s.score);
                }
                return item;
            },
            [&](int worker, Item& item) {
                check_interrupted();
                auto& solver = solvers[static_cast<size_t>(worker)];
                if (!solver)
                    solver = std::make_unique<Solver>(
                        SolverOptions{opts.tt_megabytes, stops.flag(worker)});
                solver->clear_table();  // a board's work does not depend on the thread
                const WatchdogGuard clock(stops, worker);
                try {
                    return analyse(*solver, item, opts, s.format);
                } catch (const SearchAborted&) {
                    check_interrupted();  // stopped by the signal, not by the time limit
                    // Its record says so, as solve says it; a resumed run keeps it (it is
                    // done: given more time, it is a run of its own, see the manual).
                    const Board& board = *item.board;
                    return batch::failed_record(
                        s.format, item.origin,
                        Diagnostic{board.where, board.id, timed_out_message(opts.time_limit)},
                        board.game);
                }
            },
            [&](Record& r) {
                check_interrupted();
                if (rank > 0) return cluster->send(encode(r));
                try {
                    sink.write(r);
                } catch (const OutputFailed&) {
                    stops.stop_all();  // no board in hand can be written: stop them now
                    throw;
                }
                if (cluster) gather_round();
            });
        if (rank > 0) {
            cluster->send_end();
            return kOk;
        }
        while (cluster && std::find(ended.begin() + 1, ended.end(), false) != ended.end())
            gather_round();
    } catch (const Interrupted& i) {
        if (rank > 0) {
            // Rank 0 takes every record this rank sends until its end, and says what was done.
            cluster->send_end();
            return 128 + i.signal;
        }
        progress.clear();
        const long boards = static_cast<long>(resumed.records) + sink.written();
        std::cerr << "stich batch: interrupted after "
                  << plural(static_cast<size_t>(boards), "board")
                  << (o.out.empty() ? " (give --out FILE to make a run resumable)"
                                    : ": run the same command again to resume")
                  << '\n';
        if (cluster) end_ranks(*cluster, ended, 128 + i.signal);
        return 128 + i.signal;
    } catch (const OutputFailed& e) {
        progress.clear();
        say_records_unwritable(o, e.error);
        if (cluster) cluster->abort(kNoOutput);
        return kNoOutput;
    } catch (const std::bad_alloc& e) {
        progress.clear();
        std::cerr << "stich: " << out_of_memory_message(e) << '\n';
        if (cluster) cluster->abort(kNoMemory);
        return kNoMemory;
    } catch (const std::exception& e) {
        if (const auto shortage = thread_shortage_message(e)) {
            progress.clear();
            std::cerr << "stich: " << *shortage << '\n';
            if (cluster) cluster->abort(kNoMemory);
            return kNoMemory;
        }
        std::cerr << "stich: internal error: " << e.what() << '\n';
        if (cluster) cluster->abort(kInternal);
        return kInternal;
    }
    if (!flush_records(out, o)) return kNoOutput;
    progress.finish();
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::string how = std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    if (cluster) how = std::to_string(ranks) + " processes of " + how;
    if (resumed.records > 0)
        how += "; " + plural(resumed.records, "board") + (resumed.records == 1 ? " was" : " were") +
               " done before, resumed";
    if (reader_notes > 0 && !o.quiet)
        std::cerr << "stich batch: " << plural(static_cast<size_t>(reader_notes), "note")
                  << " on how the input was read (above)\n";
    if (!report_batch(o, stats, sink.written(), seconds, how)) return kNoOutput;
    if (input.files_opened() == 0) return kNoInput;
    return stats.failed() > 0 ? kSomeBoardsFailed : kOk;
}

}  // namespace stich::cli
