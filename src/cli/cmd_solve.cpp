// stich solve: double-dummy results of every board.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <variant>

#include "../io/contract_check.h"
#include "commands.h"
#include "common.h"
#include "preference.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/report.h"
#include "stich/bridge/annotate.h"
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
    return whist::board_after_play(board, *trump);
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
            return rendered(
                format, [&] { return whist::to_json(board, r); }, whist::csv_header(by_declarer),
                [&] { return whist::to_csv(board, r); }, [&] { return whist::to_text(board, r); });
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
    cmd->callback([opts, cards, maxn, by, annotate, &status] {
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
            const OutputTo redirect(file);
            status = run_boards(*opts, "annotated", [](Solver& solver, const Board& board) {
                return annotated(solver, board);
            });
            return;
        }
        status = run_boards(*opts, "solved", [&](Solver& solver, const Board& board) {
            // A defect of the play section costs solve nothing: it solves the deal as dealt
            // and says that the play was not used (rules decision, issue 21).
            if (board.play_problem) {
                const Board dealt = as_dealt(board);
                Outcome out = *cards ? card_values_of(solver, dealt, opts->format())
                                     : solve_board(solver, dealt, *opts, options, by_declarer);
                if (!out.problem && !*cards && opts->format() != Format::kCsv)
                    out.text = labelled(out.text, opts->format(), "as dealt");
                out.notes.insert(out.notes.begin(), unused_play_warning(board));
                return out;
            }
            if (*cards) return card_values_of(solver, board, opts->format());
            return solve_played(board, opts->format(), [&](const Board& b) {
                return solve_board(solver, b, *opts, options, by_declarer);
            });
        });
    });
}

}  // namespace stich::cli
