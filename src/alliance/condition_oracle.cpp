#include "stich/alliance/condition_oracle.h"

#include "stich/alliance/side_game.h"
#include "stich/condition/deal_oracle.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

namespace {

class Solo final : public condition::DealOracle {
public:
    explicit Solo(AllianceRules rules, int players)
        : DealOracle(kGame, players), rules_(std::move(rules)) {}

    // A Solo (`solo`, the default), or the Alliance with a king called (SK HK DK CK).
    condition::OracleWords words() const override { return {false, false, {"solo"}, true}; }

    int tricks(const condition::DealCards& cards, int declarer, int strain, int kind) override {
        std::optional<Card> king;
        if (kind >= condition::kCalledCard) king = Card::from_index(kind - condition::kCalledCard);
        return answer(cards, (declarer * kSuits + strain) * 128 + (king ? kind : 0),
                      [&] { return solve(declarer, Suit(strain), king); });
    }

private:
    void place_rest(CardSet table) override {
        board_.table.clear();
        for (Card c : table) board_.table.push_back(c);
    }

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
        return side_tricks(solver(), *game);
    }

    const AllianceRules rules_;
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(int players, std::string_view variant) {
    auto rules = make_rules(players, variant, nullptr);
    if (!rules) return nullptr;  // no Alliance at this table, or not under this variant
    return std::make_unique<Solo>(std::move(*rules), players);
}

}  // namespace stich::alliance
