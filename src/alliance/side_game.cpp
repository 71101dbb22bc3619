#include "stich/alliance/side_game.h"

#include <algorithm>
#include <stdexcept>

namespace stich::alliance {

Position SideGame::position() const {
    PositionSetup s = setup;
    s.trick = trick;
    return Position(s);
}

std::optional<SideGame> make_side_game(const AllianceRules& rules, const PlayState& state,
                                       Suit trump, const Teams& teams, const SideTerms& terms,
                                       std::string* error) {
    SideGame g;
    g.rules = rules.play;
    g.trump = trump;
    const Strain strain = Strain(trump);
    PositionSetup& s = g.setup;
    s.players = state.players;
    s.trump = strain;
    s.leader = state.leader;
    s.side = teams.side;
    s.duties = rules.play.duties;
    for (int p = 0; p < state.players; ++p) {
        s.hands[p] = to_play_order(rules.play, strain, state.hands[p]);
        s.won[p] = state.history.won[p];
    }
    if (terms.exemption.card.valid()) {
        s.exempt_card = to_play_order(rules.play, strain, terms.exemption.card);
        s.exempt_holder = terms.exemption.holder;
        s.exempt_lifted_by = terms.exemption.lifted_by;
    }
    for (Card c : state.trick) g.trick.push_back(to_play_order(rules.play, strain, c));

    SideSpec& spec = g.spec;
    spec.scoring = SideScoring{rules.tricks, terms.base, terms.couleur ? 2 : 1};
    spec.figures = to_play(figures_for(trump, rules.figures_all_suits), rules.play, trump);
    spec.history = state.history;
    for (int p = 0; p < state.players; ++p)
        spec.history.captured[p] = to_play_order(rules.play, strain, state.history.captured[p]);
    spec.side = teams.side;
    spec.root_leader = state.leader;
    spec.rules_code = static_cast<uint8_t>((terms.base == 4) | terms.couleur << 1 |
                                           rules.figures_all_suits << 2 | (rules.tricks & 15) << 3);
    // Partition search needs the figures' holders in the key; without room for them the table
    // matches positions on every relative rank instead.
    spec.partition = rules.play.partition_sound;
    spec.pin = FigurePin(spec.figures, spec.partition);
    if (spec.partition && spec.key_width() > 64) {
        spec.partition = false;
        spec.pin = FigurePin(spec.figures, false);
    }
    if (spec.key_width() > 64) {
        if (error) *error = "these Alliance variants need a wider table key than this build has";
        return std::nullopt;
    }
    g.payoff_rules = g.rules;
    g.payoff_rules.partition_sound = spec.partition;
    return g;
}

int side_tricks(Solver& solver, const SideGame& game) {
    return solver.tricks(game.rules, game.position());
}

namespace {

bool reaches_at(Solver& solver, const SideGame& game, const Position& pos, int at_least) {
    return solver.reaches(game.payoff_rules, pos, PayoffGoal{&game.spec, at_least});
}

// A first guess at the exact payoff at `pos`, side 0 taking `tricks0` tricks in all: each figure
// still in a hand goes to that hand's side, and the first six tricks to side 0 where they can
// (how close it comes: bench/RESULTS.md, branch ally10).
int likely_payoff(const SideSpec& spec, const Position& pos, int tricks0) {
    SideOutcome o = spec.with_tricks(pos, 1, tricks0);
    CardSet ours;
    for (int p = 0; p < pos.players(); ++p)
        if (spec.side[p] == 0) ours |= pos.hand(p) & spec.figures.cards;
    const int moved = spec.figures.value_of(ours);
    o.figures[0] += moved;
    o.figures[1] -= moved;
    if (ours.contains(spec.figures.flag)) o.flag = 0;
    o.first_six = spec.with_tricks(pos, 0, tricks0).first_six;
    return side_payoff(o, spec.scoring);
}

// highest_reached_payoff() at `pos`, searched from `guess` outwards (as MTD(f) starts from a
// first guess): the yes/no searches at thresholds next to the payoff are the costly ones, and
// a bisection often makes one more of them before it gets there.  From the guess the search
// steps up while it reaches, doubling its step, and a bisection finishes; or it steps down one
// amount at a time while it does not reach, so that it never asks below the payoff: a search
// below it answers yes and can cost as much as the one at the payoff (where the side must prove
// that it holds a loss to that amount: 4 M nodes once), and on every set of seeded deals
// measured the amounts walked down cost less in all (bench/RESULTS.md, branch ally12).  Any
// order finds the same payoff: reaching is monotone in the threshold.
int highest_at(Solver& solver, const SideGame& game, const Position& pos, int low, int high,
               int guess) {
    std::vector<int> values;
    for (int v : possible_payoffs(game.spec.scoring, game.spec.figures.total()))
        if (v >= low && v <= high) values.push_back(v);
    // values[lo] is reached (at first the bracket's low end), nothing above values[hi] is.
    size_t lo = 0, hi = values.size() - 1;
    auto reached = [&](size_t i) {
        const bool yes = reaches_at(solver, game, pos, values[i]);
        if (yes)
            lo = i;
        else
            hi = i - 1;
        return yes;
    };
    size_t g = 0;
    while (g < hi && values[g] < guess) ++g;
    if (g > lo) {
        if (reached(g)) {
            for (size_t step = 1; lo < hi; step *= 2)
                if (!reached(std::min(lo + step, hi))) break;
        } else {
            while (lo < hi)
                if (reached(hi)) break;
        }
    }
    while (lo < hi) reached((lo + hi + 1) / 2);
    return values[lo];
}

// exact_payoff() at `pos`.
int exact_at(Solver& solver, const SideGame& game, const Position& pos, int tricks) {
    const SideSpec& spec = game.spec;
    const int tricks0 = pos.side_won(0) + tricks;
    const int low = side_payoff(spec.with_tricks(pos, 1, tricks0), spec.scoring);
    const int high = side_payoff(spec.with_tricks(pos, 0, tricks0), spec.scoring);
    return highest_at(solver, game, pos, low, high, likely_payoff(spec, pos, tricks0));
}

}  // namespace

bool reaches_payoff(Solver& solver, const SideGame& game, int at_least) {
    return reaches_at(solver, game, game.position(), at_least);
}

int exact_payoff(Solver& solver, const SideGame& game, int tricks) {
    return exact_at(solver, game, game.position(), tricks);
}

int highest_reached_payoff(Solver& solver, const SideGame& game, int low, int high) {
    return highest_at(solver, game, game.position(), low, high, low);
}

int payoff_at(Solver& solver, const SideGame& game, const Position& pos) {
    if (pos.cards_left() == 0) return side_payoff(game.spec.extreme(pos, 0), game.spec.scoring);
    return exact_at(solver, game, pos, solver.tricks(game.rules, pos));
}

SideResult solve_side_game(Solver& solver, const SideGame& game, bool with_line,
                           std::optional<int> known_payoff) {
    SideResult r;
    r.tricks = side_tricks(solver, game);
    if (known_payoff) {
        // Only the two searches that settle it, the last two of any walk to it, and those the
        // line asks at its root (the lines the same as after the walk on every set of deals
        // measured: bench/RESULTS.md, ally13).
        r.payoff = *known_payoff;
        if (reaches_payoff(solver, game, r.payoff + 1) || !reaches_payoff(solver, game, r.payoff))
            throw std::logic_error("Alliance: the payoff given is not the game's");
    } else {
        r.payoff = exact_payoff(solver, game, r.tricks);
    }
    if (!with_line) return r;

    const SideSpec& spec = game.spec;
    const Strain strain = Strain(game.trump);
    Position pos = game.position();
    const int won_before = pos.side_won(0);
    while (pos.cards_left() > 0) {
        // Side 0 shows a card that keeps the payoff; side 1 one that holds it there.
        const bool ours = pos.side(pos.to_move()) == 0;
        const PayoffGoal goal{&spec, ours ? r.payoff : r.payoff + 1};
        if (solver.reaches(game.payoff_rules, pos, goal) != ours)
            throw std::logic_error("Alliance line: the payoff changed along the line");
        Card card = solver.last_best_move();
        if (!card.valid() || !legal_cards(pos).contains(card)) {
            // The root was decided by the table: try the moves until one keeps the payoff.
            MoveList moves;
            generate_moves(pos, spec.figures.cards, moves);
            card = Card();
            for (const Move& m : moves) {
                pos.play(m.card);
                const bool kept = solver.reaches(game.payoff_rules, pos, goal) == ours;
                pos.unplay();
                if (kept) {
                    card = m.card;
                    break;
                }
            }
            if (!card.valid()) throw std::logic_error("Alliance line: no move keeps the payoff");
        }
        pos.play(card);
        r.line.push_back(to_face_order(game.rules, strain, card));
    }
    r.line_tricks = pos.side_won(0) - won_before;
    for (int p = 0; p < pos.players(); ++p) {
        const CardSet caught = (spec.history.captured[p] | pos.captured(p)) & spec.figures.cards;
        r.figures[spec.side[p]] |= to_face_order(game.rules, strain, caught);
    }
    return r;
}

}  // namespace stich::alliance
