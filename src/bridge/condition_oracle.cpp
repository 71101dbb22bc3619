#include "stich/bridge/condition_oracle.h"

#include "stich/bridge/par.h"
#include "stich/bridge/score.h"
#include "stich/condition/deal_oracle.h"
#include "stich/io/schema/whist.h"
#include "stich/whist/whist.h"

namespace stich::bridge {

namespace {

class DoubleDummy final : public condition::DealOracle {
public:
    DoubleDummy() : DealOracle(whist::kGame, 4) {}

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
        return answer(cards, leader * kStrains + strain, [&] {
            const Position pos = whist::position(board_, Strain(strain), leader);
            const int ns = solver().tricks(rules_, pos);
            return whist::side_of(leader) == 0 ? ns : kRanks - ns;
        });
    }

    const Rules rules_ = whist::play_rules();
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle() {
    return std::make_unique<DoubleDummy>();
}

}  // namespace stich::bridge
