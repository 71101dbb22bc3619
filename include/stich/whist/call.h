// The call at 8 (§7 of the 1834 text), at 6 when the preference suit is trumps (§23 III): a
// side whose honours would take it out may end the game before the first trick is complete,
// without playing the deal.  Whether that is sound is a comparison of game values: the game
// won at once against the deal played out double dummy.
#pragma once

#include <array>
#include <string>

#include "stich/whist/scoring.h"

namespace stich::whist {

// Who may call, and how.  §7: the player with two honours asks ("ich rufe", "ich frage") and
// wins if his partner holds one or two; a player with three or four alone shows them.  A side
// holding three or more honours always has one of these, so the right rests on the side's
// count; `caller` says which hand makes the call.
struct CallRight {
    bool allowed = false;
    std::string reason;  // why not, when not allowed
    int side = -1;       // the side entitled to call, or -1
    int caller = -1;     // the seat that calls (or would), or -1
    bool shows = false;  // the caller holds 3 or more alone and shows them; else asks partner
};

// The calling position of a deal: the standing, the honours per seat (N E S W), the factor of
// the deal (point_factor), the seat that leads the first trick, and whether the first trick
// is still open (not yet complete: a trick in progress that is the first one still is).
struct CallSituation {
    PerSide score{};
    std::array<int, 4> honours{};
    int factor = 1;
    int leader = 0;
    bool first_trick_open = true;
};

// A side may call when the rules allow calls (call_at > 0), it stands at the call point or
// above (call_at, or preference_call_at when the preference suit is trumps) but not at the
// point where honours are barred (§8), it holds three or more honours, those honours take it
// to the game, and the first trick is open.
CallRight call_right(const WhistRules& rules, const CallSituation& s);

// The deal ended by a call of `side`: its honours marked, the game won at once.
DealScore called_deal(const WhistRules& rules, const CallSituation& s, int side);

// The worth of a deal's outcome to `side` in fish at the rubber: + the game value if it won the
// game, - the value if the opponents did, 0 if no game ended; plus its slam premium, minus the
// opponents'.
int value_for(const DealScore& deal, int side);

// The call against playing on, from the calling side's view (value_for).  The verdict is to
// call when calling is worth at least as much: it is certain and ends the deal at once.
struct CallVerdict {
    CallRight right;
    DealScore called;
    DealScore played;
    int call_value = 0;
    int play_value = 0;
    bool call = true;
    int difference() const { return call_value - play_value; }
};
// `played` is the deal played out (score_deal with the double-dummy tricks); only meaningful
// when right.allowed.
CallVerdict judge_call(const WhistRules& rules, const CallSituation& s, const DealScore& played);

}  // namespace stich::whist
