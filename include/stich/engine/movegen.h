// Legal cards and the moves the search tries.
#pragma once

#include <boost/container/static_vector.hpp>

#include "stich/engine/position.h"

namespace stich {

// A move: the card to play.  When several legal cards are equivalent (adjacent in rank among
// the cards not yet played, in the same hand), one move stands for all of them and plays the
// highest.  The search needs the lowest too: if the card played wins a trick by rank and the
// move fails, every card of its run mattered (otherwise a table entry could cover positions
// where the run is split between hands, with a move the search never tried).
struct Move {
    Card card;           // the highest card of the run
    uint8_t low = 0;     // position of the lowest card of the run
    int16_t weight = 0;  // ordering score, higher first (order.h)
};

// A hand holds at most 13 cards, so at most 13 moves.
using MoveList = boost::container::static_vector<Move, 16>;

// The cards the player to move may play, under the position's duties.
CardSet legal_cards(const Position& pos);

// One move per run of equivalent legal cards, in suit order and low to high within a suit.  Cards
// in `distinct` are never merged with others: an objective that pays for particular cards
// (Alliance's figures) needs them apart.
void generate_moves(const Position& pos, CardSet distinct, MoveList& out);

// Cards above `c` in its suit (any owner), as a set.
constexpr CardSet cards_above(Card c) {
    return CardSet::from_lane(c.suit(), static_cast<uint16_t>(kFullLane & ~((2u << c.pos()) - 1)));
}

}  // namespace stich
