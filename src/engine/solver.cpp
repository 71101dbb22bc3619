#include "stich/engine/solver.h"

#include <algorithm>
#include <bit>

#include "stich/engine/maxn.h"

namespace stich {

namespace {

// Each table's share of the bound.
size_t table_megabytes(const SolverOptions& options) {
    return options.tables > 1 ? std::max<size_t>(1, options.tt_megabytes / 2)
                              : options.tt_megabytes;
}

}  // namespace

Solver::Solver(const SolverOptions& options)
    : tt_(std::make_unique<TranspositionTable>(table_megabytes(options))),
      spare_(options.tables > 1 ? std::make_unique<TranspositionTable>(table_megabytes(options))
                                : nullptr),
      stop_(options.stop) {}
Solver::~Solver() = default;

ValueTable& Solver::max_n_table(size_t megabytes) {
    if (!max_n_ || max_n_->megabytes() != megabytes)
        max_n_ = std::make_unique<ValueTable>(megabytes);
    else
        max_n_->clear();
    return *max_n_;
}

void Solver::prepare(const Position& pos, uint64_t goal_kind, const Rules& rules,
                     bool every_strain) {
    // Everything a stored bound depends on besides the key itself.
    uint64_t h = 0xcbf29ce484222325ULL;
    auto add = [&h](uint64_t v) { h = (h ^ v) * 0x100000001b3ULL; };
    add(static_cast<uint64_t>(pos.players()));
    if (!every_strain) add(static_cast<uint64_t>(pos.trump()));
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
    if (h == context_) return;
    if (spare_) {
        // The spare table is the one searched less recently: it takes the context.
        std::swap(tt_, spare_);
        std::swap(context_, spare_context_);
        if (h == context_) return;
    }
    tt_->clear();
    context_ = h;
}

void Solver::clear_table() {
    tt_->clear();
    context_ = 0;
    if (spare_) spare_->clear();
    spare_context_ = 0;
}

int Solver::tricks(const Rules& rules, const Position& pos, int guess) {
    CardSet relevant;
    return tricks(rules, pos, guess, relevant);
}

int Solver::tricks(const Rules& rules, const Position& pos, int guess, CardSet& relevant) {
    // The null-window driver: each yes/no search moves one bound until they meet.  The count
    // relies on the cards of every search that moved a bound.
    const int base = pos.side_won(0);
    int lower = 0;
    int upper = pos.tricks_left();
    int g = (guess >= lower && guess <= upper) ? guess : (upper + 1) / 2;
    relevant = {};
    while (lower < upper) {
        const int target = g == lower ? g + 1 : g;
        CardSet cards;
        if (reaches(rules, pos, TrickGoal{base + target}, &cards)) {
            lower = target;
            g = lower;
        } else {
            upper = target - 1;
            g = upper;
        }
        relevant |= cards;
    }
    return lower;
}

std::vector<int> Solver::tricks_after(const Rules& rules, const Position& pos,
                                      const std::vector<Card>& cards) {
    struct Searched {
        Card card;
        int value;
        int low;  // the lowest card of its suit its count relied on, kLaneBits if none
    };
    std::vector<Searched> searched;
    std::vector<int> out;
    out.reserve(cards.size());
    int guess = -1;
    for (const Card c : cards) {
        // Both cards below every card of the suit that mattered: the positions after them
        // agree in every card that did.  Sound only where cards win by rank alone: under a
        // duty to beat, a low card can be forced where a higher one is not (Rules).
        const auto same =
            !rules.partition_sound
                ? searched.end()
                : std::find_if(searched.begin(), searched.end(), [c](const Searched& s) {
                      return s.card.suit() == c.suit() && s.card.pos() < s.low && c.pos() < s.low;
                  });
        if (same != searched.end()) {
            out.push_back(same->value);
            continue;
        }
        Position next = pos;
        next.play(c);
        CardSet relevant;
        int future = 0;
        if (next.cards_left() > 0) guess = future = tricks(rules, next, guess, relevant);
        // A trick the card completes is won by its best card, by rank if it was followed.
        if (next.last_completed_trick()) {
            const Card w = next.best_card();
            if (next.completed_trick().of_suit(w.suit()).count() > 1) relevant |= w;
        }
        const int value = next.side_won(0) - pos.side_won(0) + future;
        const uint16_t lane = relevant.lane(c.suit());
        searched.push_back({c, value, lane ? std::countr_zero(lane) : kLaneBits});
        out.push_back(value);
    }
    return out;
}

}  // namespace stich
