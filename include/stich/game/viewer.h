// What the HTML hand viewer needs of a board, as each game's module gives it
// (GameModule::viewer): the line to draw and how its seats, sides and values are named.  The
// report (src/report/viewer_line.cpp) turns it into the page's JSON; the game decides which of
// the two kinds its board has.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "stich/engine/maxn.h"
#include "stich/engine/position.h"
#include "stich/game/report.h"
#include "stich/support/play_analysis.h"

namespace stich::game {

// A two-sided line: where it starts, the cards played there, how a position is valued, and
// how its players and cards are named.
struct SidedView {
    Position start;
    std::vector<Card> played;  // from [Play]; the double-dummy line follows them
    Valuer valuer;
    CardSet distinct;                      // cards never grouped (Alliance's figures)
    std::function<CardSet(CardSet)> face;  // position order -> face order; unset: the same
    std::vector<std::string> seats;        // by position player
    std::vector<std::string> sides;        // side 0, side 1
    std::string unit;                      // what a value counts
    std::array<std::string, 2> value_of;   // by side: whose tricks (marks) a value counts
    // What the game filled in that the record leaves open, to show a line at all (a talon
    // game's best discard); empty when the line is the record's.  A report shows such a line,
    // a game state (api::State) refuses it: its record could not be written back.
    std::string filled_in;
};

// A line played each for himself (max-n: Préférence's Ausfechten, Alliance's Resistance):
// every legal card shows what max-n gives every player.
struct MaxNView {
    MaxNLine line;
    std::vector<std::string> seats;  // by player: the seat's number
    std::vector<std::string> roles;  // by player: "soloist", "resister" or ""
    std::vector<int> order;          // players in seat order: the vectors' order
    std::string unit;                // "tricks", "marks"
    std::string legend;              // what a card's numbers say
    bool tricks = false;             // values are minus tricks (shown as tricks)
};

using ViewerData = std::variant<SidedView, MaxNView>;

// What the caller lets a viewer line use beyond the board (GameModule::viewer).
struct ViewerRequest {
    // Whether the line may fill in what the record leaves open, to show a line at all (a talon
    // game's best discard, searched): a report's may; a game state's may not, as it plays the
    // record as given and would only refuse the line the search completed.
    bool may_complete = true;
    // The answer a question already gave on this board (solve's or analyze's report), whose
    // findings the game reuses rather than searching again (the discard solve found); null
    // when none.  Only read during the call.
    const Report* answered = nullptr;
};

}  // namespace stich::game
