#include "stich/bridge/condition_oracle.h"

#include "stich/bridge/par.h"
#include "stich/bridge/score.h"
#include "stich/engine/solver.h"
#include "stich/whist/whist.h"

namespace stich::bridge {

namespace {

class DoubleDummy final : public condition::Oracle {
public:
    DoubleDummy() {
        for (auto& row : solved_) row.fill(-1);
    }

    // Bridge has one kind of contract: words() offers no third argument, so `kind` is 0.
    int tricks(const condition::DealCards& cards, int declarer, int strain, int) override {
        const int leader = (declarer + 1) % 4;
        return kRanks - leader_tricks(cards, leader, strain);
    }

    int score(bool vulnerable, int level, int strain, int doubled, int tricks) const override {
        return duplicate_score(Contract{level, Strain(strain), doubled}, tricks, vulnerable);
    }

    int par(const condition::DealCards& cards, int vulnerability, int dealer) override {
        DdTable table;
        for (int strain = 0; strain < kStrains; ++strain)
            for (int declarer = 0; declarer < 4; ++declarer)
                table.tricks[static_cast<size_t>(strain)][static_cast<size_t>(declarer)] =
                    tricks(cards, declarer, strain, 0);
        return dealer_par(table, dealer, Vulnerability(vulnerability)).score;
    }

private:
    // The tricks the side of `leader` takes, leading in `strain`: solved once a deal.
    int leader_tricks(const condition::DealCards& cards, int leader, int strain) {
        for (int p = 0; p < 4; ++p)
            if (cards[static_cast<size_t>(p)] != board_.hands[static_cast<size_t>(p)]) {
                for (auto& row : solved_) row.fill(-1);
                for (int q = 0; q < 4; ++q)
                    board_.hands[static_cast<size_t>(q)] = cards[static_cast<size_t>(q)];
                break;
            }
        int8_t& known = solved_[static_cast<size_t>(leader)][static_cast<size_t>(strain)];
        if (known < 0) {
            if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{16, nullptr});
            const Position pos = whist::position(board_, Strain(strain), leader);
            const int ns = solver_->tricks(rules_, pos);
            known = static_cast<int8_t>(whist::side_of(leader) == 0 ? ns : kRanks - ns);
        }
        return known;
    }

    const Rules rules_ = whist::play_rules();
    Board board_;
    std::array<std::array<int8_t, kStrains>, 4> solved_{};
    std::unique_ptr<Solver> solver_;  // made at the first solve: a vocabulary's probe makes none
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle() {
    return std::make_unique<DoubleDummy>();
}

}  // namespace stich::bridge
