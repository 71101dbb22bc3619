// What `stich solve` and `stich analyze` compute for an Alliance board.
//
// solve: the board's own contract ([Contract], declarer from [Declarer], else forehand): for
// Alliance, Lever and Solo declarer's side's double-dummy tricks, whether it wins, its payoff,
// the figures on the line found and every player's settlement; a Lever not yet exchanged
// gets its best exchange and king.  For a Resistance the max-n result of every player and
// his guarantee.
// analyze: at the start of a deal, every game declarer could choose — Alliance in each trump
// with each king called, Solo in each trump, Lever turning each face-down card — and the
// board's own contract; once play has begun, only the board's contract.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/alliance/contract.h"
#include "stich/alliance/deal.h"
#include "stich/alliance/lever.h"
#include "stich/alliance/resistance.h"
#include "stich/alliance/settlement.h"
#include "stich/alliance/side_game.h"
#include "stich/io/board.h"

namespace stich::alliance {

struct Options {
    std::optional<int> maxn_tricks;  // Resistance: the most tricks max-n takes on
    size_t tt_megabytes = 64;        // memory of the max-n value table
    bool line_values = false;        // Resistance: max-n's line with every legal card's values
};

// Max-n's default limit: its cost grows about tenfold a trick; 32 cards take about a second.
constexpr int default_maxn_tricks(int players) {
    return 32 / players;
}

// Figures the record cannot place: with [Won], figures played in tricks it does not show may
// lie in the tricks of any side (Resistance: any player) that won one of those tricks.  The
// game is solved for each way they may lie ("sind aber die Stiche gleich, so gewinnen die, in
// deren Stichen sich die Fahne befindet. Liegt sie, so entscheidet die höhere Augenzahl", 000
// l.2: a flag in unshown tricks does not lie on the table), and the ways are grouped by who
// wins.  Each group reports the way that moves the least money — a settlement a deal gives,
// which, for a side game, is the one counting the figures for nobody — as a lower bound when
// other ways of the group move more.
struct Placement {
    std::vector<std::pair<Card, int>> figures;  // the least way: each figure and its group
    int ways = 0;                               // ways with this winner
    int winner = -1;    // side game: 0 declarer's side, 1 the others; Resistance: a seat
    int payoff = 0;     // declarer's (side payoff, or his marks) at the least way
    bool wins = false;  // declarer (his side) wins
    double least = 0;   // marks moved (each paying each) at the least way
    double most = 0;    // and at the most
    Settlement settlement{};
    std::array<Settlement, 2> by_payment{};
    bool lower_bound() const { return most > least; }
};
// More ways than this are refused: give the play ([Play]) instead.
inline constexpr int kMaxPlacements = 64;

struct GameResult {
    Contract contract;  // as played: a Lever with its turned card and king
    int declarer = 0;
    Suit trump = kSpades;
    bool couleur = false;
    Teams teams;
    int leader = 0;
    int tricks_left = 0;
    int target = 0;
    std::optional<SideResult> side;  // Alliance, Lever, Solo
    std::optional<LeverChoice> lever;
    std::optional<ResistanceResult> resistance;
    Settlement settlement{};  // under the rules' payment scheme
    // Under each scheme (Payment's order): each loser pays each winner; the losing side pays
    // once, shared.  Resistance pays player to player: the same under both.
    std::array<Settlement, 2> by_payment{};
    CardSet unaccounted;  // figures played in tricks the record does not show
    // By winner, the ways `unaccounted` may lie.  One winner: the fields above are its least
    // way.  More: who wins depends on them, and the fields above hold the first group's.
    std::vector<Placement> placements;
    bool depends_on_unplaced() const { return placements.size() > 1; }
    bool lower_bound() const { return placements.size() == 1 && placements[0].lower_bound(); }
};

struct Analysis {
    int declarer = 0;
    bool at_start = true;
    std::vector<GameResult> games;         // every game declarer could choose
    std::optional<GameResult> board_game;  // the board's [Contract]
    std::string board_error;               // why it could not be played (the max-n limit)
};

// The contract of `board` as this program reads it, or nullopt with `error`.
std::optional<Contract> board_contract(const Board& board, std::string* error);

// `contract` by `declarer` on the board's deal, its table cards `table` and the cards laid away
// `discard` (read_deal's: the board's tags as read once).
std::optional<GameResult> play_contract(Solver& solver, const Board& board,
                                        const std::vector<Card>& table,
                                        const std::optional<CardSet>& discard,
                                        const AllianceRules& rules, const Contract& contract,
                                        int declarer, const Options& options, std::string* error);
// The same on a deal read already (read_deal of the board for that contract): the game reads
// nothing else of the record (its table cards, the cards laid away and the players are the
// deal's), so the judge plays it on a deal it completes per layout, the board read once.
std::optional<GameResult> play_contract_on(Solver& solver, const AllianceRules& rules,
                                           const Contract& contract, int declarer, const Deal& deal,
                                           const Options& options, std::string* error);

// The board's own tags read already (`facts`: the board prepared, alliance/answers.h): its rules
// and contract (nullopt: built here, and their problem said), its table cards and the cards laid
// away (read_deal's).  Without them, each read here once.
struct PreparedFacts;
std::optional<GameResult> solve_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error);
std::optional<GameResult> solve_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error, const PreparedFacts& facts);

std::optional<Analysis> analyze_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error);
std::optional<Analysis> analyze_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error, const PreparedFacts& facts);

}  // namespace stich::alliance
