// Scripts of the dealing language: dealer's input files (Debian's `dealer`), read unchanged,
// over the seats of any game (docs/conditions.md).
//
// A script is a list of commands in any order: generate N, produce N, dealer SEAT, vulnerable
// WHO, predeal SEAT HOLDINGS, pointcount and altcount tables, `NAME = EXPR` definitions, the
// condition (with or without the word `condition`) and the actions.  The parser turns it into
// values: a compiled Program (program.h), node indices for the condition and the actions'
// expressions, cards per seat.  It knows no game: the caller gives the words of the seats and
// how many cards each holds (Vocabulary).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/condition/program.h"

namespace stich::condition {

struct Vocabulary {
    // Per slot (the seats, then the cards outside the hands if the game has any): the words
    // that name it, in lower case; the first is the one messages use.
    std::vector<std::vector<std::string>> slot_words;
    std::array<int, kSlots> slot_size{};  // the cards each slot holds in a full deal
    int seats = 4;                        // slots 0..seats-1 are hands
    // Whether the game answers tricks (an Oracle, oracle.h), and which other words its
    // oracle answers: bridge's deals all, Préférence and Alliance tricks in a suit.
    bool double_dummy = false;
    OracleWords oracle_words;
    // The game's own counts (GameModule::condition_counts): Alliance's figures, sure tricks.
    std::vector<Count> counts;
};

// Bridge's vocabulary: north, east, south, west, 13 cards each (not n, e, s, w: scripts
// use those as names), with double dummy.
Vocabulary compass_vocabulary();

struct Action {
    enum class Kind {
        kPrintAll,
        kPrint,
        kPrintEW,
        kPrintPbn,
        kPrintOneLine,  // one line a deal, and the value of an expression if given
        kPrintCompact,  // one line a hand, likewise
        kPrintEs,       // strings and values (printes)
        kAverage,
        kFrequency
    };
    Kind kind = Kind::kPrintAll;
    std::string label;
    std::vector<int> seats;                           // print(SEATS)
    std::vector<int> expressions;                     // average: one; frequency: one or two
    std::vector<std::pair<int64_t, int64_t>> bounds;  // frequency: per expression, lo..hi
    // printes: each item a string, or an expression (its node) when `second` >= 0.
    std::vector<std::pair<std::string, int>> items;
    bool prints() const { return kind < Kind::kAverage; }
};

struct ScriptPlace {
    int line = 0, column = 0;  // 0: not in the script
};

struct Script {
    Program program;
    std::optional<int> condition;  // node; none: every deal
    std::optional<uint64_t> generate, produce;
    std::optional<int> dealer;  // a seat
    std::string vulnerable;     // None, NS, EW or All, as PBN writes it; empty if not given
    // Where the script says them, for a game that cannot take them (a Préférence dealer is
    // always the last seat; no vulnerability).
    ScriptPlace dealer_at, vulnerable_at;
    // The vulnerability as par() counts it: 0 none (also when not given), 1 NS, 2 EW, 3 all.
    int vulnerability() const;
    DealCards predeal{};
    std::vector<Action> actions;
    bool prints() const;  // some action prints deals
};

struct ScriptError {
    int line = 0, column = 0;
    std::string message;
};

std::optional<Script> parse_script(std::string_view text, const Vocabulary& words,
                                   ScriptError* error);

}  // namespace stich::condition
