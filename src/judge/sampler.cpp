#include "stich/judge/sampler.h"

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

}  // namespace stich::judge
