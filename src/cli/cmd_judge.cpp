// stich judge: whether a call is sound when the other hands are hidden, from one seat's view.
#include <algorithm>
#include <iostream>
#include <set>
#include <utility>

#include "commands.h"
#include "common.h"
#include "html_report.h"
#include "interruption.h"
#include "progress.h"
#include "run_limits.h"
#include "stich/app/judge_condition.h"
#include "stich/app/judge_decide.h"
#include "stich/judge/report.h"
#include "watchdog.h"

namespace stich::cli {

namespace {

std::string joined(const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) out += (out.empty() ? "" : ", ") + id;
    return out;
}

struct JudgeArgs {
    std::string seat;
    std::string call;
    std::vector<std::string> versus;
    uint64_t samples = 200;
    uint64_t seed = 1;
    std::optional<uint64_t> exact_up_to;
    std::string html;       // --html: a report with the histograms as charts
    std::string condition;  // --condition: what the bidding showed (docs/conditions.md)
};

// The board's own question: [JudgeSeat "N"] and [JudgeCall "lead SQ"] (stich's tags; PBN 2.1
// has neither name).  --seat and --call replace them, as --variant replaces [Variant].
std::string tag_or(const Board& board, const std::string& option, std::string_view tag) {
    if (!option.empty()) return option;
    const TagPair* t = board.tag(tag);
    return t ? t->value : "";
}

// Why the board is not judged, with `skipped` set when that is no fault of the board: the
// hand of the seat to judge from is not in the record (a deal of hidden hands).
// The outcome keeps the judgement as a value (the --html page draws from it).
// `watchdog` (one worker) holds the board's time limit; its flag stops every search of the
// judgement, raised as well by a signal.
Outcome judge_board(const game::GameRegistry& games, const Board& board, const CommonOptions& opts,
                    const JudgeArgs& args, const Interruption& interruption, Watchdog& watchdog,
                    bool& skipped) {
    if (auto missing = missing_deal(board)) return *missing;
    // judge uses the position after the play: a play that cannot be placed leaves it unknown.
    if (auto unusable = play_unusable(board)) return *unusable;
    const game::GameModule& game = games.of(board);
    // The one [Won] check of every command (stich/won.h), located at the tag.
    if (auto unfit = won_unfit(game, board)) return *unfit;
    const std::string seat_text = tag_or(board, args.seat, "JudgeSeat");
    if (seat_text.empty())
        return board_problem(board, "no seat to judge from: give --seat or add [JudgeSeat \"" +
                                        game.seats().label(0) + "\"]");
    const auto seat = game.seats().parse(seat_text, board.players);
    if (!seat)
        return board_problem(
            board,
            (args.seat.empty() ? "[JudgeSeat \"" + seat_text + "\"]" : "--seat " + seat_text) +
                ": no such seat at this table (" + game.seats().names(board.players) + ")");
    if (!board.known[static_cast<size_t>(*seat)]) {
        skipped = true;
        return {};
    }
    std::string error;
    // The board prepared once (its rules, its contract): the decision and its layouts read them.
    const auto decision =
        judge::make_decision(games, game.prepare(board),
                             {*seat, tag_or(board, args.call, "JudgeCall"), args.versus}, &error);
    if (!decision) return board_problem(board, error);
    const auto test = judge::condition_test(game, board, args.condition, error);
    if (!error.empty()) return board_problem(board, error);
    judge::JudgeOptions options;
    options.samples = args.samples;
    options.seed = args.seed;
    options.exact_up_to =
        args.exact_up_to.value_or(std::max(args.samples, decision->exact_default));
    options.threads = opts.thread_count();
    options.tt_megabytes = opts.tt_megabytes;
    options.stop = watchdog.flag(0);
    if (test) options.condition = *test;
    std::optional<Progress> progress;
    options.progress = [&](uint64_t total) {
        // Called on this thread after each deal: Interrupted leaves through evaluate(), which
        // joins its workers first.
        interruption.check();
        if (!progress) progress.emplace("judged", "deals", static_cast<long>(total));
        progress->step();
    };
    judge::Judgement j;
    try {
        const WatchdogGuard clock(watchdog, 0);
        j = judge::evaluate(*decision, options);
    } catch (const judge::JudgeError& e) {
        if (progress) progress->finish();
        return board_problem(board, e.what());
    } catch (const SearchAborted&) {
        if (progress) progress->finish();
        interruption.check();  // stopped by the signal, not by the time limit
        return board_problem(board, timed_out_message(opts.time_limit));
    }
    if (progress) progress->finish();
    // A signal during the strategy search lets evaluate() return, the search given up.
    interruption.check();
    // Under a condition, the same judgement without it, for the verdict beside.
    std::optional<judge::Judgement> without;
    if (options.condition) {
        judge::JudgeOptions plain = options;
        plain.condition = nullptr;
        plain.progress = nullptr;
        try {
            const WatchdogGuard clock(watchdog, 0);
            without = judge::evaluate(*decision, plain);
        } catch (const judge::JudgeError& e) {
            return board_problem(board, e.what());
        } catch (const SearchAborted&) {
            interruption.check();
            return board_problem(board, timed_out_message(opts.time_limit));
        }
    }
    // The judgement as a value; the formats and the --html page are its presenters.
    judge::JudgedBoard value = judge::judged(board.id, *decision, std::move(j), std::move(without));
    Outcome out = rendered(
        opts.format(), [&] { return judge::to_json(value); }, judge::csv_header(),
        [&] { return judge::to_csv(value); }, [&] { return judge::to_text(value); });
    // The time limit ran out in the strategy search: the PIMC figures are given, and the board
    // counts as timed out (exit status 1), as the user's limit cut its judgement short.
    if (value.figures.strategy_gave_up == judge::StrategyGaveUp::kStopped)
        out.problem = board_problem(board, strategy_timed_out_message(opts.time_limit)).problem;
    out.judged = std::move(value);
    return out;
}

// The judge's board loop is its own, not run_boards (common.h), which would change what it
// does: run_boards spreads the boards over --threads (a Solver each, its table sized and
// checked by the memory guard), where the judge gives every thread to one board's deals
// (evaluate's workers, with the judge's own table size); its "boards" progress line would sit
// beside the judge's "deals" line of each board; and it prints each outcome as it comes, where
// the judge leaves out a board whose hand is unknown, reports a problem of --seat/--call once a
// game (counting the others as failures), and hands each board to the --html page in order.
// With one board at a time nothing is read ahead, so what reading says before a board comes
// before it, and a run that stops early has said all it read.
int run_judge(const game::GameRegistry& games, const CommonOptions& opts, const JudgeArgs& args) {
    if (!check_options(opts)) return kUsage;
    Interruption interruption;  // before evaluate() and the watchdog start their threads
    // --time-limit per board, as every command applies it: evaluate()'s searches poll the flag.
    Watchdog watchdog(1, opts.time_limit);
    interruption.on_signal([&watchdog] { watchdog.stop_all(); });
    BoardSource source(opts);
    CsvOutput csv(std::cout, true);  // judge::csv_header() for every board: rows streamed
    if (!args.html.empty())
        if (auto problem = html_path_problem("--html", opts.files, args.html)) {
            std::cerr << "stich judge: " << *problem << '\n';
            return kUsage;
        }
    // --html: the page shows the options compared and charts from the judgement's value.
    HtmlReport report(report::PageKind::kJudge, "stich judge", games);
    CommonOptions run = opts;
    if (!args.html.empty()) {
        run.json = false, run.csv = false;
        source.set_refused_sink([&report](const Diagnostic& d) { report.add_refused(d); });
    }
    std::vector<std::string> skipped;  // boards whose seat's hand is unknown
    // A problem of the command line's --seat or --call shows on every board of a game: it is
    // reported at the first, and the others are counted.
    std::set<std::pair<Game, std::string>> reported;
    std::vector<std::string> repeated;
    while (auto board = source.next()) {
        interruption.check();
        bool skip = false;
        Outcome out = judge_board(games, *board, run, args, interruption, watchdog, skip);
        out.file = board->where.file;
        if (skip) {
            skipped.push_back(board->id);
            continue;
        }
        const bool from_options = !args.seat.empty() || !args.call.empty();
        if (out.problem && from_options &&
            !reported.emplace(board->game, out.problem->message).second) {
            repeated.push_back(board->id);
            source.count_failure();
            continue;
        }
        if (!args.html.empty()) report.take(*board, out, nullptr);
        emit(std::move(out), source, csv);
    }
    write_csv(csv, source);
    if (!repeated.empty())
        source.warn("the same problem of --seat/--call on " +
                    plural(repeated.size(), "more board") + ": " + joined(repeated));
    if (!skipped.empty())
        source.warn("note: skipped " + plural(skipped.size(), "board") +
                    " where the hand of the seat to judge from is unknown: " + joined(skipped));
    const int code = exit_code(source, 0);
    if (!args.html.empty() && !report.write(opts.files, args.html)) return kNoOutput;
    return code;
}

}  // namespace

