#include "stich/whist/session.h"

#include <algorithm>

namespace stich::whist {

Seating five_player_seating(int rubber) {
    // Indices into the names: 0 stays, 1..4 sit out in this order.  Every two players are
    // partners exactly once over the five rubbers.
    static constexpr Seating kTable[kFivePlayerRubbers] = {
        {{0, 2, 3, 4}, 1}, {{0, 3, 1, 4}, 2}, {{0, 1, 4, 2}, 3},
        {{0, 1, 2, 3}, 4}, {{3, 1, 2, 4}, 0},
    };
    return kTable[rubber % kFivePlayerRubbers];
}

std::vector<LedgerLine> ledger(const Session& session) {
    std::vector<LedgerLine> lines;
    auto line_of = [&](const std::string& name) -> LedgerLine& {
        auto it = std::find_if(lines.begin(), lines.end(),
                               [&](const LedgerLine& l) { return l.player == name; });
        if (it != lines.end()) return *it;
        lines.push_back({name, 0, 0});
        return lines.back();
    };
    for (const SessionRubber& r : session.rubbers) {
        if (r.state == RubberState::kInProgress) continue;
        const auto pay = settle(session.rules, rubber_value(session.rules, r.rubber));
        for (int seat = 0; seat < 4; ++seat) {
            if (session.rules.dummy && *session.rules.dummy == seat) continue;
            LedgerLine& l = line_of(r.players[seat]);
            (pay[seat] >= 0 ? l.gain : l.loss) += std::abs(pay[seat]);
        }
        if (!r.sits_out.empty()) line_of(r.sits_out);
    }
    return lines;
}

}  // namespace stich::whist
