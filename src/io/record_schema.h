// What the records layer knows of each game's hand records, as data: the [Game] value, the
// table sizes, how seats are written, the cards of a full deal, the first leader, and the
// words of its [Contract].  One schema per game in src/io/schema/ (whist.cpp, preference.cpp,
// alliance.cpp); the reader and the writer loop over the schemas or ask the board's, never
// name a game.  The records sit below the game modules (ARCHITECTURE.md), so a game's record
// schema is its own file of this layer, beside its module of the games layer.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/engine/cards.h"
#include "stich/io/board.h"
#include "stich/io/seats.h"

namespace stich::io {

// What a full deal holds in each game.
struct GameShape {
    int hand_size = 13;
    int talon = 0;
    int table = 0;
    CardSet deck = kDeck52;
};

struct RecordSchema {
    Game game;
    std::string_view name;   // [Game]'s value, in lower case: "whist"
    std::string_view title;  // the game's name in a sentence: "Préférence"
    // The players the game seats, and the count when [Players] is absent.
    int min_players = 4;
    int max_players = 4;
    int default_players = 4;
    // How the records write seats (by number unless the game declares letters).
    Seats seats;
    // Whether the dealer must be the last seat (seats are numbered from the dealer's left);
    // else any seat deals, and the dealer is seat 3 when [Dealer] is absent.
    bool dealer_last_seat = true;
    // Whether a record without [Game] is of this game (PBN's own, bridge: whist); the writer
    // leaves its [Game] out.
    bool implied = false;
    // Whether the writer's [Deal] starts at the dealer (PBN's bridge deals); else at seat 1.
    bool deal_from_dealer = false;
    // Whether [Declarer] may be written "^S", a declarer who swapped places with dummy (PBN
    // 2.1, 3.4.13).
    bool declarer_swaps = false;
    // [Vulnerable] as the PBN export writes it.
    std::string_view vulnerable = "?";
    // Whether [Play]'s tricks after the first are led by the last trick's winner by the
    // record's own trick rule (whist_trick_winner); else the section's order gives the leader.
    bool winner_leads = false;

    GameShape (*shape)(int players) = nullptr;
    // The seat that leads the current trick when [Leader] is absent.
    int (*first_leader)(const Board& board) = nullptr;
    // Throws ValueError at the first word of `contract` the game has no place for.
    void (*check_contract)(int players, std::string_view contract) = nullptr;
    // The trump a contract names, where the game's contracts name one that [Trump] and a tag
    // that makes trumps ([Turned]) must agree with (a bridge contract's strain); nothing for
    // the other games.
    std::optional<Strain> (*contract_strain)(std::string_view contract) = nullptr;
};

// The games the reader knows, in the order an error lists them.
const std::vector<const RecordSchema*>& record_schemas();
// The board's game's schema; a game without one (a game module of a test) gets a generic
// one: seats by number, 13 cards a hand, any contract.
const RecordSchema& record_schema(Game game);

// Each game's schema (src/io/schema/).
const RecordSchema& whist_record_schema();
const RecordSchema& preference_record_schema();
const RecordSchema& alliance_record_schema();

}  // namespace stich::io
