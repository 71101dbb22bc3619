// `stich bench`'s whist positions: six deals from tests/data/dds-whist-200.txt (N E S W), full
// 20-result tables.
#include <array>
#include <stdexcept>
#include <string_view>

#include "stich/whist/answers.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

constexpr std::array<std::string_view, 6> kWhistDeals = {
    "AK94.864.T6.AJT6 J3.AK3.K73.95432 T76.QJT92.954.Q8 Q852.75.AQJ82.K7",
    "T8732.Q875.832.7 AQJ964.J2.KJT7.Q .AT643.4.AKJ8543 K5.K9.AQ965.T962",
    "K4.QJ98.5.AJ8732 T2.AT62.AKQ863.9 7653.K73.J742.K6 AQJ98.54.T9.QT54",
    "853.AJ652.J9.KT9 AT64.Q43.KQ74.J7 J9.98.T862.Q6432 KQ72.KT7.A53.A85",
    "Q642.AJT943.Q3.T K93.62.T8.KJ9874 T8.875.AJ64.AQ65 AJ75.KQ.K9752.32",
    "64.J73.93.AKQJT7 QT83.A9852.J7.84 KJ752.Q.AKT842.5 A9.KT64.Q65.9632",
};

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

std::vector<game::BenchPosition> bench_positions() {
    std::vector<game::BenchPosition> out;
    for (size_t i = 0; i < kWhistDeals.size(); ++i) {
        const Board board = whist_bench_board(kWhistDeals[i]);
        out.push_back({"whist " + std::to_string(i + 1),
                       [board](Solver& solver) { whist::solve_table(solver, board); }});
    }
    return out;
}

}  // namespace stich::whist
