#include "stich/preference/condition_oracle.h"

#include <cmath>

#include "stich/condition/deal_oracle.h"
#include "stich/io/schema/preference.h"
#include "stich/preference/analysis.h"
#include "stich/preference/records.h"
#include "stich/preference/talon.h"

namespace stich::preference {

namespace {

class TalonGames final : public condition::DealOracle {
public:
    // `terms`: the table's rules and money (board_terms), read once for every deal.
    TalonGames(Terms terms, const Board& table)
        : DealOracle(kGame, table), terms_(std::move(terms)) {
        terms_.talon = CardSet();  // each deal's own (place_rest), as the table's hands
        terms_.discard.reset();    // a deal's game is declarer's best discard's
        // The money tags of the table, [Stake] [Pot] [Cap] (its own tags), as the reader read
        // them: each deal is a record of the table's.
        // Not the talon: each deal places its own (place_rest, into the terms); nor the
        // discard, which no deal gives.
        for (const io::OwnTag& own : own_tags().tags)
            if (const TagPair* tag = table.tag(own.name); tag && !own.cards)
                board_.tags.push_back(*tag);
        set_discard_tag(board_, std::nullopt);
    }

    // bridge's score and par have no meaning here; the parser offers tricks only, with the
    // game from the hand (`hand`) beside the talon game (`talon`, the default).
    // settle() as well: a seat's money for the game, in hundredths.
    condition::OracleWords words() const override {
        condition::OracleWords w{true, false, {"hand", "talon"}};
        w.settle = true;
        return w;
    }

    int tricks(const condition::DealCards& cards, int declarer, int strain, int kind) override {
        const bool hand = kind == 1;
        return answer(cards, game_key(declarer, strain, hand),
                      [&] { return solve(declarer, strain, hand); });
    }

    // The money `seat` ends the deal with (his balance, the dealer's stake included) when
    // `declarer` plays the game of tricks(declarer, strain, kind), as `stich analyze` settles
    // it on the deal with that [Contract] and [Declarer]: its discard, the defenders' quotas,
    // both defenders playing, the table's dealer, [Stake], [Pot] and [Cap] (a judged board's;
    // a dealt deal has none: the rules').  In hundredths of the money unit, rounded half away from
    // zero: a trick is worth a tenth of the pot, so a stake of 1 already pays tenths
    // (docs/conditions.md).
    int settle(const condition::DealCards& cards, int seat, int declarer, int strain,
               int kind) override {
        const int game = game_key(declarer, strain, kind == 1);
        const auto key = [&](int s) { return kSettleKeys + game * kPlayers + s; };
        return answer(cards, key(seat), [&] {
            const auto money = settled(declarer, strain, kind == 1);
            for (int s = 0; s < kPlayers; ++s) keep(key(s), money[static_cast<size_t>(s)]);
            return money[static_cast<size_t>(seat)];
        });
    }

private:
    // tricks()'s keys in answer(); settle()'s come after them, a seat each.
    static int game_key(int declarer, int strain, bool hand) {
        return (declarer * kStrains + strain) * 2 + (hand ? 1 : 0);
    }
    static constexpr int kSettleKeys = kPlayers * kStrains * 2;

    void place_rest(CardSet talon) override { terms_.talon = talon; }

    // The game of a strain: from the hand (`hand`), the talon stays out of play: a suit is
    // its Geschäft (Herz in hearts), notrump Mord from the hand; else the talon game, notrump
    // Mord with the talon.
    static Contract contract_of(int strain, bool hand) {
        Contract c;
        if (strain == kNoTrump) {
            c.type = GameType::kMord;
            c.from_hand = hand;
        } else {
            c.trump = Suit(strain);
            if (hand) c.type = c.trump == kHearts ? GameType::kHerz : GameType::kBusiness;
        }
        return c;
    }

    // The game's value, with the best discard after the talon; 0 where the cards are not a
    // whole deal (no game can be set up: the judge's condition asks only at a whole deal).
    int solve(int declarer, int strain, bool hand) {
        const auto setup =
            setup_for(board_, terms_.talon, terms_.discard, contract_of(strain, hand), declarer, {},
                      terms_.rules, terms_.money, nullptr);
        if (!setup) return 0;
        return game_value(solver(), *setup, terms_.rules).declarer_tricks.value_or(0);
    }

    // Every seat's balance of the game in hundredths, by the analysis `stich analyze` makes;
    // all 0 where the cards are not a whole deal.
    std::array<int, kPlayers> settled(int declarer, int strain, bool hand) {
        board_.contract = contract_name(contract_of(strain, hand));
        board_.declarer = declarer;
        const auto a =
            analyze_board(solver(), board_, AnalysisOptions{true}, nullptr, nullptr, terms_);
        board_.contract.clear();
        board_.declarer.reset();
        std::array<int, kPlayers> money{};
        if (!a || !a->game || !a->game->settlement) return money;
        for (int s = 0; s < kPlayers; ++s)
            money[static_cast<size_t>(s)] = static_cast<int>(
                std::lround(a->game->settlement->balance[static_cast<size_t>(s)] * 100));
        return money;
    }

    Terms terms_;  // the table's; each deal's talon (place_rest)
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(const Board& table) {
    if (table.players != kPlayers) return nullptr;
    auto terms = board_terms(table, nullptr);
    if (!terms) return nullptr;
    return std::make_unique<TalonGames>(std::move(*terms), table);
}

}  // namespace stich::preference
