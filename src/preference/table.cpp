#include "stich/preference/table.h"

#include <algorithm>

namespace stich::preference {

std::optional<ContractTable> contract_table(Solver& solver, const Board& board,
                                            const PreferenceRules& rules, std::string* error) {
    ContractTable table;
    for (int seat = 0; seat < kSeats; ++seat) {
        DeclarerRow& row = table.rows[seat];
        row.declarer = seat;
        for (const Contract& c : all_games()) {
            // Open games copy their closed forms, searched just before them.
            if (open_game(c)) {
                const auto same =
                    std::find_if(row.games.begin(), row.games.end(), [&](const GameValue& v) {
                        return aim_of(v.contract) == aim_of(c) &&
                               v.contract.from_hand == c.from_hand;
                    });
                if (same != row.games.end()) {
                    GameValue v = *same;
                    v.contract = c;
                    row.games.push_back(v);
                    continue;
                }
            }
            const auto s = setup_for(board, c, seat, {}, rules, error);
            if (!s) return std::nullopt;
            table.tricks_left = tricks_left(*s);
            row.games.push_back(game_value(solver, *s, rules, Detail::kMakes));
        }
    }
    return table;
}

}  // namespace stich::preference
