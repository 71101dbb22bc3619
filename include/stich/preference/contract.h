// The games of Préférence and the [Contract] tag that names one.
//
//   1 2 3 4            talon games, trumps clubs, spades, diamonds, hearts
//   G1 G2 G3           Geschäft: no talon, trumps clubs, spades, diamonds
//   Herz               Geschäft in hearts, a premium game
//   Bettler Mord Plauderer MordOffen [hand]
//                      the premium games 5-8 without trump; "hand": from the hand, without
//                      the talon (otherwise declarer took the talon); also by number, "5",
//                      "6 hand", "6h" as the text table writes them
//   the titles the text output writes: "Geschaeft 1 (clubs)", "Mord aufgedeckt from the hand"
//   Ausfechten         everyone passed: each for himself, fewest tricks
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/engine/cards.h"

namespace stich::preference {

enum class GameType : uint8_t {
    kTalon,      // 1-4
    kBusiness,   // Geschäft 1-3
    kHerz,       // Herz
    kBettler,    // 5
    kMord,       // 6
    kPlauderer,  // 7: Plauderer aufgedeckt (open Bettler)
    kMordOffen,  // 8: Mord aufgedeckt (open Mord)
    kAusfechten,
};

struct Contract {
    GameType type = GameType::kTalon;
    Suit trump = kClubs;     // talon games and Geschäft
    bool from_hand = false;  // games 5-8 announced from the hand
    bool operator==(const Contract&) const = default;
};

// What declarer plays for.
enum class Aim : uint8_t {
    kSixTricks,  // 1-4, Geschäft, Herz: 6 tricks; each defender who plays 2
    kNoTrick,    // Bettler, Plauderer
    kAllTricks,  // Mord, Mord aufgedeckt
    kFewest,     // Ausfechten: no declarer; each player as few tricks as he can
};

// Parses a [Contract] value (case-insensitive); nullopt with `error` if it names no game.
std::optional<Contract> parse_contract(std::string_view text, std::string* error);
// The canonical name: "3", "G2", "Herz", "Bettler hand", "Ausfechten".
std::string contract_name(const Contract& c);
// "diamonds", "Bettler from the hand": for text output.
std::string contract_title(const Contract& c);
// A column of the text table: the name, a premium game by its number ("5" Bettler, "6h" Mord
// from the hand).  parse_contract reads all three back.
std::string contract_short_name(const Contract& c);

// The suit number of bidding: clubs 1, spades 2, diamonds 3, hearts 4.
int suit_number(Suit s);
Suit suit_of_number(int number);  // 1..4

Strain trump_of(const Contract& c);
Aim aim_of(const Contract& c);
// Declarer takes the talon and lays two cards away (1-4, and 5-8 not from the hand).
bool uses_talon(const Contract& c);
// A premium game: Herz and 5-8 (all must play for 5-8; Herz pays its premium).
bool pays_premium(const Contract& c);
// 5-8: all must play, only declarer can fall, no trick money.
bool premium_game(const Contract& c);
// The games where the duty to duck applies: 1-4, Geschäft, Herz.
bool duck_game(const Contract& c);
// Double dummy, an open game (Plauderer, Mord aufgedeckt) is the same problem as its closed
// form: every card is in view already.
bool open_game(const Contract& c);
// The rank of the game in the order of games (higher outranks lower; Herz and Bettler tie).
int game_rank(const Contract& c);

// Every game a declarer can play, in the order of games (Ausfechten not included).
const std::vector<Contract>& all_games();
// The games a declarer who bid `bid` (a talon game) may name after taking the talon: his bid
// suit or a higher one, or a premium game 5-8 with the talon.
std::vector<Contract> nameable_games(const Contract& bid);

}  // namespace stich::preference
