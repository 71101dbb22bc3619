// Solving a two-sided game (Alliance, Lever, Solo): declarer's side against the rest, for the
// game's payoff (solution-concepts.md §1).
//
// The double-dummy tricks come from the trick search; the payoff from a sequence of yes/no
// searches of PayoffGoal, bracketed by those tricks (the payoff is monotone in tricks and
// figures won: the side that can make T tricks ends between the worst and the best ending
// with T) and narrowed over the amounts a game can end with: from a first guess (each figure
// to the side that holds it) stepping up, then by bisection, or down one amount at a time.
// The line found is then played out card by card, each card the one that decided a yes/no
// search at the payoff, so that the figures each side captures on it can be reported.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/alliance/deal.h"
#include "stich/alliance/payoff_goal.h"
#include "stich/alliance/teams.h"
#include "stich/engine/solver.h"

namespace stich::alliance {

// A two-sided game ready to search.  Cards in play order inside; the results in face order.
struct SideGame {
    Rules rules;
    // The rules the payoff searches play by: `rules`, with partition search off where the
    // table key has no room for the figures' holders (SideSpec::partition).
    Rules payoff_rules;
    Suit trump = kSpades;
    PositionSetup setup;      // its trick is attached by position()
    std::vector<Card> trick;  // play order
    SideSpec spec;

    Position position() const;
};

struct SideTerms {
    int base = 2;          // game value (contract.h)
    bool couleur = false;  // trumps are the suit of the face-up table card: everything doubles
    Exemption exemption;   // Lever's called king
};

std::optional<SideGame> make_side_game(const AllianceRules& rules, const PlayState& state,
                                       Suit trump, const Teams& teams, const SideTerms& terms,
                                       std::string* error);

struct SideResult {
    int tricks = 0;  // double-dummy tricks of declarer's side, of those still to play
    int payoff = 0;  // marks to declarer's side: what each loser pays each winner, signed
    bool wins() const { return payoff > 0; }
    // The line found: the cards played (face order), declarer's side's tricks on it (still to
    // play), and the figures in each side's tricks at its end, counting tricks before.
    std::vector<Card> line;
    int line_tricks = 0;
    std::array<CardSet, 2> figures{};
};

int side_tricks(Solver& solver, const SideGame& game);
bool reaches_payoff(Solver& solver, const SideGame& game, int at_least);

// The highest payoff in [low, high] the side reaches, `low` being reached: a binary search
// over the payoffs the game's scoring can give.
int highest_reached_payoff(Solver& solver, const SideGame& game, int low, int high);
// The exact payoff, given the side's double-dummy tricks.
int exact_payoff(Solver& solver, const SideGame& game, int tricks);
// The exact payoff at `pos`, a position reached by play from game.position() (a trick may be
// in progress): the spec's history and key hold for every such position.
int payoff_at(Solver& solver, const SideGame& game, const Position& pos);
// `known_payoff`: the game's exact payoff, found before (a Lever's chosen candidate): only the
// two searches at it and at one more are made, as the line needs them.
SideResult solve_side_game(Solver& solver, const SideGame& game, bool with_line = true,
                           std::optional<int> known_payoff = std::nullopt);

}  // namespace stich::alliance
