#include "stich/play_analysis.h"

#include <algorithm>

namespace stich {

namespace {

// The legal cards of the run a move stands for.
CardSet run_cards(const Position& pos, const Move& m) {
    const CardSet legal = legal_cards(pos);
    const uint16_t span =
        static_cast<uint16_t>(((2u << m.card.pos()) - 1) & ~((1u << m.low) - 1));
    return legal & CardSet::from_lane(m.card.suit(), span);
}

}  // namespace

std::vector<CardValue> card_values(const Position& pos, const Valuer& valuer, CardSet distinct) {
    MoveList moves;
    generate_moves(pos, distinct, moves);
    const int side = pos.side(pos.to_move());
    std::vector<CardValue> out;
    for (const Move& m : moves) {
        Position next = pos;
        next.play(m.card);
        out.push_back(CardValue{run_cards(pos, m), m.card, valuer(next, side)});
    }
    std::stable_sort(out.begin(), out.end(), [](const CardValue& a, const CardValue& b) {
        if (a.value != b.value) return a.value > b.value;
        if (a.card.suit() != b.card.suit()) return a.card.suit() < b.card.suit();
        return a.card.pos() > b.card.pos();
    });
    return out;
}

PlayAudit audit_play(const Position& start, const std::vector<Card>& cards, const Valuer& valuer,
                     CardSet distinct) {
    PlayAudit audit;
    Position pos = start;
    int trick = 1;
    int before = valuer(pos, pos.side(pos.to_move()));
    for (size_t i = 0; i < cards.size(); ++i) {
        const int player = pos.to_move();
        const int side = pos.side(player);
        const Card c = cards[i];
        if (!pos.hand(player).contains(c)) {
            audit.stopped = {static_cast<int>(i), "the card is not in the hand of the player to move"};
            break;
        }
        if (!legal_cards(pos).contains(c)) {
            audit.stopped = {static_cast<int>(i), "the card breaks the duty to follow (a revoke)"};
            break;
        }
        PlayStep step;
        step.ply = static_cast<int>(i);
        step.trick = trick;
        step.player = player;
        step.card = c;
        step.before = before;
        Position next = pos;
        next.play(c);
        step.after = valuer(next, side);
        if (step.cost() > 0) {
            for (const CardValue& v : card_values(pos, valuer, distinct))
                if (v.value == step.before) step.better.push_back(v);
        }
        audit.steps.push_back(step);
        if (next.trick_start()) ++trick;
        pos = next;
        // The next mover's value before his card, from his side's view.
        const int next_side = pos.cards_left() ? pos.side(pos.to_move()) : side;
        before = next_side == side ? step.after : valuer(pos, next_side);
    }
    return audit;
}

}  // namespace stich
