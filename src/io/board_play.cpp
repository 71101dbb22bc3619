#include "stich/io/board_play.h"

namespace stich {

int cards_dealt(const Board& board) {
    int n = 0;
    for (int p = 0; p < board.players; ++p) n += board.hands[static_cast<size_t>(p)].count();
    return n;
}

Board as_dealt(const Board& board) {
    Board dealt = board;
    dealt.play.clear();
    dealt.play_problem.reset();
    if (!board.play.empty()) dealt.won.reset();  // with a play section it repeats the play
    return dealt;
}

}  // namespace stich
