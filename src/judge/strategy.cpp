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
//
// Where another player chooses, the strategies of the subtrees of his cards combine freely, so
// the front there is the Pareto front of the product of theirs: with many information sets
// where the seat must guess, it grows exponentially (finding the value is NP-hard in general).
// Each candidate enters the front at once, dominated ones never kept, and every front charges
// its memory to one budget; the dominance tests are counted and the stop flag polled with
// them.  So the search answers exactly within its bounds or gives up, never half-way.
#include "stich/judge/strategy.h"

#include <algorithm>
#include <limits>

#include "stich/engine/movegen.h"

namespace stich::judge {

namespace {

// Thrown inside the search when a bound is reached.
struct GiveUp {
    StrategyGaveUp why;
};

// The bounds of one search as it runs: the bytes of the fronts alive, the work left.
class Budget {
public:
    explicit Budget(const StrategyLimits& limits)
        : bytes_left_(limits.memory_bytes), work_left_(limits.work), stop_(limits.stop) {}

    void charge(size_t bytes) {
        if (bytes > bytes_left_) throw GiveUp{StrategyGaveUp::kMemory};
        bytes_left_ -= bytes;
    }
    void release(size_t bytes) { bytes_left_ += bytes; }
    // `values` values of two vectors are about to be compared.
    void spend(uint64_t values) {
        if (values > work_left_) throw GiveUp{StrategyGaveUp::kWork};
        work_left_ -= values;
        if (stop_ && stop_->load(std::memory_order_relaxed)) throw GiveUp{StrategyGaveUp::kStopped};
    }

private:
    size_t bytes_left_;
    uint64_t work_left_;
    const std::atomic<bool>* stop_;
};

// A Pareto front: vectors of `width` per-layout values, none dominated by another (an equal one
// is dropped), in one block of memory charged to the budget.
class Front {
public:
    Front(Budget& budget, size_t width) : budget_(budget), width_(width) {}
    Front(const Front&) = delete;
    Front& operator=(const Front&) = delete;
    Front(Front&& other) noexcept
        : budget_(other.budget_),
          width_(other.width_),
          capacity_(other.capacity_),
          values_(std::move(other.values_)) {
        other.capacity_ = 0;
        other.values_.clear();
    }
    Front& operator=(Front&& other) noexcept {
        budget_.release(capacity_ * width_ * sizeof(double));
        width_ = other.width_;
        capacity_ = other.capacity_;
        values_ = std::move(other.values_);
        other.capacity_ = 0;
        other.values_.clear();
        return *this;
    }
    ~Front() { budget_.release(capacity_ * width_ * sizeof(double)); }

    size_t size() const { return width_ == 0 ? 0 : values_.size() / width_; }
    size_t width() const { return width_; }
    const double* row(size_t k) const { return values_.data() + k * width_; }

    // Appends `v` without a dominance test (a vector known not to be dominated).
    void append(const double* v) {
        reserve_one();
        values_.insert(values_.end(), v, v + width_);
    }

    // Adds `v` unless an entry dominates it, dropping the entries it dominates.
    void insert(const double* v) {
        const size_t n = size();
        budget_.spend(n * width_);
        size_t kept = 0;
        for (size_t k = 0; k < n; ++k) {
            const double* r = row(k);
            bool below = true, above = true;  // v <= r, v >= r everywhere
            for (size_t i = 0; i < width_ && (below || above); ++i) {
                below = below && v[i] <= r[i];
                above = above && v[i] >= r[i];
            }
            if (below) {
                // Dominated (or equal): nothing was dropped before this entry, since a front
                // holds no two comparable entries.
                return;
            }
            if (above) continue;  // dominated by v: dropped
            if (kept != k)
                std::copy(r, r + width_, values_.begin() + static_cast<ptrdiff_t>(kept * width_));
            ++kept;
        }
        values_.resize(kept * width_);
        append(v);
    }

private:
    void reserve_one() {
        if (size() < capacity_) return;
        const size_t grown = std::max<size_t>(4, 2 * capacity_);
        // Both blocks are alive while the values move: the new one is charged first.
        budget_.charge(grown * width_ * sizeof(double));
        std::vector<double> moved;
        moved.reserve(grown * width_);
        moved.assign(values_.begin(), values_.end());
        values_.swap(moved);
        budget_.release(capacity_ * width_ * sizeof(double));
        capacity_ = grown;
    }

    Budget& budget_;
    size_t width_;
    size_t capacity_ = 0;  // entries
    std::vector<double> values_;
};

class Search {
public:
    Search(const std::vector<StrategyLayout>& layouts, int seat_player, Budget& budget)
        : layouts_(layouts), seat_(seat_player), budget_(budget) {}

