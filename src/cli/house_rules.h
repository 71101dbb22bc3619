// A club's house rules: the defaults a rules file gives the commands that read boards (the
// default variant and standing of each game, threads, the output format), each value with
// where it came from, so that `stich rules` can say it.  Reading the file is rules_file.h;
// docs/house-rules.md describes the file and the precedence (the command line wins).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "output_format.h"
#include "stich/io/board.h"

namespace stich::cli {

// Where a value in force came from.
struct Origin {
    enum class Kind { kDefault, kFile, kCommandLine };
    Kind kind = Kind::kDefault;
    SourceLocation where;  // kFile: the file and line of the value (column: the value's start)
};

template <class T>
struct Setting {
    T value{};
    Origin origin;
    // Takes `v` from `o` (a later source that wins).
    void set(T v, Origin o) {
        value = std::move(v);
        origin = std::move(o);
    }
};

using Standing = std::array<int, 2>;  // N-S, E-W: --score's and [Standing]'s two numbers

// Gives the board the standing `s` as its [Standing] ("8 3"), the game's own tag, which the game
// reads by its declaration: replaces the record's, or adds it (io::set_own_tag).
void set_standing(Board& board, const Standing& s);

// One game's defaults: given to its boards that do not say otherwise.
struct GameDefaults {
    Game game;
    Setting<std::string> variant;               // empty: the game's standard rules
    Setting<std::optional<Standing>> standing;  // only for a game that takes_standing()
};

struct HouseRules {
    std::string file;                 // the rules file read; empty: none
    Setting<std::string> ruleset;     // the named rule set in force; empty: none
    Setting<int> threads;             // 0: all cores
    Setting<Format> format;           // Format::kText unless the file says otherwise
    std::vector<GameDefaults> games;  // the games the file gives values for

    const GameDefaults* of(Game game) const;
    // A board without [Variant] gets its game's default variant, one without [Standing] its
    // game's default standing: the record says what was played, the house what is usual.
    void apply(Board& board) const;
};

}  // namespace stich::cli
