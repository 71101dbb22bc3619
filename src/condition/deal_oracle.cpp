#include "stich/condition/deal_oracle.h"

#include <utility>

namespace stich::condition {

Board dealt_table(int players, std::string variant) {
    Board table;
    table.players = players;
    table.dealer = players - 1;
    table.variant = std::move(variant);
    return table;
}

DealOracle::DealOracle(Game game, const Board& table) {
    board_.game = game;
    board_.players = table.players;
    board_.dealer = table.dealer;
    board_.variant = table.variant;
    board_.known.fill(true);
}

Solver& DealOracle::solver() {
    // A small table: a condition's solves are of whole deals, one after another.
    if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{16, nullptr});
    return *solver_;
}

void DealOracle::hold(const DealCards& cards) {
    const int n = board_.players;
    bool same = cards[static_cast<size_t>(n)] == rest_;
    for (int p = 0; p < n; ++p) same = same && cards[static_cast<size_t>(p)] == board_.hands[p];
    if (same) return;
    answers_.clear();
    for (int p = 0; p < n; ++p) board_.hands[p] = cards[static_cast<size_t>(p)];
    rest_ = cards[static_cast<size_t>(n)];
    place_rest(rest_);
}

}  // namespace stich::condition
