// The library's records drawn as the HTML reports draw a board: one self-contained page with
// the hand diagram of the cards still held (report/held_board.h), for Jupyter's _repr_html_.
#include "stich/report/html.h"
#include "context.h"
#include "stich/api/records.h"
#include "stich/api/state.h"
#include "stich/board.h"
#include "stich/report/held_board.h"

namespace stich::api {

std::string Record::html() const {
    const game::GameRegistry games = game::standard_games();
    const game::GameModule& game = games.of(*board_);
    report::HtmlBoard b;
    b.board = report::held_board(game, *board_);
    for (int seat = 0; seat < board_->players; ++seat) b.seats.push_back(game.seat_label(seat));
    b.dealer_sits_out = game.dealer_sits_out(*board_);
    b.compass = game.compass_table();
    b.title = "Board " + board_->id + " (" + std::string(game_name(board_->game)) + ")";
    return report::render_page(report::PageKind::kSolve, b.title, {b});
}

std::string State::html() const {
    return record().html();
}

}  // namespace stich::api
