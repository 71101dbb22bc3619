// `stich play`'s audit of a played deal as a game answers it (GameModule::play): renderings and
// the problem the audit ends with, made the same way for every game.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/board.h"
#include "stich/play_analysis.h"

namespace stich::game {

// The audit of a board's played cards: JSON lines and text (without the final newline), and
// the problem it ends with (a card that could not be played, at the card, or the play
// section's own defect) or the notes said beside it.
struct PlayReport {
    std::function<std::vector<nlohmann::ordered_json>()> json;
    std::function<std::string()> text;
    std::optional<Diagnostic> problem;
    std::vector<Diagnostic> notes;
};

// The report of `audit`, rendered by `json` and `text`: the card it stopped at as the board's
// problem, located at the card; else the play section's own defect, which ended the cards
// audited.
PlayReport audit_report(const Board& board, const PlayAudit& audit,
                        std::function<std::vector<nlohmann::ordered_json>()> json,
                        std::function<std::string()> text);

}  // namespace stich::game
