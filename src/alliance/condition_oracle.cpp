#include "stich/alliance/condition_oracle.h"

#include <unordered_map>

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
    }

    // A Solo (`solo`, the default), or the Alliance with a king called (SK HK DK CK).
    condition::OracleWords words() const override { return {false, false, {"solo"}, true}; }

    int tricks(const condition::DealCards& cards, int declarer, int strain, int kind) override {
        const int n = board_.players;
        bool same = cards[static_cast<size_t>(n)] == table_;
        for (int p = 0; p < n; ++p) same = same && cards[static_cast<size_t>(p)] == board_.hands[p];
        if (!same) {
            solved_.clear();
            for (int p = 0; p < n; ++p) board_.hands[p] = cards[static_cast<size_t>(p)];
            table_ = cards[static_cast<size_t>(n)];
            board_.table.clear();
            for (Card c : table_) board_.table.push_back(c);
        }
        std::optional<Card> king;
        if (kind >= condition::kCalledCard) king = Card::from_index(kind - condition::kCalledCard);
        const int key = (declarer * kSuits + strain) * 128 + (king ? kind : 0);
        const auto known = solved_.find(key);
        if (known != solved_.end()) return known->second;
        return solved_[key] = solve(declarer, Suit(strain), king);
    }

private:
    // The game's double-dummy tricks (declarer's side's: his and his partner's, the holder of
    // the king called), as `stich solve` plays it (analysis.cpp); 0 where the cards are not a
    // deal of this table.
    int solve(int declarer, Suit trump, std::optional<Card> king) {
        const auto deal = read_deal(board_, rules_, trump, std::nullopt, nullptr);
        if (!deal) return 0;
        Contract contract;
        contract.kind = king ? GameKind::kAlliance : GameKind::kSolo;
        contract.trump = trump;
        contract.king = king;
        const auto teams =
            make_teams(*deal, rules_, contract.kind, declarer, king, trump, std::nullopt, nullptr);
        if (!teams) return 0;
        const SideTerms terms{game_value(contract), false, {}};
        const auto game = make_side_game(rules_, deal->now, trump, *teams, terms, nullptr);
        if (!game) return 0;
        if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{16, nullptr});
        return side_tricks(*solver_, *game);
    }

    const AllianceRules rules_;
    Board board_;
    CardSet table_;
    std::unordered_map<int, int> solved_;  // by declarer, trump and king called
    std::unique_ptr<Solver> solver_;  // made at the first solve: a vocabulary's probe makes none
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(int players, std::string_view variant) {
    auto rules = make_rules(players, variant, nullptr);
    if (!rules) return nullptr;  // no Alliance at this table, or not under this variant
    return std::make_unique<Solo>(std::move(*rules), players);
}

}  // namespace stich::alliance
