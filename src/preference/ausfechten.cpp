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

FightResult fight(Solver& solver, ValueTable& table, const PlaySetup& s,
                  const PreferenceRules& rules, bool line_values) {
    FightResult r;
    // Max-n looks at utilities only; the sides of the position do not matter to it.
    const Position pos = position(s, rules, Sides{0, 1, 1});
    table.clear();
    SearchStats stats;
    MaxN<FewestTricks> search(FewestTricks{}, table, stats, solver.stop_flag());
    const MaxNResult result = search.run(pos);
    std::array<int, kPlayers> totals{};
    for (int seat = 0; seat < kPlayers; ++seat) {
        const int p = player_of_seat(s, seat);
        totals[seat] = -result.values[p];
        r.tricks[seat] = totals[seat] - s.won[seat];
        // Alone against both others he cannot hold himself to fewer tricks than max-n gives
        // him (there he is never worse off), and mostly to as few: the search starts there.
        r.guarantee[seat] =
            fewest_tricks(solver, position(s, rules, alone_sides(seat)), rules, p, r.tricks[seat]);
    }
    r.pays = fight_payers(totals);
    r.first = result.best;
    r.nodes = stats.nodes;
    if (line_values) r.line = maxn_line(search, FewestTricks{}, pos, true);
    return r;
}

}  // namespace stich::preference
