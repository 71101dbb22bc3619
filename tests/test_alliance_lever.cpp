// The Lever's exchange and king (lever.h) against trying every one: on small random deals of
// 4, 5 and 6 players, every set of cards declarer could lay away (none, or every subset of
// the allowed cards of the table's size) and every king, each solved on its own; the best
// payoff must be best_lever()'s.  This checks its pruning (equivalent cards laid away tried
// once, kings giving the same teams tried once, candidates only asked whether they beat the
// best so far) on the cases it prunes.
#include <doctest/doctest.h>

#include "support.h"

#include <algorithm>
#include <random>

#include "stich/alliance/lever.h"
#include "stich/alliance/records.h"
#include "stich/io/schema/alliance.h"

using namespace stich;
using namespace stich::alliance;

namespace {

// Every subset of `pool` with `size` cards.
void subsets(const std::vector<Card>& pool, size_t i, int size, CardSet chosen,
             std::vector<CardSet>& out) {
    if (size == 0) {
        out.push_back(chosen);
        return;
    }
    if (pool.size() - i < static_cast<size_t>(size)) return;
    subsets(pool, i + 1, size - 1, chosen | pool[i], out);
    subsets(pool, i + 1, size, chosen, out);
}

// The best payoff over every exchange and king, each solved alone; nullopt when no king can
// be called.
std::optional<int> brute_best(Solver& solver, const Deal& deal, const AllianceRules& rules,
                              int declarer, int turn, bool forced) {
    const Suit trump = deal.table[static_cast<size_t>(turn)].suit();
    CardSet table;
    for (Card c : deal.table) table |= c;
    const CardSet hand = deal.now.hands[declarer];
    std::vector<CardSet> aways;
    if (!rules.lever_free_exchange) aways.push_back(table);  // no exchange
    subsets(test::to_vector(rules.lever_free_exchange ? hand | table : hand), 0, table.count(),
            CardSet(), aways);
    std::optional<int> best;
    for (CardSet away : aways) {
        Deal d = deal;
        d.now.hands[declarer] = (hand | table) - away;
        d.laid_away = away;
        for (int s = 0; s < kSuits; ++s) {
            const auto teams = make_teams(d, rules, GameKind::kLever, declarer,
                                          Card(Suit(s), kKing), trump, std::nullopt, nullptr);
            if (!teams) continue;
            SideTerms terms;
            terms.base = forced ? 2 : 4;
            terms.couleur = deal.table[0].suit() == trump;
            terms.exemption = lever_exemption(*teams, rules);
            std::string error;
            const auto game = make_side_game(rules, d.now, trump, *teams, terms, &error);
            REQUIRE_MESSAGE(game, error);
            const int payoff = solve_side_game(solver, *game, false).payoff;
            if (!best || payoff > *best) best = payoff;
        }
    }
    return best;
}

void check_levers(int players, int hand, const char* variant, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Solver solver(SolverOptions{8});
    std::string error;
    AllianceRules rules = *make_rules(players, variant, &error);
    rules.play.hand_size = hand;
    rules.tricks = hand;
    int checked = 0;
    for (int i = 0; i < count; ++i) {
        std::vector<Card> deck = test::to_vector(kDeck52);
        std::shuffle(deck.begin(), deck.end(), rng);
        Board b;
        b.game = alliance::kGame;
        b.players = players;
        b.dealer = players - 1;
        for (int p = 0; p < players; ++p) {
            for (int k = 0; k < hand; ++k) b.hands[p] |= deck[static_cast<size_t>(p * hand + k)];
            b.known[p] = true;
        }
        std::vector<Card> table;
        for (int k = 0; k < rules.table_size; ++k)
            table.push_back(deck[static_cast<size_t>(players * hand + k)]);
        alliance::set_table_cards(b, table);
        const int declarer = static_cast<int>(rng() % players);
        const int turn = 1 + static_cast<int>(rng() % (table.size() - 1));
        const bool forced = rng() % 3 == 0;
        const auto deal =
            read_deal(b, table, std::nullopt, rules, std::nullopt, std::nullopt, &error);
        REQUIRE_MESSAGE(deal, error);
        REQUIRE(deal->at_start);
        solver.clear_table();
        const auto expected = brute_best(solver, *deal, rules, declarer, turn, forced);
        solver.clear_table();
        const auto got =
            best_lever(solver, *deal, rules, declarer, turn, forced, std::nullopt, &error);
        INFO("deal " << i << " players " << players << " variant '" << variant << "'");
        REQUIRE(got.has_value() == expected.has_value());
        if (!got) continue;
        ++checked;
        CHECK(got->result.payoff == *expected);
        CHECK(got->turned == table[static_cast<size_t>(turn)]);
    }
    CHECK(checked > count / 2);
}

}  // namespace

TEST_CASE("lever: the best exchange and king agree with trying every one") {
    check_levers(4, 6, "", 25, 201);
    check_levers(4, 4, "lever-free-exchange", 10, 202);
    check_levers(4, 5, "compulsion-to-beat", 15, 203);
    check_levers(5, 6, "", 25, 204);
    check_levers(5, 4, "lever-free-exchange, figures-all-suits", 10, 205);
    check_levers(6, 5, "", 25, 206);
    check_levers(6, 4, "compulsion-to-beat, lever-king-declarer", 15, 207);
}
