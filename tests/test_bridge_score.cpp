// Bridge contracts, vulnerability and duplicate scores (Laws of Duplicate Bridge 2017, Law 77),
// each figure worked out by hand from the law's table.
#include <doctest/doctest.h>

#include "stich/bridge/contract.h"
#include "stich/bridge/score.h"

using namespace stich;
using namespace stich::bridge;

namespace {

int score_of(std::string_view contract, int tricks, bool vulnerable) {
    const auto c = parse_contract(contract);
    REQUIRE(c);
    return duplicate_score(*c, tricks, vulnerable);
}

}  // namespace

TEST_CASE("bridge contracts read as PBN writes them") {
    const auto c = parse_contract("3NTX");
    REQUIRE(c);
    CHECK(c->level == 3);
    CHECK(c->strain == kNoTrump);
    CHECK(c->doubled == 1);
    CHECK(format_contract(*c) == "3NTX");
    CHECK(format_contract(*parse_contract("6sxx")) == "6SXX");
    CHECK(format_contract(*parse_contract("7N")) == "7NT");
    CHECK(parse_contract("Pass")->passed_out());
    // rpbridge.net's exports write redoubled as R (a real file: "[Contract "3NR"]").
    CHECK(format_contract(*parse_contract("3NR")) == "3NTXX");
    CHECK(format_contract(*parse_contract("5dr")) == "5DXX");
    CHECK_FALSE(parse_contract("3NXR"));
    CHECK_FALSE(parse_contract("3R"));
    CHECK_FALSE(parse_contract("8S"));
    CHECK_FALSE(parse_contract("4SXXX"));
    CHECK_FALSE(parse_contract("Alliance H SK"));
    CHECK(parse_vulnerability("Both") == Vulnerability::kBoth);
    CHECK(parse_vulnerability("love") == Vulnerability::kNone);
    CHECK(parse_vulnerability("-") == Vulnerability::kNone);
    CHECK(parse_vulnerability("EW") == Vulnerability::kEW);
    CHECK_FALSE(parse_vulnerability("N"));
    CHECK(is_vulnerable(Vulnerability::kEW, 3));
    CHECK_FALSE(is_vulnerable(Vulnerability::kEW, 2));
    CHECK(parse_result("10") == 10);
    CHECK_FALSE(parse_result("14"));
    CHECK_FALSE(parse_result("EW 3"));
}

TEST_CASE("contracts made score trick points, game or part-score, slam and insult") {
    CHECK(score_of("4H", 10, false) == 420);       // 120 + game 300
    CHECK(score_of("4H", 10, true) == 620);        // 120 + game 500
    CHECK(score_of("3NT", 10, false) == 430);      // 40+30+30 + game 300 + overtrick 30
    CHECK(score_of("2S", 8, false) == 110);        // 60 + part-score 50
    CHECK(score_of("5C", 13, false) == 400 + 40);  // 100 + 300 + two overtricks at 20
    CHECK(score_of("1NTX", 7, false) == 180);      // 80 (< 100: part-score 50) + insult 50
    CHECK(score_of("2HX", 8, false) == 470);       // 120 makes game 300 + insult 50
    CHECK(score_of("1CXX", 7, false) == 230);      // 80 + part-score 50 + insult 100
    CHECK(score_of("1CXX", 8, false) == 430);      // and a redoubled overtrick not vulnerable: 200
    CHECK(score_of("4SX", 10, true) == 790);       // 240 + 500 + 50
    CHECK(score_of("5DX", 12, true) == 950);       // 200 + 500 + 50 + doubled overtrick 200
    CHECK(score_of("6S", 12, true) == 1430);       // 180 + 500 + small slam 750
    CHECK(score_of("7NT", 13, false) == 1520);     // 220 + 300 + grand slam 1000
    CHECK(score_of("Pass", 0, true) == 0);
}

TEST_CASE("undertricks: 50/100 a trick undoubled, the doubled ladder, twice it redoubled") {
    CHECK(score_of("4S", 8, true) == -200);
    CHECK(score_of("4S", 9, false) == -50);
    CHECK(score_of("3NTX", 8, false) == -100);
    CHECK(score_of("3NTX", 6, false) == -500);   // 100 + 200 + 200
    CHECK(score_of("3NTX", 5, false) == -800);   // ... + 300 from the fourth on
    CHECK(score_of("3NTX", 6, true) == -800);    // 200 + 300 + 300
    CHECK(score_of("2SXX", 6, false) == -600);   // twice 100 + 200
    CHECK(score_of("7NTXX", 0, true) == -7600);  // twice (200 + 12 * 300)
}

TEST_CASE("ns_score signs the score for North-South") {
    const Contract c = *parse_contract("4H");
    CHECK(ns_score(c, 2, 10, Vulnerability::kEW) == 420);
    CHECK(ns_score(c, 1, 10, Vulnerability::kEW) == -620);
    CHECK(ns_score(c, 3, 9, Vulnerability::kNS) == 50);
}
