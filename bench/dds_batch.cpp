// dds-batch: the solve that `stich analyze` makes for each whist board of a PBN file (the
// board's trump, the current leader), made by libdds and by stich, one thread each, timed in
// the same run, with a check that every result agrees.  The figure to set beside the time of
// `stich batch --threads 1` on the same file (bench/RESULTS.md, the batch study).
//
//   dds-batch FILE.pbn
#include <dds/dll.h>

#include <chrono>
#include <cstdio>

#include <CLI/CLI.hpp>

#include "stich/io/pbn.h"
#include "stich/io/schema/whist.h"
#include "stich/whist/whist.h"

using namespace stich;
using Clock = std::chrono::steady_clock;

namespace {

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"libdds and stich on the whist boards of a PBN file, one thread each"};
    std::string file;
    app.add_option("file", file, "PBN file of whist boards with their trump")->required();
    CLI11_PARSE(app, argc, argv);

    const ReadResult read = read_file(file);
    SetMaxThreads(1);
    Solver solver;
    const Rules rules = whist::play_rules();
    double dds_s = 0, stich_s = 0;
    int boards = 0, agree = 0, skipped = 0;
    for (const Board& board : read.boards) {
        if (board.game != whist::kGame || !board.trump) {
            ++skipped;
            continue;
        }
        const int leader = whist::current_leader(board);
        const Position pos = whist::position(board, *board.trump, leader);
        ::deal dl{};
        dl.trump = *board.trump;
        dl.first = leader;
        for (int h = 0; h < 4; ++h)
            for (int s = 0; s < 4; ++s)
                dl.remainCards[h][s] = static_cast<unsigned>(board.hands[h].lane(Suit(s))) << 2;
        futureTricks fut{};
        auto t0 = Clock::now();
        SolveBoard(dl, -1, 1, 1, &fut, 0);
        dds_s += seconds_since(t0);

        t0 = Clock::now();
        solver.clear_table();
        const int ns = solver.tricks(rules, pos);
        stich_s += seconds_since(t0);
        const int leader_side = whist::side_of(leader) == 0 ? ns : pos.tricks_left() - ns;
        agree += leader_side == fut.score[0];
        ++boards;
    }
    std::printf(
        "dds-batch: %s: %d boards (%d skipped, %zu unreadable), one thread each\n"
        "  dds   %8.2f s  %8.1f boards/s\n"
        "  stich %8.2f s  %8.1f boards/s  (stich / dds %.2f)\n"
        "  agree %d/%d\n",
        file.c_str(), boards, skipped, read.diagnostics.size(), dds_s, boards / dds_s, stich_s,
        boards / stich_s, stich_s / dds_s, agree, boards);
    return agree == boards ? 0 : 1;
}
