#include "stich/preference/condition_oracle.h"

#include "stich/condition/deal_oracle.h"
#include "stich/io/schema/preference.h"
#include "stich/preference/talon.h"

namespace stich::preference {

namespace {

class TalonGames final : public condition::DealOracle {
public:
    explicit TalonGames(PreferenceRules rules)
        : DealOracle(kGame, kSeats), rules_(std::move(rules)) {}

    // bridge's score and par have no meaning here; the parser offers tricks only, with the
    // game from the hand (`hand`) beside the talon game (`talon`, the default).
    condition::OracleWords words() const override { return {true, false, {"hand", "talon"}}; }

    int tricks(const condition::DealCards& cards, int declarer, int strain, int kind) override {
        const bool hand = kind == 1;
        return answer(cards, (declarer * kStrains + strain) * 2 + (hand ? 1 : 0),
                      [&] { return solve(declarer, strain, hand); });
    }

private:
    void place_rest(CardSet talon) override { board_.talon = talon; }

    // The game's value, with the best discard after the talon; 0 where the cards are not a
    // whole deal (no game can be set up: the judge's condition asks only at a whole deal).
    // From the hand (`hand`), the talon stays out of play: a suit is its Geschäft (Herz in
    // hearts), notrump Mord from the hand.
    int solve(int declarer, int strain, bool hand) {
        Contract c;
        if (strain == kNoTrump) {
            c.type = GameType::kMord;
            c.from_hand = hand;
        } else {
            c.trump = Suit(strain);
            if (hand) c.type = c.trump == kHearts ? GameType::kHerz : GameType::kBusiness;
        }
        const auto setup = setup_for(board_, c, declarer, {}, rules_, nullptr);
        if (!setup) return 0;
        return game_value(solver(), *setup, rules_).declarer_tricks.value_or(0);
    }

    const PreferenceRules rules_;
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(std::string_view variant) {
    auto rules = rules_for(variant, nullptr);
    if (!rules) return nullptr;
    return std::make_unique<TalonGames>(std::move(*rules));
}

}  // namespace stich::preference
