// A rubber (§12-§13 of the 1834 text): the games won and the slams made, what the rubber is
// worth, and who pays whom.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "stich/whist/scoring.h"

namespace stich::whist {

struct RubberGame {
    int winner = 0;  // side
    int value = 1;   // 1 simple, 2 double, 3 triple (game_value)
};

struct Rubber {
    std::vector<RubberGame> games;  // in the order played
    PerSide slams{};                // slam premiums each side made, in whatever game (§10)
};

// Why `games` cannot be a finished rubber, or "".  A rubber is over when a side has won two
// games: two or three games are played (§12).
std::string check_rubber(const Rubber& rubber);
// The side that has won two games, or -1.
int rubber_winner(const Rubber& rubber);
PerSide games_won(const Rubber& rubber);

// §12: the winners' game values and slam premiums, plus the rubber premium, less the losers'
// game values and slam premiums.  The value may be 0, or negative: then the winners pay.
//
// A rubber broken off (§13, 002 l.444: "würde ein Robber nicht ausgespielt werden können"),
// after one game or at one game all, is settled on its games and slams without the rubber
// premium: "die erste Partie war double und klein Schlemm macht 6 Fische, die Gegner gewinnen
// eine zweite Partie Triple, so haben sie drei Fische zu zahlen".  `winner` is then the side
// with the more games and slams (Decision: N-S on equal totals, the value being 0).
struct RubberValue {
    int winner = 0;
    bool broken_off = false;  // not won by either side: no rubber premium
    int winners_games = 0;
    int winners_slams = 0;
    int premium = 0;
    int losers_games = 0;
    int losers_slams = 0;
    int value() const {
        return winners_games + winners_slams + premium - losers_games - losers_slams;
    }
};
RubberValue rubber_value(const WhistRules& rules, const Rubber& rubber);

// What each seat (N E S W) receives (+) or pays (-): every player of the winning side receives
// the value and every player of the losing side pays it (§13: each winner is marked + the
// value, each loser -).  With a dummy (§24 e) its partner settles for both, double, and the
// dummy's seat settles nothing.
std::array<int, 4> settle(const WhistRules& rules, const RubberValue& value);

}  // namespace stich::whist
