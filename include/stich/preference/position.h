// Who plays which cards under which game: a board and a game turned into search positions.
//
// A PlaySetup is the table after the game is named: declarer, what each defender did, the
// cards in play (declarer's after the talon exchange), and the state of the play.  Seats are
// the record's seats 1..3 as indices 0..2, in play order.  A defender who stays home takes no
// part: the position then has two players, declarer and the other defender, in seat order.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/position.h"
#include "stich/io/board.h"
#include "stich/preference/contract.h"
#include "stich/preference/rules.h"

namespace stich::preference {

enum class Role : uint8_t {
    kDeclarer,
    kPlays,    // a defender who plays
    kHome,     // a defender who stays home: his cards take no part
    kInvites,  // a defender who invited the other: they need 4 tricks together, he can fall
    kFights,   // Ausfechten: each for himself
};

struct PlaySetup {
    Contract contract;
    int declarer = -1;  // seat; -1 in Ausfechten
    std::array<Role, kPlayers> role{};
    std::array<CardSet, kPlayers> hands{};               // face order; declarer's after his discard
    std::array<bool, kPlayers> known{true, true, true};  // a hand at home may be unknown
    CardSet talon;                                       // empty when unknown
    std::optional<CardSet> discard;   // laid away; nullopt while still to be chosen
    int dealer = kPlayers - 1;        // the last seat (hand-records.md)
    int leader = 0;                   // the seat leading the current trick
    std::vector<Card> trick;          // the current trick, from its leader on
    std::array<int, kPlayers> won{};  // tricks won before the position
    bool full_deal = false;           // ten cards each and nothing played yet
};

// Sides for a search: side[seat] is 0 for the side whose goal is searched.
using Sides = std::array<uint8_t, kPlayers>;

bool in_play(const PlaySetup& s, int seat);
bool all_hands_known(const PlaySetup& s);
int players_in_play(const PlaySetup& s);
// The defenders, left of declarer first.
std::array<int, 2> defenders(const PlaySetup& s);
// Declarer against the defenders.
Sides declarer_sides(const PlaySetup& s);
// The defenders against declarer (the defence's goals are searched).
Sides defence_sides(const PlaySetup& s);
// One seat against the two others.
Sides alone_sides(int seat);
// The seat that must duck (the defender on declarer's left, in 1-4, Geschäft and Herz, while
// both defenders play unless duck_two_handed), or -1.
int ducking_seat(const PlaySetup& s, const PreferenceRules& rules);
// Whether the talon exchange is still to be chosen (a talon game on a full deal).
bool needs_discard(const PlaySetup& s);

// The search position of the setup; `side` gives each seat's side.
Position position(const PlaySetup& s, const PreferenceRules& rules, const Sides& side);
// The same with `hands` (face order, by seat) in place of the setup's: the judge's layouts of
// one prepared setup.
Position position(const PlaySetup& s, const PreferenceRules& rules, const Sides& side,
                  const std::array<CardSet, kPlayers>& hands);
// The seat of the position's player p, and back (-1 for a seat not in play).
int seat_of_player(const PlaySetup& s, int player);
int player_of_seat(const PlaySetup& s, int seat);
// Tricks still to play.
int tricks_left(const PlaySetup& s);

// Declarer takes the talon and lays `discard` (two of his twelve cards) away.
PlaySetup with_discard(const PlaySetup& s, CardSet discard);

// The setup of `board` for `contract` with `declarer` (seat, -1 for Ausfechten), checked
// against the rules; nullopt with `error` saying what is wrong.  `defence` is the board's
// [Defence] words (empty: both play); `money` the board's (board_terms), which says whether a
// defender may stay home.  `talon` is the board's [Talon] (Terms::talon; a judge's layout: its
// own), or empty: then the two cards no hand holds where every hand is known and full.
// `discard` is the board's [Discard] (Terms::discard; a judge's layout: nullopt, declarer's
// own choice).
std::optional<PlaySetup> setup_for(const Board& board, CardSet talon,
                                   const std::optional<CardSet>& discard, const Contract& contract,
                                   int declarer, const std::vector<std::string>& defence,
                                   const PreferenceRules& rules, const Money& money,
                                   std::string* error);

}  // namespace stich::preference
