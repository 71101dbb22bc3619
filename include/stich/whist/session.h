// A session of rubbers and its tally (§13, §21 of the 1834 text): who sat where in each
// rubber, and what each player won and lost over all of them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "stich/io/board.h"
#include "stich/whist/rubber.h"
#include "stich/whist/variant.h"

namespace stich::whist {

// A rubber not won by either side is broken off (§13): settled on its games and slams, and
// counted in the tally; the last rubber of a file, left unfinished without a `broken-off`
// line, is in progress: its standing is shown, with what it would settle if broken off now,
// and it stays out of the tally.
enum class RubberState : uint8_t { kFinished, kBrokenOff, kInProgress };

struct SessionRubber {
    Rubber rubber;
    RubberState state = RubberState::kFinished;
    std::array<std::string, 4> players;  // the names at N E S W
    std::string sits_out;                // five players: who sits this rubber out
    SourceLocation where;                // where the rubber's first line is
};

struct Session {
    WhistRules rules;
    std::string variant = "standard";    // as given, canonical
    std::vector<SessionRubber> rubbers;  // the well-formed ones with a game, in order
    bool complete = true;                // false: some rubber was dropped for an error
};

// §21: five players play five rubbers; one sits out each.  `names` lists first the player who
// stays through the first four rubbers, then the others in the order they sit out.  Rubber k
// (0-4) seats names[seat[p]] at N E S W, and names[out] sits out.  With the text's A (who
// stays) and B, D, C, E (the order drawn), this is its table: A C - D E, B out; A B - C E, D
// out; A E - B D, C out; A D - B C, E out; C D - B E, A out.
struct Seating {
    std::array<int, 4> seat{};
    int out = 0;
};
inline constexpr int kFivePlayerRubbers = 5;
Seating five_player_seating(int rubber);

// What each player received and paid over the session, in the order the players first sit
// down; a dummy's seat is no player; a rubber in progress is left out.
struct LedgerLine {
    std::string player;
    int gain = 0;
    int loss = 0;
    int result() const { return gain - loss; }
};
std::vector<LedgerLine> ledger(const Session& session);

}  // namespace stich::whist
