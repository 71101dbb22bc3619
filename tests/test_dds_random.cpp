// Fresh random deals solved by stich and by libdds in the same run.  A few deals by default;
// STICH_DDS_DEALS=N runs N (the full check: STICH_DDS_DEALS=1000).
#include <doctest/doctest.h>

#ifdef STICH_HAVE_DDS
#include <dds/dll.h>

#include <random>

#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;

TEST_CASE("whist tables agree with libdds on random deals") {
    SetMaxThreads(1);
    std::mt19937_64 rng(20261122);
    Solver solver;
    const int deals = test::env_count("STICH_DDS_DEALS", 4);
    for (int i = 0; i < deals; ++i) {
        const auto dealt = test::random_hands(rng, 4, 13);
        std::array<CardSet, 4> hands{dealt[0], dealt[1], dealt[2], dealt[3]};
        ddTableDeal table_deal{};
        for (int h = 0; h < 4; ++h)
            for (int s = 0; s < 4; ++s)
                table_deal.cards[h][s] = static_cast<unsigned>(hands[h].lane(Suit(s))) << 2;
        ddTableResults dds{};
        REQUIRE(CalcDDtable(table_deal, &dds) == RETURN_NO_FAULT);
        const auto ours = whist::solve_table(solver, test::whist_board(hands));
        for (int strain = 0; strain < kStrains; ++strain)
            for (int declarer = 0; declarer < 4; ++declarer) {
                const int leader = (declarer + 1) % 4;
                INFO("deal " << i << " strain " << strain << " declarer " << declarer);
                CHECK(13 - ours.tricks[leader][strain] == dds.resTable[strain][declarer]);
            }
    }
}
#endif
