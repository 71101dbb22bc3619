#include "stich/alliance/resistance.h"

#include <algorithm>

#include "stich/alliance/side_game.h"

namespace stich::alliance {

namespace {

constexpr std::array<uint8_t, kMaxSeats> kEachAlone{0, 1, 2, 3, 4, 5};

// The first neutral after `payer` in play order who is not in `paid`.
int first_neutral_after(int payer, const ResistanceTerms& t, int paid) {
    for (int k = 1; k < t.players; ++k) {
        const int p = (payer + k) % t.players;
        if (p != t.soloist && p != t.resister && p != paid) return p;
    }
    return payer;
}

// Of the players with the most tricks, the one with the highest figure total; -1 on a tie.
int most_figures(const PlayerEnd& end, const ResistanceTerms& t, int most) {
    int best = -1;
    bool tied = false;
    for (int p = 0; p < t.players; ++p) {
        if (end.tricks[p] != most) continue;
        if (best < 0 || end.figures[p] > end.figures[best]) {
            best = p;
            tied = false;
        } else if (end.figures[p] == end.figures[best]) {
            tied = true;
        }
    }
    return tied ? -1 : best;
}

void pay(ResistanceOutcome& o, int from, int to, int amount) {
    o.marks[from] -= amount;
    o.marks[to] += amount;
}

}  // namespace

ResistanceOutcome resistance_outcome(const PlayerEnd& end, const ResistanceTerms& t) {
    ResistanceOutcome o;
    const int most = *std::max_element(end.tricks.begin(), end.tricks.begin() + t.players);
    int count = 0;
    for (int p = 0; p < t.players; ++p)
        if (end.tricks[p] == most) {
            ++count;
            o.winner = p;
        }
    if (count > 1) o.winner = end.flag;
    if (count > 1 && end.flag < 0 && t.flag_face_up) o.winner = most_figures(end, t, most);
    const int m = t.multiplier;
    if (o.winner < 0) {
        const int first = first_neutral_after(t.soloist, t, -1);
        pay(o, t.soloist, first, m * kNeutralStake);
        pay(o, t.resister, first_neutral_after(t.resister, t, first), m * kNeutralStake);
        return o;
    }
    const int w = o.winner;
    const int bonus = end.tricks[w] == t.tricks ? kAllTricksBonus
                      : end.first_six == w      ? kFirstSixBonus
                                                : 0;
    if (w == t.soloist) {
        pay(o, t.resister, w, m * (2 * t.base + bonus));
    } else if (w == t.resister) {
        pay(o, t.soloist, w, m * (2 * t.base + bonus));
    } else {
        for (int payer : {t.soloist, t.resister})
            pay(o, payer, w, m * (kNeutralStake + end.figures[w] + bonus));
    }
    return o;
}

PlayerEnd ResistanceSpec::end(const Position& pos) const {
    PlayerEnd e;
    for (int p = 0; p < terms.players; ++p) {
        const CardSet caught = (history.captured[p] | pos.captured(p)) & figures.cards;
        e.tricks[p] = pos.won(p);
        e.figures[p] = figures.value_of(caught);
        if (caught.contains(figures.flag)) e.flag = p;
    }
    if (terms.tricks >= kFirstTricks) {
        const int holder = first_six_holder(history, pos, root_leader, kEachAlone);
        e.first_six = holder >= 0 ? holder : -1;
    }
    return e;
}

int ResistanceSpec::key_width() const {
    return terms.players * bits_for(terms.tricks) + 3 * figures.cards.count() + 3 + pin.width() +
           3 + 3 + 1 + 1;
}

uint64_t ResistanceSpec::key(const Position& pos) const {
    KeyPacker k;
    for (int p = 0; p < terms.players; ++p)
        k.put(static_cast<uint64_t>(pos.won(p)), bits_for(terms.tricks));
    for (Card c : figures.cards) {
        int taker = 7;
        for (int p = 0; p < terms.players; ++p)
            if ((history.captured[p] | pos.captured(p)).contains(c)) taker = p;
        k.put(static_cast<uint64_t>(taker), 3);
    }
    k.put(static_cast<uint64_t>(first_six_holder(history, pos, root_leader, kEachAlone) + 2), 3);
    pin.put(k, pos);
    k.put(static_cast<uint64_t>(terms.soloist), 3);
    k.put(static_cast<uint64_t>(terms.resister), 3);
    k.put(terms.multiplier == 2, 1);
    k.put(terms.flag_face_up, 1);
    return k.value();
}

Values ResistanceUtility::terminal(const Position& pos) const {
    const ResistanceOutcome o = resistance_outcome(spec->end(pos), spec->terms);
    Values v{};
    for (int p = 0; p < spec->terms.players; ++p) v[p] = static_cast<int16_t>(o.marks[p]);
    return v;
}

Verdict GuaranteeGoal::status(const Position& pos) const {
    if (pos.cards_left() > 0) return Verdict::kOpen;
    const ResistanceOutcome o = resistance_outcome(spec->end(pos), spec->terms);
    return o.marks[player] >= target ? Verdict::kWin : Verdict::kLoss;
}

std::optional<ResistanceResult> solve_resistance(Solver& solver, const Deal& deal,
                                                 const AllianceRules& rules,
                                                 const ResistanceTerms& terms, Suit trump,
                                                 int max_tricks, size_t table_megabytes,
                                                 std::string* error, bool line_values) {
    const int n = deal.now.players;
    const int left = (deal.now.cards_left() + n - 1) / n;
    if (left > max_tricks) {
        if (error)
            *error =
                "Resistance: max-n (every player for himself) has no pruning and is limited "
                "to " +
                std::to_string(max_tricks) + " tricks to play; this deal has " +
                std::to_string(left) + " (raise the limit with --maxn-tricks)";
        return std::nullopt;
    }
    const Strain strain = Strain(trump);
    ResistanceSpec spec;
    spec.terms = terms;
    spec.figures = to_play(figures_for(trump, rules.figures_all_suits), rules.play, trump);
    spec.history = deal.now.history;
    for (int p = 0; p < n; ++p)
        spec.history.captured[p] = to_play_order(rules.play, strain, deal.now.history.captured[p]);
    spec.root_leader = deal.now.leader;
    spec.pin = FigurePin(spec.figures, false);
    if (spec.key_width() > 64) {
        if (error)
            *error = "Resistance is solved with the figures of trumps only (the key of " +
                     std::to_string(n) + " players' figures of every suit needs more than 64 bits)";
        return std::nullopt;
    }

    PositionSetup setup;
    setup.players = n;
    setup.trump = strain;
    setup.leader = deal.now.leader;
    setup.duties = rules.play.duties;
    std::vector<Card> trick;
    for (Card c : deal.now.trick) trick.push_back(to_play_order(rules.play, strain, c));
    setup.trick = trick;
    for (int p = 0; p < n; ++p) {
        setup.hands[p] = to_play_order(rules.play, strain, deal.now.hands[p]);
        setup.won[p] = deal.now.history.won[p];
    }

    ResistanceResult r;
    {
        ValueTable& table = solver.max_n_table(table_megabytes);
        SearchStats stats;
        MaxN<ResistanceUtility> maxn(ResistanceUtility{&spec}, table, stats, solver.stop_flag());
        Position pos(setup);
        while (pos.cards_left() > 0) {
            const Card c = maxn.run(pos).best;
            pos.play(c);
            r.line.push_back(to_face_order(rules.play, strain, c));
        }
        const PlayerEnd end = spec.end(pos);
        r.outcome = resistance_outcome(end, terms);
        if (line_values) {
            const auto face = [&](Card c) { return to_face_order(rules.play, strain, c); };
            r.values_line = maxn_line(maxn, ResistanceUtility{&spec}, Position(setup), true);
            for (int p = 0; p < n; ++p)
                r.values_line->hands[p] =
                    to_face_order(rules.play, strain, r.values_line->hands[p]);
            for (MaxNStep& step : r.values_line->steps) {
                step.card = face(step.card);
                for (MaxNChoice& choice : step.choices) choice.card = face(choice.card);
            }
        }
        for (int p = 0; p < n; ++p) {
            r.tricks[p] = pos.won(p) - deal.now.history.won[p];
            r.figures[p] =
                to_face_order(rules.play, strain,
                              (spec.history.captured[p] | pos.captured(p)) & spec.figures.cards);
        }
    }

    // Guarantees: each player alone against all, by yes/no searches on his marks.
    ResistanceSpec alone = spec;
    alone.partition = rules.play.partition_sound;
    alone.pin = FigurePin(alone.figures, alone.partition);
    if (alone.partition && alone.key_width() > 64) {
        alone.partition = false;
        alone.pin = FigurePin(alone.figures, false);
    }
    const int bound = 2 * terms.multiplier *
                      (kNeutralStake + spec.figures.total() + kAllTricksBonus + 2 * terms.base);
    // The guarantee searches play by the rules with partition search as the key allows.
    Rules alone_rules = rules.play;
    alone_rules.partition_sound = alone.partition;
    for (int q = 0; q < n; ++q) {
        for (int p = 0; p < n; ++p) setup.side[p] = p == q ? 0 : 1;
        const Position pos(setup);
        int lo = -bound, hi = bound;  // lo is reached, hi + 1 is not
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (solver.reaches(alone_rules, pos, GuaranteeGoal{&alone, q, mid}))
                lo = mid;
            else
                hi = mid - 1;
        }
        r.guarantee[q] = lo;
    }
    return r;
}

}  // namespace stich::alliance
