#include "stich/alliance/condition_oracle.h"

#include "stich/alliance/side_game.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

namespace {

class Solo final : public condition::Oracle {
public:
    explicit Solo(AllianceRules rules, int players) : rules_(std::move(rules)) {
        board_.game = kGame;
        board_.players = players;
        board_.dealer = players - 1;
        board_.known.fill(true);
        for (auto& row : solved_) row.fill(-1);
    }

    condition::OracleWords words() const override { return {false, false}; }

    int tricks(const condition::DealCards& cards, int declarer, int strain) override {
        const int n = board_.players;
        bool same = cards[static_cast<size_t>(n)] == table_;
        for (int p = 0; p < n; ++p) same = same && cards[static_cast<size_t>(p)] == board_.hands[p];
        if (!same) {
            for (auto& row : solved_) row.fill(-1);
            for (int p = 0; p < n; ++p) board_.hands[p] = cards[static_cast<size_t>(p)];
            table_ = cards[static_cast<size_t>(n)];
            board_.table.clear();
            for (Card c : table_) board_.table.push_back(c);
        }
        int8_t& known = solved_[static_cast<size_t>(declarer)][static_cast<size_t>(strain)];
        if (known < 0) known = static_cast<int8_t>(solve(declarer, Suit(strain)));
        return known;
    }

private:
    // The Solo's double-dummy tricks, as `stich solve` plays it (analysis.cpp); 0 where the
    // cards are not a deal of this table.
    int solve(int declarer, Suit trump) {
        const auto deal = read_deal(board_, rules_, trump, std::nullopt, nullptr);
        if (!deal) return 0;
        const auto teams = make_teams(*deal, rules_, GameKind::kSolo, declarer, std::nullopt, trump,
                                      std::nullopt, nullptr);
        if (!teams) return 0;
        Contract solo;
        solo.kind = GameKind::kSolo;
        solo.trump = trump;
        const SideTerms terms{game_value(solo), false, {}};
        const auto game = make_side_game(rules_, deal->now, trump, *teams, terms, nullptr);
        if (!game) return 0;
        if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{16, nullptr});
        return side_tricks(*solver_, *game);
    }

    const AllianceRules rules_;
    Board board_;
    CardSet table_;
    std::array<std::array<int8_t, kSuits>, kMaxSeats> solved_{};
    std::unique_ptr<Solver> solver_;  // made at the first solve: a vocabulary's probe makes none
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(int players) {
    auto rules = make_rules(players, "", nullptr);
    if (!rules) return nullptr;  // no Alliance at this table
    return std::make_unique<Solo>(std::move(*rules), players);
}

}  // namespace stich::alliance
