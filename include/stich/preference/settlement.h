// The money of a deal (preference.md, "Games, goals and settlement").
//
// Parties: the three seats, the pot, and, at a table of four, the dealer who sits out.  Every
// payment is listed with its reason; a party's balance is what it gains (negative: pays) in
// this deal, the dealer's stake included: the pot before the deal held [Pot] less the stake.
//   - The dealer pays the stake S into the pot.
//   - 1-4, Geschäft, Herz: played for P' = min(pot, cap), a trick worth P'/10.  Declarer who
//     makes 6 takes P' from the pot; he pays each defender who played P'/10 per trick that
//     defender took, made or not; falling he pays P' into the pot.  A defender who played and
//     took fewer than 2 (with an invitation: the inviter, when the two took fewer than 4)
//     pays P' into the pot.  Both defenders home: declarer takes P' without play.
//   - Herz: besides, each other seat, home or not, pays declarer the Herz premium if he
//     makes it, and receives it from him if he falls.
//   - 5-8: declarer who wins takes P' from the pot and the premium from each opponent; who
//     loses pays P' into the pot and the premium to each.  No trick money.  Premium per
//     opponent: 1, 2, 3, 4 stakes for 5, 6, 7, 8, one stake more from the hand.
//   - Ausfechten: whoever took the most tricks (two tied for the most: both) pays S into the
//     pot; nothing else.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "stich/preference/position.h"

namespace stich::preference {

enum Party : int { kPot = kPlayers, kDealerOut = kPlayers + 1 };
inline constexpr int kParties = kPlayers + 2;

struct Payment {
    int from = 0;  // a seat or a Party
    int to = 0;
    double amount = 0;
    std::string why;
};

struct Settlement {
    std::array<double, kParties> balance{};  // seats 0..2, the pot, the dealer sitting out
    std::vector<Payment> payments;
};

// The premium of the game per opponent, in money (0 for games without one).
double premium(const Contract& c, const Money& money, const PreferenceRules& rules);

// The settlement when each seat ends the deal with `totals` tricks in all (seats at home, and
// every seat when both defenders stay home, are not read).
Settlement settle(const PlaySetup& s, const Money& money, const PreferenceRules& rules,
                  const std::array<int, kPlayers>& totals);

}  // namespace stich::preference
