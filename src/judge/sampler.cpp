#include "stich/judge/sampler.h"

#include <algorithm>
#include <numeric>

namespace stich::judge {

DealProblem DealSampler::problem_of(const SeatView& view, std::vector<int>& owner) {
    DealProblem p;
    auto add_bin = [&](int who, int size, CardSet allowed) {
        p.size[p.bins] = size;
        p.allowed[p.bins] = allowed;
        owner.push_back(who);
        ++p.bins;
    };
    for (int hand = 0; hand < view.players; ++hand)
        if (view.room(hand) > 0) add_bin(hand, view.room(hand), view.unseen - view.lacks[hand]);
    for (size_t k = 0; k < view.piles.size(); ++k)
        add_bin(-1 - static_cast<int>(k), view.piles[k], view.unseen);
    p.unknown = view.unseen;
    // Every card seen: one (empty) way to complete the deal.
    if (p.bins == 0) add_bin(-1 - kMaxPiles, 0, view.unseen);
    return p;
}

DealSampler::DealSampler(const SeatView& view)
    : view_(view), dealer_(problem_of(view, owner_)), error_(check_view(view)) {
    if (!error_ && dealer_.problem()) error_ = *dealer_.problem();
}

Deal DealSampler::deal_of(const Layout& layout) const {
    Deal d;
    for (int hand = 0; hand < view_.players; ++hand) d.hands[hand] = view_.fixed[hand];
    for (size_t b = 0; b < owner_.size(); ++b) {
        const int who = owner_[b];
        if (who >= 0)
            d.hands[who] |= layout[b];
        else if (who > -1 - kMaxPiles)
            d.piles[-1 - who] = layout[b];
    }
    return d;
}

void DealSampler::enumerate(const std::function<bool(const Deal&)>& visit) const {
    if (error_) return;
    dealer_.enumerate([&](const Layout& layout) { return visit(deal_of(layout)); });
}

std::optional<Deal> DealSampler::first() const {
    std::optional<Deal> out;
    enumerate([&](const Deal& d) {
        out = d;
        return false;
    });
    return out;
}

std::vector<size_t> sharing_order(const std::vector<Deal>& deals) {
    // Per deal: every hand's suit lengths (the table's key, tt.h), then the holder of each card
    // rank by rank from the top (every suit's ace, then every king, ...), a card in no hand
    // (played, seen, or in a pile) as 'z'.
    std::vector<std::string> keys;
    keys.reserve(deals.size());
    for (const Deal& d : deals) {
        std::string key;
        for (const CardSet& hand : d.hands)
            for (int s = 0; s < kSuits; ++s)
                key += static_cast<char>('a' + hand.of_suit(Suit(s)).count());
        for (int pos = kLaneBits - 1; pos >= 0; --pos)
            for (int s = 0; s < kSuits; ++s) {
                const Card c(Suit(s), pos);
                char holder = 'z';
                for (size_t p = 0; p < d.hands.size(); ++p)
                    if (d.hands[p].contains(c)) holder = static_cast<char>('a' + p);
                key += holder;
            }
        keys.push_back(std::move(key));
    }
    std::vector<size_t> order(deals.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&keys](size_t a, size_t b) { return keys[a] < keys[b]; });
    return order;
}

}  // namespace stich::judge
