// stich batch: every board of every file through `analyze`, at scale (see cmd_batch.cpp).
#pragma once

#include <chrono>
#include <ostream>
#include <string>

#include "common.h"
#include "stich/batch/stats.h"

namespace stich::cli {

struct BatchOptions {
    CommonOptions common;
    std::string out;    // --out: the output file; an existing one is resumed (run) or replaced
    std::string stats;  // --stats: the statistics as JSON
    std::string html;   // --html: the statistics as a page, histograms as charts
    std::string shard = "0/1";
    std::string score;  // --score "NS EW": the standing before every deal
    bool merge = false;
    bool quiet = false;
};

// Runs the batch (on this process's share of a shard, with mpirun); returns the exit code.
int run_batch(const BatchOptions& opts);

// Says on standard error that the records (of --out, or standard output) cannot be written,
// and why (`error`, errno); nothing when the reader of the pipe has gone (reader_gone).
void say_records_unwritable(const BatchOptions& opts, int error);
// Flushes the records; false, said as above, when they cannot all be written (exit kNoOutput).
bool flush_records(std::ostream& out, const BatchOptions& opts);

// The closing lines on standard error (unless --quiet) and the --stats file.  `boards` were
// written by this run in `seconds`; `stats` covers the whole output.  Returns false when the
// statistics file or the page (--html) cannot be written (said on standard error).
bool report_batch(const BatchOptions& opts, const stats::BatchStats& stats, long boards,
                  double seconds, const std::string& how);

}  // namespace stich::cli
