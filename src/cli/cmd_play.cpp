// stich play: the double-dummy value before and after every card of a played deal, and what
// each card that cost something should have been.
#include <iostream>

#include "commands.h"
#include "common.h"
#include "html_report.h"
#include "stich/alliance/analysis.h"
#include "stich/alliance/play_report.h"
#include "stich/alliance/resistance_play.h"
#include "stich/preference/play.h"
#include "stich/whist/play.h"
#include "stich/whist/revoke.h"

namespace stich::cli {

namespace {

// Where the play section wrote the card played `ply`-th (from 0), if it says.
std::optional<SourceLocation> card_location(const Board& board, int ply) {
    for (const PlayedTrick& trick : board.play) {
        if (ply < static_cast<int>(trick.spots.size()))
            return SourceLocation{board.where.file, trick.spots[static_cast<size_t>(ply)].line,
                                  trick.spots[static_cast<size_t>(ply)].column};
        ply -= static_cast<int>(trick.cards.size());
    }
    return std::nullopt;
}

// The audit's output in the format asked for, and the card it stopped at as the board's problem,
// located at the card; else the play section's own defect, which ended the cards audited.
template <typename ToJson, typename ToText>
Outcome audited(const Board& board, Format format, const PlayAudit& audit, ToJson to_json,
                ToText to_text) {
    Outcome out;
    if (format == Format::kJson) {
        for (const auto& j : to_json()) out.text += j.dump() + '\n';
    } else {
        out.text = to_text() + '\n';
    }
    if (audit.stopped) {
        std::string message = "card " + std::to_string(audit.stopped->first + 1) +
                              " of the play: " + audit.stopped->second;
        if (!audit.legal.empty()) message += "; legal cards: " + format_card_list(audit.legal);
        out.problem = Diagnostic{card_location(board, audit.stopped->first).value_or(board.where),
                                 board.id, message};
    } else if (board.play_problem && board.play_problem->severity == Severity::kError) {
        out.problem = board.play_problem;
    } else if (board.play_problem) {
        out.notes.push_back(*board.play_problem);
    }
    return out;
}

// A Resistance: replayed and settled as played (alliance/resistance_play.h).
Outcome resistance_played(const Board& board, Format format) {
    std::string error;
    const auto r = alliance::play_resistance(board, &error);
    if (!r) return board_problem(board, error);
    Outcome out;
    out.text = format == Format::kJson ? alliance::resistance_play_json(board, *r).dump() + '\n'
                                       : alliance::resistance_play_text(board, *r) + '\n';
    if (r->stopped)
        out.problem = Diagnostic{board.where, board.id,
                                 "card " + std::to_string(r->stopped->first + 1) +
                                     " of the play: " + r->stopped->second};
    return out;
}

Outcome play_board(Solver& solver, const Board& board, Format format) {
    if (board.play.empty() && board.play_problem) {  // not one card to audit before it
        Outcome out;
        out.problem = board.play_problem;
        out.problem->severity = Severity::kError;
        return out;
    }
    switch (board.game) {
        case Game::kWhist: {
            Position start;
            std::vector<Card> cards;
            if (auto why = whist::play_record(board, start, cards))
                return board_problem(board, *why);
            const PlayAudit audit = audit_play(start, cards, whist::trick_valuer(solver));
            // A revoke (marked ^R in the record or not) is reported with its penalty (§19),
            // not as a problem of the record: the audit stops there.
            const auto revoke = whist::find_revoke(start, cards, audit);
            Outcome out = audited(
                board, format, audit,
                [&] {
                    auto rows = whist::audit_to_json(board, audit);
                    if (revoke) rows.push_back(whist::revoke_json(board, *revoke));
                    return rows;
                },
                [&] {
                    return whist::audit_to_text(board, audit) +
                           (revoke ? whist::revoke_text(*revoke) : "");
                });
            if (revoke) out.problem.reset();
            return out;
        }
        case Game::kPreference: {
            std::string error;
            const auto game = preference::play_game(board, &error);
            if (!game) return board_problem(board, error);
            std::vector<Card> cards;
            if (auto why = preference::play_record(board, *game, cards))
                return board_problem(board, *why);
            const PlayAudit audit =
                audit_play(game->start, cards, preference::trick_valuer(solver, *game));
            return audited(
                board, format, audit,
                [&] { return preference::audit_to_json(board, *game, audit); },
                [&] { return preference::audit_to_text(board, *game, audit); });
        }
        case Game::kAlliance: {
            std::string error;
            const auto contract = alliance::board_contract(board, &error);
            if (contract && contract->kind == alliance::GameKind::kResistance)
                return resistance_played(board, format);
            const auto game = alliance::play_start(board, &error);
            if (!game) return board_problem(board, error);
            std::vector<Card> cards;
            if (auto why = alliance::play_record(board, *game, cards))
                return board_problem(board, *why);
            const PlayAudit audit = alliance::face_audit(
                *game,
                audit_play(game->start, cards, alliance::payoff_valuer(solver, *game),
                           alliance::distinct_cards(*game)),
                cards);
            return audited(
                board, format, audit, [&] { return alliance::audit_to_json(board, *game, audit); },
                [&] { return alliance::audit_to_text(board, *game, audit); });
        }
    }
    return board_problem(board, "play analysis of " + std::string(game_name(board.game)) +
                                    " boards is not available in this version");
}

}  // namespace

void register_play(CLI::App& app, int& status) {
    auto opts = std::make_shared<CommonOptions>();
    CLI::App* cmd = app.add_subcommand(
        "play", "Audit a played deal card by card: what each card cost, and the best card");
    add_common_options(*cmd, *opts);
    // An audit is a list of cards per board, not a row: --csv is not offered (it gave text).
    cmd->remove_option(cmd->get_option("--csv"));
    auto html = std::make_shared<std::string>();
    cmd->add_option("--html", *html,
                    "Write a self-contained HTML page with a hand viewer: a file for one input "
                    "(- for standard output), else a folder with one page per input");
    cmd->callback([opts, html, &status] {
        // --html: the audit's text, and the viewer stepping through the played cards.
        HtmlReport report(report::PageKind::kPlay, "stich play");
        const auto html_run = html_run_options("stich play", *html, *opts, report);
        if (!html_run) {
            status = kUsage;
            return;
        }
        const CommonOptions& run = *html_run;
        const Format format = run.format();
        status = run_boards(run, "audited", [&](Solver& solver, const Board& board) {
            Outcome out = play_board(solver, board, format);
            if (!html->empty()) {
                if (out.problem && out.text.empty())
                    report.add_failure(board, out.problem->message);
                else
                    report.add(board,
                               out.text + (out.problem ? "Stopped: " + out.problem->message : ""),
                               {}, &solver);
                out.text.clear();
            }
            return out;
        });
        if (!html->empty() && !report.write(opts->files, *html) && status == kOk)
            status = kSomeBoardsFailed;
    });
}

}  // namespace stich::cli
