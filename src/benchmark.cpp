#include "stich/benchmark.h"

#include <array>
#include <chrono>
#include <stdexcept>
#include <string_view>

#include "stich/alliance/analysis.h"
#include "stich/engine/solver.h"
#include "stich/preference/table.h"
#include "stich/whist/whist.h"

namespace stich {

namespace {

// Whist: six deals from tests/data/dds-whist-200.txt (N E S W), full 20-result tables.
constexpr std::array<std::string_view, 6> kWhistDeals = {
    "AK94.864.T6.AJT6 J3.AK3.K73.95432 T76.QJT92.954.Q8 Q852.75.AQJ82.K7",
    "T8732.Q875.832.7 AQJ964.J2.KJT7.Q .AT643.4.AKJ8543 K5.K9.AQ965.T962",
    "K4.QJ98.5.AJ8732 T2.AT62.AKQ863.9 7653.K73.J742.K6 AQJ98.54.T9.QT54",
    "853.AJ652.J9.KT9 AT64.Q43.KQ74.J7 J9.98.T862.Q6432 KQ72.KT7.A53.A85",
    "Q642.AJT943.Q3.T K93.62.T8.KJ9874 T8.875.AJ64.AQ65 AJ75.KQ.K9752.32",
    "64.J73.93.AKQJT7 QT83.A9852.J7.84 KJ752.Q.AKT842.5 A9.KT64.Q65.9632",
};

// Préférence: the table of every game for every seat, talon games with the best discard
// (sample-hands/preference.pbn, board 1).
constexpr std::string_view kPreferenceDeal = "AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8";

Board preference_bench_board() {
    Board b;
    b.game = Game::kPreference;
    b.players = preference::kSeats;
    b.dealer = preference::kSeats - 1;
    size_t start = 0;
    for (int p = 0; p < preference::kSeats; ++p) {
        const size_t end = kPreferenceDeal.find(' ', start);
        b.hands[p] = *parse_hand(kPreferenceDeal.substr(start, end - start));
        b.known[p] = true;
        start = end + 1;
    }
    b.talon = kDeck32 - b.hands[0] - b.hands[1] - b.hands[2];
    return b;
}

// Alliance, four players (sample-hands/alliance.pbn, boards 1 and 3): declarer (seat 2) names
// diamonds and calls the king of spades; and a Lever of the second face-down card, its
// exchange and king searched.  The payoff search in marks.
Board alliance_bench_board(std::string contract) {
    constexpr std::array<std::string_view, 4> kHands = {"T74.T953.T3.J73", "AQJ2.Q.AQ82.K96",
                                                        "863.A64.9654.84", "K95.KJ2.KJ.QT52"};
    Board b;
    b.game = Game::kAlliance;
    b.players = 4;
    b.dealer = 3;
    for (int p = 0; p < 4; ++p) {
        b.hands[p] = *parse_hand(kHands[p]);
        b.known[p] = true;
    }
    b.table = {Card(kHearts, kSeven), Card(kClubs, kAce), Card(kDiamonds, kSeven),
               Card(kHearts, kEight)};
    b.contract = std::move(contract);
    b.declarer = 1;
    return b;
}

Board whist_bench_board(std::string_view hands) {
    Board b;
    b.dealer = whist::kWest;
    size_t start = 0;
    for (int p = 0; p < 4; ++p) {
        const size_t end = hands.find(' ', start);
        auto hand = parse_hand(hands.substr(start, end - start));
        if (!hand) throw std::logic_error("bad benchmark deal");
        b.hands[p] = *hand;
        b.known[p] = true;
        start = end + 1;
    }
    return b;
}

}  // namespace

std::vector<BenchCase> run_benchmark(const std::function<void(const BenchCase&)>& on_case) {
    std::vector<BenchCase> cases;
    // Runs one case on a fresh solver: `solve` does the work, the solver counts the nodes.
    auto run_case = [&](std::string name, const std::function<void(Solver&)>& solve) {
        Solver solver(SolverOptions{kBenchTableMegabytes});
        const auto start = std::chrono::steady_clock::now();
        solve(solver);
        BenchCase c;
        c.name = std::move(name);
        c.nodes = solver.stats().nodes;
        c.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (on_case) on_case(c);
        cases.push_back(c);
    };
    for (size_t i = 0; i < kWhistDeals.size(); ++i) {
        const Board board = whist_bench_board(kWhistDeals[i]);
        run_case("whist " + std::to_string(i + 1),
                 [&](Solver& solver) { whist::solve_table(solver, board); });
    }
    const Board board = preference_bench_board();
    const auto rules = preference::rules_for("", nullptr);
    run_case("preference 1", [&](Solver& solver) {
        if (!rules || !preference::contract_table(solver, board, *rules, nullptr))
            throw std::logic_error("bad preference benchmark deal");
    });
    const std::array<std::string, 2> alliance_contracts = {"Alliance D SK", "Lever 2"};
    for (size_t i = 0; i < alliance_contracts.size(); ++i) {
        const Board alliance = alliance_bench_board(alliance_contracts[i]);
        run_case("alliance " + std::to_string(i + 1), [&](Solver& solver) {
            if (!alliance::solve_board(solver, alliance, {}, nullptr))
                throw std::logic_error("bad alliance benchmark deal");
        });
    }
    return cases;
}

uint64_t bench_signature(const std::vector<BenchCase>& cases) {
    uint64_t sum = 0;
    for (const BenchCase& c : cases) sum += c.nodes;
    return sum;
}

}  // namespace stich
