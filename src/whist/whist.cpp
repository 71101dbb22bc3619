#include "stich/whist/whist.h"

#include <algorithm>
#include <atomic>
#include <future>

#include "../io/contract_check.h"
#include "stich/bridge/contract.h"
#include "stich/engine/movegen.h"

namespace stich::whist {

int current_leader(const Board& board) {
    if (board.leader) return *board.leader;
    const auto record = bridge::record_of(board);
    return current_leader(board, record ? &*record : nullptr);
}

int current_leader(const Board& board, const bridge::Record* record) {
    if (board.leader) return *board.leader;
    if (record && !record->contract.passed_out()) return record->opening_leader();
    return (board.dealer + 1) % 4;
}

std::optional<Strain> board_trump(const Board& board) {
    if (board.trump) return board.trump;
    // The strain of [Contract] as the records read it: the reader found the winners of
    // [Play]'s tricks in this trump, so every question plays in the same one.  (A bridge
    // record's contract, which wants [Declarer] and none of stich's tags, named none for a
    // contract without declarer or with [Game], though the play was read in its strain.)
    return io::bridge_strain(board.contract);
}

Rules play_rules() {
    Rules rules;
    rules.name = "whist";
    rules.finalize();
    return rules;
}

Position position(const Board& board, Strain strain, int leader) {
    PositionSetup setup;
    setup.players = 4;
    setup.trump = strain;
    setup.leader = leader;
    for (int p = 0; p < 4; ++p) {
        setup.hands[p] = board.hands[p];
        setup.side[p] = static_cast<uint8_t>(side_of(p));
        if (board.won) setup.won[p] = static_cast<uint8_t>((*board.won)[p]);
    }
    setup.trick = board.trick;
    return Position(setup);
}

std::variant<Board, std::string> board_after_play(const Board& board, Strain trump) {
    if (!board.trick.empty() || board.won)
        return std::string("a board with a play section starts from the full deal");
    Position pos = position(board, trump, board.play.front().leader);
    int ply = 0;
    for (const PlayedTrick& trick : board.play)
        for (const Card card : trick.cards) {
            ++ply;
            if (!pos.hand(pos.to_move()).contains(card) || !legal_cards(pos).contains(card))
                return "card " + std::to_string(ply) + " of the play, " + format_card(card) +
                       ", cannot be played there (stich play says why)";
            pos.play(card);
        }
    Board after = board;
    after.play.clear();
    after.trump = trump;
    after.trick.clear();
    for (int i = 0; i < pos.trick_size(); ++i) after.trick.push_back(pos.trick_card(i));
    after.leader = pos.leader();
    std::vector<int> won;
    for (int p = 0; p < 4; ++p) {
        after.hands[p] = pos.hand(p);
        won.push_back(pos.won(p));
    }
    after.won = won;
    return after;
}

TrickTable solve_table(Solver& solver, const Board& board) {
    return solve_table(solver, board, current_leader(board));
}

namespace {

// One strain's row of the table: its leaders partner after partner (N, S, E, W), each count
// the first guess of the next: a side's count with one partner on lead is most often the count
// with the other, so one null-window search in ten less than in seat order (bench/RESULTS.md).
// With a trick in progress only the real leader's cell.
void solve_strain(Solver& solver, const Board& board, Strain strain, int real_leader,
                  TrickTable& table) {
    const bool in_progress = !board.trick.empty();
    const Rules rules = play_rules();
    constexpr std::array<int, 4> kLeaders{kNorth, kSouth, kEast, kWest};
    int guess = -1;
    for (const int leader : kLeaders) {
        if (in_progress && leader != real_leader) continue;
        const Position pos = position(board, strain, leader);
        const int ns = solver.tricks(rules, pos, guess);
        guess = ns;
        const int mine = side_of(leader) == 0 ? ns : pos.tricks_left() - ns;
        table.tricks[leader][strain] = static_cast<int8_t>(mine);
    }
}

}  // namespace

TrickTable solve_table(Solver& solver, const Board& board, int real_leader) {
    TrickTable table;
    for (auto& row : table.tricks) row.fill(-1);
    for (int strain = 0; strain < kStrains; ++strain)
        solve_strain(solver, board, Strain(strain), real_leader, table);
    return table;
}

TrickTable solve_table(Solver& solver, const Board& board, int real_leader,
                       const TableSplit& split) {
    // A trick in progress has one row to fill, and a short ending is over before a second
    // thread has its table: one thread.
    const bool worth_it = board.trick.empty() &&
                          position(board, kNoTrump, real_leader).tricks_left() >= kSplitFromTricks;
    if (split.threads < 2 || !worth_it) return solve_table(solver, board, real_leader);
    TrickTable table;
    for (auto& row : table.tricks) row.fill(-1);
    // The strains go to whichever thread is free, notrump first: it is most often the
    // dearest, and taken first it leaves the four suits to even out the two threads' work.
    // Each strain's row is exact whichever thread solves it, so the table is the same; only
    // the entries the strains share when trumps are gone (whist13 in bench/RESULTS.md: 0.4%
    // of the nodes) are not shared across the threads.
    constexpr std::array<Strain, kStrains> kOrder{kNoTrump, kStrainSpades, kStrainHearts,
                                                  kStrainDiamonds, kStrainClubs};
    std::atomic<int> next{0};
    auto take_strains = [&](Solver& own) {
        for (int i = next++; i < kStrains; i = next++)
            solve_strain(own, board, kOrder[static_cast<size_t>(i)], real_leader, table);
    };
    // Declared after what it reads: leaving early (SearchAborted) its destructor waits for the
    // helper, which polls the same stop flag.  Its table is small, within --tt-mb's bound
    // (man/stich.1): a strain or two of entries.
    std::future<void> helper = std::async(std::launch::async, [&] {
        Solver own(
            SolverOptions{std::min(split.tt_megabytes, kSplitTableMegabytes), solver.stop_flag()});
        take_strains(own);
    });
    take_strains(solver);
    helper.get();
    return table;
}

SideTricks solve_tricks(Solver& solver, const Board& board, Strain trump) {
    return solve_tricks(solver, board, trump, current_leader(board));
}

SideTricks solve_tricks(Solver& solver, const Board& board, Strain trump, int leader) {
    const Position pos = position(board, trump, leader);
    const int ns = solver.tricks(play_rules(), pos);
    return {ns, pos.tricks_left() - ns};
}

}  // namespace stich::whist
