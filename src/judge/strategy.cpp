// The seat's best strategy in a small endgame when its choices depend only on what it has seen
// (strategy.h).
//
// The seat sees every card played, so its information at a point of the play is the cards
// played since the decision: one choice per such history, the same on every layout that
// reaches it.  The others play with every card in view: on each layout, knowing the seat's
// strategy, the seat's partners maximise and its opponents minimise.  The value of a strategy
// is the mean over the layouts; the best strategy's value is found exactly by keeping, at each
// point of the play, the Pareto front of the vectors of per-layout values that the strategies
// of the subtree can reach: the final mean is monotone in every layout's value, and so are the
// min and max taken per layout where the others choose, so a vector that another dominates can
// be dropped without losing the best strategy.
#include "stich/judge/strategy.h"

#include <algorithm>

#include "stich/engine/movegen.h"

namespace stich::judge {

namespace {

struct Entry {
    Card first;                 // the seat's first card (at the root), play order
    std::vector<double> value;  // per layout of the node's set (NaN: not yet covered)
};
using Front = std::vector<Entry>;

bool dominated(const std::vector<double>& a, const std::vector<double>& b) {
    // a <= b everywhere (b at least as good for the seat on every layout).
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i] > b[i]) return false;
    return true;
}

void prune(Front& front, size_t limit) {
    Front kept;
    for (Entry& e : front) {
        if (std::any_of(kept.begin(), kept.end(),
                        [&](const Entry& k) { return dominated(e.value, k.value); }))
            continue;
        std::erase_if(kept, [&](const Entry& k) { return dominated(k.value, e.value); });
        kept.push_back(std::move(e));
    }
    if (kept.size() > limit) throw StrategyTooLarge{};
    front = std::move(kept);
}

class Search {
public:
    Search(const std::vector<StrategyLayout>& layouts, int seat_player, size_t limit)
        : layouts_(layouts), seat_(seat_player), limit_(limit) {}

    // The front over the layouts `live` (indices), each at position `pos[i]`.
    Front front(std::vector<Position>& pos, const std::vector<size_t>& live, bool root) {
        const Position& any = pos[live[0]];
        if (any.cards_left() == 0) {
            Entry e;
            for (size_t i : live) e.value.push_back(layouts_[i].value(pos[i]));
            return {e};
        }
        const int mover = any.to_move();
        if (mover == seat_) {
            Front out;
            for (Card c : legal_cards(any)) {
                for (size_t i : live) pos[i].play(c);
                Front child = front(pos, live, false);
                for (size_t i : live) pos[i].unplay();
                for (Entry& e : child) {
                    if (root) e.first = c;
                    out.push_back(std::move(e));
                }
            }
            prune(out, limit_);
            return out;
        }
        // Another player: each layout where he holds a card may see it played.
        const bool partner = any.side(mover) == any.side(seat_);
        std::vector<std::pair<Card, std::vector<size_t>>> children;
        for (size_t k = 0; k < live.size(); ++k)
            for (Card c : legal_cards(pos[live[k]])) {
                auto it = std::find_if(children.begin(), children.end(),
                                       [&](const auto& ch) { return ch.first == c; });
                if (it == children.end()) {
                    children.push_back({c, {}});
                    it = children.end() - 1;
                }
                it->second.push_back(k);  // index into live
            }
        Front out{Entry{Card(), std::vector<double>(live.size(), kUnset)}};
        for (const auto& [card, members] : children) {
            std::vector<size_t> sub;
            for (size_t k : members) sub.push_back(live[k]);
            for (size_t i : sub) pos[i].play(card);
            const Front child = front(pos, sub, false);
            for (size_t i : sub) pos[i].unplay();
            Front merged;
            for (const Entry& a : out)
                for (const Entry& b : child) {
                    Entry e = a;
                    for (size_t m = 0; m < members.size(); ++m) {
                        double& v = e.value[members[m]];
                        const double w = b.value[m];
                        v = v == kUnset ? w : partner ? std::max(v, w) : std::min(v, w);
                    }
                    merged.push_back(std::move(e));
                }
            prune(merged, limit_);
            out = std::move(merged);
        }
        return out;
    }

private:
    static constexpr double kUnset = -1e300;
    const std::vector<StrategyLayout>& layouts_;
    int seat_;
    size_t limit_;
};

}  // namespace

StrategyValue best_strategy(const std::vector<StrategyLayout>& layouts, int seat_player,
                            size_t front_limit) {
    std::vector<Position> pos;
    std::vector<size_t> live;
    for (size_t i = 0; i < layouts.size(); ++i) {
        pos.push_back(layouts[i].now);
        live.push_back(i);
    }
    Search search(layouts, seat_player, front_limit);
    const Front front = search.front(pos, live, true);
    StrategyValue best;
    bool first = true;
    for (const Entry& e : front) {
        double sum = 0;
        for (double v : e.value) sum += v;
        const double mean = sum / static_cast<double>(e.value.size());
        if (first || mean > best.mean) {
            best.mean = mean;
            best.card = e.first;
            first = false;
        }
    }
    return best;
}

std::optional<StrategyValue> strategy_over(const DealSampler& sampler, Solver& solver,
                                           const StrategyLayoutOf& layout_of, int seat_player) {
    std::vector<StrategyLayout> layouts;
    sampler.enumerate([&](const Deal& deal) {
        if (auto layout = layout_of(solver, deal)) layouts.push_back(std::move(*layout));
        return true;
    });
    if (layouts.empty()) return std::nullopt;
    try {
        return best_strategy(layouts, seat_player);
    } catch (const StrategyTooLarge&) {
        return std::nullopt;
    }
}

}  // namespace stich::judge
