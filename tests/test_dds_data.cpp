// The 200 double-dummy tables of ../shared/data/dds-whist-200.txt, computed by DDS 2.9,
// reproduced exactly.  STICH_DDS_TABLES=N checks the first N only (the sanitizer build of
// .ci/check does, where all 200 take too long).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;

TEST_CASE("whist tables agree with the 200 DDS tables") {
    const auto records = test::read_dds_file(std::string(STICH_SHARED_DATA) + "/dds-whist-200.txt");
    REQUIRE(records.size() == 200);
    const size_t count = static_cast<size_t>(test::env_count("STICH_DDS_TABLES", 200));
    if (count < records.size()) MESSAGE("only the first " << count << " tables (STICH_DDS_TABLES)");
    Solver solver;
    int mismatches = 0;
    for (size_t i = 0; i < std::min(count, records.size()); ++i) {
        const Board board = test::whist_board(records[i].hands);
        const whist::TrickTable table = whist::solve_table(solver, board);
        for (int k = 0; k < 20; ++k) {
            const int strain = k / 4, declarer = k % 4, leader = (declarer + 1) % 4;
            const int ours = 13 - table.tricks[leader][strain];
            if (ours != records[i].values[k]) {
                ++mismatches;
                MESSAGE("deal " << i << " strain " << strain << " declarer " << declarer
                                << ": dds " << records[i].values[k] << ", stich " << ours);
            }
        }
    }
    CHECK(mismatches == 0);
}
