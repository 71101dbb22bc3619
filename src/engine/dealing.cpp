#include "stich/engine/dealing.h"

#include <algorithm>
#include <stdexcept>

namespace stich {

namespace {

constexpr Count kMaxCount = ~static_cast<Count>(0);

Count sat_add(Count a, Count b) {
    return a > kMaxCount - b ? kMaxCount : a + b;
}
Count sat_mul(Count a, Count b) {
    return (b != 0 && a > kMaxCount / b) ? kMaxCount : a * b;
}

// Binomial coefficients up to 52: the largest, C(52,26), needs 49 bits.
constexpr auto kBinomial = [] {
    std::array<std::array<uint64_t, 53>, 53> c{};
    for (int n = 0; n <= 52; ++n) {
        c[n][0] = 1;
        for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
    return c;
}();

// The ways to split n distinct cards into groups of the sizes in x.
Count multinomial(int n, const std::array<int, kMaxBins>& x) {
    Count ways = 1;
    for (int k : x) {
        if (k == 0) continue;
        ways = sat_mul(ways, kBinomial[n][k]);
        n -= k;
    }
    return ways;
}

uint64_t pack(const std::array<int, kMaxBins>& room) {
    uint64_t key = 0;
    for (int b = 0; b < kMaxBins; ++b) key |= static_cast<uint64_t>(room[b]) << (6 * b);
    return key;
}

// Calls `each` for every way to pick `k` of `items` (ascending positions), in lexicographic
// order; the chosen and the rest are passed.
bool for_each_subset(
    const std::vector<Card>& items, int k,
    const std::function<bool(const std::vector<Card>&, const std::vector<Card>&)>& each) {
    std::vector<int> idx(k);
    for (int i = 0; i < k; ++i) idx[i] = i;
    const int n = static_cast<int>(items.size());
    for (;;) {
        std::vector<Card> chosen, rest;
        int j = 0;
        for (int i = 0; i < n; ++i) {
            if (j < k && idx[j] == i) {
                chosen.push_back(items[i]);
                ++j;
            } else {
                rest.push_back(items[i]);
            }
        }
        if (!each(chosen, rest)) return false;
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i) --i;
        if (i < 0) return true;
        ++idx[i];
        for (int m = i + 1; m < k; ++m) idx[m] = idx[m - 1] + 1;
    }
}

}  // namespace

Dealer::Dealer(const DealProblem& problem) : problem_(problem) {
    if (problem.bins < 1 || problem.bins > kMaxBins) {
        error_ = "a deal needs 1 to " + std::to_string(kMaxBins) + " places for cards";
        return;
    }
    int needed = 0;
    for (int b = 0; b < problem.bins; ++b) {
        if (problem.size[b] < 0 || problem.size[b] > 52) {
            error_ = "a hand cannot need " + std::to_string(problem.size[b]) + " cards";
            return;
        }
        needed += problem.size[b];
    }
    if (needed != problem.unknown.count()) {
        error_ = "the hands need " + std::to_string(needed) + " more cards but " +
                 std::to_string(problem.unknown.count()) + " are unseen";
        return;
    }
    std::map<uint8_t, std::vector<Card>> by_mask;
    for (Card c : problem.unknown) {
        uint8_t mask = 0;
        for (int b = 0; b < problem.bins; ++b)
            if (problem.allowed[b].contains(c)) mask = static_cast<uint8_t>(mask | 1u << b);
        if (!mask) {
            error_ = "card " + format_card(c) + " can go to no hand";
            return;
        }
        by_mask[mask].push_back(c);
    }
    for (auto& [mask, cards] : by_mask) types_.push_back(Type{mask, cards});
    memo_.resize(types_.size() + 1);
    const Count total = layouts_from(0, problem.size);
    if (total == 0) error_ = "no layout of the unseen cards fits what is known";
    overflow_ = total == kMaxCount;
}

std::optional<Count> Dealer::count() const {
    if (error_) return Count{0};
    if (overflow_) return std::nullopt;
    return layouts_from(0, problem_.size);
}

void Dealer::splits(size_t type, const Room& room,
                    const std::function<void(const Room&)>& each) const {
    const Type& t = types_[type];
    std::array<int, kMaxBins> bins{};
    int nbins = 0;
    for (int b = 0; b < problem_.bins; ++b)
        if (t.bins_mask >> b & 1) bins[nbins++] = b;
    Room x{};
    // Distribute the type's cards over its bins, the last bin taking what is left.
    std::function<void(int, int)> place = [&](int i, int left) {
        const int b = bins[i];
        if (i == nbins - 1) {
            if (left <= room[b]) {
                x[b] = left;
                each(x);
                x[b] = 0;
            }
            return;
        }
        for (int k = 0; k <= std::min(left, room[b]); ++k) {
            x[b] = k;
            place(i + 1, left - k);
        }
        x[b] = 0;
    };
    place(0, static_cast<int>(t.cards.size()));
}

Count Dealer::layouts_from(size_t type, const Room& room) const {
    if (type == types_.size()) {
        for (int b = 0; b < problem_.bins; ++b)
            if (room[b]) return 0;
        return 1;
    }
    const uint64_t key = pack(room);
    auto& memo = memo_[type];
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    Count total = 0;
    const int n = static_cast<int>(types_[type].cards.size());
    splits(type, room, [&](const Room& x) {
        Room next = room;
        for (int b = 0; b < problem_.bins; ++b) next[b] -= x[b];
        total = sat_add(total, sat_mul(multinomial(n, x), layouts_from(type + 1, next)));
    });
    memo.emplace(key, total);
    return total;
}

Layout Dealer::sample(Rng& rng) const {
    if (error_) throw std::logic_error("sampling an infeasible deal: " + *error_);
    if (overflow_) return sample_by_rejection(rng);
    Layout layout{};
    Room room = problem_.size;
    for (size_t t = 0; t < types_.size(); ++t) {
        const int n = static_cast<int>(types_[t].cards.size());
        Count pick = rng.below128(layouts_from(t, room));
        Room chosen{};
        bool done = false;
        splits(t, room, [&](const Room& x) {
            if (done) return;
            Room next = room;
            for (int b = 0; b < problem_.bins; ++b) next[b] -= x[b];
            const Count ways = sat_mul(multinomial(n, x), layouts_from(t + 1, next));
            if (pick < ways) {
                chosen = x;
                done = true;
            } else {
                pick -= ways;
            }
        });
        std::vector<Card> cards = types_[t].cards;
        rng.shuffle(cards.begin(), cards.end());
        size_t i = 0;
        for (int b = 0; b < problem_.bins; ++b) {
            for (int k = 0; k < chosen[b]; ++k) layout[b] |= cards[i++];
            room[b] -= chosen[b];
        }
    }
    return layout;
}

Layout Dealer::sample_by_rejection(Rng& rng) const {
    std::vector<Card> cards;
    for (Card c : problem_.unknown) cards.push_back(c);
    for (;;) {
        rng.shuffle(cards.begin(), cards.end());
        Layout layout{};
        size_t i = 0;
        bool fits = true;
        for (int b = 0; b < problem_.bins && fits; ++b)
            for (int k = 0; k < problem_.size[b] && fits; ++k) {
                fits = problem_.allowed[b].contains(cards[i]);
                layout[b] |= cards[i++];
            }
        if (fits) return layout;
    }
}

void Dealer::enumerate(const std::function<bool(const Layout&)>& visit) const {
    if (error_) return;
    Layout layout{};
    bool stop = false;
    // Types one after another; within a type, each split, then each way to deal its cards.
    std::function<void(size_t, const Room&)> walk = [&](size_t t, const Room& room) {
        if (stop) return;
        if (t == types_.size()) {
            for (int b = 0; b < problem_.bins; ++b)
                if (room[b]) return;
            stop = !visit(layout);
            return;
        }
        splits(t, room, [&](const Room& x) {
            if (stop) return;
            Room next = room;
            for (int b = 0; b < problem_.bins; ++b) next[b] -= x[b];
            if (layouts_from(t + 1, next) == 0) return;
            std::function<void(int, const std::vector<Card>&)> deal =
                [&](int b, const std::vector<Card>& left) {
                    if (stop) return;
                    if (b == problem_.bins) {
                        walk(t + 1, next);
                        return;
                    }
                    for_each_subset(
                        left, x[b],
                        [&](const std::vector<Card>& chosen, const std::vector<Card>& rest) {
                            CardSet add;
                            for (Card c : chosen) add |= c;
                            layout[b] |= add;
                            deal(b + 1, rest);
                            layout[b] -= add;
                            return !stop;
                        });
                };
            deal(0, types_[t].cards);
        });
    };
    walk(0, problem_.size);
}

std::string to_string(Count c) {
    if (c == 0) return "0";
    std::string out;
    while (c) {
        out += static_cast<char>('0' + static_cast<int>(c % 10));
        c /= 10;
    }
    std::reverse(out.begin(), out.end());
    return out;
}

}  // namespace stich
