#include "stich/alliance/condition_oracle.h"

#include <cmath>
#include <map>

#include "stich/alliance/analysis.h"
#include "stich/alliance/figures.h"
#include "stich/alliance/records.h"
#include "stich/alliance/side_game.h"
#include "stich/condition/deal_oracle.h"
#include "stich/io/schema/alliance.h"

namespace stich::alliance {

namespace {

class Solo final : public condition::DealOracle {
public:
    Solo(AllianceRules rules, const Board& table)
        : DealOracle(kGame, table), rules_(std::move(rules)), table_(table_cards(table)) {}

    // A Solo (`solo`, the default), or the Alliance with a king called (SK HK DK CK).
    // settle() as well: a seat's marks for the game, in hundredths.
    condition::OracleWords words() const override {
        condition::OracleWords w{false, false, {"solo"}, true};
        w.settle = true;
        return w;
    }

    int tricks(const condition::DealCards& cards, int declarer, int strain, int kind) override {
        const auto king = called(kind);
        return answer(cards, game_key(declarer, strain, kind),
                      [&] { return solve(declarer, Suit(strain), king); });
    }

    // The marks `seat` receives (negative: pays) when `declarer` plays the game of
    // tricks(declarer, strain, kind), as `stich analyze` settles the deal with that [Contract]
    // and [Declarer] under the rules' payment.  In hundredths, rounded half away from zero:
    // a shared payment splits a mark among the losers (docs/conditions.md).
    int settle(const condition::DealCards& cards, int seat, int declarer, int strain,
               int kind) override {
        const int game = game_key(declarer, strain, kind);
        const auto key = [&](int p) { return kSettleKeys + game * kMaxSeats + p; };
        return answer(cards, key(seat), [&] {
            const auto marks = settled(declarer, Suit(strain), called(kind));
            for (int p = 0; p < kMaxSeats; ++p) keep(key(p), marks[static_cast<size_t>(p)]);
            return marks[static_cast<size_t>(seat)];
        });
    }

private:
    // tricks()'s keys in answer(); settle()'s come after them, a seat each.
    static int game_key(int declarer, int strain, int kind) {
        return (declarer * kSuits + strain) * 128 + (kind >= condition::kCalledCard ? kind : 0);
    }
    static constexpr int kSettleKeys = kMaxSeats * kSuits * 128;

    static std::optional<Card> called(int kind) {
        if (kind >= condition::kCalledCard) return Card::from_index(kind - condition::kCalledCard);
        return std::nullopt;
    }

    void place_rest(CardSet table) override {
        table_.clear();
        for (Card c : table) table_.push_back(c);
    }

    // The game's double-dummy tricks (declarer's side's: his and his partner's, the holder of
    // the king called), as `stich solve` plays it (analysis.cpp); 0 where the cards are not a
    // deal of this table.
    int solve(int declarer, Suit trump, std::optional<Card> king) {
        const auto deal =
            read_deal(board_, table_, std::nullopt, rules_, trump, std::nullopt, nullptr);
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

    // Every seat's marks in hundredths from the game's settlement on the line found (the
    // analysis of the board's own contract); all 0 where the cards are not a deal of this
    // table, or the game cannot be played.  Which table card lies face up (the game is a
    // Couleur, paid double, when it is of the trump suit) is dealt after the condition
    // (GameModule::finish_deal shuffles the pile), and a condition sees the table as a set:
    // the marks are the mean over the face-up card, each table card as likely.  Cards that
    // turn up alike (the same suit's role, the same flag) are settled once.
    std::array<int, kMaxSeats> settled(int declarer, Suit trump, std::optional<Card> king) {
        Contract contract;
        contract.kind = king ? GameKind::kAlliance : GameKind::kSolo;
        contract.trump = trump;
        contract.king = king;
        const std::vector<Card> pile = table_;
        std::array<double, kMaxSeats> sum{};
        std::map<std::pair<bool, bool>, std::array<double, kMaxSeats>> by_face;
        const size_t faces = std::max<size_t>(pile.size(), 1);
        for (size_t up = 0; up < faces; ++up) {
            const std::pair<bool, bool> face =
                pile.empty() ? std::pair{false, false}
                             : std::pair{pile[up].suit() == trump,
                                         pile[up] == Card(trump, flag_face(trump))};
            auto known = by_face.find(face);
            if (known == by_face.end()) {
                std::array<double, kMaxSeats> marks{};
                if (!pile.empty()) {
                    table_ = pile;
                    std::swap(table_[0], table_[up]);
                }
                const auto g = play_contract(solver(), board_, table_, std::nullopt, rules_,
                                             contract, declarer, {}, nullptr);
                if (g)
                    for (int p = 0; p < board_.players; ++p)
                        marks[static_cast<size_t>(p)] =
                            g->settlement[static_cast<size_t>(p)].value();
                known = by_face.emplace(face, marks).first;
            }
            for (size_t p = 0; p < kMaxSeats; ++p) sum[p] += known->second[p];
        }
        table_ = pile;
        std::array<int, kMaxSeats> out{};
        for (size_t p = 0; p < kMaxSeats; ++p)
            out[p] = static_cast<int>(std::lround(sum[p] * 100 / static_cast<double>(faces)));
        return out;
    }

    const AllianceRules rules_;
    std::vector<Card> table_;  // the table cards of the deal placed (place_rest), in layout order
};

}  // namespace

std::unique_ptr<condition::Oracle> make_condition_oracle(const Board& table) {
    auto rules = board_rules(table, nullptr);
    if (!rules) return nullptr;  // no Alliance at this table, or not under this variant
    return std::make_unique<Solo>(std::move(*rules), table);
}

}  // namespace stich::alliance
