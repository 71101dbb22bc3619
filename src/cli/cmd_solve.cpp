// stich solve: double-dummy results of every board.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <variant>

#include "../io/contract_check.h"
#include "commands.h"
#include "common.h"
#include "html_report.h"
#include "preference.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/report.h"
#include "stich/bridge/annotate.h"
#include "stich/io/lin.h"
#include "stich/io/pbn.h"
#include "stich/movegen.h"
#include "stich/preference/play.h"
#include "stich/whist/play.h"
#include "stich/whist/report.h"
#include "stich/whist/whist.h"

namespace stich::cli {

namespace {

// [Play] means one thing everywhere (rules decision, issue 21): the history of the deal from
// its start.  solve reports the deal as dealt and, where the play stops before the end of
// the deal, also the position after the played cards, each labelled with its position.

int cards_played(const Board& board) {
    int n = 0;
    for (const PlayedTrick& trick : board.play) n += static_cast<int>(trick.cards.size());
    return n;
}

int cards_dealt(const Board& board) {
    int n = 0;
    for (int p = 0; p < board.players; ++p) n += board.hands[p].count();
    return n;
}

// The board without its play: the deal as dealt.
Board as_dealt(const Board& board) {
    Board dealt = board;
    dealt.play.clear();
    dealt.play_problem.reset();
    if (!board.play.empty()) dealt.won.reset();  // with a play section it repeats the play
    return dealt;
}

// Whist: the board after its play, as an endgame ([Trick], [Leader], [Won]); or why not.  The
// play starts with the leader the reader found ([Play]'s seat), in the trump of [Trump] or of
// a bridge [Contract].
std::variant<Board, std::string> whist_after_play(const Board& board) {
    const auto trump = board.trump ? board.trump : io::bridge_strain(board.contract);
    if (!trump) return std::string("the play needs the trump ([Trump], [Turned] or [Contract])");
    if (!board.trick.empty() || board.won)
        return std::string("a board with a play section starts from the full deal");
    Position pos = whist::position(board, *trump, board.play.front().leader);
    int ply = 0;
    for (const PlayedTrick& trick : board.play)
        for (const Card card : trick.cards) {
            ++ply;
            if (!pos.hand(pos.to_move()).contains(card) || !legal_cards(pos).contains(card))
                return "card " + std::to_string(ply) + " of the play, " + format_card(card) +
                       ", cannot be played there (stich play says why)";
            pos.play(card);
        }
    Board after = board;
    after.play.clear();
    after.trump = trump;
    after.trick.clear();
    for (int i = 0; i < pos.trick_size(); ++i) after.trick.push_back(pos.trick_card(i));
    after.leader = pos.leader();
    std::vector<int> won;
    for (int p = 0; p < 4; ++p) {
        after.hands[p] = pos.hand(p);
        won.push_back(pos.won(p));
    }
    after.won = won;
    return after;
}

// `label` after the first line of a text block, or as "position" in a JSON object.
std::string labelled(std::string text, Format format, const std::string& label) {
    if (format == Format::kJson) {
        auto j = nlohmann::ordered_json::parse(text, nullptr, false);
        if (!j.is_object()) return text;  // several JSON lines: left as they are
        j["position"] = label;
        return j.dump() + '\n';
    }
    if (format == Format::kText) {
        const size_t end = text.find('\n');
        text.insert(end == std::string::npos ? text.size() : end, "  [" + label + "]");
    }
    return text;
}

Outcome solve_alliance(Solver& solver, const Board& board, Format format,
                       const alliance::Options& options) {
    std::string error;
    const auto game = alliance::solve_board(solver, board, options, &error);
    if (!game) return board_problem(board, error);
    return rendered(
        format, [&] { return alliance::to_json(board, *game); }, alliance::csv_header(),
        [&] { return alliance::to_csv(board, *game); },
        [&] { return alliance::to_text(board, *game); });
}

// --cards: every legal card at the current position with its value.
Outcome card_values_of(Solver& solver, const Board& board, Format format) {
    switch (board.game) {
        case Game::kWhist: {
            if (auto why = whist::check(board)) return board_problem(board, *why);
            std::vector<CardValue> values;
            Position pos;
            if (auto why = whist::card_table(solver, board, values, pos))
                return board_problem(board, *why);
            Outcome out;
            out.text = format == Format::kJson
                           ? whist::cards_to_json(board, pos, values).dump() + '\n'
                           : whist::cards_to_text(board, pos, values) + '\n';
            return out;
        }
        case Game::kPreference: {
            std::string error;
            const auto game = preference::play_game(board, &error);
            if (!game) return board_problem(board, error);
            const Position& pos = game->start;
            if (pos.cards_left() == 0) return board_problem(board, "no cards left to play");
            const auto values = card_values(pos, preference::trick_valuer(solver, *game));
            Outcome out;
            out.text = format == Format::kJson
                           ? preference::cards_to_json(board, *game, pos, values).dump() + '\n'
                           : preference::cards_to_text(board, *game, pos, values) + '\n';
            return out;
        }
        case Game::kAlliance: {
            std::string error;
            const auto game = alliance::play_game(board, &error);
            if (!game) return board_problem(board, error);
            const Position& pos = game->start;
            if (pos.cards_left() == 0) return board_problem(board, "no cards left to play");
            const auto values = alliance::face_values(
                *game, card_values(pos, alliance::payoff_valuer(solver, *game),
                                   alliance::distinct_cards(*game)));
            Outcome out;
            out.text = format == Format::kJson
                           ? alliance::cards_to_json(board, *game, pos, values).dump() + '\n'
                           : alliance::cards_to_text(board, *game, pos, values) + '\n';
            return out;
        }
    }
    return board_problem(board, "--cards for " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

// --annotate: the board as read, with the analysis of a full whist (bridge) deal in PBN's own
// tags; other boards are written as they are.
Outcome annotated(Solver& solver, const Board& board) {
    Outcome out;
    if (board.game != Game::kWhist || whist::check(board)) {
        out.text = board_to_pbn(board);
        return out;
    }
    const whist::SolveReport r = whist::solve(solver, board);
    if (!r.by_declarer) {
        out.text = board_to_pbn(board);
        return out;
    }
    Board copy = board;
    bridge::annotate(copy, *r.by_declarer, r.par);
    out.text = board_to_pbn(copy);
    return out;
}

// --annotate of a PBN file: the analysis of each board that has one, to splice into the
// file's own bytes; nothing is printed per board.
Outcome analysis_of(Solver& solver, const Board& board, std::mutex& mutex,
                    std::vector<bridge::BoardAnalysis>& analyses) {
    if (board.game != Game::kWhist || whist::check(board)) return {};
    const whist::SolveReport r = whist::solve(solver, board);
    if (!r.by_declarer) return {};
    bridge::BoardAnalysis a{board.where.line, bridge::analysis_tags(*r.by_declarer, r.par)};
    const std::lock_guard lock(mutex);
    analyses.push_back(std::move(a));
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

Outcome solve_board(Solver& solver, const Board& board, const CommonOptions& opts,
                    const alliance::Options& options, bool by_declarer) {
    const Format format = opts.format();
    switch (board.game) {
        case Game::kWhist: {
            if (auto why = whist::check(board)) return board_problem(board, *why);
            whist::SolveReport r = whist::solve(solver, board);
            r.show_by_declarer = by_declarer;
            Outcome out = rendered(
                format, [&] { return whist::to_json(board, r); }, whist::csv_header(by_declarer),
                [&] { return whist::to_csv(board, r); }, [&] { return whist::to_text(board, r); });
            // Declarer's table is of the deal before the opening lead, every declarer with
            // his left-hand opponent leading: a later position has one leader, and its table
            // is the leader's.  Said rather than shown under a heading it does not have.
            if (by_declarer && !r.by_declarer)
                out.notes.push_back(Diagnostic{
                    board.where, board.id,
                    "--by declarer: the table is by the leader (" + bridge::seat_letter(r.leader) +
                        "), as declarer's table is of the whole deal before the opening lead "
                        "and this position has " +
                        (board.trick.empty() ? std::to_string(r.tricks_left) + " tricks to play"
                                             : std::string("a trick in progress")),
                    Severity::kNote});
            return out;
        }
        case Game::kPreference:
            return preference_outcome(solver, board, opts, false);
        case Game::kAlliance:
            return solve_alliance(solver, board, format, options);
    }
    return board_problem(board, "solving " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

// solve of a board with a play section: the deal as dealt, then, where cards are left, the
// position after the play (CSV: the deal as dealt only, one row per board as ever).
Outcome solve_played(const Board& board, Format format,
                     const std::function<Outcome(const Board&)>& solve) {
    const int played = cards_played(board);
    Outcome out = solve(as_dealt(board));
    if (out.problem || played == 0) return out;
    const std::string after_label = "after " + std::to_string(played) + " cards played";
    if (format == Format::kCsv || played >= cards_dealt(board)) {
        if (format != Format::kCsv) out.text = labelled(out.text, format, "as dealt");
        return out;
    }
    std::optional<Board> after;
    std::string why;
    if (board.game == Game::kWhist) {
        auto result = whist_after_play(board);
        if (auto* b = std::get_if<Board>(&result))
            after = std::move(*b);
        else
            why = std::get<std::string>(result);
    } else if (board.game == Game::kAlliance) {
        after = board;  // Alliance's solve plays the play section itself
    } else {
        why = "the position after a Préférence play is not solved in this version";
    }
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
        out.text = labelled(out.text, format, "as dealt");
        return out;
    }
    auto j = nlohmann::ordered_json::parse(out.text, nullptr, false);
    auto a = nlohmann::ordered_json::parse(second.text, nullptr, false);
    if (format == Format::kJson && j.is_object() && a.is_object()) {
        j["position"] = "as dealt";
        a["position"] = after_label;
        j["after_play"] = a;
        out.text = j.dump() + '\n';
    } else {
        out.text =
            labelled(out.text, format, "as dealt") + labelled(second.text, format, after_label);
    }
    return out;
}

}  // namespace

void register_solve(CLI::App& app, int& status) {
    auto opts = std::make_shared<CommonOptions>();
    CLI::App* cmd = app.add_subcommand(
        "solve", "Double-dummy tricks of every board: the table of every strain and leader");
    add_common_options(*cmd, *opts);
    auto cards = std::make_shared<bool>(false);
    cmd->add_flag("--cards", *cards,
                  "Every legal card at the current position with its value, best first");
    auto maxn = std::make_shared<int>(0);
    add_maxn_option(*cmd, *maxn);
    auto by = std::make_shared<std::string>("leader");
    cmd->add_option("--by", *by,
                    "Whist/bridge table by the leader's side (leader, the default) or by "
                    "declarer, as bridge software shows it (declarer)")
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
    cmd->add_option("--html", *html,
                    "Write a self-contained HTML page with a hand viewer: a file for one input "
                    "(- for standard output), else a folder with one page per input")
        ->excludes("--annotate");
    cmd->callback([opts, cards, maxn, by, annotate, html, &status] {
        // The values of the cards are a list per board, not a row: no CSV is offered rather
        // than text under a --csv that the user asked for.
        if (*cards && opts->csv) {
            std::cerr << "stich solve: --cards has no CSV output: give --json, or neither\n";
            status = kUsage;
            return;
        }
        const alliance::Options options = alliance_options(*opts, *maxn);
        const bool by_declarer = *by == "declarer";
        if (!annotate->empty()) {
            std::error_code ec;
            for (const std::string& input : opts->files)
                if (std::filesystem::equivalent(input, *annotate, ec)) {
                    std::cerr << "stich: --annotate " << *annotate
                              << " is an input file: write the annotated copy elsewhere\n";
                    status = kUsage;
                    return;
                }
            std::ofstream file(*annotate, std::ios::binary);
            if (!file) {
                std::cerr << "stich: " << *annotate << ": cannot open the file for writing\n";
                status = kUsage;
                return;
            }
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
                    std::vector<bridge::BoardAnalysis> analyses;
                    s = run_boards(one, "annotated", [&](Solver& solver, const Board& board) {
                        return analysis_of(solver, board, mutex, analyses);
                    });
                    file << bridge::annotate_file(*raw, analyses);
                } else {
                    const OutputTo redirect(file);
                    s = run_boards(one, "annotated", [](Solver& solver, const Board& board) {
                        return annotated(solver, board);
                    });
                }
                if (!file) {
                    std::cerr << "stich: " << *annotate << ": cannot write the file\n";
                    status = kNoOutput;
                    return;
                }
                status = std::max(status, s);
            }
            return;
        }
        if (!html->empty())
            if (auto problem = html_path_problem(opts->files, *html)) {
                std::cerr << "stich solve: " << *problem << '\n';
                status = kUsage;
                return;
            }
        // --html: the text output of each board on the page, with the hand viewer.
        HtmlReport report(report::PageKind::kSolve, "stich solve");
        CommonOptions run = *opts;
        if (!html->empty()) run.json = false, run.csv = false;
        const auto solve_one = [&](Solver& solver, const Board& board) {
            // A defect of the play section costs solve nothing: it solves the deal as dealt
            // and says that the play was not used (rules decision, issue 21).
            if (board.play_problem) {
                const Board dealt = as_dealt(board);
                Outcome out = *cards ? card_values_of(solver, dealt, run.format())
                                     : solve_board(solver, dealt, run, options, by_declarer);
                if (!out.problem && !*cards && run.format() != Format::kCsv)
                    out.text = labelled(out.text, run.format(), "as dealt");
                out.notes.insert(out.notes.begin(), unused_play_warning(board));
                return out;
            }
            if (*cards) return card_values_of(solver, board, run.format());
            return solve_played(board, run.format(), [&](const Board& b) {
                return solve_board(solver, b, run, options, by_declarer);
            });
        };
        status = run_boards(run, "solved", [&](Solver& solver, const Board& board) {
            Outcome out = solve_one(solver, board);
            if (!html->empty()) {
                if (out.problem)
                    report.add_failure(board, out.problem->message);
                else
                    report.add(board, out.text, {}, &solver);
                out.text.clear();
            }
            return out;
        });
        if (!html->empty() && !report.write(opts->files, *html) && status == kOk)
            status = kSomeBoardsFailed;
    });
}

}  // namespace stich::cli
