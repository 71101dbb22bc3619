#include "stich/preference/condition_oracle.h"

#include "stich/io/schema/preference.h"
#include "stich/preference/talon.h"

namespace stich::preference {

namespace {

class TalonGames final : public condition::Oracle {
public:
    TalonGames() : rules_(*rules_for("", nullptr)) {
        board_.game = kGame;
        board_.players = kSeats;
        board_.dealer = kSeats - 1;
        board_.known.fill(true);
        for (auto& row : solved_) row.fill(-1);
    }

    // bridge's score and par have no meaning here; the parser offers tricks only.
    condition::OracleWords words() const override { return {true, false}; }

    int tricks(const condition::DealCards& cards, int declarer, int strain) override {
        bool same = cards[kSeats] == board_.talon;
        for (int p = 0; p < kSeats; ++p) same = same && cards[p] == board_.hands[p];
        if (!same) {
            for (auto& row : solved_) row.fill(-1);
            for (int p = 0; p < kSeats; ++p) board_.hands[p] = cards[p];
            board_.talon = cards[kSeats];
        }
        int8_t& known = solved_[static_cast<size_t>(declarer)][static_cast<size_t>(strain)];
        if (known < 0) known = static_cast<int8_t>(solve(declarer, strain));
        return known;
    }

private:
    // The game's value with the best discard; 0 where the cards are not a whole deal (no
    // game can be set up: the judge's condition asks only at a whole deal).
    int solve(int declarer, int strain) {
        Contract c;
        if (strain == kNoTrump)
            c.type = GameType::kMord;
        else
            c.trump = Suit(strain);
        const auto setup = setup_for(board_, c, declarer, {}, rules_, nullptr);
        if (!setup) return 0;
        if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{16, nullptr});
        return game_value(*solver_, *setup, rules_).declarer_tricks.value_or(0);
    }

    const PreferenceRules rules_;
    Board board_;
    std::array<std::array<int8_t, kStrains>, kSeats> solved_{};
    std::unique_ptr<Solver> solver_;  // made at the first solve: a vocabulary's probe makes none
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle() {
    return std::make_unique<TalonGames>();
}

}  // namespace stich::preference
