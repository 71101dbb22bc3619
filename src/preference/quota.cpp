#include "stich/preference/quota.h"

#include <algorithm>
#include <array>

#include <boost/container/static_vector.hpp>

#include "stich/preference/quota_goal.h"

namespace stich::preference {

namespace {

constexpr int kQuota = 2;         // each defender's tricks
constexpr int kInvitedQuota = 4;  // the two together, after an invitation

// Asks whether the defence holds declarer to D while the defenders take at least `first` and
// `second` tricks in all.
class Defence {
public:
    Defence(Solver& solver, const PlaySetup& s, const PreferenceRules& rules, int declarer_tricks)
        : solver_(solver),
          rules_(rules),
          s_(s),
          pos_(position(s, rules, defence_sides(s))),
          limit_(s.won[s.declarer] + declarer_tricks),
          def_(defenders(s)) {}

    bool holds(int first, int second) {
        QuotaGoal goal;
        goal.at_most[player_of_seat(s_, s_.declarer)] = static_cast<int8_t>(limit_);
        goal.at_least[player_of_seat(s_, def_[0])] = static_cast<int8_t>(first);
        goal.at_least[player_of_seat(s_, def_[1])] = static_cast<int8_t>(second);
        return solver_.reaches(rules_.play, pos_, goal);
    }

    // The largest x <= most with holds(x, second), given that holds(from, second) is true.
    int raise_first(int from, int second, int most) {
        int x = from;
        while (x < most && holds(x + 1, second)) ++x;
        return x;
    }

private:
    Solver& solver_;
    const PreferenceRules& rules_;
    const PlaySetup& s_;
    Position pos_;
    int limit_;
    std::array<int, 2> def_;
};

}  // namespace

QuotaResult defend(Solver& solver, const PlaySetup& s, const PreferenceRules& rules,
                   int declarer_tricks) {
    QuotaResult r;
    r.declarer = declarer_tricks;
    r.tricks[s.declarer] = declarer_tricks;
    const int left = tricks_left(s);
    const auto def = defenders(s);
    const int rest = left - declarer_tricks;  // the defenders' tricks when declarer takes D
    const bool invited = s.role[def[0]] == Role::kInvites || s.role[def[1]] == Role::kInvites;
    const int together = s.won[def[0]] + s.won[def[1]] + rest;

    if (players_in_play(s) == 2) {
        const int alone = in_play(s, def[0]) ? def[0] : def[1];
        r.tricks[alone] = rest;
        r.smallest = s.won[alone] + rest;
        r.at_quota = r.smallest >= kQuota;
        return r;
    }

    Defence defence(solver, s, rules, declarer_tricks);
    // The most a defender can take in all: his tricks so far and every trick declarer leaves.
    const std::array<int, 2> most{s.won[def[0]] + rest, s.won[def[1]] + rest};
    // Step 2: the quotas as lower bounds, (a, b); with one defender at quota there may be two
    // ways, each tried in step 3.
    // At most two ways; a fixed-capacity vector also keeps GCC 12's -Wstringop-overread quiet,
    // which std::vector's growth path set off here.
    boost::container::static_vector<std::array<int, 2>, 2> ways;
    if (invited) {
        r.at_quota = together >= kInvitedQuota ? 2 : 0;
        ways.push_back({0, 0});
    } else if (defence.holds(kQuota, kQuota)) {
        r.at_quota = 2;
        ways.push_back({kQuota, kQuota});
    } else {
        if (defence.holds(kQuota, 0)) ways.push_back({kQuota, 0});
        if (defence.holds(0, kQuota)) ways.push_back({0, kQuota});
        r.at_quota = ways.empty() ? 0 : 1;
        if (ways.empty()) ways.push_back({0, 0});
    }
    // Step 3: the largest m with both defenders at m or more, over the ways of step 2.
    int best_m = -1;
    std::array<int, 2> best{};
    for (const auto& way : ways) {
        int m = std::min(way[0], way[1]);
        while (m < std::min(most[0], most[1]) &&
               defence.holds(std::max(way[0], m + 1), std::max(way[1], m + 1)))
            ++m;
        if (m > best_m) {
            best_m = m;
            best = {std::max(way[0], m), std::max(way[1], m)};
        }
    }
    r.smallest = best_m;
    // Step 4: the first defender's most, the second takes the rest.
    const int first = defence.raise_first(best[0], best[1], most[0]);
    r.tricks[def[0]] = first - s.won[def[0]];
    r.tricks[def[1]] = rest - r.tricks[def[0]];
    return r;
}

}  // namespace stich::preference
