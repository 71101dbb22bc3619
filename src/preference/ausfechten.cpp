#include "stich/preference/ausfechten.h"

#include <algorithm>

#include "stich/preference/solve.h"

namespace stich::preference {

std::array<bool, kPlayers> fight_payers(const std::array<int, kPlayers>& totals) {
    const int most = *std::max_element(totals.begin(), totals.end());
    std::array<bool, kPlayers> pays{};
    for (int seat = 0; seat < kPlayers; ++seat) pays[seat] = totals[seat] == most;
    return pays;
}

FightResult fight_max_n(ValueTable& table, const std::atomic<bool>* stop, const PlaySetup& s,
                        const PreferenceRules& rules, bool line_values) {
    FightResult r;
    // Max-n looks at utilities only; the sides of the position do not matter to it.
    const Position pos = position(s, rules, Sides{0, 1, 1});
    table.clear();
    SearchStats stats;
    MaxN<FewestTricks> search(FewestTricks{}, table, stats, stop);
    const MaxNResult result = search.run(pos);
    for (int seat = 0; seat < kPlayers; ++seat)
        r.tricks[seat] = -result.values[player_of_seat(s, seat)] - s.won[seat];
    r.first = result.best;
    r.nodes = stats.nodes;
    if (line_values) r.line = maxn_line(search, FewestTricks{}, pos, true);
    return r;
}

int fight_guarantee(Solver& solver, const PlaySetup& s, const PreferenceRules& rules, int seat,
                    int at_least) {
    return fewest_tricks(solver, position(s, rules, alone_sides(seat)), rules,
                         player_of_seat(s, seat), at_least);
}

std::array<int, kPlayers> fight_guarantees(Solver& solver, const PlaySetup& s,
                                           const PreferenceRules& rules,
                                           const std::array<int, kPlayers>& at_least) {
    std::array<int, kPlayers> out{};
    for (int seat = 0; seat < kPlayers; ++seat)
        out[seat] = fight_guarantee(solver, s, rules, seat, at_least[seat]);
    return out;
}

void settle_payers(const PlaySetup& s, FightResult& r) {
    std::array<int, kPlayers> totals{};
    for (int seat = 0; seat < kPlayers; ++seat) totals[seat] = s.won[seat] + r.tricks[seat];
    r.pays = fight_payers(totals);
}

FightResult fight(Solver& solver, ValueTable& table, const PlaySetup& s,
                  const PreferenceRules& rules, bool line_values) {
    FightResult r = fight_max_n(table, solver.stop_flag(), s, rules, line_values);
    // Alone against both others he cannot hold himself to fewer tricks than max-n gives him
    // (there he is never worse off), and mostly to as few: the search starts there.
    r.guarantee = fight_guarantees(solver, s, rules, r.tricks);
    settle_payers(s, r);
    return r;
}

}  // namespace stich::preference
