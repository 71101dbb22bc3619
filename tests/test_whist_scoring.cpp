// Whist scoring against values worked out by hand from the 1834 text (§4-§11, §22-§23): every
// expected number below is computed in the comment beside it from the rules, not by the code.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>

#include "stich/whist/honours.h"
#include "stich/whist/scoring.h"
#include "stich/whist/variant.h"
#include "whist_support.h"

using namespace stich;
using namespace stich::whist;
using stich::test::board_of;
using stich::test::rules_of;

namespace {

// A deal with `tricks` for N-S (E-W the rest of 13) and `ns_honours` / `ew_honours` held.
DealFacts facts(int ns_tricks, int ns_honours, int ew_honours, int factor = 1) {
    return DealFacts{{ns_tricks, 13 - ns_tricks}, {ns_honours, ew_honours}, factor};
}

}  // namespace

TEST_CASE("whist variants: presets and switches set the rule fields") {
    const WhistRules standard = rules_of("");
    CHECK(standard.honours == 4);
    CHECK(standard.game == 10);
    CHECK(standard.simple_from == 5);
    CHECK(standard.call_at == 8);
    CHECK(standard.no_honours_at == 9);
    CHECK_FALSE(standard.carry_over);
    CHECK_FALSE(standard.preference);

    const WhistRules five = rules_of("five-honours");  // §22
    CHECK(five.honours == 5);
    CHECK(five.carry_over);
    CHECK(five.call_at == 0);

    const WhistRules without = rules_of("Without-Honours");  // §23 IV
    CHECK(without.honours == 0);
    CHECK(without.game == 5);
    CHECK(without.simple_from == 3);

    const WhistRules pref = rules_of("preference, preference-suit=D");  // §23 III
    CHECK(pref.preference);
    CHECK(pref.preference_suit == kDiamonds);
    CHECK(point_factor(pref, kDiamonds) == 2);
    CHECK(point_factor(pref, kHearts) == 1);
    CHECK(point_factor(rules_of("preference-suit=trump"), kClubs) == 2);
    CHECK_FALSE(preference_known(rules_of("preference")));

    CHECK(rules_of("dummy=W").dummy == 3);
    CHECK(rules_of("strohmann=n").dummy == 0);
    CHECK(rules_of("five-players").five_players);
    // Left to right: a later switch overrides a preset.
    CHECK(rules_of("five-honours, call-at=8").call_at == 8);
    CHECK(rules_of("five-honours, standard").honours == 4);
}

TEST_CASE("whist variants: bad names and values are refused with a reason") {
    std::string error;
    CHECK_FALSE(scoring_rules("five-honors", &error));
    CHECK(error.find("unknown whist variant 'five-honors'") != std::string::npos);
    CHECK(error.find("five-honours") != std::string::npos);  // the message lists what is known
    CHECK_FALSE(scoring_rules("honours=3", &error));
    CHECK(error.find("takes 0, 4 or 5") != std::string::npos);
    CHECK_FALSE(scoring_rules("dummy", &error));
    CHECK(error.find("needs a value") != std::string::npos);
    CHECK_FALSE(scoring_rules("carry-over=yes", &error));
    CHECK(error.find("takes no value") != std::string::npos);
    CHECK_FALSE(scoring_rules("preference-suit=X", &error));
    CHECK_FALSE(scoring_rules("dummy=W, five-players", &error));
    CHECK(error.find("exclude each other") != std::string::npos);
    CHECK_FALSE(scoring_rules("game=5", &error));  // calling at 8 of 5 makes no sense
    CHECK_FALSE(scoring_rules("a,,b", &error));
}

