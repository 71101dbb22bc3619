// The library's records drawn as the HTML reports draw a board: one self-contained page with
// the hand diagram of the cards still held (report/held_board.h), for Jupyter's _repr_html_.
#include "stich/report/html.h"
#include "context.h"
#include "stich/api/records.h"
#include "stich/api/state.h"
#include "stich/io/board.h"
#include "stich/report/held_board.h"
#include "stich/report/viewer_line.h"

namespace stich::api {

std::string Record::html() const {
    const game::GameRegistry games = game::standard_games();
    const game::GameModule& game = games.of(*board_);
    report::HtmlBoard b;
    b.board = report::held_board(game, *board_);
    b.seats = game.seats();
    b.dealer_sits_out = game.dealer_sits_out(*board_);
    b.own = game.record_tags();
    b.title = "Board " + board_->id + " (" + std::string(game_name(board_->game)) + ")";
    return report::render_page(report::PageKind::kSolve, b.title, {b});
}

std::string SolverContext::analysis_html(const Record& record) {
    SolverContext::Impl& ctx = ContextAccess::of(*this);
    const Board& board = record.board();
    const game::GameModule& game = ctx.games.of(board);
    report::HtmlBoard b;
    b.title = "Board " + board.id + " (" + game.record_game(board) + ")";
    const game::Answer a = game::analyze(game, ctx.solver, game.prepare(board), ctx.question);
    if (!a.report) {
        b.error = board.where.file + ":" + std::to_string(board.where.line) + ": " + a.error;
        return report::render_page(report::PageKind::kAnalyze, b.title, {b});
    }
    // As the command's page (cli/html_report.cpp): the board, the text, the typed values and
    // the viewer's line.
    const game::Report& r = *a.report;
    b.board = board;
    b.seats = game.seats();
    b.dealer_sits_out = game.dealer_sits_out(board);
    b.own = game.record_tags();
    b.text = r.text();
    report::BoardValues values = report::board_values(r);
    if (values.tricks || values.cards || values.settlement || values.par || values.choices)
        b.values.push_back(std::move(values));
    std::string why;
    if (auto line = report::viewer_line(game, ctx.solver, board, &r, &why))
        b.viewer = std::move(*line);
    else
        b.viewer_note = why;
    return report::render_page(report::PageKind::kAnalyze, b.title, {b});
}

std::string State::html() const {
    return record().html();
}

}  // namespace stich::api
