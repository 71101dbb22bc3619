#include "stich/won.h"

#include <algorithm>

#include "stich/alliance/rules.h"
#include "stich/plural.h"
#include "stich/preference/rules.h"

namespace stich {

namespace {

// Préférence: the seat of a defender who stays home ([Defence] "home"), or -1.
int seat_at_home(const Board& board) {
    if (board.game != Game::kPreference || !board.declarer) return -1;
    for (size_t k = 0; k < board.defence.size() && k < 2; ++k)
        if (board.defence[k] == "home")
            return (*board.declarer + 1 + static_cast<int>(k)) % board.players;
    return -1;
}

}  // namespace

int tricks_held(const Board& board) {
    int most = 0;
    const int home = seat_at_home(board);
    for (int p = 0; p < board.players; ++p)
        if (p != home) most = std::max(most, board.hands[p].count());
    return most;
}

int deal_tricks(Game game, int players) {
    switch (game) {
        case Game::kWhist:
            return 13;
        case Game::kPreference:
            return preference::kTricks;
        case Game::kAlliance: {
            const auto rules = alliance::make_rules(players, "", nullptr);
            return rules ? rules->tricks : 0;
        }
    }
    return 0;
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

std::optional<Diagnostic> won_diagnostic(const Board& board) {
    if (!board.won || !board.play.empty()) return std::nullopt;
    const bool all_known = std::all_of(board.known.begin(), board.known.begin() + board.players,
                                       [](bool known) { return known; });
    if (!board.trick.empty() && !all_known) return std::nullopt;
    std::string why =
        won_problem(board, tricks_held(board), deal_tricks(board.game, board.players));
    if (why.empty()) return std::nullopt;
    const TagPair* tag = board.tag("Won");
    return Diagnostic{tag ? tag->where : board.where, board.id, std::move(why)};
}

}  // namespace stich
