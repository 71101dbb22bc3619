// Who takes a trick: the one rule (engine/rules.h) that the search, the readers' play sections
// and Alliance's history share.  Whist's natural ranks (the default Rules): the highest card
// of the suit led wins, unless a trump was played; then the highest trump.
#include <doctest/doctest.h>

#include "stich/engine/rules.h"

using namespace stich;

namespace {

std::vector<Card> trick_of_cards(std::initializer_list<std::string_view> texts) {
    std::vector<Card> out;
    for (std::string_view t : texts) out.push_back(*parse_card(t));
    return out;
}

}  // namespace

TEST_CASE("trick winner: the suit led, then trumps, by natural rank") {
    const Rules whist;
    const auto trick = trick_of_cards({"S2", "SA", "HA", "S3"});
    CHECK(trick_winner(whist, kNoTrump, trick) == 1);       // SA: hearts are no trump
    CHECK(trick_winner(whist, kStrainHearts, trick) == 2);  // HA ruffs
    CHECK(trick_winner(whist, kStrainClubs, trick) == 1);   // no club played
    // Two trumps: the higher one; a card of a third suit never wins.
    CHECK(trick_winner(whist, kStrainClubs, trick_of_cards({"D5", "C2", "HA", "CA"})) == 3);
    CHECK(trick_winner(whist, kStrainClubs, trick_of_cards({"DK"})) == 0);
}

TEST_CASE("trick winner: the same rule as the search's Position::beats") {
    // Each card against each: beats_in_play_order is what both ask.
    const auto cards = trick_of_cards({"S2", "SA", "HA", "H3", "C4"});
    for (Card a : cards)
        for (Card b : cards) {
            if (a == b) continue;
            const int winner = trick_winner(Rules{}, kStrainHearts, {b, a});
            CHECK(winner == (beats_in_play_order(a, b, kStrainHearts) ? 1 : 0));
        }
}
