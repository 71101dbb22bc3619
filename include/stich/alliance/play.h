// Alliance play analysis: the value of each card (solve --cards) and the audit of a played
// deal, on the generic audit of play_analysis.h; play_report.h writes them out.
//
// Declarer's side (declarer and the called card's holder) against the rest, as in the side
// game (side_game.h): a value is the side's exact payoff in marks, what each loser pays each
// winner (scoring.h: figures, first six and Couleur included), positive for the side that
// wins; a card's cost is the marks it gave away.  Alliance, Solo and Lever are covered; a
// Lever needs its turned card and its king ("Lever 2 SK"), its exchange from [Discard] (none
// without it).  A Resistance (max-n, each for himself) has no two-sided value and is refused.
//
// Positions hold cards in play order (Alliance's odd rank orders); everything shown is
// turned back into face order first.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/alliance/contract.h"
#include "stich/alliance/deal.h"
#include "stich/alliance/side_game.h"
#include "stich/alliance/teams.h"
#include "stich/io/board.h"
#include "stich/support/play_analysis.h"

namespace stich::alliance {

// A board's game set up for play analysis.
struct PlayGame {
    AllianceRules rules;
    Contract contract;
    int declarer = 0;
    Teams teams;
    SideGame game;
    Position start;  // game.position(): side 0 is declarer's side
};

// What the game of a board reads of its tags before the hands: its rules and its contract,
// and the cards of its own tags (records.h): the table cards in layout order ([TableCards]),
// and the cards a Lever's declarer laid away ([Discard], nullopt: none).  play_terms reads them
// once (a prepared board holds them, answers.h); the layouts of a card judgement complete one
// record, so they share its rules and contract, built once, each with its own cards swapped in.
struct PlayTerms {
    AllianceRules rules;
    Contract contract;
    std::vector<Card> table;
    std::optional<CardSet> discard;
};
std::optional<PlayTerms> play_terms(const Board& board, std::string* error);

// What the game of a board is played with before the sides are formed (they follow from who
// holds the called king): read from the board once (game_setup, as play_game reads it), and
// completed by the judge per layout by another deal of the same record (deal.h, with_cards),
// no board read again.
struct GameSetup {
    AllianceRules rules;
    Contract contract;
    int declarer = 0;
    Suit trump = kSpades;
    Deal deal;
};
std::optional<GameSetup> game_setup(const Board& board, const PlayTerms& terms, std::string* error);
// The game of a setup (play_game of its board), and whether its deal contradicts the board's
// "; Partner n" (partner_hint_contradicted of its board).
std::optional<PlayGame> play_game(const GameSetup& setup, std::string* error);
bool partner_hint_contradicted(const GameSetup& setup);

// The game of the board at its current position (after its play section, or an endgame with
// [Trick], [Leader], [Won]); or why not.  With its terms built already (play_terms).
std::optional<PlayGame> play_game(const Board& board, std::string* error);
std::optional<PlayGame> play_game(const Board& board, const PlayTerms& terms, std::string* error);
// Whether the board's "; Partner n" names another seat than the one holding (or having played)
// the card called: a layout of the judge that the record rules out (the judge's seat has not
// seen where the called king lies).  false when the board does not say.
bool partner_hint_contradicted(const Board& board);
bool partner_hint_contradicted(const Board& board, const PlayTerms& terms);
// The game at the start of the board's play section, for the audit of that play.
std::optional<PlayGame> play_start(const Board& board, std::string* error);
std::optional<PlayGame> play_start(const Board& board, const PlayTerms& terms, std::string* error);

// The payoff to a side of a position, both sides playing best from there.
Valuer payoff_valuer(Solver& solver, const PlayGame& g);
// Cards that are never grouped with others: the figures (they change the payoff).
CardSet distinct_cards(const PlayGame& g);
// Declarer's side's payoff from a value of `side`.
inline int declarer_payoff(int value, int side) {
    return side == 0 ? value : -value;
}

// The cards of the play section in the order they were played (play order, each trick from
// the seat that won the one before), up to the first card that cannot be played; or why not.
std::optional<std::string> play_record(const Board& board, const PlayGame& g,
                                       std::vector<Card>& cards);

// Values and an audit of `cards` turned into face order, for output (play_report.h).
std::vector<CardValue> face_values(const PlayGame& g, std::vector<CardValue> values);
PlayAudit face_audit(const PlayGame& g, PlayAudit audit, const std::vector<Card>& cards);

}  // namespace stich::alliance