TEST_CASE("honours: A K Q J of trumps, the ten as a fifth, counted per seat and side") {
    CHECK(honour_cards(kHearts, 4) == CardSet(parse_hand(".AKQJ..").value()));
    CHECK(honour_cards(kClubs, 5) == CardSet(parse_hand("...AKQJT").value()));
    CHECK(honour_cards(kSpades, 0).empty());
    // §4: 3 honours give 2 points, 4 give 4; a 2-2 split gives nothing.  §22: 5 give 5.
    CHECK(honour_points(0) == 0);
    CHECK(honour_points(2) == 0);
    CHECK(honour_points(3) == 2);
    CHECK(honour_points(4) == 4);
    CHECK(honour_points(5) == 5);

    // Hearts trumps: N holds A K, S the J, E the Q, W the ten.
    const Board b = board_of(R"([Dealer "W"]
[Trump "H"]
[Deal "N:.AK.. 2.Q.. 3.J.. 4.T.."])");
    const HonourCount four = count_honours(b, kHearts, 4);
    CHECK(four.seat == std::array<int, 4>{2, 1, 1, 0});
    CHECK(four.side(0) == 3);  // §4: who of the two holds them does not matter
    CHECK(four.side(1) == 1);
    const HonourCount five = count_honours(b, kHearts, 5);
    CHECK(five.side(0) == 3);  // 3 of 5: 2 points
    CHECK(five.side(1) == 2);  // 2 of 5: nothing
    CHECK(count_honours(b, kHearts, 0).side(0) == 0);
}

TEST_CASE("honours: a card in the trick in progress counts for the seat that played it") {
    // W leads; W played the HA, N the HK; E and S still hold theirs.
    const Board b = board_of(R"([Dealer "S"]
[Trump "H"]
[Leader "W"]
[Trick "HA HK"]
[Deal "N:2... 4.Q.. 5.J.. 3..."])");
    const HonourCount h = count_honours(b, kHearts, 4);
    CHECK(h.seat == std::array<int, 4>{1, 1, 1, 1});  // N: HK, E: HQ, S: HJ, W: HA
    CHECK(h.missing.empty());
}

TEST_CASE("deal points: tricks over six, honours, the preference factor") {
    const WhistRules standard = rules_of("standard");
    // 9 tricks = 3 trick points; 3 honours = 2 (the §5 example "a trick and four honours" too).
    DealPoints p = deal_points(standard, facts(9, 3, 1));
    CHECK(p.tricks == PerSide{3, 0});
    CHECK(p.honours == PerSide{2, 0});
    p = deal_points(standard, facts(7, 0, 4));
    CHECK(p.total(0) == 1);
    CHECK(p.total(1) == 4);  // §5: "drei Triks ... die andere Partei ... vier Honneurs"
    // §23 III: with the preference suit trumps, tricks and honours count double: three honours
    // ("zwei Honneurs") 4, four ("vier Honneurs") 8.
    p = deal_points(standard, facts(9, 3, 1, 2));
    CHECK(p.tricks == PerSide{6, 0});
    CHECK(p.honours == PerSide{4, 0});
    p = deal_points(standard, facts(4, 0, 4, 2));
    CHECK(p.tricks == PerSide{0, 6});
    CHECK(p.honours == PerSide{0, 8});
    // §23 IV: honours are not marked.
    CHECK(deal_points(rules_of("without-honours"), facts(9, 4, 0)).honours == PerSide{0, 0});
    // §22: five honours, all held by one side.
    CHECK(deal_points(rules_of("five-honours"), facts(7, 5, 0)).honours == PerSide{5, 0});
}

TEST_CASE("game values: triple, double, simple by the losers' points (§11, §23 IV)") {
    const WhistRules standard = rules_of("standard");
    CHECK(game_value(standard, 0) == 3);
    for (int p = 1; p <= 4; ++p) CHECK(game_value(standard, p) == 2);
    for (int p = 5; p <= 9; ++p) CHECK(game_value(standard, p) == 1);
    // Without honours a game is 5, and 3 points bring a side out of the double.
    const WhistRules without = rules_of("without-honours");
    CHECK(game_value(without, 0) == 3);
    CHECK(game_value(without, 1) == 2);
    CHECK(game_value(without, 2) == 2);
    CHECK(game_value(without, 3) == 1);
    CHECK(game_value(without, 4) == 1);
    CHECK(game_value_name(2) == "double");
}

