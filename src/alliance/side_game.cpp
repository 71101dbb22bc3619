#include "stich/alliance/side_game.h"

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

// highest_reached_payoff() at `pos`.
int highest_at(Solver& solver, const SideGame& game, const Position& pos, int low, int high) {
    std::vector<int> values;
    for (int v : possible_payoffs(game.spec.scoring, game.spec.figures.total()))
        if (v >= low && v <= high) values.push_back(v);
    // values.front() is reached (the bracket's low end); find the last one reached.
    size_t lo = 0, hi = values.size() - 1;
    while (lo < hi) {
        const size_t mid = (lo + hi + 1) / 2;
        if (reaches_at(solver, game, pos, values[mid]))
            lo = mid;
        else
            hi = mid - 1;
    }
    return values[lo];
}

// exact_payoff() at `pos`.
int exact_at(Solver& solver, const SideGame& game, const Position& pos, int tricks) {
    const SideSpec& spec = game.spec;
    const int tricks0 = pos.side_won(0) + tricks;
    const int low = side_payoff(spec.with_tricks(pos, 1, tricks0), spec.scoring);
    const int high = side_payoff(spec.with_tricks(pos, 0, tricks0), spec.scoring);
    return highest_at(solver, game, pos, low, high);
}

}  // namespace

bool reaches_payoff(Solver& solver, const SideGame& game, int at_least) {
    return reaches_at(solver, game, game.position(), at_least);
}

int exact_payoff(Solver& solver, const SideGame& game, int tricks) {
    return exact_at(solver, game, game.position(), tricks);
}

int highest_reached_payoff(Solver& solver, const SideGame& game, int low, int high) {
    return highest_at(solver, game, game.position(), low, high);
}

int payoff_at(Solver& solver, const SideGame& game, const Position& pos) {
    if (pos.cards_left() == 0) return side_payoff(game.spec.extreme(pos, 0), game.spec.scoring);
    return exact_at(solver, game, pos, solver.tricks(game.rules, pos));
}

SideResult solve_side_game(Solver& solver, const SideGame& game, bool with_line) {
    SideResult r;
    r.tricks = side_tricks(solver, game);
    r.payoff = exact_payoff(solver, game, r.tricks);
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
