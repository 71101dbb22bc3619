// Double-dummy values of the cards at a position, and a card-by-card audit of a play.
//
// Game-independent: a game supplies a Valuer, the final value of a position for one side
// (whist: the side's tricks in all, those already won plus its double-dummy tricks to come;
// games paid in money or marks: the side's payoff), both sides playing best from there.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/movegen.h"
#include "stich/engine/position.h"

namespace stich {

// The final value of `pos` for side `side` (0 or 1) with best play by both sides.
using Valuer = std::function<int(const Position& pos, int side)>;

struct CardValue {
    CardSet cards;  // a run of equivalent cards: any of them gives the same value
    Card card;      // the run's highest card (the one played to evaluate it)
    int value = 0;  // for the side of the player to move
};

// Every legal card of the player to move, grouped in runs of equivalent cards, best first
// (equal values in suit order S H D C, higher cards first).  `distinct`: cards never grouped.
std::vector<CardValue> card_values(const Position& pos, const Valuer& valuer,
                                   CardSet distinct = {});

// The cards of the runs, each run high to low, as names ("SA"): for JSON output.
std::vector<std::string> card_names(const std::vector<CardValue>& values);

struct PlayStep {
    int ply = 0;     // 0 for the first card analysed
    int trick = 0;   // 1-based, counting the tricks of the analysis
    int player = 0;  // who played (position index)
    Card card;
    int before = 0;  // the mover's side's value before the card (best play)
    int after = 0;   // ... and after it
    int cost() const { return before - after; }
    std::vector<CardValue> better;  // when the card cost something: the cards that were best
};

struct PlayAudit {
    std::vector<PlayStep> steps;
    // A card that could not be played: not held, or not legal (a revoke), with its ply.
    std::optional<std::pair<int, std::string>> stopped;
    CardSet legal;  // where it stopped at a card not legal: the cards legal there
};

// Plays `cards` from `start` in order, valuing each; stops at the first illegal card.
PlayAudit audit_play(const Position& start, const std::vector<Card>& cards, const Valuer& valuer,
                     CardSet distinct = {});

}  // namespace stich
