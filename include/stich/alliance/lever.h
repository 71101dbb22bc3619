// The Lever: declarer turns up a face-down table card, plays in its suit, may take the table
// cards into his hand for as many of his own, and calls a king.
//
// "... auch alle liegenden Blätter in sein Spiel nehmen u. dafür so viel andere weglegen
// kann": Decision, read literally: he either keeps his hand, or takes every table card and
// lays away as many cards of his own hand (variant lever-free-exchange: any cards of his hand
// and the table).  The cards laid away lie out of play and count for nobody.
//
// best_lever() finds the best exchange and king for one turned card, exactly:
//   - exchanges that differ only in which of several equivalent cards are laid away play
//     alike and are tried once: cards of declarer's hand and the table adjacent in the game's
//     order with no other player's card between them, none of them a figure or a card that
//     could be called (kings, queens, jacks, and a whole suit whose K Q J he could lay away);
//   - kings whose called cards lie in the same hand give the same teams and are tried once
//     (under compulsion to beat the called card itself matters too: the Lever exemption);
//   - every candidate after the first is asked only whether it beats the best so far: one
//     payoff search at the best so far plus one (its quick-trick bounds stand in for a trick
//     search first), and only one that does is solved for its exact payoff.
// Ties keep the first candidate in a fixed order (exchanges by a static estimate of the kept
// hand, then the cards laid away; the first candidate of each set of teams before the others),
// so the answer does not depend on the search.
#pragma once

#include <optional>
#include <string>

#include "stich/alliance/side_game.h"

namespace stich::alliance {

struct LeverChoice {
    Card turned;  // the face-down card turned (face order)
    bool exchanged = false;
    CardSet laid_away;  // the cards laid away (face order); the table cards when not exchanged
    Card king;          // the king named
    Teams teams;
    SideResult result;
};

struct LeverStats {
    int exchanges = 0;   // exchanges tried (classes of equivalent ones)
    int candidates = 0;  // exchange and team pairs
    int searched = 0;    // candidates that needed a payoff search
};

// The face-down cards that may be turned: table[1..], 1-based as in "Lever 2".
inline int turnable_cards(const Deal& deal) {
    return static_cast<int>(deal.table.size()) - 1;
}

// The terms of a Lever's side game: value forced 2, voluntary 4; Couleur; the called king's
// exemption.
SideTerms lever_terms(const Deal& deal, const AllianceRules& rules, const Teams& teams, Suit trump,
                      bool forced);

// The best Lever of `declarer` turning face-down card `turn` (1-based) of a deal at its
// start; `king` fixes the king named.  Value: forced 2, voluntary 4.
std::optional<LeverChoice> best_lever(Solver& solver, const Deal& deal, const AllianceRules& rules,
                                      int declarer, int turn, bool forced, std::optional<Card> king,
                                      std::string* error, LeverStats* stats = nullptr);

// A Lever whose exchange is fixed (or over): the best king, or `king` (with the contract's
// "; Partner n" when its card was played in tricks not shown).
std::optional<LeverChoice> fixed_lever(Solver& solver, const Deal& deal, const AllianceRules& rules,
                                       int declarer, Card turned, bool forced,
                                       std::optional<Card> king, std::optional<int> partner_hint,
                                       std::string* error);

}  // namespace stich::alliance
