#include "stich/won.h"

#include <algorithm>

#include "stich/plural.h"

namespace stich {

int tricks_held(const Board& board) {
    int most = 0;
    for (int p = 0; p < board.players; ++p) most = std::max(most, board.hands[p].count());
    return most;
}

std::string won_problem(const Board& board, int tricks_left, int tricks) {
    if (!board.won) return "";
    int won = 0;
    for (int w : *board.won) won += w;
    if (won + tricks_left == tricks) return "";
    return "[Won] counts " + plural(won, "trick") + " and the hands hold " +
           std::to_string(tricks_left) + " more: " + std::to_string(won + tricks_left) +
           ", not the " + std::to_string(tricks) + " tricks of a deal";
}

}  // namespace stich
