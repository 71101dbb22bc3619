// What one seat of a game state sees, as text and as numbers (state.h's TensorLayout): its own
// cards, the cards each seat has played, the trick in progress, trumps and the contract; the
// information state adds the order of the whole play.
#include <algorithm>
#include <string>

#include "state_impl.h"

namespace stich::api {

namespace {

using L = TensorLayout;

// The seat that played card i of the trick in progress.
int trick_seat(const State::Impl& s, int i) {
    return s.seat_of[static_cast<size_t>(s.pos.seat_after(s.pos.leader(), i))];
}

// The cards `seat` laid away in the calls (none without them), in face order.
CardSet laid_away(const State::Impl& s, int seat) {
    CardSet out;
    if (const game::Auction* a = s.auction.calls.get())
        for (size_t i = 0; i < a->calls().size(); ++i)
            if (a->calls()[i] < game::kCardCalls && a->callers()[i] == seat)
                out |= CardSet(state_detail::card_of_action(a->calls()[i]));
    return out;
}

// The observer's cards now, in face order.
CardSet hand_of(const State::Impl& s, int seat) {
    // Before the play (calling, or no play after the calls): the hand as dealt, with what the
    // calls gave him (the talon declarer took) and without what he laid away.
    if (!s.playing) {
        CardSet hand = s.base->hands[static_cast<size_t>(seat)];
        if (const game::Auction* a = s.auction.calls.get()) {
            hand = s.auction.deal->hands[static_cast<size_t>(seat)] | a->taken(seat);
            hand -= laid_away(s, seat);
        }
        return hand;
    }
    CardSet out;
    for (int p = 0; p < s.pos.players(); ++p)
        if (s.seat_of[static_cast<size_t>(p)] == seat)
            for (Card c : s.pos.hand(p)) out |= CardSet(s.to_face[static_cast<size_t>(c.index())]);
    return out;
}

void set_card(std::vector<float>& t, int offset, Card face) {
    t[static_cast<size_t>(offset + state_detail::action_of_card(face))] = 1.0f;
}

// The kind of a call in the tensors (TensorLayout): a named call's index, or kNamedCalls for
// a card laid away; -1 for a named call past the layout's room.
int call_kind(int call) {
    if (call < game::kCardCalls) return L::kNamedCalls;
    const int named = call - game::kCardCalls;
    return named < L::kNamedCalls ? named : -1;
}

}  // namespace

std::vector<float> State::observation_tensor(int player) const {
    std::vector<float> t(L::kObservationSize, 0.0f);
    if (player < 0 || player >= players()) return t;
    const Impl& s = *impl_;
    for (Card c : hand_of(s, player)) set_card(t, L::kHand, c);
    for (size_t i = 0; i < s.played.size(); ++i)
        set_card(t, L::kPlayed + 52 * s.slot(s.played_by[i], player), s.played[i]);
    for (int i = 0; i < s.pos.trick_size(); ++i)
        set_card(t, L::kTrick + 52 * s.slot(trick_seat(s, i), player),
                 s.to_face[static_cast<size_t>(s.pos.trick_card(i).index())]);
    t[static_cast<size_t>(L::kTrump + (s.pos.has_trump() ? s.pos.trump() : 4))] = 1.0f;
    if (s.base->declarer)
        t[static_cast<size_t>(L::kDeclarer + s.slot(*s.base->declarer, player))] = 1.0f;
    if (const int m = s.seat_to_move(); m >= 0)
        t[static_cast<size_t>(L::kToMove + s.slot(m, player))] = 1.0f;
    for (int p = 0; p < s.pos.players(); ++p)
        t[static_cast<size_t>(L::kWon + s.slot(s.seat_of[static_cast<size_t>(p)], player))] +=
            static_cast<float>(s.pos.won(p));
    if (const game::Auction* a = s.auction.calls.get()) {
        for (size_t i = 0; i < a->calls().size(); ++i)
            if (const int kind = call_kind(a->calls()[i]); kind >= 0)
                t[static_cast<size_t>(L::kCalls + L::kCallKinds * s.slot(a->callers()[i], player) +
                                      kind)] += 1.0f;
        for (Card c : laid_away(s, player)) set_card(t, L::kLaidAway, c);
    } else if (s.laid_away && s.base->declarer == player) {
        // A record given with its contract: declarer knows the [Discard] he laid away.
        for (Card c : *s.laid_away) set_card(t, L::kLaidAway, c);
    }
    return t;
}

std::vector<float> State::information_state_tensor(int player) const {
    std::vector<float> t = observation_tensor(player);
    t.resize(L::kInformationStateSize, 0.0f);
    const Impl& s = *impl_;
    for (size_t i = 0; i < s.played.size(); ++i)
        t[static_cast<size_t>(L::kHistory + state_detail::action_of_card(s.played[i]))] =
            static_cast<float>(i + 1) / 64.0f;
    if (const game::Auction* a = s.auction.calls.get()) {
        const size_t n = std::min(a->calls().size(), static_cast<size_t>(L::kMaxCalls));
        for (size_t i = 0; i < n; ++i) {
            const int base = L::kCallHistory + L::kCallStride * static_cast<int>(i);
            t[static_cast<size_t>(base + s.slot(a->callers()[i], player))] = 1.0f;
            if (const int kind = call_kind(a->calls()[i]); kind >= 0)
                t[static_cast<size_t>(base + L::kSeatSlots + kind)] = 1.0f;
        }
    }
    return t;
}

std::string State::observation_string(int player) const {
    if (player < 0 || player >= players()) return {};
    const Impl& s = *impl_;
    const Board& b = *s.base;
    std::string out = game() + " board " + b.id + ", seat " + seat_label(player);
    out += "\nhand: " + format_hand(hand_of(s, player));
    out += "\ntrump: " + std::string(s.pos.has_trump() ? kStrainNames[s.pos.trump()] : "none");
    if (!b.contract.empty()) out += "\ncontract: " + b.contract;
    if (b.declarer) out += " by " + seat_label(*b.declarer);
    if (const game::Auction* a = s.auction.calls.get(); a && !a->calls().empty()) {
        // The calls, each by its seat; a card laid away is seen by its own seat only.
        out += "\ncalls:";
        for (size_t i = 0; i < a->calls().size(); ++i) {
            const int call = a->calls()[i];
            const bool hidden = call < game::kCardCalls && a->callers()[i] != player;
            out += " " + seat_label(a->callers()[i]) + ":" +
                   (hidden ? std::string("??") : game::write_calls({call}, *s.auction.names));
        }
    }
    out += "\nplayed:";
    for (int seat = 0; seat < players(); ++seat) {
        CardSet cards;
        for (size_t i = 0; i < s.played.size(); ++i)
            if (s.played_by[i] == seat) cards |= CardSet(s.played[i]);
        out += " " + seat_label(seat) + " " + format_card_list(cards) + ";";
    }
    out += "\ntrick:";
    for (int i = 0; i < s.pos.trick_size(); ++i)
        out += " " + seat_label(trick_seat(s, i)) + " " +
               format_card(s.to_face[static_cast<size_t>(s.pos.trick_card(i).index())]);
    out += "\nwon:";
    for (int p = 0; p < s.pos.players(); ++p)
        out += " " + seat_label(s.seat_of[static_cast<size_t>(p)]) + " " +
               std::to_string(s.pos.won(p));
    const int m = s.seat_to_move();
    out += "\nto move: " + (m < 0 ? std::string("nobody") : seat_label(m));
    return out;
}

std::string State::information_state_string(int player) const {
    std::string out = observation_string(player);
    if (out.empty()) return out;
    out += "\nplay:";
    const Impl& s = *impl_;
    for (size_t i = 0; i < s.played.size(); ++i)
        out += std::string(s.opened[i] && i > 0 ? " |" : "") + " " + seat_label(s.played_by[i]) +
               ":" + format_card(s.played[i]);
    return out;
}

}  // namespace stich::api
