// Random deals: every game's layout, constraints met, reproducible, slices of a run.
#include <doctest/doctest.h>

#include "stich/alliance/records.h"
#include "stich/app/deal_generator.h"
#include "stich/game/registry.h"
#include "stich/io/schema/alliance.h"
#include "stich/io/schema/preference.h"
#include "stich/io/schema/whist.h"
#include "stich/preference/records.h"
#include "stich/whist/records.h"

using namespace stich;

TEST_CASE("every game's deals fill the deck exactly") {
    const game::GameRegistry games = game::standard_games();
    for (auto [game, players] : {std::pair{whist::kGame, 4}, std::pair{preference::kGame, 3},
                                 std::pair{alliance::kGame, 4}, std::pair{alliance::kGame, 5},
                                 std::pair{alliance::kGame, 6}}) {
        const game::GameModule& module = games.of(game);
        const auto layout = table_layout(module, players, nullptr);
        REQUIRE(layout);
        for (uint64_t i = 0; i < 20; ++i) {
            const auto b = generate_deal(module, *layout, {}, 42, i, nullptr);
            REQUIRE(b);
            CardSet all = preference::talon_tag(*b);
            for (Card c : alliance::table_cards(*b)) all |= c;
            for (int p = 0; p < players; ++p) {
                CHECK(b->hands[p].count() == layout->hand_size);
                CHECK_FALSE(all.intersects(b->hands[p]));
                all |= b->hands[p];
            }
            CHECK(all == layout->deck);
            if (game == whist::kGame) {
                const auto turned = whist::turned_card(*b);
                REQUIRE(turned);
                CHECK(b->hands[b->dealer].contains(*turned));
                CHECK(b->trump == Strain(turned->suit()));
            }
        }
    }
    CHECK_FALSE(table_layout(*games.find("alliance"), 3, nullptr));
}

TEST_CASE("constraints are met and a run is reproducible in slices") {
    const game::GameRegistry games = game::standard_games();
    const game::GameModule& whist = *games.find("whist");
    const auto layout = *table_layout(whist, 4, nullptr);
    DealConstraints c;
    c.given[0] = *parse_hand("AK...");
    c.length[1][kHearts] = {0, 0};
    c.length[2][kClubs] = {6, 13};
    c.hcp[3] = {12, 14};
    for (uint64_t i = 0; i < 30; ++i) {
        const auto b = generate_deal(whist, layout, c, 5, i, nullptr);
        REQUIRE(b);
        CHECK(b->hands[0].contains(c.given[0]));
        CHECK(b->hands[1].count(kHearts) == 0);
        CHECK(b->hands[2].count(kClubs) >= 6);
        const int hcp = high_card_points(b->hands[3]);
        CHECK((hcp >= 12 && hcp <= 14));
        // Board i alone is the same as board i of the whole run.
        const auto again = generate_deal(whist, layout, c, 5, i, nullptr);
        CHECK(again->hands == b->hands);
    }
    std::string error;
    c.hcp[3] = {38, 40};  // impossible with the AK of spades given to North
    CHECK_FALSE(generate_deal(whist, layout, c, 5, 0, &error, 1000));
    CHECK(error.find("constraints") != std::string::npos);
}
