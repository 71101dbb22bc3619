// stich solve: double-dummy results of every board.
#include <iostream>

#include "commands.h"
#include "common.h"
#include "preference.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/report.h"
#include "stich/preference/play.h"
#include "stich/whist/play.h"
#include "stich/whist/report.h"

namespace stich::cli {

namespace {

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

Outcome solve_board(Solver& solver, const Board& board, const CommonOptions& opts,
                    const alliance::Options& options) {
    const Format format = opts.format();
    switch (board.game) {
        case Game::kWhist: {
            if (auto why = whist::check(board)) return board_problem(board, *why);
            const whist::SolveReport r = whist::solve(solver, board);
            return rendered(
                format, [&] { return whist::to_json(board, r); }, whist::csv_header(),
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
    cmd->callback([opts, cards, maxn, &status] {
        // The values of the cards are a list per board, not a row: no CSV is offered rather
        // than text under a --csv that the user asked for.
        if (*cards && opts->csv) {
            std::cerr << "stich solve: --cards has no CSV output: give --json, or neither\n";
            status = kUsage;
            return;
        }
        const alliance::Options options = alliance_options(*opts, *maxn);
        status = run_boards(*opts, "solved", [&](Solver& solver, const Board& board) {
            return *cards ? card_values_of(solver, board, opts->format())
                          : solve_board(solver, board, *opts, options);
        });
    });
}

}  // namespace stich::cli
