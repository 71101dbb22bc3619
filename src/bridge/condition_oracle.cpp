#include "stich/bridge/condition_oracle.h"

#include "stich/bridge/par.h"
#include "stich/bridge/score.h"
#include "stich/condition/deal_oracle.h"
#include "stich/io/schema/whist.h"
#include "stich/whist/analysis.h"
#include "stich/whist/whist.h"

namespace stich::bridge {

namespace {

class DoubleDummy final : public condition::DealOracle {
public:
    explicit DoubleDummy(std::string_view variant)
        : DealOracle(whist::kGame, condition::dealt_table(4, std::string(variant))) {}

    // Bridge has one kind of contract: words() offers no third argument, so `kind` is 0.
    condition::OracleWords words() const override {
        condition::OracleWords w;
        w.settle = true;
        w.settle_notrump = false;  // whist has no game without trumps: refused when read
        return w;
    }

    // Whist's settlement, its points of the deal (tricks and honours under the variant's
    // rules) for `seat`'s side less the other side's, as `stich analyze` finds them: `declarer`
    // deals and turns `strain`, the seat on his left leads.  Whist has no notrump: the parser
    // refuses it (words()), and a caller asking anyway gets 0.
    int settle(const condition::DealCards& cards, int seat, int declarer, int strain,
               int) override {
        if (strain == kNoTrump) return 0;
        const int ns = answer(cards, kSettleKeys + declarer * kStrains + strain, [&] {
            board_.dealer = declarer;
            board_.trump = Strain(strain);
            const auto a = whist::analyze(solver(), board_);
            if (!std::holds_alternative<whist::Analysis>(a)) return 0;
            const auto& points = std::get<whist::Analysis>(a).points;
            return points.total(0) - points.total(1);
        });
        return whist::side_of(seat) == 0 ? ns : -ns;
    }
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
    // settle()'s answers after tricks()'s (leader * kStrains + strain) in answer()'s keys.
    static constexpr int kSettleKeys = 4 * kStrains;

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

std::unique_ptr<condition::Oracle> make_condition_oracle(std::string_view variant) {
    return std::make_unique<DoubleDummy>(variant);
}

}  // namespace stich::bridge
