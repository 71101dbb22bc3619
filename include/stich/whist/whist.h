// Whist (Vienna, 1834) as a double-dummy problem: the rules preset, positions from boards, and
// the table of tricks for every strain and leader.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "stich/engine/position.h"
#include "stich/engine/rules.h"
#include "stich/engine/solver.h"
#include "stich/io/board.h"
#include "stich/io/schema/whist.h"

namespace stich::bridge {
struct Record;
}  // namespace stich::bridge

namespace stich::whist {

enum Seat : uint8_t { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };

// A seat's name in every whist output: its letter, as the records write it (kSeats, of
// whist's record schema).
inline std::string seat_name(int seat) {
    return kSeats.label(seat);
}

// N-S are side 0, E-W side 1.
constexpr int side_of(int seat) {
    return seat & 1;
}

// The player who leads the current trick: [Leader] if given, else the opening leader: in a
// bridge record (bridge/contract.h) declarer's left, else forehand (dealer's left).
int current_leader(const Board& board);
// The same with the board's bridge record already read (bridge::record_of; nullptr: none), so
// that a question that reads it once for its contract and par does not read it again.
int current_leader(const Board& board, const bridge::Record* record);

// The trump: [Trump] or [Turned], else the strain of a bridge [Contract] (none when passed out),
// the one rule of every whist question and of the reader's [Play].
std::optional<Strain> board_trump(const Board& board);

// The rules of play of whist, which every whist search is given: follow suit, ace high, no
// other duty (the engine's defaults).
Rules play_rules();

// The position of a whist board with `strain` as trumps and `leader` leading the current
// trick, after the cards of [Trick] and the tricks of [Won].
Position position(const Board& board, Strain strain, int leader);

// The board after its play section ([Play], from the full deal), as an endgame: the hands
// left, the trick in progress ([Trick], [Leader]) and the tricks won ([Won]); or why not.
std::variant<Board, std::string> board_after_play(const Board& board, Strain trump);

// tricks[leader][strain]: the tricks still to play that the leader's side takes when `leader`
// leads with `strain` as trumps.  With a trick in progress only the real leader's row is
// filled (the others are -1).
struct TrickTable {
    std::array<std::array<int8_t, kStrains>, 4> tricks{};
};
TrickTable solve_table(Solver& solver, const Board& board);
// The same with the board's current leader found already (current_leader).
TrickTable solve_table(Solver& solver, const Board& board, int real_leader);

// A table's strains shared out between threads: `threads` a board may use (2 or more: this
// solver and one of its own of at most kSplitTableMegabytes), `tt_megabytes` the run's bound.
struct TableSplit {
    int threads = 1;
    size_t tt_megabytes = 64;
};
inline constexpr size_t kSplitTableMegabytes = 8;
// Fewer tricks than this are solved on one thread whatever the split.
inline constexpr int kSplitFromTricks = 6;
// The same on split.threads threads (at most two are used): the same table, sooner.
TrickTable solve_table(Solver& solver, const Board& board, int real_leader,
                       const TableSplit& split);

// The tricks still to play of each side for the board's trump and real leader.
struct SideTricks {
    int ns = 0;
    int ew = 0;
};
SideTricks solve_tricks(Solver& solver, const Board& board, Strain trump);
// The same with the board's current leader found already (current_leader).
SideTricks solve_tricks(Solver& solver, const Board& board, Strain trump, int leader);

}  // namespace stich::whist
