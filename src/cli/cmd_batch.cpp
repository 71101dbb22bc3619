// stich batch: every board of every file through `analyze`, for studies of thousands of deals:
// a work queue over N threads, records in input order whatever the thread count, a progress
// bar, a closing summary and statistics per game; resumable (--out), shardable (--shard K/N,
// then --merge), and split across processes under mpirun.
#include <cerrno>
#include <cstring>
#include <iostream>

#include "batch.h"
#include "commands.h"
#include "html_report.h"
#include "stich/batch/output_file.h"
#include "stich/batch/record_file.h"
#include "stich/support/json_text.h"

namespace stich::cli {

namespace {

// The outputs of the shards of a batch, merged into the output of one run.
int merge_batch(const BatchOptions& o) {
    const auto start = std::chrono::steady_clock::now();
    // --out is replaced, but only when it is a batch's output (or empty): never a file of
    // something else given by mistake, and never while a batch writes it.
    std::unique_ptr<batch::OutputFile> file;
    if (!o.out.empty()) {
        std::string why;
        if (!(file = batch::OutputFile::open(o.out, &why))) {
            std::cerr << "stich batch: " << why << '\n';
            return kNoOutput;
        }
        if (file->resumable()) {
            if (const auto foreign = batch::not_batch_output(o.out)) {
                std::cerr << "stich batch: " << *foreign << '\n';
                return kUsage;
            }
            if (const auto failed = file->keep(0)) {
                std::cerr << "stich batch: " << o.out << ": cannot write the file: " << *failed
                          << '\n';
                return kNoOutput;
            }
        }
    }
    std::ostream& out = file ? file->stream() : std::cout;
    stats::BatchStats stats(*o.common.games);
    const auto problems = batch::merge_records(
        o.common.files, out,
        [&](const std::string& header, const std::string& line) { stats.add(header, line); });
    if (!flush_records(out, o)) return kNoOutput;
    for (const std::string& p : problems) std::cerr << "stich: " << p << '\n';
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!report_batch(o, stats, stats.boards(), seconds, "merged")) return kNoOutput;
    if (stats.boards() == 0 && !problems.empty()) return kNoInput;
    return !problems.empty() || stats.failed() > 0 ? kSomeBoardsFailed : kOk;
}

}  // namespace

void say_records_unwritable(const BatchOptions& o, int error) {
    if (reader_gone(error)) return;
    const std::string why = error ? std::strerror(error) : "write error";
    std::cerr << "stich batch: " << (o.out.empty() ? "standard output" : o.out)
              << ": cannot write the records: " << why << '\n';
}

bool flush_records(std::ostream& out, const BatchOptions& o) {
    errno = 0;
    if (out.flush()) return true;
    say_records_unwritable(o, errno);
    return false;
}

bool report_batch(const BatchOptions& o, const stats::BatchStats& stats, long boards,
                  double seconds, const std::string& how) {
    if (!o.quiet) {
        char rate[64];
        std::snprintf(rate, sizeof rate, "%.1f s, %.1f boards/s", seconds,
                      seconds > 0 ? boards / seconds : 0.0);
        std::cerr << "stich batch: " << plural(static_cast<size_t>(boards), "board") << ", "
                  << stats.failed() << " failed in all; " << rate << " (" << how << ")\n"
                  << stats.to_text();
    }
    bool ok = true;
    if (!o.html.empty()) {
        // The statistics as --stats prints them (every table) and their histograms as charts.
        const report::HtmlBoard section = batch_section(stats);
        const std::string files = plural(o.common.files.size(), "file");
        ok = write_html_page(o.html, report::render_page(report::PageKind::kBatch,
                                                         "stich batch: " + files, {section}));
    }
    if (o.stats.empty()) return ok;
    return write_text_file(o.stats, json_text(stats.to_json(), 2) + '\n') && ok;
}

void register_batch(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto o = std::make_shared<BatchOptions>();
    o->common.games = &games;
    CLI::App* cmd = app.add_subcommand(
        "batch", "Analyse every board of many files at scale: resumable, sharded, MPI");
    add_common_options(*cmd, o->common);
    cmd->add_option("--out,-o", o->out,
                    "Write the records to FILE; an existing FILE is resumed where it stopped");
    cmd->add_option("--stats", o->stats, "Write the statistics to FILE (JSON)");
    cmd->add_option("--html", o->html,
                    "Write the statistics to FILE as a self-contained HTML page (histograms as "
                    "charts)");
    cmd->add_option("--shard", o->shard, "K/N: take the boards whose index mod N is K");
    add_score_option(*cmd, o->score);
    cmd->add_flag("--merge", o->merge,
                  "Merge the outputs of shards (the FILEs) into the output of one run");
    cmd->add_flag("--quiet,-q", o->quiet, "No summary or statistics on standard error");
    cmd->callback([o, &status] { status = o->merge ? merge_batch(*o) : run_batch(*o); });
}

}  // namespace stich::cli
