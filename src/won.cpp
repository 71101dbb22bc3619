#include "stich/won.h"

#include <algorithm>

#include "stich/alliance/rules.h"
#include "stich/plural.h"
#include "stich/preference/rules.h"

namespace stich {

int tricks_held(const Board& board) {
    int most = 0;
    for (int p = 0; p < board.players; ++p) most = std::max(most, board.hands[p].count());
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

}  // namespace stich
