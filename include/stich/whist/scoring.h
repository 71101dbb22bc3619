// What a whist deal gives each side, by the rules of §4-§11 of the 1834 text and the variants
// of §22-§23: trick points, honours, the rules at 8 and 9, the game and its value, slams.
//
// Sides are 0 (N-S) and 1 (E-W), as side_of() in whist.h.  Points are what the text calls
// "Points": what a side marks (§5, §9); a game is won at `rules.game` of them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "stich/whist/variant.h"

namespace stich::whist {

using PerSide = std::array<int, 2>;  // N-S, E-W

// "N-S" or "E-W" for prose, "NS" or "EW" for keys of JSON and CSV.
std::string_view side_name(int side);
std::string_view side_key(int side);

// What a played deal shows: the tricks of each side over the whole deal (13 together), the
// honours each side held, and the factor the points are multiplied by (point_factor(): 2 when
// the preference suit is trumps, §23 III).
struct DealFacts {
    PerSide tricks{};
    PerSide honours{};
    int factor = 1;
};

// The deal's points before the state of the game is looked at: trick points ("Triks", each
// trick over six, §4) and honour points, both times the factor.
struct DealPoints {
    PerSide tricks{};
    PerSide honours{};
    int total(int side) const { return tricks[side] + honours[side]; }
};
DealPoints deal_points(const WhistRules& rules, const DealFacts& facts);

// A game that a deal ends.
struct GameWon {
    int winner = 0;
    bool by_tricks = true;  // false: by honours, or by a call (call.h)
    int losers_points = 0;  // what the losers had marked when the game ended (§11)
    int value = 1;          // 1 simple, 2 double, 3 triple
    int carried = 0;        // the winners' points above the game, opening their next game (§22)
};

// A deal scored from a standing `before`.
struct DealScore {
    PerSide before{};
    PerSide after{};    // what each side has marked after the deal (may pass the game)
    DealPoints marked;  // what was marked: see score_deal
    std::array<bool, 2> honours_barred{};  // the side stood at 9 and marked no honours (§8)
    std::optional<GameWon> game;
    PerSide slam{};  // premiums counted when the rubber is settled (§10)
    PerSide next{};  // the standing that opens the next deal
};

// Tricks are marked first (§6); a side that reaches the game with them has won it, and the
// honours of that deal are then marked only by the winners (they count for the carry-over
// only).  Otherwise honours are marked, except by a side standing at `no_honours_at` (§8).
DealScore score_deal(const WhistRules& rules, PerSide before, const DealFacts& facts);

// 1, 2 or 3: the value of a game won against losers who have marked `losers_points` (§11:
// nothing: triple; less than simple_from: double; else simple).
int game_value(const WhistRules& rules, int losers_points);
std::string_view game_value_name(int value);  // "simple", "double", "triple"

// The slam premium of a side that took `tricks` of the 13 (§10), else 0.
int slam_premium(const WhistRules& rules, int tricks);
std::string_view slam_name(int tricks);  // "small", "grand" or ""

// Why `score` cannot be the standing of a game in progress, or an empty string.
std::string check_score(const WhistRules& rules, PerSide score);

}  // namespace stich::whist
