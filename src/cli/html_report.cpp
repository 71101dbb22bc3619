#include "html_report.h"

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <iostream>
#include <set>

#include "common.h"
#include "stich/io/pbn.h"
#include "stich/report/held_board.h"
#include "stich/report/viewer_line.h"
#include "web_files.h"

namespace stich::cli {

namespace {

// "Board 3 (bridge)"; a board played at several tables names its table ([Table]), as its room
// is in its id ("o3"), so that the tables' records are told apart.
std::string board_title(const game::GameRegistry& games, const Board& board) {
    const TagPair* table = board.tag("Table");
    const bool named = table && !table->value.empty() && table->value != "?";
    return "Board " + board.id + (named ? ", table " + table->value : std::string()) + " (" +
           games.of(board).record_game(board) + ")";
}

bool ends_with_html(const std::string& path) {
    return path.size() >= 5 && path.compare(path.size() - 5, 5, ".html") == 0;
}

}  // namespace

std::optional<std::string> html_path_problem(std::string_view option,
                                             const std::vector<std::string>& inputs,
                                             const std::string& path) {
    if (inputs.size() > 1 && ends_with_html(path))
        return std::string(option) + " " + path + ": " + std::to_string(inputs.size()) +
               " inputs make one page each: give a folder (or - for one page on standard "
               "output), not a file name ending .html";
    return std::nullopt;
}

void HtmlReport::add(const Board& board, const std::string& text, nlohmann::ordered_json data,
                     Solver* solver, const game::Report* answered,
                     std::vector<report::BoardValues> values,
                     std::optional<judge::JudgedBoard> judged) {
    const game::GameModule& game = games_.of(board);
    report::HtmlBoard b;
    // A judgement is of the position the play leads to: the diagram shows the cards still
    // held and the trick in progress, as the seat finds them.
    b.board = kind_ == report::PageKind::kJudge ? report::held_board(game, board) : board;
    b.seats = game.seats();
    b.dealer_sits_out = game.dealer_sits_out(board);
    b.own = game.record_tags();
    b.title = board_title(games_, board);
    b.text = text;
    b.data = std::move(data);
    b.values = std::move(values);
    b.judged = std::move(judged);
    if (solver) {
        std::string why;
        if (auto line = report::viewer_line(game, *solver, board, answered, &why)) {
            b.viewer = std::move(*line);
            // The engine plays from the record's own deal (max-n's lines it does not play).
            if (!engine_.empty() && !b.viewer.contains("maxn"))
                b.viewer["record"] = board_to_pbn(board);
        } else {
            b.viewer_note = why;
        }
    }
    std::lock_guard lock(mu_);
    entries_.push_back({board.where.file, board.where.line, std::move(b)});
}

void HtmlReport::add_failure(const Board& board, const std::string& message) {
    report::HtmlBoard b;
    b.title = board_title(games_, board);
    b.error = board.where.file + ":" + std::to_string(board.where.line) + ": " + message;
    std::lock_guard lock(mu_);
    entries_.push_back({board.where.file, board.where.line, std::move(b)});
}

void HtmlReport::take(const Board& board, Outcome& out, Solver* solver,
                      nlohmann::ordered_json data) {
    if (out.problem)
        add_failure(board, out.problem->message);
    else
        add(board, out.text, std::move(data), solver, out.report ? &*out.report : nullptr,
            std::move(out.values), std::move(out.judged));
    out.text.clear();
}

void HtmlReport::add_refused(const Diagnostic& d) {
    report::HtmlBoard b;
    b.title = "Board " + d.board;
    b.error = format_diagnostic(d);
    std::lock_guard lock(mu_);
    entries_.push_back({d.where.file, d.where.line, std::move(b)});
}

bool HtmlReport::write(const std::vector<std::string>& inputs, const std::string& path) const {
    namespace fs = std::filesystem;
    const auto boards_of = [&](const std::vector<std::string>& files) {
        std::vector<const Entry*> mine;
        for (const std::string& input : files) {
            const std::string name = input == "-" ? "<stdin>" : input;
            const size_t first = mine.size();
            for (const Entry& e : entries_)
                if (e.file == name) mine.push_back(&e);
            std::sort(mine.begin() + static_cast<long>(first), mine.end(),
                      [](const Entry* a, const Entry* b) { return a->line < b->line; });
        }
        std::vector<report::HtmlBoard> out;
        for (const Entry* e : mine) out.push_back(e->board);
        return out;
    };
    const auto name_of = [](const std::string& input) {
        return input == "-" ? std::string("standard input") : input;
    };
    const auto render = [this](const std::string& title,
                               const std::vector<report::HtmlBoard>& boards) {
        return kind_ == report::PageKind::kHandout
                   ? report::render_handout(title, boards, per_page_)
                   : report::render_page(kind_, title, boards, engine_);
    };
    if (inputs.size() == 1 || path == "-") {
        std::string names;
        for (const std::string& input : inputs)
            names += (names.empty() ? "" : ", ") + name_of(input);
        return write_html_page(path, render(title_ + ": " + names, boards_of(inputs)));
    }
    std::error_code ec;
    fs::create_directories(path, ec);
    bool ok = true;
    std::set<std::string> taken;  // two inputs of the same name do not overwrite each other
    for (const std::string& input : inputs) {
        const std::string stem = input == "-" ? "stdin" : fs::path(input).stem().string();
        std::string file = stem + ".html";
        for (int n = 2; !taken.insert(file).second; ++n)
            file = stem + "-" + std::to_string(n) + ".html";
        ok = write_html_page((fs::path(path) / file).string(),
                             render(title_ + ": " + name_of(input), boards_of({input}))) &&
             ok;
    }
    return ok;
}

report::HtmlBoard batch_section(const stats::BatchStats& stats) {
    report::HtmlBoard section;
    section.title = "Statistics";
    section.text = stats.to_text();
    section.data = stats.to_json();
    nlohmann::ordered_json failed = nlohmann::ordered_json::array();
    for (const stats::BatchFailure& f : stats.failures())
        failed.push_back({{"file", f.file},
                          {"board", f.board},
                          {"game", f.game},
                          {"line", f.line},
                          {"column", f.column},
                          {"message", f.message}});
    // The page's own key (batch_page.cpp): the statistics' JSON has no such list.
    section.data["failed_boards"] = std::move(failed);
    return section;
}

void add_html_engine_option(CLI::App& cmd, CLI::Option* html, bool& engine) {
    cmd.add_flag("--html-engine", engine,
                 "Embed the browser's engine (WebAssembly, a few megabytes) in the --html page: "
                 "its hand viewer then plays any legal card from any position, each valued")
        ->needs(html);
}

namespace {

// When `engine` is asked, the browser's engine read into `report`; false, with where it was
// looked for on stderr, when this stich was built without it.
bool load_html_engine(bool engine, HtmlReport& report) {
    if (!engine) return true;
    auto js = read_web_file(web_file_places("stich-engine.js"), "the browser's engine");
    if (!js) return false;
    report.set_engine(std::move(*js));
    return true;
}

}  // namespace

std::optional<CommonOptions> html_run_options(const char* command, const std::string& path,
                                              bool engine, const CommonOptions& opts,
                                              HtmlReport& report, int& exit) {
    CommonOptions run = opts;
    if (!path.empty()) {
        if (auto problem = html_path_problem(report.option(), opts.files, path)) {
            std::cerr << command << ": " << *problem << '\n';
            exit = kUsage;
            return std::nullopt;
        }
        run.json = false, run.csv = false;
        run.on_refused = [&report](const Diagnostic& d) { report.add_refused(d); };
    }
    if (!load_html_engine(engine, report)) {
        exit = kNoInput;
        return std::nullopt;
    }
    return run;
}

bool write_html_page(const std::string& path, const std::string& html) {
    if (path == "-") {
        errno = 0;
        std::cout << html << std::flush;
        check_output(std::cout);  // as every command's standard output
        return true;
    }
    if (!write_text_file(path, html)) return false;
    std::cerr << "stich: wrote " << path << '\n';
    return true;
}

}  // namespace stich::cli