    // The front over the layouts `live` (indices), each at position `pos[i]`.
    Front front(std::vector<Position>& pos, const std::vector<size_t>& live) {
        const Position& any = pos[live[0]];
        if (live.size() == 1 || any.hand(seat_).count() <= 1) {
            // One layout, or no choice left to the seat: each layout's value with every card
            // in view is the one vector its strategies reach.
            Front out(budget_, live.size());
            std::vector<double> v;
            for (size_t i : live) v.push_back(minimax(pos[i], i, -kInfinity, kInfinity));
            out.append(v.data());
            return out;
        }
        const int mover = any.to_move();
        if (mover == seat_) {
            const CardSet legal = legal_cards(any);
            if (legal.count() == 1) return after(pos, live, legal.lowest());
            Front out(budget_, live.size());
            for (Card c : legal) {
                const Front child = after(pos, live, c);
                for (size_t k = 0; k < child.size(); ++k) out.insert(child.row(k));
            }
            return out;
        }
        // Another player: each layout where he holds a card may see it played.  Whether he is
        // the seat's partner is a fact of each layout (Alliance: the called king's holder).
        std::vector<bool> partner;
        for (size_t i : live) partner.push_back(pos[i].side(mover) == pos[i].side(seat_));
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
        Front out(budget_, live.size());
        std::vector<double> v(live.size(), kUnset);
        out.append(v.data());
        bool first = true;  // the first child meets the empty entry only: its front stays one
        for (const auto& [card, members] : children) {
            std::vector<size_t> sub;
            for (size_t k : members) sub.push_back(live[k]);
            for (size_t i : sub) pos[i].play(card);
            const Front child = front(pos, sub);
            for (size_t i : sub) pos[i].unplay();
            Front merged(budget_, live.size());
            for (size_t a = 0; a < out.size(); ++a)
                for (size_t b = 0; b < child.size(); ++b) {
                    std::copy(out.row(a), out.row(a) + live.size(), v.begin());
                    const double* w = child.row(b);
                    for (size_t m = 0; m < members.size(); ++m) {
                        double& x = v[members[m]];
                        x = x == kUnset           ? w[m]
                            : partner[members[m]] ? std::max(x, w[m])
                                                  : std::min(x, w[m]);
                    }
                    if (first)
                        merged.append(v.data());
                    else
                        merged.insert(v.data());
                }
            out = std::move(merged);
            first = false;
        }
        return out;
    }

    // The value of layout `i` from `p` on, every card in view, the seat's side maximising;
    // alpha-beta within (alpha, beta): exact inside the window.
    double minimax(Position& p, size_t i, double alpha, double beta) {
        if (p.cards_left() == 0) return layouts_[i].value(p);
        const bool ours = p.side(p.to_move()) == p.side(seat_);
        double best = ours ? -kInfinity : kInfinity;
        for (Card c : legal_cards(p)) {
            p.play(c);
            const double v = minimax(p, i, alpha, beta);
            p.unplay();
            if (ours) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) break;
        }
        return best;
    }

    // The front after `card`, played on every layout of `live`.
    Front after(std::vector<Position>& pos, const std::vector<size_t>& live, Card card) {
        for (size_t i : live) pos[i].play(card);
        Front child = front(pos, live);
        for (size_t i : live) pos[i].unplay();
        return child;
    }

private:
    static constexpr double kUnset = -1e300;
    static constexpr double kInfinity = std::numeric_limits<double>::infinity();
    const std::vector<StrategyLayout>& layouts_;
    int seat_;
    Budget& budget_;
};

}  // namespace

StrategyResult best_strategy(const std::vector<StrategyLayout>& layouts, int seat_player,
                             const StrategyLimits& limits) {
    std::vector<Position> pos;
    std::vector<size_t> live;
    for (size_t i = 0; i < layouts.size(); ++i) {
        pos.push_back(layouts[i].now);
        live.push_back(i);
    }
    Budget budget(limits);
    Search search(layouts, seat_player, budget);
    std::optional<StrategyValue> best;
    try {
        // Each first card on its own, the most promising first: its PIMC mean (the seat
        // choosing on each layout alone, a front of one value) bounds its strategies from
        // above, so a card whose PIMC mean is below the best strategy found needs no search.
        struct First {
            Card card;
            size_t order;  // in play order
            double pimc;
        };
        std::vector<First> firsts;
        for (Card c : legal_cards(pos[0])) {
            double sum = 0;
            for (size_t i : live) sum += search.after(pos, {i}, c).row(0)[0];
            firsts.push_back({c, firsts.size(), sum / static_cast<double>(live.size())});
        }
        std::stable_sort(firsts.begin(), firsts.end(),
                         [](const First& a, const First& b) { return a.pimc > b.pimc; });
        size_t best_order = 0;
        for (const First& f : firsts) {
            // Of equal means the first card in play order is named.
            if (best && (f.pimc < best->mean || (f.pimc == best->mean && f.order > best_order)))
                continue;
            const Front front = search.after(pos, live, f.card);
            for (size_t k = 0; k < front.size(); ++k) {
                double sum = 0;
                for (size_t i = 0; i < front.width(); ++i) sum += front.row(k)[i];
                const double mean = sum / static_cast<double>(front.width());
                if (!best || mean > best->mean || (mean == best->mean && f.order < best_order)) {
                    best = StrategyValue{mean, f.card};
                    best_order = f.order;
                }
            }
        }
    } catch (const GiveUp& g) {
        return g.why;
    }
    return *best;
}

std::optional<StrategyResult> strategy_over(const DealSampler& sampler, Solver& solver,
                                            const StrategyLayoutOf& layout_of, int seat_player,
                                            const StrategyLimits& limits) {
    std::vector<StrategyLayout> layouts;
    bool stopped = false;
    sampler.enumerate([&](const Deal& deal) {
        if (limits.stop && limits.stop->load(std::memory_order_relaxed)) {
            stopped = true;
            return false;
        }
        if (auto layout = layout_of(solver, deal)) layouts.push_back(std::move(*layout));
        return true;
    });
    if (stopped) return StrategyGaveUp::kStopped;
    if (layouts.empty()) return std::nullopt;
    return best_strategy(layouts, seat_player, limits);
}

}  // namespace stich::judge
