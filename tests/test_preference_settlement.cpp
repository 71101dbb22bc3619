// The money of a Préférence deal, hand-computed from the rules page (and its German original)
// for each case: the text's maximum loss, won and lost games with one and with two defenders,
// falls, invitations, Herz's premium both ways, the premium games with and without the hand,
// the pot cap, Ausfechten, and four at the table.
#include <doctest/doctest.h>

#include "stich/preference/settlement.h"

using namespace stich;
using namespace stich::preference;

namespace {

// Seat 1 (index 0) declares unless said otherwise; seat 3 (index 2) deals.
PlaySetup contract_setup(const char* contract,
                         std::array<Role, 3> role = {Role::kDeclarer, Role::kPlays, Role::kPlays},
                         int declarer = 0) {
    PlaySetup s;
    s.contract = *parse_contract(contract, nullptr);
    s.declarer = declarer;
    s.role = role;
    return s;
}

Money money(double stake, double pot, std::optional<double> cap = std::nullopt) {
    Money m;
    m.stake = stake;
    m.pot = pot;
    m.cap = cap;
    return m;
}

const PreferenceRules kRules = *rules_for("", nullptr);

// Every payment moves money; none is created or lost.
void check_balanced(const Settlement& s) {
    double sum = 0;
    for (double b : s.balance) sum += b;
    CHECK(sum == doctest::Approx(0));
}

void check_money(const Settlement& s, std::array<double, 4> expected) {
    for (int p = 0; p < 4; ++p) {
        INFO("party " << p);
        CHECK(s.balance[p] == doctest::Approx(expected[p]));
    }
    check_balanced(s);
}

}  // namespace

TEST_CASE("the text's maximum loss: 14 stakes for a lost Mord aufgedeckt from the hand") {
    // Stake 1, cap 3, the dealer (seat 3) declares Mord aufgedeckt from the hand and loses:
    // 1 stake as dealer, 3 into the pot, 5 (4 + 1 for the hand) to each opponent.
    const PlaySetup s =
        contract_setup("MordOffen hand", {Role::kPlays, Role::kPlays, Role::kDeclarer}, 2);
    const Settlement m = settle(s, money(1, 5, 3), kRules, {1, 0, 9});
    check_money(m, {5, 5, -14, 4});
}

TEST_CASE("an ordinary game won against two defenders") {
    // Pot 2, no cap: a trick is worth 0.2.  Declarer 7 tricks takes the 2 and pays 0.2 to
    // seat 2 (1 trick, who falls and pays 2 into the pot) and 0.4 to seat 3 (2 tricks), who
    // also paid the dealer's stake.
    const Settlement m = settle(contract_setup("3"), money(1, 2), kRules, {7, 1, 2});
    check_money(m, {2 - 0.6, 0.2 - 2, 0.4 - 1, 1 - 2 + 2});
}

TEST_CASE("an ordinary game lost against two defenders") {
    // Declarer 5: the pot stays, he pays the tricks from his purse and 2 into the pot.
    const Settlement m = settle(contract_setup("G2"), money(1, 2), kRules, {5, 3, 2});
    check_money(m, {-2 - 1, 0.6, 0.4 - 1, 1 + 2});
}

TEST_CASE("one defender at home: won and lost") {
    const auto roles = std::array<Role, 3>{Role::kDeclarer, Role::kHome, Role::kPlays};
    // Won, 8 to 2: seat 3 reaches his 2 tricks and is paid 0.2 each; seat 2 gets nothing.
    check_money(settle(contract_setup("1", roles), money(1, 2), kRules, {8, 0, 2}),
                {2 - 0.4, 0, 0.4 - 1, -1});
    // Lost, 5 to 5.
    check_money(settle(contract_setup("1", roles), money(1, 2), kRules, {5, 0, 5}),
                {-1 - 2, 0, 1 - 1, 3});
    // The lone defender falls with 1 trick.
    check_money(settle(contract_setup("1", roles), money(1, 2), kRules, {9, 0, 1}),
                {2 - 0.2, 0, 0.2 - 2 - 1, 1 - 2 + 2});
    // Both at home: declarer takes the pot without play.
    check_money(settle(contract_setup("4", {Role::kDeclarer, Role::kHome, Role::kHome}),
                       money(1, 2), kRules, {0, 0, 0}),
                {2, 0, -1, 1 - 2});
}

