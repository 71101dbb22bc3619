#include "stich/report/held_board.h"

#include <algorithm>

namespace stich::report {

Board held_board(const game::GameModule& game, const Board& board) {
    if (board.play.empty()) return board;
    std::string why;
    if (auto after = game::after_play(game, board, &why)) return std::move(*after);
    Board out = board;
    for (const PlayedTrick& t : board.play)
        for (Card c : t.cards)
            for (int seat = 0; seat < board.players; ++seat)
                out.hands[static_cast<size_t>(seat)] -= CardSet(c);
    // A full trick: as many cards as the longest trick played, or one from each seat in play
    // when only one trick was.
    size_t full = 0;
    for (const PlayedTrick& t : board.play) full = std::max(full, t.cards.size());
    if (board.play.size() == 1)
        full = static_cast<size_t>(board.players - (game.seat_out_of_play(board) >= 0 ? 1 : 0));
    const PlayedTrick& last = board.play.back();
    out.play.clear();
    if (last.cards.size() < full) {
        out.trick = last.cards;
        out.leader = last.leader;
    }
    return out;
}

}  // namespace stich::report
