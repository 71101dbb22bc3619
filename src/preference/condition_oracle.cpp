#include "stich/preference/condition_oracle.h"

#include "stich/io/schema/preference.h"
#include "stich/preference/talon.h"

namespace stich::preference {

namespace {

class TalonGames final : public condition::Oracle {
public:
    explicit TalonGames(PreferenceRules rules) : rules_(std::move(rules)) {
        board_.game = kGame;
        board_.players = kSeats;
        board_.dealer = kSeats - 1;
        board_.known.fill(true);
        forget();
    }

    // bridge's score and par have no meaning here; the parser offers tricks only, with the
    // game from the hand (`hand`) beside the talon game (`talon`, the default).
    condition::OracleWords words() const override { return {true, false, {"hand", "talon"}}; }

    int tricks(const condition::DealCards& cards, int declarer, int strain, int kind) override {
        bool same = cards[kSeats] == board_.talon;
        for (int p = 0; p < kSeats; ++p) same = same && cards[p] == board_.hands[p];
        if (!same) {
            forget();
            for (int p = 0; p < kSeats; ++p) board_.hands[p] = cards[p];
            board_.talon = cards[kSeats];
        }
        const bool hand = kind == 1;
        int8_t& known =
            solved_[static_cast<size_t>(declarer)][static_cast<size_t>(strain)][hand ? 1 : 0];
        if (known < 0) known = static_cast<int8_t>(solve(declarer, strain, hand));
        return known;
    }

private:
    void forget() {
        for (auto& row : solved_)
            for (auto& cell : row) cell.fill(-1);
    }

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
        if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{16, nullptr});
        return game_value(*solver_, *setup, rules_).declarer_tricks.value_or(0);
    }

    const PreferenceRules rules_;
    Board board_;
    std::array<std::array<std::array<int8_t, 2>, kStrains>, kSeats> solved_{};
    std::unique_ptr<Solver> solver_;  // made at the first solve: a vocabulary's probe makes none
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(std::string_view variant) {
    auto rules = rules_for(variant, nullptr);
    if (!rules) return nullptr;
    return std::make_unique<TalonGames>(std::move(*rules));
}

}  // namespace stich::preference
