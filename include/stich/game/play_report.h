// `stich play`'s audit of a played deal as a game answers it (the play capability's audit): the
// audit as a value with its presenters, and the problem the audit ends with, made the same way for
// every game.
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

// The report of an audit (kept in `report`'s value): the card it stopped at as the board's
// problem, located at the card; else the play section's own defect, which ended the cards
// audited.
PlayReport audit_report(const Board& board, const PlayedCards& played, Report report);

// The audit's cards as the value every game shares (values.h), in `measure`: each card's trick,
// card, values before and after, cost and best cards from the audit; `fields` gives the rest
// the game knows (the board's seat of the player, the side, declarer's values, the money), the
// seat being the player (a position's index) until it says.
PlayedCards played_cards(const PlayAudit& audit, CardMeasure measure,
                         const std::function<void(const PlayStep&, AuditedCard&)>& fields);

// In an audit's text, the cards played, one line per trick ("   2. N SA (cost...)  E S5  ..."),
// each card after its player's name as the game writes it (`seat_name` of the card's seat).
std::string played_lines(const PlayedCards& played,
                         const std::function<std::string(int seat)>& seat_name);

// In an audit's text, the line saying where it stopped and why, or "".
std::string stopped_line(const PlayedCards& played);

}  // namespace stich::game
