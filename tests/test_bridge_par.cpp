// Par from the double-dummy table, checked by hand on a small case and against libdds's
// DealerParBin, DealerPar and SidesPar on the 200 tables of tests/data/dds-whist-200.txt, for
// every dealer and vulnerability (3,200 pars): the score on every deal, the contracts as sets.
#include <doctest/doctest.h>

#include <set>
#include <tuple>

#include "stich/bridge/par.h"
#include "support.h"

#ifdef STICH_HAVE_DDS
#include <dds/dll.h>
#endif

using namespace stich;
using bridge::DdTable;
using bridge::Vulnerability;

namespace {

DdTable table_of(const std::array<int, 20>& values) {
    DdTable t;
    for (int k = 0; k < 20; ++k) t.tricks[k / 4][k % 4] = values[k];
    return t;
}

}  // namespace

TEST_CASE("par by hand: the first deal of the DDS file") {
    // Declarer's tricks, S H D C NT for N E S W: N-S take 8 in hearts, E-W 9 in diamonds.
    const DdTable t = table_of({6, 7, 6, 7, 8, 5, 8, 5, 4, 9, 4, 9, 6, 6, 6, 7, 5, 7, 5, 7});
    // Both sides not vulnerable: E-W's 3D (110) is beaten by N-S's 3H doubled one down (100).
    const auto none = bridge::dealer_par(t, 0, Vulnerability::kNone);
    CHECK(none.score == -100);
    CHECK(bridge::par_contracts_text(none) == "NS 3HX");
    CHECK(bridge::optimum_score_text(none) == "EW 100");
    REQUIRE(none.contracts.size() == 1);
    CHECK(none.contracts[0].undertricks == 1);
    // N-S vulnerable: the sacrifice costs 200, so E-W keep 3D (not 1D+2, which 2H would beat).
    const auto ns = bridge::dealer_par(t, 0, Vulnerability::kNS);
    CHECK(ns.score == -110);
    CHECK(bridge::par_contracts_text(ns) == "EW 3D");
}

TEST_CASE("par of a deal nobody can make anything in is a pass-out") {
    DdTable t;
    for (auto& row : t.tricks) row.fill(6);
    const auto par = bridge::dealer_par(t, 0, Vulnerability::kBoth);
    CHECK(par.score == 0);
    CHECK(par.contracts.empty());
    CHECK(bridge::par_contracts_text(par) == "Pass");
    CHECK(bridge::optimum_score_text(par) == "NS 0");
}

#ifdef STICH_HAVE_DDS
TEST_CASE("par agrees with libdds on 200 deals, every dealer and vulnerability") {
    const auto records = test::read_dds_file(std::string(STICH_SHARED_DATA) + "/dds-whist-200.txt");
    REQUIRE(records.size() == 200);
    // DDS's vulnerability codes: 0 none, 1 both, 2 N-S, 3 E-W; its strains 0 NT, 1 S .. 4 C.
    constexpr int kDdsVulnerable[4] = {0, 2, 3, 1};
    constexpr int kDdsDenom[kStrains] = {1, 2, 3, 4, 0};
    int scores = 0, contracts = 0, sides = 0, checked = 0;
    for (const auto& record : records) {
        const DdTable t = table_of(record.values);
        ddTableResults dds{};
        for (int k = 0; k < 20; ++k) dds.resTable[k / 4][k % 4] = record.values[k];
        for (int v = 0; v < 4; ++v) {
            const auto vulnerability = static_cast<Vulnerability>(v);
            for (int dealer = 0; dealer < 4; ++dealer) {
                parResultsMaster master{};
                DealerParBin(&dds, &master, dealer, kDdsVulnerable[v]);
                parResultsDealer text{};
                DealerPar(&dds, &text, dealer, kDdsVulnerable[v]);
                const auto ours = bridge::dealer_par(t, dealer, vulnerability);
                ++checked;
                scores += ours.score != master.score || ours.score != text.score;
                using Key = std::tuple<int, int, int, int, int>;
                std::set<Key> theirs, mine;
                for (int i = 0; i < master.number; ++i) {
                    const contractType& c = master.contracts[i];
                    theirs.insert({c.level, c.denom, c.seats, c.underTricks, c.overTricks});
                }
                for (const auto& c : ours.contracts)
                    mine.insert({c.contract.level, kDdsDenom[c.contract.strain], c.seats,
                                 c.undertricks, c.overtricks});
                if (theirs != mine) {
                    ++contracts;
                    MESSAGE("dealer " << dealer << " vulnerable " << v << ": stich "
                                      << bridge::par_contracts_text(ours));
                }
            }
            // SidesPar: index 0 as if N-S spoke first, 1 as if E-W did, each from that side's
            // point of view.
            parResultsDealer both[2]{};
            SidesPar(&dds, both, kDdsVulnerable[v]);
            for (int side = 0; side < 2; ++side) {
                const int ours = bridge::dealer_par(t, side, vulnerability).score;
                sides += (side == 0 ? ours : -ours) != both[side].score;
            }
        }
    }
    CHECK(checked == 3200);
    CHECK(scores == 0);
    CHECK(contracts == 0);
    CHECK(sides == 0);
}
#endif
