// stich play: the double-dummy value before and after every card of a played deal, and what
// each card that cost something should have been.
#include "commands.h"
#include "common.h"
#include "stich/whist/play.h"

namespace stich::cli {

namespace {

Outcome play_board(Solver& solver, const Board& board, Format format) {
    switch (board.game) {
        case Game::kWhist: {
            Position start;
            std::vector<Card> cards;
            if (auto why = whist::play_record(board, start, cards)) return board_problem(board, *why);
            const PlayAudit audit = audit_play(start, cards, whist::trick_valuer(solver));
            Outcome out;
            if (format == Format::kJson) {
                for (const auto& j : whist::audit_to_json(board, audit)) out.text += j.dump() + '\n';
            } else {
                out.text = whist::audit_to_text(board, audit) + '\n';
            }
            if (audit.stopped)
                out.problem = Diagnostic{board.where, board.id,
                                         "card " + std::to_string(audit.stopped->first + 1) +
                                             " of the play: " + audit.stopped->second};
            return out;
        }
        case Game::kPreference:  // issue 4
        case Game::kAlliance:    // issue 5
            break;
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
    cmd->callback([opts, &status] {
        status = run_boards(*opts, "analysed", [&](Solver& solver, const Board& board) {
            return play_board(solver, board, opts->format());
        });
    });
}

}  // namespace stich::cli
