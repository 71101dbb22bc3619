#include "stich/condition/direct.h"

#include <algorithm>

#include "stich/condition/shapes.h"

namespace stich::condition {

namespace {

// C(n, k) for the 64 cards a deck may have at most, by Pascal's triangle: a plan multiplies
// hundreds of thousands of them, and a 128-bit division costs.
uint128 choose_exactly(int n, int k) {
    constexpr int kMax = 64;
    static const auto table = [] {
        std::vector<std::array<uint128, kMax + 1>> t(kMax + 1);
        for (int i = 0; i <= kMax; ++i) {
            t[static_cast<size_t>(i)][0] = 1;
            for (int j = 1; j <= i; ++j)
                t[static_cast<size_t>(i)][static_cast<size_t>(j)] =
                    t[static_cast<size_t>(i - 1)][static_cast<size_t>(j - 1)] +
                    (j < i ? t[static_cast<size_t>(i - 1)][static_cast<size_t>(j)] : 0);
        }
        return t;
    }();
    if (k < 0 || k > n || n > kMax) return 0;
    return table[static_cast<size_t>(n)][static_cast<size_t>(k)];
}

// A slot's allowed patterns, as the free cards of each suit it takes.
struct Candidate {
    int slot = 0;
    std::vector<std::array<int, kSuits>> more;
    double share = 1;
};

// Above this a sum of weights could overflow 128 bits (Alliance's six hands and table have
// about 8e38 deals in all): such a plan is not made.
constexpr double kWeightCeiling = 1e37;

// Lists every combination of the candidates' patterns that the free cards allow, with its
// weight; false when there are more than `cap` or the weights grow too large.
class Combinations {
public:
    Combinations(const std::vector<const Candidate*>& set, size_t cap, DirectPlan& out)
        : set_(set), cap_(cap), out_(out) {}

    bool list(std::array<int, kSuits> avail) {
        chosen_.assign(set_.size(), 0);
        return walk(0, avail, 1, 1.0);
    }

private:
    bool walk(size_t j, const std::array<int, kSuits>& avail, uint128 weight, double rough) {
        if (j == set_.size()) {
            if (out_.cumulative.size() >= cap_) return false;
            total_ += weight;
            rough_ += rough;
            if (rough_ > kWeightCeiling) return false;
            for (size_t k = 0; k < set_.size(); ++k) out_.more.push_back(set_[k]->more[chosen_[k]]);
            out_.cumulative.push_back(total_);
            return true;
        }
        for (size_t p = 0; p < set_[j]->more.size(); ++p) {
            const auto& more = set_[j]->more[p];
            std::array<int, kSuits> rest = avail;
            uint128 ways = weight;
            double rough_ways = rough;
            for (size_t s = 0; s < kSuits; ++s) {
                const uint128 c = choose_exactly(avail[s], more[s]);
                ways *= c;
                rough_ways *= static_cast<double>(c);
                rest[s] -= more[s];
            }
            if (ways == 0) continue;
            chosen_[j] = p;
            if (!walk(j + 1, rest, ways, rough_ways)) return false;
        }
        return true;
    }

    const std::vector<const Candidate*>& set_;
    size_t cap_;
    DirectPlan& out_;
    std::vector<size_t> chosen_;
    uint128 total_ = 0;
    double rough_ = 0;
};

// The plan for a set of candidates (in slot order), or nullopt when it cannot be made.
std::optional<DirectPlan> plan_for(std::vector<const Candidate*> set, const DirectRoom& r,
                                   size_t cap) {
    std::sort(set.begin(), set.end(),
              [](const Candidate* a, const Candidate* b) { return a->slot < b->slot; });
    DirectPlan plan;
    if (!Combinations(set, cap, plan).list(r.left) || plan.cumulative.empty()) return std::nullopt;
    // The share: the combinations' deals of these slots against all their plain deals.
    int free_cards = 0;
    for (const int n : r.left) free_cards += n;
    double plain = 1;
    for (const Candidate* c : set) {
        plain *=
            static_cast<double>(choose_exactly(free_cards, r.room[static_cast<size_t>(c->slot)]));
        free_cards -= r.room[static_cast<size_t>(c->slot)];
        plan.slots.push_back(c->slot);
    }
    plan.share = static_cast<double>(plan.cumulative.back()) / plain;
    return plan;
}

}  // namespace

bool DirectPlan::holds(int slot) const {
    return std::find(slots.begin(), slots.end(), slot) != slots.end();
}

size_t DirectPlan::draw(Rng& rng) const {
    const uint128 r = rng.below128(cumulative.back());
    return static_cast<size_t>(std::upper_bound(cumulative.begin(), cumulative.end(), r) -
                               cumulative.begin());
}

DirectPlan plan_direct(const std::array<std::optional<ShapeSet>, kSlots>& required,
                       const DirectRoom& r, double worth_below, size_t max_combinations) {
    std::vector<Candidate> candidates;
    for (size_t k = 0; k < r.room.size(); ++k) {
        if (!required[k]) continue;
        Candidate c;
        c.slot = static_cast<int>(k);
        for_each_pattern(r.size[k], [&](int sp, int h, int di, int cl) {
            if (!required[k]->test(static_cast<size_t>(shape_index(sp, h, di)))) return;
            const int lengths[kSuits] = {sp, h, di, cl};
            std::array<int, kSuits> more{};
            for (int s = 0; s < kSuits; ++s) {
                more[static_cast<size_t>(s)] = lengths[s] - r.given[k].count(Suit(s));
                if (more[static_cast<size_t>(s)] < 0 ||
                    more[static_cast<size_t>(s)] > r.left[static_cast<size_t>(s)])
                    return;
            }
            c.more.push_back(more);
        });
        const auto alone = plan_for({&c}, r, max_combinations);
        if (!alone) continue;  // no deal meets it: rejection says so, with the count tried
        c.share = alone->share;
        if (c.share < 1) candidates.push_back(std::move(c));
    }
    // The rarest first; among equals the first slot.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.share < b.share; });
    DirectPlan best;
    std::vector<const Candidate*> set;
    for (const Candidate& c : candidates) {
        set.push_back(&c);
        // A further slot only where it cuts the deals to reject by a tenth or more: each slot
        // adds to the combinations searched for every deal.
        auto plan = plan_for(set, r, max_combinations);
        if (plan && plan->share < (best.slots.empty() ? 1.0 : 0.9 * best.share))
            best = std::move(*plan);
        else
            set.pop_back();
    }
    if (best.share >= worth_below) return DirectPlan{};
    return best;
}

}  // namespace stich::condition
