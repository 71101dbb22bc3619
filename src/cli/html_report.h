// --html: a command's board results gathered (in any order: boards are solved on several
// threads) and written, in input order, as one page per input file (src/report/html/).
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "common.h"
#include "stich/batch/stats.h"
#include "stich/engine/solver.h"
#include "stich/io/board.h"
#include "stich/report/html.h"

namespace stich::cli {

// Why `path`, given to `option` (--html, --handout), cannot take the pages of `inputs` (a
// file name ending .html for several inputs), or nullopt.
std::optional<std::string> html_path_problem(std::string_view option,
                                             const std::vector<std::string>& inputs,
                                             const std::string& path);

class HtmlReport {
public:
    // `games` names each board's seats and gives its viewer's line.
    HtmlReport(report::PageKind kind, std::string title, const game::GameRegistry& games)
        : kind_(kind), title_(std::move(title)), games_(games) {}

    // A handout's boards a sheet (render_handout), 1..4.
    void set_per_page(int per_page) { per_page_ = per_page; }
    // The browser's engine (stich-engine.js) to embed in the pages (--html-engine): each
    // viewer then carries its board's record and plays any legal card from any position.
    void set_engine(std::string engine_js) { engine_ = std::move(engine_js); }
    // The option that asked for the pages, as messages name it: --handout or --html.
    std::string_view option() const {
        return kind_ == report::PageKind::kHandout ? "--handout" : "--html";
    }

    // A board, its command's text output and (batch, deal) JSON or (judge) judgement; with the hand
    // viewer's line when `solver` is given, reusing what `answered` (the command's report of the
    // board) found; the typed answers behind the text (analyze, solve) to draw its tables from.
    void add(const Board& board, const std::string& text, nlohmann::ordered_json data = {},
             Solver* solver = nullptr, const game::Report* answered = nullptr,
             std::vector<report::BoardValues> values = {},
             std::optional<judge::JudgedBoard> judged = std::nullopt);
    // A board that failed, with its message: shown on the page with its error.
    void add_failure(const Board& board, const std::string& message);
    // A command's outcome for `board` moved onto the page: its text, values and judgement
    // (add), or its problem (add_failure); the text is no longer printed.
    void take(const Board& board, Outcome& out, Solver* solver, nlohmann::ordered_json data = {});
    // A board the reader refused: shown on the page, in its place, with the reader's message.
    void add_refused(const Diagnostic& d);

    // Writes the pages: `path` itself for one input ("-": standard output, one page for all
    // inputs), else a page per input in the folder `path`, inputs of the same name numbered.
    // False (with a message on stderr) when a file cannot be written.
    bool write(const std::vector<std::string>& inputs, const std::string& path) const;

private:
    struct Entry {
        std::string file;
        int line;
        report::HtmlBoard board;
    };
    report::PageKind kind_;
    std::string title_;
    const game::GameRegistry& games_;
    std::mutex mu_;
    std::vector<Entry> entries_;
    int per_page_ = 4;
    std::string engine_;
};

// --html-engine, beside `html` (the command's --html option, which it needs).
void add_html_engine_option(CLI::App& cmd, CLI::Option* html, bool& engine);
// The options `command` runs with: under --html `path` (or --handout, report.option()), its
// text output, and every board the reader refuses shown on `report`'s page; without it
// (`path` empty), `opts` as they are.  When `engine` (--html-engine) is asked, the browser's
// engine is read into `report`.  nullopt, with the reason on stderr, and `exit` set to the
// command's exit code: kUsage when `path` cannot take the pages (the message names the
// option), kNoInput when this stich was built without the browser's engine (where it was
// looked for).
std::optional<CommonOptions> html_run_options(const char* command, const std::string& path,
                                              bool engine, const CommonOptions& opts,
                                              HtmlReport& report, int& exit);

// A batch's statistics as a page's section: the tables of --stats, its histograms, and every
// failed board (of those BatchStats keeps) with where and why.
report::HtmlBoard batch_section(const stats::BatchStats& stats);

// One page at `path`; false with a message on stderr when it cannot be written.  "-" is
// standard output, which throws OutputFailed as every command's output does.
bool write_html_page(const std::string& path, const std::string& html);

}  // namespace stich::cli