TEST_CASE("an invitation: the two need 4 together, only the inviter falls") {
    const auto roles = std::array<Role, 3>{Role::kDeclarer, Role::kInvites, Role::kPlays};
    // 3 together: seat 2, who invited, falls; seat 3 with 0 tricks does not.
    check_money(settle(contract_setup("2", roles), money(1, 2), kRules, {7, 3, 0}),
                {2 - 0.6, 0.6 - 2, -1, 1 - 2 + 2});
    // 4 together: nobody falls, however they are split.
    check_money(settle(contract_setup("2", roles), money(1, 2), kRules, {6, 0, 4}),
                {2 - 0.8, 0, 0.8 - 1, -1});
}

TEST_CASE("Herz: the premium both ways, from a defender at home too") {
    const auto roles = std::array<Role, 3>{Role::kDeclarer, Role::kPlays, Role::kHome};
    // Made 7 to 3: the pot's 2, less 0.6 to seat 2, plus a stake from each of seats 2 and 3.
    check_money(settle(contract_setup("Herz", roles), money(1, 2), kRules, {7, 3, 0}),
                {2 - 0.6 + 2, 0.6 - 1, -1 - 1, 1 - 2});
    // Lost 4 to 6: 2 into the pot, 1.2 to seat 2, a stake to each.
    check_money(settle(contract_setup("Herz", roles), money(1, 2), kRules, {4, 6, 0}),
                {-2 - 1.2 - 2, 1.2 + 1, 1 - 1, 1 + 2});
    // The premium is a variant switch, in stakes.
    const PreferenceRules double_premium = *rules_for("herz-premium=2", nullptr);
    check_money(settle(contract_setup("Herz"), money(1, 1), double_premium, {6, 2, 2}),
                {1 - 0.4 + 4, 0.2 - 2, 0.2 - 2 - 1, 1 - 1});
}

TEST_CASE("premium games: no trick money, only declarer falls, one stake more from the hand") {
    // Bettler won with the talon: pot 3 capped at 2; 1 stake from each opponent.
    check_money(settle(contract_setup("Bettler"), money(1, 3, 2), kRules, {0, 6, 4}),
                {2 + 2, -1, -1 - 1, 1 - 2});
    // Bettler from the hand, lost: 2 stakes to each, P' into the pot.
    check_money(settle(contract_setup("Bettler hand"), money(1, 1), kRules, {1, 5, 4}),
                {-1 - 4, 2, 2 - 1, 2});
    // Mord (2 stakes) won; Mord from the hand (3) lost with 9 tricks.
    check_money(settle(contract_setup("Mord"), money(1, 1), kRules, {10, 0, 0}),
                {1 + 4, -2, -2 - 1, 0});
    check_money(settle(contract_setup("Mord hand"), money(1, 1), kRules, {9, 1, 0}),
                {-1 - 6, 3, 3 - 1, 2});
    // Plauderer (3 stakes), stake 0.5.
    check_money(settle(contract_setup("Plauderer"), money(0.5, 0.5), kRules, {0, 5, 5}),
                {0.5 + 3, -1.5, -1.5 - 0.5, 0});
}

TEST_CASE("Ausfechten: the most tricks pays a stake, two tied for the most both pay") {
    PlaySetup s;
    s.contract = *parse_contract("Ausfechten", nullptr);
    s.role.fill(Role::kFights);
    check_money(settle(s, money(1, 1), kRules, {3, 5, 2}), {0, -1, -1, 2});
    check_money(settle(s, money(1, 1), kRules, {4, 4, 2}), {-1, -1, -1, 3});
    check_money(settle(s, money(1, 1), kRules, {5, 0, 5}), {-1, 0, -2, 3});
}

TEST_CASE("four at the table: the dealer sits out and pays his stake") {
    const PreferenceRules four = *rules_for("four-players", nullptr);
    const Settlement m = settle(contract_setup("3"), money(1, 2), four, {6, 2, 2});
    check_money(m, {2 - 0.8, 0.4, 0.4, 1 - 2});
    CHECK(m.balance[kDealerOut] == doctest::Approx(-1));
}