TEST_CASE("without honours: a game is 5 points") {
    const WhistRules without = rules_of("without-honours");
    // N-S at 2 make 9 tricks: 3 trick points, 5: the game, against E-W at 0: triple.  Their
    // four honours count for nothing.
    DealScore d = score_deal(without, {2, 0}, facts(9, 4, 0));
    REQUIRE(d.game);
    CHECK(d.after == PerSide{5, 0});
    CHECK(d.game->value == 3);
    // N-S at 4 make 7 tricks: out.  E-W at 3 are out of the double (simple), at 2 not.
    d = score_deal(without, {4, 3}, facts(7, 0, 0));
    REQUIRE(d.game);
    CHECK(d.game->value == 1);
    d = score_deal(without, {4, 2}, facts(7, 0, 0));
    CHECK(d.game->value == 2);
    CHECK(check_score(without, {5, 0}).find("standing runs from 0 to 4") != std::string::npos);
}

TEST_CASE("a deal that ends no game adds the points to the standing (§6)") {
    // §6's example: A-C 4, B-D 2; then B-D make two tricks: 4 to 4.
    const DealScore d = score_deal(rules_of("standard"), {4, 2}, facts(5, 2, 2));
    CHECK_FALSE(d.game);
    CHECK(d.after == PerSide{4, 4});
    CHECK(d.next == PerSide{4, 4});
}

TEST_CASE("tricks are scored before honours when both sides would reach 10 (§6)") {
    // §6's example: one side at 7, the other at 6; the first makes nine tricks (three over
    // six: 10), the second holds four honours (also 10).  The tricks win.
    const DealScore d = score_deal(rules_of("standard"), {7, 6}, facts(9, 0, 4));
    REQUIRE(d.game);
    CHECK(d.game->winner == 0);
    CHECK(d.game->by_tricks);
    CHECK(d.after == PerSide{10, 6});  // E-W's honours came too late to be marked
    CHECK(d.marked.honours == PerSide{0, 0});
    CHECK(d.game->losers_points == 6);
    CHECK(d.game->value == 1);  // E-W at 6: simple
}

TEST_CASE("the rule at 8 without a call: honours take the side out unless tricks come first") {
    const WhistRules standard = rules_of("standard");
    // N-S at 8 with three honours, E-W at 0 make 7 tricks: E-W mark 1 first, then N-S's
    // honours (2) take them to 10: a game won double (E-W at 1), not triple.
    DealScore d = score_deal(standard, {8, 0}, facts(6, 3, 1));
    REQUIRE(d.game);
    CHECK(d.game->winner == 0);
    CHECK_FALSE(d.game->by_tricks);
    CHECK(d.after == PerSide{10, 1});
    CHECK(d.game->value == 2);
    // §7: "die Gegner ... auf einem solchen Point stehen, daß sie mit Hilfe einiger Triks
    // ausgehen können": E-W at 7 make 9 tricks and go out first; N-S's honours are useless.
    d = score_deal(standard, {8, 7}, facts(4, 3, 1));
    REQUIRE(d.game);
    CHECK(d.game->winner == 1);
    CHECK(d.game->losers_points == 8);
    CHECK(d.game->value == 1);
}

TEST_CASE("the rule at 9: a side at 9 goes out only by a trick and marks no honours (§8)") {
    const WhistRules standard = rules_of("standard");
    // §8's example: N-S at 9 with the honours, E-W at 7 make three tricks: E-W win.
    DealScore d = score_deal(standard, {9, 7}, facts(4, 4, 0));
    REQUIRE(d.game);
    CHECK(d.game->winner == 1);
    CHECK(d.honours_barred[0]);
    // N-S at 9 with four honours and six tricks: no honours, no game, still 9.
    d = score_deal(standard, {9, 3}, facts(6, 4, 0));
    CHECK_FALSE(d.game);
    CHECK(d.after == PerSide{9, 4});  // E-W made 7 tricks: 1 point
    CHECK(d.honours_barred[0]);
    // One trick takes them out; the honours are not marked even then.
    d = score_deal(standard, {9, 3}, facts(7, 4, 0));
    REQUIRE(d.game);
    CHECK(d.after == PerSide{10, 3});
    CHECK(d.game->value == 2);
    // A side at 8 is not barred: 8 + 4 honours.
    d = score_deal(standard, {8, 3}, facts(6, 4, 0));
    CHECK(d.after == PerSide{12, 4});
    CHECK_FALSE(d.honours_barred[0]);
    // Switched off, a side at 9 goes out by honours.
    d = score_deal(rules_of("no-honours-at=0"), {9, 3}, facts(6, 4, 0));
    REQUIRE(d.game);
    CHECK_FALSE(d.game->by_tricks);
}

