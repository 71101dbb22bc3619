// The payoff of a two-sided game (Alliance, Lever, Solo): who wins, and the marks.
//
// Side 0 is declarer's side ("the allies"), side 1 the rest.
//   - A side with more than half the tricks wins.
//   - Equal tricks: the side with the flag in its tricks wins; if the flag lies out of play
//     (on the table, or laid away in a Lever), the higher total of figure values in the
//     tricks wins; on equal totals the allies lose (also in a Solo or Lever: declarer's side).
//   - The winners are paid: the game value, plus the figures in their tricks, plus 2 marks if
//     they took the first six tricks or 6 (not 6 + 2) if they took every trick; all doubled in
//     Couleur.  payoff() is that amount, positive when side 0 wins, negative when it loses:
//     what each loser pays each winner (or, under the shared variant, what the losing side
//     pays in all; settlement.h splits it).
#pragma once

#include <vector>

namespace stich::alliance {

inline constexpr int kFirstSixBonus = 2;
inline constexpr int kAllTricksBonus = 6;

struct SideScoring {
    int tricks = 12;     // tricks of the whole deal
    int base = 2;        // game value
    int multiplier = 1;  // 2 in Couleur
};

// The final state of a deal, as far as the payoff sees it.  Sides: 0, 1; -1: neither.
struct SideOutcome {
    int tricks0 = 0;          // side 0's tricks in the whole deal
    int figures[2] = {0, 0};  // figure values in each side's tricks
    int flag = -1;            // the side whose tricks hold the trump flag
    int first_six = -1;       // the side that took the first six tricks
};

int side_winner(const SideOutcome& o, const SideScoring& s);  // 0 or 1
int side_payoff(const SideOutcome& o, const SideScoring& s);  // signed marks to side 0

// Every amount a game could end with, sorted: a superset of the payoffs reachable, to
// search over.  `figure_total` is the value of all figures.
std::vector<int> possible_payoffs(const SideScoring& s, int figure_total);

}  // namespace stich::alliance
