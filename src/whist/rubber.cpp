#include "stich/whist/rubber.h"

namespace stich::whist {

namespace {

constexpr int kGamesToWin = 2;

}  // namespace

PerSide games_won(const Rubber& rubber) {
    PerSide won{};
    for (const RubberGame& g : rubber.games) ++won[g.winner];
    return won;
}

int rubber_winner(const Rubber& rubber) {
    const PerSide won = games_won(rubber);
    for (int s = 0; s < 2; ++s)
        if (won[s] >= kGamesToWin) return s;
    return -1;
}

std::string check_rubber(const Rubber& rubber) {
    PerSide won{};
    for (size_t i = 0; i < rubber.games.size(); ++i) {
        if (won[0] >= kGamesToWin || won[1] >= kGamesToWin)
            return "game " + std::to_string(i + 1) + " comes after the rubber was won";
        ++won[rubber.games[i].winner];
    }
    if (won[0] < kGamesToWin && won[1] < kGamesToWin)
        return "the rubber is not finished: N-S " + std::to_string(won[0]) + ", E-W " +
               std::to_string(won[1]) + " games; a side must win " + std::to_string(kGamesToWin);
    return "";
}

RubberValue rubber_value(const WhistRules& rules, const Rubber& rubber) {
    RubberValue v;
    v.winner = rubber_winner(rubber);
    if (v.winner < 0) {
        // Broken off: the side with the more games and slams receives the difference.
        PerSide total = rubber.slams;
        for (const RubberGame& g : rubber.games) total[g.winner] += g.value;
        v.winner = total[1] > total[0] ? 1 : 0;
        v.broken_off = true;
    }
    for (const RubberGame& g : rubber.games)
        (g.winner == v.winner ? v.winners_games : v.losers_games) += g.value;
    v.winners_slams = rubber.slams[v.winner];
    v.losers_slams = rubber.slams[1 - v.winner];
    v.premium = v.broken_off ? 0 : rules.rubber_premium;
    return v;
}

std::array<int, 4> settle(const WhistRules& rules, const RubberValue& value) {
    std::array<int, 4> pay{};
    for (int seat = 0; seat < 4; ++seat) {
        const int sign = seat % 2 == value.winner ? 1 : -1;
        int share = 1;
        if (rules.dummy) share = seat == *rules.dummy ? 0 : seat == (*rules.dummy + 2) % 4 ? 2 : 1;
        pay[seat] = sign * share * value.value();
    }
    return pay;
}

}  // namespace stich::whist
