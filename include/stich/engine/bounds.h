// Bounds on the tricks to come, computed at the start of a trick (and during one) without
// searching.
//
// All are sound under every rule set of this project: they rely only on following suit, on
// the highest card of a suit (or trump) winning, and on a player's freedom being no larger
// than what the count assumes.  Each reports in `used` the cards whose rank the count relies
// on, for the transposition table (tt.h).
#pragma once

#include "stich/engine/position.h"

namespace stich {

// Tricks the leader's side is sure to take, whatever the others do: the leader cashing his
// top trumps, his top cards in the other suits, then a partner's after an entry (no partner
// who must duck), or instead of the partner's top cards his trumps above the opponents'; or,
// if more, the trumps of one of the side's players that win whenever they are played or that
// outlast the other side's higher ones (later_tricks); or
// else one trick by a partner's ruff that cannot be overruffed.  With no trumps in the hands
// and no duty to beat or duck, if more: the leader's own winners, then a suit he holds with a
// partner (their two best cards one in each hand; or one hand's single top card first, then
// the other hand's top cards and the rest of its cards).  The count may stop once it
// reaches `enough`, with only the cards relied on so far in `used`.
int quick_tricks(const Position& pos, int enough, CardSet& used);
inline int quick_tricks(const Position& pos, CardSet& used) {
    return quick_tricks(pos, 1 << 20, used);
}

// Tricks the side not on lead is sure to take sooner or later: the trumps of one of its
// players above all of the other side's win whenever they are played; a guarded second-best
// trump sitting directly behind the best takes one; and where nobody must beat, overtrump or
// duck, one player's trumps outlast the other side's higher ones: playing his lowest when he
// must, he loses at most one trump to each of theirs that can be matched with a lower one of
// his (T987 against AKJ5432, the queen with partner: one trick).
int later_tricks(const Position& pos, CardSet& used);

// At the start of a trick: whether the leader's side must lose this trick because an
// opponent holds the top card of every suit the leader can lead (an opponent who must duck
// does not count) and, while trumps are out, no partner of the leader can ruff any of them.
// `used` gets those top cards.
bool loses_next_trick(const Position& pos, CardSet& used);

// At the start of a trick, with no trumps in the hands: whether the leader's side must lose
// one of the tricks left (DDS's LaterTricks without trumps).  While it wins every trick it
// keeps the lead, and the tricks it can lead in the suits whose top card it holds are at most
// the longest holding of the side in each such suit; when they are fewer than the tricks
// left, it must lead a suit whose top card an opponent kept (one who must duck does not
// count).  `used` gets the opponents' top cards of the suits the leader's side holds too.
bool loses_a_trick(const Position& pos, CardSet& used);

// During a trick: whether the side of the player to move is sure to win it, because a card
// of that side already in the trick or in its hands beats everything the opponents still to
// play can put on it.  `used` gets the cards relied on.
bool wins_current_trick(const Position& pos, CardSet& used);

// During a trick: tricks the mover's side is sure to take from here, counting only when it
// wins the current trick (wins_current_trick): then 1, and, when no trumps are left in the
// hands, the top cards the winner of this trick can cash when he leads the next.  The count
// may stop once it reaches `enough`, or at 1 when `enough` is out of reach; 0 when the side
// may lose this trick.  `used` gets the cards relied on.
int current_trick_tricks(const Position& pos, int enough, CardSet& used);

// At the start of a trick: the player who takes every trick left whatever anyone plays, or -1.
// He holds only cards that no other hand can beat in their suits, no other hand holds a trump,
// and he is on lead or holds every suit the leader holds: following suit (a duty under every
// rule set) he wins the trick, and then leads on.  Such a trick is one nobody can shed or
// give away, which the searches of players who want few tricks have no other bound for.
// `used` gets his cards.
int sweeping_player(const Position& pos, CardSet& used);

}  // namespace stich
