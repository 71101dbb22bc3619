#include "stich/alliance/payoff_goal.h"

#include <algorithm>

namespace stich::alliance {

namespace {

// What the tricks won so far hold, per side.
struct Settled {
    CardSet figures[2];
    int holder = kNoTrickYet;  // of the first six (first_six_holder)
};

Settled settled(const SideSpec& spec, const Position& pos) {
    Settled s;
    for (int p = 0; p < pos.players(); ++p)
        s.figures[spec.side[p]] |=
            (spec.history.captured[p] | pos.captured(p)) & spec.figures.cards;
    s.holder = first_six_holder(spec.history, pos, spec.root_leader, spec.side);
    return s;
}

// with_tricks() on the position's settled state.
SideOutcome outcome(const SideSpec& spec, const Settled& s, const Position& pos, int taker,
                    int tricks0) {
    const Figures& figures = spec.figures;
    const CardSet still_out = pos.unplayed() & figures.cards;
    SideOutcome o;
    o.tricks0 = tricks0;
    for (int side = 0; side < 2; ++side) {
        o.figures[side] = figures.value_of(s.figures[side]);
        if (s.figures[side].contains(figures.flag)) o.flag = side;
    }
    o.figures[taker] += figures.value_of(still_out);
    if (still_out.contains(figures.flag)) o.flag = taker;
    if (spec.scoring.tricks >= kFirstTricks) {
        const int played = spec.scoring.tricks - pos.tricks_left();
        if (played >= kFirstTricks)
            o.first_six = s.holder >= 0 ? s.holder : -1;
        else
            o.first_six = s.holder == kNoTrickYet || s.holder == taker ? taker : -1;
    }
    return o;
}

// The trumps a side is sure to take at a trick start, each with the trick it is played to: a
// trump that no trump of the other side outranks, for the trick goes to the highest trump in
// it.  Read only from what a table entry matches on, the key and the suit lengths (search.h
// stores a goal's verdict as relying on no card): every trump of the side where the other
// holds none (the lengths), or else, the ace gone, the side's king, queen and jack of trumps
// from the top down to the first of the other side's (the pin holds which of the trump A K Q J
// are out, and with partition search who holds each figure; without it the table matches every
// card).  `most`: the most of them one hand holds, each taken in a trick of its own.
struct Sure {
    CardSet cards;
    int most = 0;
};

Sure sure_trumps(const SideSpec& spec, const Position& pos, int side) {
    Sure sure;
    if (!pos.has_trump()) return sure;
    const Suit trump = Suit(pos.trump());
    std::array<CardSet, 2> trumps{};
    for (int p = 0; p < pos.players(); ++p) trumps[spec.side[p]] |= pos.hand(p).of_suit(trump);
    if (trumps[1 - side].empty()) {
        sure.cards = trumps[side];
    } else {
        // The ace, king, queen and jack: the top four of the trump suit in play order.
        for (int face = kRanks - 1; face >= kRanks - 4; --face) {
            const Card c(trump, face);
            if (!pos.remaining().contains(c)) continue;
            if (!trumps[side].contains(c) || face == kRanks - 1) break;
            sure.cards |= c;
        }
    }
    if (sure.cards.empty()) return sure;
    for (int p = 0; p < pos.players(); ++p)
        if (spec.side[p] == side)
            sure.most = std::max(sure.most, (pos.hand(p) & sure.cards).count());
    return sure;
}

// `o`, an ending where side `1 - side` takes every trick and figure still out, less what
// `side` is sure of: its sure trumps' tricks and figures, and the first six where a hand of
// it cannot keep all of them for the tricks after the sixth.
void concede(const SideSpec& spec, const Position& pos, int side, SideOutcome& o) {
    const Sure sure = sure_trumps(spec, pos, side);
    if (sure.most == 0) return;
    const int value = spec.figures.value_of(sure.cards);
    o.tricks0 += side == 0 ? sure.most : -sure.most;
    o.figures[side] += value;
    o.figures[1 - side] -= value;
    if (sure.cards.contains(spec.figures.flag)) o.flag = side;
    const int played = spec.scoring.tricks - pos.tricks_left();
    if (o.first_six == 1 - side && sure.most > pos.tricks_left() - (kFirstTricks - played))
        o.first_six = -1;
}

// The payoffs side 0 ends with at best and at worst, as far as the sure trumps tell.
std::array<SideOutcome, 2> sure_endings(const SideSpec& spec, const Settled& s,
                                        const Position& pos) {
    const int won = pos.side_won(0);
    std::array<SideOutcome, 2> o{outcome(spec, s, pos, 0, won + pos.tricks_left()),
                                 outcome(spec, s, pos, 1, won)};
    concede(spec, pos, 1, o[0]);
    concede(spec, pos, 0, o[1]);
    return o;
}

// extreme_payoffs() on the position's settled state.
std::array<int, 2> extremes_of(const SideSpec& spec, const Settled& s, const Position& pos) {
    const int won = pos.side_won(0);
    return {side_payoff(outcome(spec, s, pos, 0, won + pos.tricks_left()), spec.scoring),
            side_payoff(outcome(spec, s, pos, 1, won), spec.scoring)};
}

// key() on the position's settled state.
uint64_t key_of(const SideSpec& spec, const Settled& s, const Position& pos) {
    const Figures& figures = spec.figures;
    const int value = bits_for(figures.total());
    KeyPacker k;
    k.put(static_cast<uint64_t>(pos.side_won(0)), bits_for(spec.scoring.tricks));
    k.put(static_cast<uint64_t>(s.holder + 2), 2);
    int flag = 0;
    for (int side = 0; side < 2; ++side) {
        k.put(static_cast<uint64_t>(figures.value_of(s.figures[side])), value);
        if (s.figures[side].contains(figures.flag)) flag = side + 1;
    }
    k.put(static_cast<uint64_t>(flag), 2);
    spec.pin.put(k, pos);
    k.put(spec.rules_code, SideSpec::kRulesCodeBits);
    return k.value();
}

}  // namespace

SideOutcome SideSpec::extreme(const Position& pos, int taker) const {
    return with_tricks(pos, taker, pos.side_won(0) + (taker == 0 ? pos.tricks_left() : 0));
}

std::array<int, 2> SideSpec::extreme_payoffs(const Position& pos) const {
    return extremes_of(*this, settled(*this, pos), pos);
}

SideOutcome SideSpec::with_tricks(const Position& pos, int taker, int tricks0) const {
    return outcome(*this, settled(*this, pos), pos, taker, tricks0);
}

std::array<int, 2> SideSpec::sure_payoffs(const Position& pos) const {
    const auto o = sure_endings(*this, settled(*this, pos), pos);
    return {side_payoff(o[0], scoring), side_payoff(o[1], scoring)};
}

int SideSpec::key_width() const {
    const int value = bits_for(figures.total());
    return bits_for(scoring.tricks) + 2 + 2 * value + 2 + pin.width() + kRulesCodeBits;
}

uint64_t SideSpec::key(const Position& pos) const {
    return key_of(*this, settled(*this, pos), pos);
}

GoalProbe SideSpec::probe(const Position& pos, int target) const {
    const Settled s = settled(*this, pos);
    GoalProbe p;
    p.key = key_of(*this, s, pos);
    const int won = pos.side_won(0);
    const int left = pos.tricks_left();
    // Side 0's best ending (every trick and figure still out but those side 1 is sure of) and
    // its worst (none of them but its own sure ones).
    const auto [best, worst] = sure_endings(*this, s, pos);
    if (side_payoff(worst, scoring) >= target) {
        p.verdict = Verdict::kWin;
        return p;
    }
    if (side_payoff(best, scoring) < target) {
        p.verdict = Verdict::kLoss;
        return p;
    }
    // The least count of further tricks that reaches `target` with the figures of `o`; the
    // payoff grows with side 0's tricks, the figures held.
    auto least = [&](SideOutcome o) {
        for (int t = 0; t <= left; ++t) {
            o.tricks0 = won + t;
            if (side_payoff(o, scoring) >= target) return t;
        }
        return left + 1;
    };
    p.needs = TrickNeeds{least(worst), least(best)};
    return p;
}

}  // namespace stich::alliance