void register_judge(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto opts = std::make_shared<CommonOptions>();
    opts->games = &games;
    opts->tt_megabytes = judge::JudgeOptions{}.tt_megabytes;  // judge's own default table size
    auto args = std::make_shared<JudgeArgs>();
    CLI::App* cmd = app.add_subcommand(
        "judge", "Whether a call is sound when the other hands are hidden, from one seat");
    add_common_options(*cmd, *opts);
    add_score_option(*cmd, opts->score);
    cmd->add_option("--seat", args->seat,
                    "The seat that decides: N E S W, or 1 to n (default: the board's [JudgeSeat])");
    cmd->add_option("--call", args->call,
                    "The call: whist call|play|lead [CARD]; preference 1-4, G1-G3, Herz, "
                    "Bettler [hand], name GAME [discard CARDS], play|home|invite, pass; alliance "
                    "[TRUMP] KING, solo [TRUMP], lever [forced] [N] [KING], resistance, pass "
                    "(default: the board's [JudgeCall], else the record's)");
    cmd->add_option("--versus", args->versus,
                    "An alternative to weigh the call against (repeat for more; default: the "
                    "call's natural alternatives)");
    cmd->add_option("--condition", args->condition,
                    "What the bidding showed, in the dealing language (docs/conditions.md): only "
                    "deals where it holds are judged (default: the board's [Condition])");
    cmd->add_option("--samples,-n", args->samples, "Deals to draw (default 200)")
        ->check(CLI::Range(uint64_t{2}, uint64_t{1} << 40));
    cmd->add_option("--seed,-s", args->seed, "Seed: the same seed draws the same deals");
    cmd->add_option("--exact-up-to", args->exact_up_to,
                    "Solve every consistent deal when there are at most this many (default: "
                    "the number of samples; 0: always draw)");
    cmd->add_option("--html", args->html,
                    "Write a self-contained HTML report (charts of the trick distributions): a "
                    "file for one input, else a folder with one page per input");
    cmd->callback([opts, args, &status, &games] { status = run_judge(games, *opts, *args); });
}

}  // namespace stich::cli
