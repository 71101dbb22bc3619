#include "stich/game/won.h"

#include <algorithm>

#include "stich/io/plural.h"

namespace stich {

int tricks_held(const Board& board, int out_of_play) {
    int most = 0;
    for (int p = 0; p < board.players; ++p)
        if (p != out_of_play) most = std::max(most, board.hands[p].count());
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

std::optional<Diagnostic> won_diagnostic(const Board& board, int deal_tricks, int out_of_play) {
    if (!board.won || !board.play.empty()) return std::nullopt;
    const bool all_known = std::all_of(board.known.begin(), board.known.begin() + board.players,
                                       [](bool known) { return known; });
    if (!board.trick.empty() && !all_known) return std::nullopt;
    std::string why = won_problem(board, tricks_held(board, out_of_play), deal_tricks);
    if (why.empty()) return std::nullopt;
    const TagPair* tag = board.tag("Won");
    return Diagnostic{tag ? tag->where : board.where, board.id, std::move(why)};
}

}  // namespace stich
