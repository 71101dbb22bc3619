// Préférence play analysis: the value of each card (solve --cards) and the audit of a played
// deal, on the generic audit of play_analysis.h.
//
// Declarer against the coalition (solve.h): a value is a count of tricks in all, for a side
// the count it plays for — declarer's tricks where he wants tricks, the others' where he wants
// none (Bettler) — so that a card's cost is always what it gave away.  Declarer's money
// follows from his tricks alone (settlement.h), so each value also reads as his balance of the
// deal; the coalition's cost in money is what its card gave him.  Ausfechten (each for
// himself, not zero-sum) has no such value and is refused.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/engine/solver.h"
#include "stich/game/values.h"
#include "stich/io/board.h"
#include "stich/preference/position.h"
#include "stich/preference/rules.h"
#include "stich/support/play_analysis.h"

namespace stich::preference {

// A board's game set up for play analysis.
struct PlayGame {
    PlaySetup setup;  // as named, declarer's discard laid away
    PreferenceRules rules;
    Money money;
    Position start;  // declarer is side 0
    int total = 0;   // tricks of the deal: those won before the start and those to play
};

// The game of the board at its current position ([Trick], [Leader], [Won]); or why not.
std::optional<PlayGame> play_game(const Board& board, std::string* error);
// A judge's layout's talon and declarer's discard, in place of the terms' [Talon] and
// [Discard].
struct LayoutPiles {
    CardSet talon;
    std::optional<CardSet> discard;
};
// The same with the board's terms read already (GameModule::prepare); nullopt: read here.
// `piles`: a judge's layout's, in place of the terms'.
std::optional<PlayGame> play_game(const Board& board, const std::optional<Terms>& terms,
                                  std::string* error, const std::optional<LayoutPiles>& piles = {});

// The value of a position for a side (see above).
Valuer trick_valuer(Solver& solver, const PlayGame& g);
// Its value seeded with `hint`, a value for `side` found before (-1: none): the same value, in
// fewer searches where the hint is right (the judge's neighbouring layouts).
int seeded_trick_value(Solver& solver, const PlayGame& g, const Position& pos, int side, int hint);
// Declarer's tricks in all from a value of `side`, and his balance of the deal with them.
int declarer_total(const PlayGame& g, int value, int side);
double declarer_money(const PlayGame& g, int declarer_total);
// Whether declarer makes his game with `declarer_total` tricks in all (solve.h's makes() counts
// the tricks still to play on top of the setup's [Won] instead).
bool declarer_makes(const PlayGame& g, int declarer_total);
// `stich solve --cards`'s values as numbers: declarer's money after each card, beside his
// tricks in all.
game::CardValueTable cards_to_values(const Board& board, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values);

// The cards of the play section in the order they were played (each trick from the seat that
// won the one before), up to the first card that cannot be played; or why not.
std::optional<std::string> play_record(const Board& board, const PlayGame& g,
                                       std::vector<Card>& cards);
// The same from the position `start` of `setup` (its declarer's discard laid away).
std::optional<std::string> play_record(const Board& board, const PlaySetup& setup,
                                       const Position& start, std::vector<Card>& cards);

nlohmann::ordered_json cards_to_json(const Board& board, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values);
std::string cards_to_text(const Board& board, const PlayGame& g, const Position& pos,
                          const std::vector<CardValue>& values);

// The audit of the board's play as the value every game shares: each card's seat and side,
// declarer's tricks and money before and after it, the tricks it threw away and the money they
// cost.  The JSON (one object per card played) and the text render it.
game::PlayedCards audit_to_values(const PlayGame& g, const PlayAudit& audit);
std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayGame& g,
                                                  const game::PlayedCards& played);
std::string audit_to_text(const Board& board, const PlayGame& g, const game::PlayedCards& played);

}  // namespace stich::preference
