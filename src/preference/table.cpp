#include "stich/preference/table.h"

#include <algorithm>
#include <numeric>

namespace stich::preference {

namespace {

// The order the games of a row are searched in: the talon game of each trump just before the
// hand game of the same trump (Geschäft, Herz), the rest as listed.  The solver keeps its
// transposition table while the trump, the sides and the goal stay (Solver::prepare), so a
// game searched next to another of the same trump starts from its entries instead of an
// emptied table.  The values do not depend on the order: only their cost does.
std::vector<size_t> search_order(const std::vector<Contract>& games) {
    auto group = [](const Contract& c) {
        switch (c.type) {
            case GameType::kTalon:
            case GameType::kBusiness:
            case GameType::kHerz:
                return suit_number(c.trump);
            default:
                return kSuits + 1;
        }
    };
    std::vector<size_t> order(games.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return group(games[a]) < group(games[b]); });
    return order;
}

}  // namespace

std::optional<ContractTable> contract_table(Solver& solver, const Board& board, CardSet talon,
                                            const std::optional<CardSet>& discard,
                                            const PreferenceRules& rules, const Money& money,
                                            std::string* error) {
    ContractTable table;
    const std::vector<Contract>& games = all_games();
    const std::vector<size_t> order = search_order(games);
    for (int seat = 0; seat < kPlayers; ++seat) {
        DeclarerRow& row = table.rows[seat];
        row.declarer = seat;
        std::vector<std::optional<GameValue>> values(games.size());
        for (size_t i : order) {
            const Contract& c = games[i];
            // Open games copy their closed forms, searched before them.
            if (open_game(c)) {
                const auto same = std::find_if(values.begin(), values.end(), [&](const auto& v) {
                    return v && aim_of(v->contract) == aim_of(c) &&
                           v->contract.from_hand == c.from_hand;
                });
                if (same != values.end()) {
                    values[i] = **same;
                    values[i]->contract = c;
                    continue;
                }
            }
            const auto s = setup_for(board, talon, discard, c, seat, {}, rules, money, error);
            if (!s) return std::nullopt;
            table.tricks_left = tricks_left(*s);
            values[i] = game_value(solver, *s, rules, Detail::kMakes);
        }
        for (auto& v : values) row.games.push_back(std::move(*v));
    }
    return table;
}

}  // namespace stich::preference
