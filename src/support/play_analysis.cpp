#include "stich/support/play_analysis.h"

#include <algorithm>

namespace stich {

namespace {

// The legal cards of the run a move stands for.
CardSet run_cards(const Position& pos, const Move& m) {
    const CardSet legal = legal_cards(pos);
    const uint16_t span = static_cast<uint16_t>(((2u << m.card.pos()) - 1) & ~((1u << m.low) - 1));
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

std::vector<std::string> card_names(const std::vector<CardValue>& values) {
    std::vector<std::string> out;
    for (const CardValue& v : values) {
        const std::string text = format_card_list(v.cards);  // high to low, as in the text
        for (size_t start = 0; start < text.size(); start += 3)
            out.push_back(text.substr(start, 2));
    }
    return out;
}

namespace {

// The rule that `card`, held by the player to move, breaks: the first duty of rules.h's
// PlayDuties it fails, or the game's own (Préférence's duty to duck, Alliance's exemption).
std::string broken_rule(const Position& pos, Card card) {
    const CardSet hand = pos.hand(pos.to_move());
    if (pos.trick_start()) return "the game's rules forbid leading it here";
    const Suit led = pos.led_suit();
    const std::string led_name(kStrainNames[Strain(led)]);
    if (card.suit() != led && !hand.of_suit(led).empty())
        return "a card of the suit led (" + led_name + ") must be played";
    if (card.suit() == led && pos.duties().must_beat)
        return "the best card of the suit led (" + led_name + ") must be beaten if it can be";
    const bool trump = pos.has_trump() && card.suit() == Suit(pos.trump());
    if (!trump && pos.duties().must_trump)
        return "a player void in the suit led (" + led_name + ") must trump";
    if (trump && pos.duties().must_overtrump) return "a trump in the trick must be overtrumped";
    return "it breaks a duty of the game's rules";
}

}  // namespace

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
            audit.stopped = {static_cast<int>(i),
                             format_card(c) + " is not in the hand of the player to move"};
            break;
        }
        if (!legal_cards(pos).contains(c)) {
            audit.stopped = {static_cast<int>(i),
                             format_card(c) + " is not a legal card here: " + broken_rule(pos, c)};
            audit.legal = legal_cards(pos);
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
