// Sampling card play (`judge --call card`, issue 26, speed): the draws are solved in an order
// where neighbours share cards (sampler.h, sharing_order), and the figures stay those of solving
// them one by one in draw order, at any thread count.
#include <doctest/doctest.h>

#include "judge_support.h"
#include "stich/engine/random.h"
#include "stich/judge/judge.h"
#include "stich/judge/sampler.h"

using namespace stich;
using namespace stich::judge;
using namespace stich::test;

namespace {

// bench/judge/whist-mid-play.pbn: S to lead to trick 5, the other hands hidden (9 cards each).
const char* const kSamplingMidPlay = R"([Game "whist"]
[Dealer "S"]
[Turned "D4"]
[Deal "N:- - KQ97.Q9.AK54.J75 -"]
[Play "W"]
ST SA S2 SQ
HA HK H5 HQ
SJ S6 H6 S9
S8 S3 H3 SK
*
)";

Card sampling_card(const char* text) {
    const auto c = parse_card(text);
    REQUIRE(c);
    return *c;
}

// Sample k as evaluate() defines it: the draws of Rng::stream(seed, k) until `accepts` takes one.
template <class Accepts>
Deal sampling_draw(const DealSampler& sampler, uint64_t seed, uint64_t k, const Accepts& accepts,
                   uint64_t& rejected) {
    Rng rng = Rng::stream(seed, k);
    for (;;) {
        const Deal d = sampler.sample(rng);
        if (accepts(d)) return d;
        ++rejected;
    }
}

}  // namespace

TEST_CASE("judge sampling: the deals are sorted by suit lengths, then by who holds each card") {
    // The key: the hands' suit lengths, hand 0's first; then the holder of each card from the
    // top, hand 0 before hand 1, a card in no hand last.  a and b hold one spade in hands 0 and 1
    // each, c two in hand 0 (longer: after them); SA in hand 0 puts a before b.  Equal deals
    // keep their draw order.
    const Card ace = sampling_card("SA"), king = sampling_card("SK"), queen = sampling_card("SQ");
    Deal b;  // SA in hand 1, SK in hand 0
    b.hands[1] = ace;
    b.hands[0] = king;
    Deal c;  // SA and SQ in hand 0, SK nowhere
    c.hands[0] = CardSet(ace) | queen;
    Deal a;  // SA in hand 0, SK in hand 1
    a.hands[0] = ace;
    a.hands[1] = king;
    CHECK(sharing_order({b, c, a, b}) == std::vector<size_t>{2, 0, 3, 1});
    // With the lengths alike, the holder of the king decides: hand 1 before none.
    Deal d;  // SA in hand 0, SQ in hand 1
    d.hands[0] = ace;
    d.hands[1] = queen;
    CHECK(sharing_order({d, a}) == std::vector<size_t>{1, 0});
    CHECK(sharing_order({}).empty());
}

TEST_CASE("judge sampling: the figures are those of the draws solved one by one in draw order") {
    const Decision d = decision_of(board_of(kSamplingMidPlay), 2, "card");
    REQUIRE(d.options.size() == 7);
    constexpr uint64_t kDraws = 120, kSeed = 9;
    const Judgement one = evaluate(d, sampled(kDraws, kSeed, 1));
    CHECK(one.deals == kDraws);
    CHECK(one.rejected == 0);
    // Two and three threads: the same figures to the bit.
    CHECK(same_figures(one, evaluate(d, sampled(kDraws, kSeed, 2))));
    CHECK(same_figures(one, evaluate(d, sampled(kDraws, kSeed, 3))));
    // Each draw solved on a fresh solver (an empty table), summed in draw order.
    const DealSampler sampler(d.view);
    std::vector<std::vector<double>> values(d.options.size());
    uint64_t rejected = 0;
    for (uint64_t k = 0; k < kDraws; ++k) {
        const Deal deal = sampling_draw(
            sampler, kSeed, k, [](const Deal&) { return true; }, rejected);
        Solver fresh(SolverOptions{8});
        const auto results = d.solve(fresh, deal);
        REQUIRE(results);
        for (size_t o = 0; o < results->size(); ++o) values[o].push_back((*results)[o].value);
    }
    for (size_t o = 0; o < d.options.size(); ++o) {
        INFO(d.options[o].name);
        const Estimate e = estimate(values[o], false);
        CHECK(one.options[o].value.mean == e.mean);
        CHECK(one.options[o].value.error == e.error);
    }
}

TEST_CASE("judge sampling: a rejected draw is followed by the next draw of its own generator") {
    // A decision that rejects every deal where W (hand 1) holds the club ace: about one in three.
    // Its value: the number of clubs W holds.  The run must give the deals of the loop above.
    Decision d = decision_of(board_of(kSamplingMidPlay), 2, "card");
    const Card club_ace = sampling_card("CA");
    auto accepts = [club_ace](const Deal& deal) { return !deal.hands[1].contains(club_ace); };
    d.options.resize(1);
    d.layout_pbn = {};
    d.strategy = {};
    const Suit clubs = club_ace.suit();
    d.solve = [accepts, clubs](Solver&, const Deal& deal) -> std::optional<DealResult> {
        if (!accepts(deal)) return std::nullopt;
        OptionResult r;
        r.value = deal.hands[1].of_suit(clubs).count();
        return DealResult{r};
    };
    constexpr uint64_t kDraws = 200, kSeed = 4;
    const DealSampler sampler(d.view);
    std::vector<double> values;
    uint64_t rejected = 0;
    for (uint64_t k = 0; k < kDraws; ++k) {
        const Deal deal = sampling_draw(sampler, kSeed, k, accepts, rejected);
        values.push_back(deal.hands[1].of_suit(clubs).count());
    }
    CHECK(rejected > 20);
    for (int threads : {1, 2}) {
        CAPTURE(threads);
        const Judgement j = evaluate(d, sampled(kDraws, kSeed, threads));
        CHECK(j.deals == kDraws);
        CHECK(j.rejected == rejected);
        CHECK(j.options[0].value.mean == estimate(values, false).mean);
        CHECK(j.options[0].value.error == estimate(values, false).error);
    }
}
