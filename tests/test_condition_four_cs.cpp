// dealer's cccc() and quality() (the Bridge World's four C's, condition/four_cs.h): hands worked
// by hand, and Debian's dealer as the oracle on the hands it deals itself.
#include <doctest/doctest.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "stich/condition/four_cs.h"
#include "stich/condition/script.h"
#include "subprocess.h"

using namespace stich;

namespace four_cs_tests {

int64_t evaluated(const std::string& expression, const condition::DealCards& deal) {
    condition::ScriptError e;
    const auto s =
        condition::parse_script("condition " + expression, condition::compass_vocabulary(), &e);
    INFO(expression << " -> " << e.line << ':' << e.column << ": " << e.message);
    REQUIRE(s);
    return s->program.evaluate(*s->condition, deal);
}

TEST_CASE("cccc and quality on hands worked by hand") {
    condition::DealCards d{};
    // North J86.543.T952.Q87.  quality, the length times 10 a step: spades J 1 x 30; hearts
    // 0; diamonds T without two honours or the jack a half step (20) and the 9 with the ten a
    // half step (20): 40; clubs Q 2 x 30 = 60.  cccc: spades 0 + 30, hearts 0, diamonds
    // 0 + 40, clubs Q 100 less 25 without a higher honour, + 60 = 135; no short suit -50:
    // 30 + 40 + 135 - 50 = 155.
    d[0] = *parse_hand("J86.543.T952.Q87");
    // South K7.943.843.KQT96.  quality: spades K 3 x 20 = 60; clubs (K 3 + Q 2) x 50 = 250, the
    // ten with two honours a step (50), the nine with two honours a half (25): 325.  cccc:
    // spades K 200 + 60 + 100 short (a doubleton); clubs K 200 + Q 100 + T with two higher
    // 25 + 325; a short suit: -100.  360 + 650 - 100 = 910.
    d[2] = *parse_hand("K7.943.843.KQT96");
    d[1] = *parse_hand("974.T62.84.AKT52");
    d[3] = *parse_hand("AQ532.AKQJ987..");
    CHECK(evaluated("cccc(north)", d) == 155);
    CHECK(evaluated("quality(north, spades) * 1000000 + quality(north, hearts) * 10000 + "
                    "quality(north, diamonds) * 100 + quality(north, clubs)",
                    d) == 30'00'40'60);
    CHECK(evaluated("cccc(south)", d) == 910);
    CHECK(evaluated("quality(south, clubs)", d) == 325);
    // West's hearts AKQJ987: (4 + 3 + 2 + 1) x 70 = 700, nothing missing to replace; West's
    // spades AQ532: (4 + 2) x 50 = 300.
    CHECK(evaluated("quality(west, hearts)", d) == 700);
    CHECK(evaluated("quality(west, spades)", d) == 300);
    // A seven-card suit without Q and J counts 3 more steps, at most one a card beyond six.
    CHECK(condition::suit_quality(0b1100000111111) == (4 + 3 + 2) * 80);  // AK765432: Q's 2
    CHECK(condition::suit_quality(0b1000000111111) == (4 + 1) * 70);      // A765432: one
}

// dealer's output of `printoneline, printes(...)`: per deal the four hands, then the values.
struct DealerHand {
    std::array<std::string, 4> hands;
    std::vector<long> values;
};

std::vector<DealerHand> dealer_hands(const std::string& dealer, const std::string& script) {
    const test::TempDir dir;
    const std::string path = dir.write("four.dl", script);
    const std::string out = dir.path("out").string();
    REQUIRE(std::system((dealer + " -s 2026 " + path + " > " + out).c_str()) == 0);
    std::ifstream in(out);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<DealerHand> deals;
    const std::regex one("n (\\S+) e (\\S+) s (\\S+) w (\\S+)\\s*\\n([-0-9 ]+)\\|");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), one);
         it != std::sregex_iterator(); ++it) {
        DealerHand h;
        for (int p = 0; p < 4; ++p) h.hands[p] = (*it)[p + 1];
        std::istringstream values((*it)[5]);
        for (long v; values >> v;) h.values.push_back(v);
        deals.push_back(h);
    }
    return deals;
}

TEST_CASE("cccc and quality agree with Debian's dealer (skipped without it)") {
    std::string dealer;
    for (const char* path : {"/usr/games/dealer", "/usr/bin/dealer"})
        if (std::filesystem::exists(path)) dealer = path;
    if (dealer.empty()) {
        MESSAGE("dealer is not installed: skipped");
        return;
    }
    // Each seat's cccc and its four qualities, for 300 deals: 1,200 hands.
    std::string items;
    static constexpr const char* kSeatNames[] = {"north", "east", "south", "west"};
    static constexpr const char* kSuitNames[] = {"spades", "hearts", "diamonds", "clubs"};
    for (const char* seat : kSeatNames) {
        items += std::string("cccc(") + seat + "), \" \", ";
        for (const char* suit : kSuitNames)
            items += std::string("quality(") + seat + ", " + suit + "), \" \", ";
    }
    const auto deals =
        dealer_hands(dealer, "produce 300\naction printoneline, printes(" + items + "\"|\")\n");
    REQUIRE(deals.size() == 300);
    int compared = 0;
    for (const DealerHand& h : deals) {
        REQUIRE(h.values.size() == 20);
        for (int p = 0; p < 4; ++p) {
            const auto hand = parse_hand(h.hands[static_cast<size_t>(p)]);
            REQUIRE(hand);
            INFO(h.hands[static_cast<size_t>(p)]);
            CHECK(condition::four_cs(*hand) == h.values[static_cast<size_t>(p * 5)]);
            for (int s = 0; s < kSuits; ++s)
                CHECK(condition::suit_quality(hand->lane(Suit(s)) & kFullLane) ==
                      h.values[static_cast<size_t>(p * 5 + 1 + s)]);
            ++compared;
        }
    }
    CHECK(compared == 1200);
}

}  // namespace four_cs_tests
