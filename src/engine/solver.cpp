#include "stich/engine/solver.h"

#include <algorithm>

#include "stich/engine/maxn.h"

namespace stich {

Solver::Solver(const SolverOptions& options) : tt_(options.tt_megabytes), stop_(options.stop) {}
Solver::~Solver() = default;

ValueTable& Solver::max_n_table(size_t megabytes) {
    if (!max_n_ || max_n_->megabytes() != megabytes)
        max_n_ = std::make_unique<ValueTable>(megabytes);
    else
        max_n_->clear();
    return *max_n_;
}

void Solver::prepare(const Position& pos, uint64_t goal_kind, const Rules& rules) {
    // Everything a stored bound depends on besides the key itself.
    uint64_t h = 0xcbf29ce484222325ULL;
    auto add = [&h](uint64_t v) { h = (h ^ v) * 0x100000001b3ULL; };
    add(static_cast<uint64_t>(pos.players()));
    add(static_cast<uint64_t>(pos.trump()));
    for (int p = 0; p < pos.players(); ++p) add(static_cast<uint64_t>(pos.side(p)));
    const PlayDuties& d = pos.duties();
    add(d.must_trump | d.must_overtrump << 1 | d.must_beat << 2);
    add(static_cast<uint64_t>(pos.ducking_player() + 1));
    add(static_cast<uint64_t>(pos.exempt_card().index()) << 16 |
        static_cast<uint64_t>(pos.exempt_holder() + 1) << 8 |
        static_cast<uint64_t>(pos.exempt_lifted_by() + 1));
    add(goal_kind);
    add(rules.partition_sound);
    if (h == 0) h = 1;
    if (h != context_) {
        tt_.clear();
        context_ = h;
    }
}

int Solver::tricks(const Rules& rules, const Position& pos, int guess) {
    // The null-window driver: each yes/no search moves one bound until they meet.
    const int base = pos.side_won(0);
    int lower = 0;
    int upper = pos.tricks_left();
    int g = (guess >= lower && guess <= upper) ? guess : (upper + 1) / 2;
    while (lower < upper) {
        const int target = g == lower ? g + 1 : g;
        if (reaches(rules, pos, TrickGoal{base + target})) {
            lower = target;
            g = lower;
        } else {
            upper = target - 1;
            g = upper;
        }
    }
    return lower;
}

}  // namespace stich
