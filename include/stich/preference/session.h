// A session of Préférence deals played in sequence (001 l.107-111): the pot passes from deal
// to deal, each dealer paying his stake into it; what a game takes out, falls put in.
//
//   - The boards of `stich session` are the deals in the order played.  A board with
//     [Session "Anna Bruno Carla"] starts a session and names the players at seats 1, 2, 3
//     of its deal (default names A, B, C); the first board starts one in any case.
//   - Decision: the deal passes in play order, as the pot does ("dem nächsten Geber in der
//     Reihenfolge"): the next dealer is the forehand of the deal before.  So a player who sat
//     at seat s sits at seat s - 1 in the next deal (seat 1 becomes the dealer, seat 3).
//   - Each deal is played for the pot as it stands: what the deal before left in it, plus
//     this dealer's stake; [Pot] on a session's first board gives what it held before
//     (default: nothing), on a later one it must agree with the running pot.  The cap holds
//     per deal, so the most a player can lose in a deal stays as the text has it (l.177: 14
//     stakes with stake 1 and cap 3).
//   - The tricks each seat took: from the play section when it runs to the end of the deal
//     (a talon game needs [Discard] for it); otherwise, as `analyze` settles the board, from
//     the double-dummy result — said so in the output.
//   - Four at the table (the dealer sitting out) is not supported in a session.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/solver.h"
#include "stich/io/board.h"
#include "stich/preference/settlement.h"

namespace stich::preference {

struct SessionDeal {
    std::string board;                   // the board's id
    std::string game;                    // the game's title
    std::array<int, kPlayers> player{};  // the session player at each seat
    bool played = false;                 // tricks from the play section, else double dummy
    std::array<int, kPlayers> totals{};  // tricks each seat took
    Settlement settlement;
    double pot_before = 0;  // before this dealer's stake
    double pot_after = 0;
};

struct PreferenceSession {
    std::array<std::string, kPlayers> names{"A", "B", "C"};
    SourceLocation where;  // its first board
    std::vector<SessionDeal> deals;
    std::array<double, kPlayers> result{};  // each player's gain over the session (by name)
    double pot = 0;                         // what the pot holds after the last deal
};

// The session player at `seat` of the session's deal number `index` (0 first) whose dealer
// sits at `dealer`.
int session_player(int index, int seat, int dealer);

// Plays `board` as the deal after `session`'s deals: its tricks, settlement and the pot; or
// nullopt with `error`.  On success the deal is appended and the totals updated.
bool add_deal(Solver& solver, PreferenceSession& session, const Board& board, std::string* error);

// The names of a [Session] tag: three words, or why not.
std::optional<std::array<std::string, kPlayers>> session_names(const std::string& value,
                                                               std::string* error);

}  // namespace stich::preference
