// `stich play`'s audit of a played deal as a game answers it (GameModule::play): the audit as a
// value with its presenters, and the problem the audit ends with, made the same way for every
// game.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/game/report.h"
#include "stich/io/board.h"
#include "stich/support/play_analysis.h"

namespace stich::game {

// The audit of a board's played cards: the game's audit value, its JSON an array of JSON lines
// (one a card) and its text; and the problem it ends with (a card that could not be played, at
// the card, or the play section's own defect) or the notes said beside it.
struct PlayReport {
    Report report;
    std::optional<Diagnostic> problem;
    std::vector<Diagnostic> notes;
};

// The report of `audit` (kept in `report`'s value): the card it stopped at as the board's
// problem, located at the card; else the play section's own defect, which ended the cards
// audited.
PlayReport audit_report(const Board& board, const PlayAudit& audit, Report report);

// The audit's cards as the value every game shares (values.h): `seat_of` gives the board's seat
// of a player (a position's index), `money_cost` the money a card cost where the game counts
// money beside tricks (Préférence), else null.
PlayedCards played_cards(const PlayAudit& audit, CardMeasure measure,
                         const std::function<int(int player)>& seat_of,
                         const std::function<double(const PlayStep&)>& money_cost = nullptr);

}  // namespace stich::game
