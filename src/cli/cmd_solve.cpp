// stich solve: double-dummy results of every board.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <variant>

#include "answer.h"
#include "commands.h"
#include "common.h"
#include "diagram_option.h"
#include "html_report.h"
#include "stich/game/registry.h"
#include "stich/io/board_play.h"
#include "stich/io/lin.h"
#include "stich/io/pbn.h"
#include "stich/io/tag_splice.h"

namespace stich::cli {

namespace {

// [Play] means one thing everywhere (rules decision, issue 21): the history of the deal from
// its start.  solve reports the deal as dealt and, where the play stops before the end of
// the deal, also the position after the played cards, each labelled with its position.

// `out` labelled with `label`: after the first line of its text, or as "position" in its JSON
// object (several JSON lines are left as they are).
Outcome labelled(Outcome out, const std::string& label) {
    if (out.values.size() == 1) out.values.front().label = label;
    if (out.json.size() == 1 && out.json.front().is_object()) {
        out.json.front()["position"] = label;
    } else if (out.json.empty() && out.csv_header.empty()) {
        const size_t end = out.text.find('\n');
        out.text.insert(end == std::string::npos ? out.text.size() : end, "  [" + label + "]");
    }
    return out;
}

// --cards: every legal card at the current position with its value.
Outcome card_values_of(const game::GameRegistry& games, Solver& solver, const game::Prepared& board,
                       const CommonOptions& opts) {
    const game::GameModule& game = games.of(board.board());
    return answer_outcome(board.board(), opts, game.card_values(solver, board));
}

// --annotate: the board as read, with the analysis of the game in the record's own tags
// where the game has them (a full whist (bridge) deal); other boards are written as they are.
Outcome annotated(const game::GameRegistry& games, Solver& solver, const Board& board) {
    Outcome out;
    const game::AnnotateCapability* annotate = games.of(board).annotate();
    out.text = board_to_pbn(annotate ? annotate->annotated(solver, board) : board);
    return out;
}

// --annotate of a PBN file: the analysis of each board that has one, to splice into the
// file's own bytes; nothing is printed per board.
Outcome analysis_of(const game::GameRegistry& games, Solver& solver, const Board& board,
                    std::mutex& mutex, std::vector<io::BoardTags>& analyses) {
    const game::AnnotateCapability* annotate = games.of(board).annotate();
    if (!annotate) return {};
    std::optional<io::BoardTags> tags = annotate->annotation_tags(solver, board);
    if (!tags) return {};
    const std::lock_guard lock(mutex);
    analyses.push_back(std::move(*tags));
    return {};
}

// The bytes of a PBN file to annotate in place, or nothing for standard input, LIN and files
// that cannot be read (those are read as boards and written as stich writes them).
std::optional<std::string> pbn_bytes(const std::string& input) {
    if (input == "-" || lin_argument(input) || lin_name(input)) return std::nullopt;
    std::ifstream in(input, std::ios::binary);
    if (!in) return std::nullopt;
    std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    std::string_view first = std::string_view(raw).substr(0, 4096);
    if (first.starts_with("\xEF\xBB\xBF")) first.remove_prefix(3);
    if (lin_text(first)) return std::nullopt;
    return raw;
}

// Standard output sent to a file for the length of a run (--annotate), back when it ends.
class OutputTo {
public:
    explicit OutputTo(std::ostream& file) : saved_(std::cout.rdbuf(file.rdbuf())) {}
    ~OutputTo() { std::cout.rdbuf(saved_); }
    OutputTo(const OutputTo&) = delete;
    OutputTo& operator=(const OutputTo&) = delete;

private:
    std::streambuf* saved_;
};

Outcome solve_board(const game::GameRegistry& games, Solver& solver, const game::Prepared& board,
                    const CommonOptions& opts, const game::QuestionOptions& options) {
    const game::GameModule& game = games.of(board.board());
    return answer_outcome(board.board(), opts, game.solve(solver, board, options));
}

// solve of a board with a play section: the deal as dealt, then, where cards are left, the
// position after the play (CSV: the deal as dealt only, one row per board as ever).  Both
// take the board as prepared once.
Outcome solve_played(const game::GameModule& game, const game::Prepared& prepared, Format format,
                     const std::function<Outcome(const game::Prepared&)>& solve) {
    const Board& board = prepared.board();
    const int played = cards_played(board);
    Outcome out = solve(prepared.with_board(as_dealt(board)));
    if (out.problem || played == 0) return out;
    const std::string after_label = "after " + std::to_string(played) + " cards played";
    if (format == Format::kCsv || played >= cards_dealt(board)) {
        if (format != Format::kCsv) out = labelled(std::move(out), "as dealt");
        return out;
    }
    std::string why;
    const std::optional<game::Prepared> after = game::after_play(game, prepared, &why);
    Outcome second;
    if (after) {
        second = solve(*after);
        if (second.problem) why = second.problem->message;
        out.notes.insert(out.notes.end(), second.notes.begin(), second.notes.end());
    }
    if (!why.empty()) {
        out.notes.push_back(Diagnostic{board.where, board.id,
                                       "the position " + after_label + " is not solved: " + why,
                                       Severity::kWarning});
        return labelled(std::move(out), "as dealt");
    }
    const bool objects = out.json.size() == 1 && out.json.front().is_object() &&
                         second.json.size() == 1 && second.json.front().is_object();
    out = labelled(std::move(out), "as dealt");
    second = labelled(std::move(second), after_label);
    if (objects) {
        // One JSON object: the position after the play is a member of the deal's.
        out.json.front()["after_play"] = std::move(second.json.front());
    } else {
        out.text += second.text;
        out.json.insert(out.json.end(), second.json.begin(), second.json.end());
    }
    out.values.insert(out.values.end(), second.values.begin(), second.values.end());
    return out;
}

}  // namespace

void register_solve(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto opts = std::make_shared<CommonOptions>();
    opts->games = &games;
    CLI::App* cmd = app.add_subcommand(
        "solve", "Double-dummy tricks of every board: the table of every strain and leader");
    add_common_options(*cmd, *opts);
    auto cards = std::make_shared<bool>(false);
    cmd->add_flag("--cards", *cards,
                  "Every legal card at the current position with its value, best first");
    auto maxn = std::make_shared<int>(0);
    add_maxn_option(*cmd, *maxn);
    auto by = std::make_shared<std::string>();
    cmd->add_option("--by", *by,
                    "Whist/bridge table by the leader's side (leader) or by declarer, as bridge "
                    "software shows it (declarer); the default is declarer for a bridge record "
                    "and leader for whist, in the CSV too")
        ->check(CLI::IsMember({"leader", "declarer"}));
    auto annotate = std::make_shared<std::string>();
    cmd->add_option("--annotate", *annotate,
                    "Write every board to this PBN file with its double-dummy table and par in "
                    "PBN's tags (DoubleDummyTricks, OptimumResultTable, OptimumScore, "
                    "ParContract), replacing those it has")
        ->excludes("--json")
        ->excludes("--csv")
        ->excludes("--cards");
    auto html = std::make_shared<std::string>();
    CLI::Option* html_option =
        cmd->add_option("--html", *html,
                        "Write a self-contained HTML page with a hand viewer: a file for one "
                        "input (- for standard output), else a folder with one page per input")
            ->excludes("--annotate");
    auto engine = std::make_shared<bool>(false);
    add_html_engine_option(*cmd, html_option, *engine);
    auto handout = std::make_shared<std::string>();
    cmd->add_option("--handout", *handout,
                    "Write a handout to print: each board's hands, double-dummy table by "
                    "declarer, makeable contracts and par, --per-page boards a sheet of A4 (a "
                    "file for one input, - for standard output, else a folder)")
        ->excludes("--annotate")
        ->excludes("--html")
        ->excludes("--cards");
    auto diagram = std::make_shared<DiagramChoice>();
    add_diagram_options(*cmd, *diagram);
    auto per_page = std::make_shared<int>(4);
    cmd->add_option("--per-page", *per_page, "Boards a sheet of --handout, 1 to 4 (default 4)")
        ->check(CLI::Range(1, 4));
    cmd->callback([=, &status, &games] {
        // The values of the cards are a list per board, not a row: no CSV is offered rather
        // than text under a --csv that the user asked for.
        if (*cards && opts->csv) {
            std::cerr << "stich solve: --cards has no CSV output: give --json, or neither\n";
            status = kUsage;
            return;
        }
        const game::QuestionOptions options{
            by->empty() ? std::nullopt : std::optional<bool>(*by == "declarer"), *maxn,
            opts->tt_megabytes};
        if (!annotate->empty()) {
            // "-" writes to standard output, as --html - does.
            const bool to_stdout = *annotate == "-";
            std::error_code ec;
            for (const std::string& input : opts->files)
                if (!to_stdout && std::filesystem::equivalent(input, *annotate, ec)) {
                    std::cerr << "stich: --annotate " << *annotate
                              << " is an input file: write the annotated copy elsewhere\n";
                    status = kUsage;
                    return;
                }
            std::ofstream file;
            if (!to_stdout) {
                errno = 0;
                file.open(*annotate, std::ios::binary);
                if (!file) {
                    std::cerr << "stich: " << *annotate
                              << ": cannot write the file: " << std::strerror(errno) << '\n';
                    status = kNoOutput;
                    return;
                }
            }
            std::ostream& out = to_stdout ? std::cout : file;
            // File by file, in order: a PBN file keeps its bytes, with the analysis spliced in
            // (a board that cannot be read is copied as it is, and reported); other input is
            // written as stich writes boards.
            status = kOk;
            for (const std::string& input : opts->files) {
                CommonOptions one = *opts;
                one.files = {input};
                int s = kOk;
                if (const auto raw = pbn_bytes(input)) {
                    std::mutex mutex;
                    std::vector<io::BoardTags> analyses;
                    s = run_boards(one, "annotated", [&](Solver& solver, const Board& board, int) {
                        return analysis_of(games, solver, board, mutex, analyses);
                    });
                    out << io::splice_tags(*raw, analyses);
                } else {
                    const OutputTo redirect(out);
                    s = run_boards(one, "annotated", [&](Solver& solver, const Board& board, int) {
                        return annotated(games, solver, board);
                    });
                }
                errno = 0;
                out.flush();  // a full disk shows only when the buffer goes out
                if (to_stdout) {
                    check_output(out);  // as every command's standard output
                } else if (!file) {
                    std::cerr << "stich: " << *annotate << ": cannot write the file: "
                              << (errno ? std::strerror(errno) : "write error") << '\n';
                    status = kNoOutput;
                    return;
                }
                status = std::max(status, s);
            }
            return;
        }
        // --html: the text output of each board on the page, with the hand viewer.  --handout:
        // the values of each board's JSON on a sheet, the table by declarer unless --by says.
        const bool sheets = !handout->empty();
        const std::string& page = sheets ? *handout : *html;
        HtmlReport report(sheets ? report::PageKind::kHandout : report::PageKind::kSolve,
                          sheets ? "stich handout" : "stich solve", games);
        report.set_per_page(*per_page);
        const auto html_run = html_run_options("stich solve", page, *engine, *opts, report, status);
        if (!html_run) return;
        CommonOptions run = *html_run;
        game::QuestionOptions asked = options;
        if (sheets) {
            run.json = true;
            if (!asked.by_declarer) asked.by_declarer = true;
        }
        const auto solve_one = [&](Solver& solver, const Board& board, int threads) {
            // A board may split its work over the threads no other board holds (a whist
            // table's strains): a deal alone, the interactive case, is answered sooner.
            game::QuestionOptions asked_here = asked;
            asked_here.threads = threads;
            // The one [Won] check of every command (stich/won.h), located at the tag.
            if (auto unfit = won_unfit(games.of(board), board)) return *unfit;
            // Prepared once for every question asked of it below (as dealt, after the play).
            const game::Prepared prepared = games.of(board).prepare(board);
            // A defect of the play section costs solve nothing: it solves the deal as dealt
            // and says that the play was not used (rules decision, issue 21).
            if (board.play_problem) {
                const game::Prepared dealt = prepared.with_board(as_dealt(board));
                Outcome out = *cards ? card_values_of(games, solver, dealt, run)
                                     : solve_board(games, solver, dealt, run, asked_here);
                if (!out.problem && !*cards && run.format() != Format::kCsv)
                    out = labelled(std::move(out), "as dealt");
                out.notes.insert(out.notes.begin(), unused_play_warning(board));
                return out;
            }
            if (*cards) {
                // The cards are valued where the play has led, in every game: the game's
                // position after its play section (Préférence's and Alliance's card values read
                // the deal as dealt, and listed cards already played).
                std::string why;
                const int played = cards_played(board);
                if (played > 0 && played < cards_dealt(board))
                    if (const auto after = game::after_play(games.of(board), prepared, &why))
                        return card_values_of(games, solver, *after, run);
                return card_values_of(games, solver, prepared, run);
            }
            return solve_played(games.of(board), prepared, run.format(),
                                [&](const game::Prepared& b) {
                                    return solve_board(games, solver, b, run, asked_here);
                                });
        };
        const DiagramChoice shown = settled(*diagram);
        status = run_boards(run, "solved", [&](Solver& solver, const Board& board, int threads) {
            Outcome out = solve_one(solver, board, threads);
            // A page shows the hands in its own diagram.
            if (page.empty() && !*cards && !out.problem)
                add_record_diagram(out, games.of(board), board, shown, run.format(), true);
            if (sheets) {
                nlohmann::ordered_json data =
                    out.json.empty() ? nlohmann::ordered_json() : out.json.front();
                out.json.clear();
                report.take(board, out, nullptr, std::move(data));
            } else if (!html->empty()) {
                report.take(board, out, &solver);
            }
            return out;
        });
        if (!page.empty() && !report.write(opts->files, page)) status = kNoOutput;
    });
}

}  // namespace stich::cli
