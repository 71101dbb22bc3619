// The 200 double-dummy tables of tests/data/dds-whist-200.txt, computed by DDS 2.9,
// reproduced exactly, in four parts that CTest runs side by side.  STICH_DDS_TABLES=N checks
// the first N only (the sanitizer build of .ci/check does, where all 200 take too long).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;

namespace {

// Checks deals first..last-1 of the file, those of them that STICH_DDS_TABLES leaves in, each
// table on `threads` threads (whist::TableSplit).
void check_tables(size_t first, size_t last, int threads = 1) {
    const auto records = test::read_dds_file(std::string(STICH_SHARED_DATA) + "/dds-whist-200.txt");
    REQUIRE(records.size() == 200);
    const size_t count = static_cast<size_t>(test::env_count("STICH_DDS_TABLES", 200));
    if (count < records.size()) MESSAGE("only the first " << count << " tables (STICH_DDS_TABLES)");
    Solver solver;
    int mismatches = 0;
    for (size_t i = first; i < std::min({last, count, records.size()}); ++i) {
        const Board board = test::whist_board(records[i].hands);
        const whist::TrickTable table = whist::solve_table(
            solver, board, whist::current_leader(board), whist::TableSplit{threads, 64});
        for (int k = 0; k < 20; ++k) {
            const int strain = k / 4, declarer = k % 4, leader = (declarer + 1) % 4;
            const int ours = 13 - table.tricks[leader][strain];
            if (ours != records[i].values[k]) {
                ++mismatches;
                MESSAGE("deal " << i << " strain " << strain << " declarer " << declarer << ": dds "
                                << records[i].values[k] << ", stich " << ours);
            }
        }
    }
    CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("whist tables agree with the 200 DDS tables: deals 1-50") {
    check_tables(0, 50);
}
TEST_CASE("whist tables agree with the 200 DDS tables: deals 51-100") {
    check_tables(50, 100);
}
TEST_CASE("whist tables agree with the 200 DDS tables: deals 101-150") {
    check_tables(100, 150);
}
TEST_CASE("whist tables agree with the 200 DDS tables: deals 151-200") {
    check_tables(150, 200);
}

// A table's strains shared out between two threads (the second with a small table of its own):
// the same values, whichever thread takes which strain.
TEST_CASE("whist tables on two threads agree with the DDS tables: deals 1-20") {
    check_tables(0, 20, 2);
}
