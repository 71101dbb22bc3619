#include "stich/whist/call.h"

#include "stich/whist/honours.h"

namespace stich::whist {

namespace {

constexpr int kMinHonoursToCall = 3;

// The hand that calls: one holding three or more shows them; else the one with two asks, the
// earlier of two such hands in the first trick (§7: at his lead, or after his partner's).
void choose_caller(CallRight& right, const CallSituation& s) {
    for (int i = 0; i < 4; ++i) {
        const int seat = (s.leader + i) % 4;
        if (seat % 2 != right.side) continue;
        if (s.honours[seat] >= kMinHonoursToCall) {
            right.caller = seat;
            right.shows = true;
            return;
        }
        if (s.honours[seat] == 2 && right.caller < 0) right.caller = seat;
    }
}

}  // namespace

CallRight call_right(const WhistRules& rules, const CallSituation& s) {
    CallRight right;
    const int point = s.factor > 1 ? rules.preference_call_at : rules.call_at;
    if (rules.call_at == 0 || point == 0) {
        right.reason = "these rules allow no call";
        return right;
    }
    for (int side = 0; side < 2; ++side)
        if (s.honours[side] + s.honours[side + 2] >= kMinHonoursToCall) right.side = side;
    if (right.side < 0) {
        right.reason = "neither side holds three honours";
        return right;
    }
    choose_caller(right, s);
    const int at = s.score[right.side];
    const std::string who = std::string(side_name(right.side)) + " at " + std::to_string(at);
    const int held = s.honours[right.side] + s.honours[right.side + 2];
    if (at < point) {
        right.reason = who + " may not call: a side calls from " + std::to_string(point) + " on";
    } else if (rules.no_honours_at > 0 && at == rules.no_honours_at) {
        right.reason = who + " cannot go out by honours, only by a trick (§8)";
    } else if (at + honour_points(held) * s.factor < rules.game) {
        right.reason = who + ": their honours do not take them to the game";
    } else if (!s.first_trick_open) {
        right.reason = "the first trick is complete: a call must come before that (§7)";
    } else {
        right.allowed = true;
    }
    return right;
}

DealScore called_deal(const WhistRules& rules, const CallSituation& s, int side) {
    DealScore d;
    d.before = d.after = s.score;
    d.marked.honours[side] = honour_points(s.honours[side] + s.honours[side + 2]) * s.factor;
    d.after[side] += d.marked.honours[side];
    GameWon g;
    g.winner = side;
    g.by_tricks = false;
    g.losers_points = s.score[1 - side];
    g.value = game_value(rules, g.losers_points);
    g.carried = rules.carry_over ? d.after[side] - rules.game : 0;
    d.game = g;
    d.next[side] = g.carried;
    return d;
}

int value_for(const DealScore& deal, int side) {
    int v = deal.slam[side] - deal.slam[1 - side];
    if (deal.game) v += deal.game->winner == side ? deal.game->value : -deal.game->value;
    return v;
}

CallVerdict judge_call(const WhistRules& rules, const CallSituation& s, const DealScore& played) {
    CallVerdict v;
    v.right = call_right(rules, s);
    v.played = played;
    if (!v.right.allowed) return v;
    v.called = called_deal(rules, s, v.right.side);
    v.call_value = value_for(v.called, v.right.side);
    v.play_value = value_for(played, v.right.side);
    v.call = v.call_value >= v.play_value;
    return v;
}

}  // namespace stich::whist
