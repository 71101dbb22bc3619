// Same input, same work: a solve repeated gives the same node count, and ordered parallel work
// delivers results in input order whatever the thread count.
#include <doctest/doctest.h>

#include <atomic>
#include <optional>
#include <vector>

#include "stich/engine/parallel.h"
#include "stich/engine/search.h"
#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;

TEST_CASE("a repeated solve searches the same nodes") {
    const auto hands = test::parse_deal_nesw(
        "N:AK94.864.T6.AJT6 J3.AK3.K73.95432 T76.QJT92.954.Q8 Q852.75.AQJ82.K7");
    const Board board = test::whist_board(hands);
    uint64_t first = 0;
    for (int run = 0; run < 2; ++run) {
        Solver solver(SolverOptions{16});
        const int ns =
            solver.tricks(whist::play_rules(), whist::position(board, kStrainHearts, whist::kEast));
        CHECK(ns == 8);  // dds-whist-200.txt: hearts, North declares (East leads): 8
        if (run == 0)
            first = solver.stats().nodes;
        else
            CHECK(solver.stats().nodes == first);
    }
}

TEST_CASE("a table on two threads is the table on one, and both stop at the stop flag") {
    const auto hands = test::parse_deal_nesw(
        "N:AK94.864.T6.AJT6 J3.AK3.K73.95432 T76.QJT92.954.Q8 Q852.75.AQJ82.K7");
    const Board board = test::whist_board(hands);
    Solver one;
    const whist::TrickTable alone = whist::solve_table(one, board);
    CHECK(13 - alone.tricks[whist::kEast][kStrainHearts] == 8);  // dds-whist-200.txt, as above
    Solver two;
    const whist::TableSplit split{2, 64};
    const whist::TrickTable shared =
        whist::solve_table(two, board, whist::current_leader(board), split);
    CHECK(shared.tricks == alone.tricks);
    // A raised stop flag ends both threads' searches (the time limit, an interruption): the
    // table throws rather than returning part of it.
    std::atomic<bool> stop{true};
    Solver stopped(SolverOptions{16, &stop});
    CHECK_THROWS_AS(whist::solve_table(stopped, board, whist::current_leader(board), split),
                    SearchAborted);
}

TEST_CASE("ordered parallel work keeps input order at any thread count") {
    for (int threads : {1, 2, 3, 8}) {
        int next = 0;
        std::vector<int> out;
        ordered_parallel<int, int>(
            threads,
            [&]() -> std::optional<int> {
                if (next == 200) return std::nullopt;
                return next++;
            },
            [](int, int& x) {
                // Uneven work, so that results finish out of order.
                volatile int spin = 0;
                for (int i = 0; i < (x % 7) * 20000; ++i) spin = spin + 1;
                return x * x;
            },
            [&](int& r) { out.push_back(r); });
        REQUIRE(out.size() == 200);
        for (int i = 0; i < 200; ++i) CHECK(out[i] == i * i);
    }
}
