#include "stich/preference/solve.h"

#include <algorithm>

#include "stich/preference/few_tricks_goal.h"
#include "stich/preference/quota_goal.h"

namespace stich::preference {

namespace {}  // namespace

int most_tricks(Solver& solver, const Position& pos, const PreferenceRules& rules, int guess) {
    return solver.tricks(rules.play, pos, guess);
}

bool keeps_to(Solver& solver, const Position& pos, const PreferenceRules& rules, int player,
              int tricks) {
    // Alone on side 0 (every caller's case: Bettler's declarer, a seat's guarantee) the value
    // is a count of side 1's tricks, whose table entries serve every count (few_tricks_goal.h).
    bool alone = true;
    for (int p = 0; p < pos.players(); ++p) alone = alone && (pos.side(p) == 0) == (p == player);
    if (alone) return solver.reaches(rules.play, pos, FewTricksGoal{pos.won(player) + tricks});
    QuotaGoal goal;
    goal.at_most[player] = static_cast<int8_t>(pos.won(player) + tricks);
    return solver.reaches(rules.play, pos, goal);
}

int fewest_tricks(Solver& solver, const Position& pos, const PreferenceRules& rules, int player,
                  int at_least) {
    // The smallest L for which `player` can keep his tricks to won + L, tried from the bound
    // up, one count at a time.  The searches share the table's entries (few_tricks_goal.h), so
    // the "no" below the answer are cheap: from max-n's counts this costs 3% fewer nodes than
    // trying the bound and the two counts above it and then halving, from none 10% fewer
    // (bench/RESULTS.md, issue 41, branch pref15).
    const int top = pos.tricks_left();
    int limit = at_least;
    while (limit < top && !keeps_to(solver, pos, rules, player, limit)) ++limit;
    return std::min(limit, top);
}

bool wants_few(const PlaySetup& s, int seat) {
    const Aim aim = aim_of(s.contract);
    return aim == Aim::kFewest || (aim == Aim::kNoTrick && seat == s.declarer);
}

int declarer_tricks(Solver& solver, const PlaySetup& s, const PreferenceRules& rules) {
    if (players_in_play(s) == 1) return tricks_left(s);  // both stay home: nobody opposes him
    const Position pos = position(s, rules, declarer_sides(s));
    if (wants_few(s, s.declarer))
        return fewest_tricks(solver, pos, rules, player_of_seat(s, s.declarer));
    return most_tricks(solver, pos, rules);
}

bool makes(const PlaySetup& s, int declarer_tricks) {
    const int total = s.won[s.declarer] + declarer_tricks;
    int theirs = 0;
    for (int seat : defenders(s)) theirs += s.won[seat];
    switch (aim_of(s.contract)) {
        case Aim::kSixTricks:
            return total >= 6;
        case Aim::kNoTrick:
            return total == 0;
        case Aim::kAllTricks:
            return theirs == 0 && declarer_tricks == tricks_left(s);
        case Aim::kFewest:
            break;
    }
    return false;
}

std::array<int, kPlayers> guarantees(Solver& solver, const PlaySetup& s,
                                     const PreferenceRules& rules, int declarer_tricks) {
    std::array<int, kPlayers> out{};
    const int left = tricks_left(s);
    const int n = players_in_play(s);
    for (int seat = 0; seat < kPlayers; ++seat) {
        if (!in_play(s, seat)) continue;
        if (seat == s.declarer) {
            out[seat] = declarer_tricks;
        } else if (n == 2 && s.declarer >= 0 && !wants_few(s, s.declarer)) {
            out[seat] = left - declarer_tricks;  // two-handed: the zero-sum value again
        } else if (n == 1) {
            out[seat] = left;
        } else {
            const Position pos = position(s, rules, alone_sides(seat));
            const int player = player_of_seat(s, seat);
            out[seat] = wants_few(s, seat) ? fewest_tricks(solver, pos, rules, player)
                                           : most_tricks(solver, pos, rules);
        }
    }
    return out;
}

}  // namespace stich::preference
