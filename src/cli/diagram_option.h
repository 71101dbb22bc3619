// solve's and analyze's text with the hand diagram the board's game shows (a bridge record's:
// the records capability's diagram, bridge/diagram.h), and the options that choose it:
// --no-diagram,
// --suits symbols|letters.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "common.h"

namespace stich::cli {

struct DiagramChoice {
    bool off = false;   // --no-diagram
    std::string suits;  // --suits: "symbols", "letters", or "" for the locale's choice
};

void add_diagram_options(CLI::App& cmd, DiagramChoice& choice);

// Symbols where the locale in force (LC_ALL, else LC_CTYPE, else LANG) is UTF-8; letters
// otherwise, as a terminal in the C locale or a file read as ASCII shows them.
bool utf8_locale();

// `choice` with its suits decided: the locale's choice where --suits was not given (read once,
// before the boards' threads start).
DiagramChoice settled(DiagramChoice choice);

// A board's text output with its game's diagram after the first line (the board's heading),
// indented as the lines under it, unless --no-diagram or the output is not text or the game
// shows none for the board.  `contract`: the diagram also says the contract, result and score
// (solve; analyze says them itself).
void add_record_diagram(Outcome& out, const game::GameModule& game, const Board& board,
                        const DiagramChoice& choice, Format format, bool contract);

}  // namespace stich::cli