TEST_CASE("slams: 12 tricks a small slam (4), 13 a grand slam (8), besides the points (§10)") {
    const WhistRules standard = rules_of("standard");
    DealScore d = score_deal(standard, {0, 0}, facts(12, 2, 2));
    CHECK(d.slam == PerSide{4, 0});
    CHECK(d.after == PerSide{6, 0});
    d = score_deal(standard, {0, 5}, facts(0, 0, 4));
    CHECK(d.slam == PerSide{0, 8});
    REQUIRE(d.game);
    CHECK(d.after == PerSide{0, 16});  // 5 + 7 tricks: out; then their 4 honours
    CHECK(d.game->value == 3);
    CHECK(slam_name(12) == "small");
    CHECK(slam_premium(standard, 11) == 0);
}

TEST_CASE("five honours: points above 10 open the winners' next game (§22)") {
    const WhistRules five = rules_of("five-honours");
    // N-S at 5 make 10 tricks (4: 9) and hold all five honours (5: 14): 4 carried over.
    DealScore d = score_deal(five, {5, 2}, facts(10, 5, 0));
    REQUIRE(d.game);
    CHECK_FALSE(d.game->by_tricks);
    CHECK(d.after == PerSide{14, 2});
    CHECK(d.game->carried == 4);
    CHECK(d.next == PerSide{4, 0});
    CHECK(d.game->value == 2);
    // Without five honours nothing is carried.
    d = score_deal(rules_of("standard"), {5, 2}, facts(10, 4, 0));
    CHECK(d.game->carried == 0);
    CHECK(d.next == PerSide{0, 0});
}

TEST_CASE("preference: tricks and honours double when the preference suit is trumps (§23)") {
    const WhistRules pref = rules_of("preference, preference-suit=S");
    // N-S at 2 make 8 tricks (2, doubled 4: 6) with three honours (2, doubled 4: 10).
    DealScore d = score_deal(pref, {2, 0}, facts(8, 3, 1, point_factor(pref, kSpades)));
    REQUIRE(d.game);
    CHECK(d.after == PerSide{10, 0});
    CHECK(d.game->value == 3);
    // Another suit trumps: 2 + 2 + 2 = 6, no game.
    d = score_deal(pref, {2, 0}, facts(8, 3, 1, point_factor(pref, kHearts)));
    CHECK_FALSE(d.game);
    CHECK(d.after == PerSide{6, 0});
}

TEST_CASE("a standing at or above the game is refused") {
    const WhistRules standard = rules_of("standard");
    CHECK(check_score(standard, {9, 9}).empty());
    CHECK(check_score(standard, {10, 3}).find("N-S at 10 would have won") != std::string::npos);
    CHECK(check_score(standard, {3, 12}).find("E-W at 12") != std::string::npos);
}

TEST_CASE("the manual names every whist variant preset and switch") {
    std::ifstream in(std::string(STICH_SAMPLE_HANDS) + "/../man/stich.1");
    REQUIRE(in);
    const std::string man((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // In roff a '-' in a name is written '\-'.
    auto roff = [](std::string_view name) {
        std::string out;
        for (char c : name) out += c == '-' ? std::string("\\-") : std::string(1, c);
        return out;
    };
    for (std::string_view name : preset_names())
        CHECK_MESSAGE(man.find(roff(name)) != std::string::npos, name);
    for (std::string_view name : switch_names())
        CHECK_MESSAGE(man.find(roff(name)) != std::string::npos, name);
}
