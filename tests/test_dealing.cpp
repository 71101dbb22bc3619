// Dealing unseen cards: exact counts, complete enumeration, uniform sampling, reproducibility.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>

#include "stich/engine/dealing.h"

using namespace stich;

namespace {

CardSet cards(const char* hand) {
    return *parse_hand(hand);
}

// Counts layouts by trying every assignment of each card to a bin (independent of Dealer).
uint64_t brute_count(const DealProblem& p) {
    std::vector<Card> unknown;
    for (Card c : p.unknown) unknown.push_back(c);
    std::function<uint64_t(size_t, std::array<int, kMaxBins>)> go =
        [&](size_t i, std::array<int, kMaxBins> room) -> uint64_t {
        if (i == unknown.size()) return 1;
        uint64_t n = 0;
        for (int b = 0; b < p.bins; ++b)
            if (room[b] > 0 && p.allowed[b].contains(unknown[i])) {
                --room[b];
                n += go(i + 1, room);
                ++room[b];
            }
        return n;
    };
    return go(0, p.size);
}

DealProblem small_problem() {
    // Seven cards for three hands of 3, 2 and 2; the second hand is void in spades.
    DealProblem p;
    p.bins = 3;
    p.size = {3, 2, 2};
    p.unknown = cards("AK2.Q3.J.T");
    p.allowed = {p.unknown, p.unknown - cards("AKQJT98765432..."), p.unknown};
    return p;
}

}  // namespace

TEST_CASE("counting layouts agrees with trying every assignment") {
    const DealProblem p = small_problem();
    const Dealer dealer(p);
    REQUIRE_FALSE(dealer.problem());
    CHECK(static_cast<uint64_t>(*dealer.count()) == brute_count(p));
    // Without constraints: 7!/(3!2!2!) = 210.
    DealProblem free = p;
    free.allowed = {p.unknown, p.unknown, p.unknown};
    CHECK(static_cast<uint64_t>(*Dealer(free).count()) == 210);
    // A full whist deal seen from one seat: 39!/(13!^3).
    DealProblem whist;
    whist.bins = 3;
    whist.size = {13, 13, 13};
    whist.unknown = kDeck52 - cards("AKQJT98765432...");
    whist.allowed = {whist.unknown, whist.unknown, whist.unknown};
    CHECK(to_string(*Dealer(whist).count()) == "84478098072866400");
}

TEST_CASE("enumeration gives every layout once, each consistent") {
    const DealProblem p = small_problem();
    const Dealer dealer(p);
    std::set<std::array<uint64_t, 3>> seen;
    dealer.enumerate([&](const Layout& l) {
        CHECK((l[0] | l[1] | l[2]) == p.unknown);
        for (int b = 0; b < 3; ++b) {
            CHECK(l[b].count() == p.size[b]);
            CHECK(p.allowed[b].contains(l[b]));
        }
        seen.insert({l[0].bits(), l[1].bits(), l[2].bits()});
        return true;
    });
    CHECK(seen.size() == brute_count(p));
}

TEST_CASE("sampling is uniform over the layouts (chi-square)") {
    const DealProblem p = small_problem();
    const Dealer dealer(p);
    const uint64_t layouts = brute_count(p);
    Rng rng(12345);
    std::map<std::array<uint64_t, 3>, int> hits;
    const int draws = 200 * static_cast<int>(layouts);
    for (int i = 0; i < draws; ++i) {
        const Layout l = dealer.sample(rng);
        ++hits[{l[0].bits(), l[1].bits(), l[2].bits()}];
    }
    CHECK(hits.size() == layouts);
    const double expected = static_cast<double>(draws) / static_cast<double>(layouts);
    double chi2 = 0;
    for (const auto& [layout, n] : hits) chi2 += (n - expected) * (n - expected) / expected;
    // layouts-1 degrees of freedom; the 0.1% critical value is below df + 4.5*sqrt(2 df).
    const double df = static_cast<double>(layouts - 1);
    CHECK(chi2 < df + 4.5 * std::sqrt(2 * df));
}

TEST_CASE("the same seed and stream give the same deals") {
    const Dealer dealer(small_problem());
    Rng a = Rng::stream(7, 3), b = Rng::stream(7, 3), c = Rng::stream(7, 4);
    const Layout la = dealer.sample(a), lb = dealer.sample(b);
    CHECK(la == lb);
    bool differs = false;
    for (int i = 0; i < 20 && !differs; ++i) differs = dealer.sample(c) != dealer.sample(a);
    CHECK(differs);
}

TEST_CASE("impossible constraints are reported") {
    DealProblem p = small_problem();
    p.size = {3, 2, 1};
    CHECK(Dealer(p).problem());
    p = small_problem();
    p.allowed[1] = cards("...T");  // hand 2 could only take the ten, but needs two cards
    CHECK(Dealer(p).problem());
}
