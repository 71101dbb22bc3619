// The library's random deals: what `stich deal` writes, as a record to read, solve or play.
// Part of the supported surface (include/stich/stich.h): standard library types only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "stich/api/records.h"

namespace stich::api {

struct DealRequest {
    // whist, preference, alliance, or bridge: whist's deal without its turned card, to be given
    // a bridge contract ("4S" by "N").
    std::string game = "whist";
    int players = 0;  // 0: the game's own number (only Alliance takes another)
    std::uint64_t seed = 1;
    std::uint64_t board = 1;  // which board of the run: `stich deal --seed S --first B`'s first
    // Tags to set on the deal, left out when empty: the variant, and a contract with its
    // declarer so that the deal can be played card by card (State::from_record).
    std::string variant;
    std::string contract;
    std::string declarer;
    std::string discard;  // Préférence: declarer's discard ([Discard], "..7.7")
};

// Board `board` of `stich deal --game G --players N --seed S` (the same cards and tags, read
// back), with the request's tags; nullopt with `problem` set when the game is unknown, does
// not seat so many players, or the tags do not read.
std::optional<Record> deal(const DealRequest& request, Problem* problem);

// The games the library plays, as [Game] writes them.
std::vector<std::string> game_names();

// A name a game's [Variant] may use: a preset (a name for a list of switches, "vienna") or a
// switch ("no-duck", "stake=" takes a value: "stake").
struct VariantInfo {
    std::string name;
    bool preset = false;
    // A preset's switches, in the order it applies them, as man/stich.1 writes them
    // ("honours=5", "carry-over", "no-call"); empty for a switch, and for a preset that is
    // the game's defaults (Alliance's "pierer").
    std::vector<std::string> switches;
};
// The variant names of `game` (one of game_names()), presets first; empty for no such game.
std::vector<VariantInfo> variants(const std::string& game);

// The game a record is played as, as the answers (and State::game) name it: its [Game], or
// "bridge" for a bridge record (a four-handed deal without stich's own game tags), where
// Record::game says "whist".
std::string game_of(const Record& record);

}  // namespace stich::api
