// The card judge's searches kept warm from one layout to the next (issue 41, judge speed): a
// solver with a table for each of two contexts (SolverOptions::tables, Alliance's tricks and
// payoff), and each option's search seeded with its value on the thread's layout before
// (judge::DealSolve's hints, Préférence).  Neither may change a value: the figures are those of
// solving every layout on its own with an empty table and no hint.
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <vector>

#include "judge_support.h"
#include "stich/judge/judge.h"
#include "stich/judge/sampler.h"
#include "stich/whist/whist.h"
#include "support.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

// Préférence game 3 after three tricks (test_judge_card.cpp), declarer (seat 1) to lead to the
// fourth, the defenders' hands hidden: 1,716 layouts.
const char* const kPreferenceHidden = "1:AQ.A.A87.QJT7 - -";
const char* const kPreferenceThreeTricks = "SA SJ S8\nD8 DT DK\nHA HK HQ\n";

// Every layout in the sampler's order solved on its own: one solver whose table is emptied
// before each layout, and no hints (Decision::solve).
std::vector<DealResult> one_by_one(const Decision& d) {
    std::vector<DealResult> out;
    Solver solver(SolverOptions{8});
    DealSampler(d.view).enumerate([&](const Deal& deal) {
        solver.clear_table();
        const auto results = d.solve(solver, deal);
        if (results) out.push_back(*results);
        return true;
    });
    return out;
}

// The judgement's figures against the layouts solved one by one.
void check_against_one_by_one(const Decision& d, const Judgement& j) {
    const std::vector<DealResult> each = one_by_one(d);
    REQUIRE(j.exact);
    CHECK(j.deals == each.size());
    for (size_t o = 0; o < d.options.size(); ++o) {
        INFO(d.options[o].name);
        std::vector<double> values;
        std::map<int, uint64_t> tricks;
        for (const DealResult& r : each) {
            values.push_back(r[o].value);
            if (r[o].tricks) ++tricks[*r[o].tricks];
        }
        const Estimate e = estimate(values, true);
        CHECK(j.options[o].value.mean == e.mean);
        CHECK(j.options[o].tricks == tricks);
    }
}

}  // namespace

TEST_CASE("solver: a second table keeps two contexts warm, the same counts") {
    // Two contexts: the same position searched in turn under the rules with partition search
    // and without (the rules' switch is part of a table's context; the trump no longer is for
    // a trick count, goal.h).
    const auto hands =
        parse_deal_nesw("N:AK94.864.T6.AJT6 J3.AK3.K73.95432 T76.QJT92.954.Q8 Q852.75.AQJ82.K7");
    const Board board = whist_board(hands);
    const Position spades = whist::position(board, kStrainSpades, whist::kEast);
    Rules whole = whist::play_rules();
    whole.partition_sound = false;
    const std::array<Rules, 2> rules{whist::play_rules(), whole};
    // Tables that never fill: the search without partition stores many more entries.
    Solver one(SolverOptions{64});
    Solver two(SolverOptions{128, nullptr, 2});
    for (int round = 0; round < 3; ++round) {
        const uint64_t one_before = one.stats().nodes, two_before = two.stats().nodes;
        for (const Rules& r : rules) CHECK(two.tricks(r, spades) == one.tricks(r, spades));
        const uint64_t one_nodes = one.stats().nodes - one_before;
        const uint64_t two_nodes = two.stats().nodes - two_before;
        // The first round starts both from empty tables; later, only the two tables remember.
        if (round == 0)
            CHECK(two_nodes == one_nodes);
        else
            CHECK(two_nodes < one_nodes / 2);
    }
}

TEST_CASE("judge card: Préférence's hinted searches give the figures of each layout alone") {
    const Decision d = decision_of(
        board_of(preference_played(kPreferenceHidden, kPreferenceThreeTricks)), 0, "card");
    CHECK(d.solve.takes_hints());
    JudgeOptions o = exact();
    const Judgement single = evaluate(d, o);
    CHECK(single.deals == 1716);
    check_against_one_by_one(d, single);
    o.threads = 2;
    CHECK(same_figures(single, evaluate(d, o)));
}

TEST_CASE("judge card: Alliance's two tables give the figures of each layout alone") {
    const Decision d = decision_of(board_of(kAllianceDutyToTrump), 0, "card");
    CHECK(d.tables == 2);
    JudgeOptions o = exact();
    o.merge_equivalent = false;  // every layout solved, each with both tables warm
    const Judgement single = evaluate(d, o);
    CHECK(single.deals == 80);
    check_against_one_by_one(d, single);
    o.threads = 2;
    CHECK(same_figures(single, evaluate(d, o)));
}
