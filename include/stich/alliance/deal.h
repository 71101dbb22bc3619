// An Alliance board as it stands: the hands now, the trick in progress, and what the tricks
// already played hold.
//
// A board gives the play so far in one of two ways:
//   - [Deal] with the hands before the play and a play section ([Play]); every trick is then
//     known: who won it and what it held, so figures captured and the first six are counted;
//   - [Deal] with the hands now, [Trick] and [Leader] for a trick in progress, [Won] for the
//     tricks won per seat.  The cards of those tricks are not known: a figure missing from
//     the hands, the trick and the table counts for nobody (it is listed as unaccounted), and
//     the first six tricks count for a side (or player) only when it won every trick so far.
// Cards here are in face order.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/alliance/history.h"
#include "stich/alliance/rules.h"
#include "stich/io/board.h"

namespace stich::alliance {

// The play at one moment, face order.
struct PlayState {
    int players = 4;
    std::array<CardSet, kMaxSeats> hands{};
    std::vector<Card> trick;  // the trick in progress, from its leader on
    int leader = 0;           // who leads it
    History history;          // captured: every card of each seat's tricks, where known

    int cards_left() const;
};

struct Deal {
    PlayState now;
    std::vector<Card> table;           // the table cards in layout order; table[0] face up
    std::optional<CardSet> laid_away;  // [Discard]: the cards declarer laid away in a Lever
    std::array<int8_t, 64> played_by;  // card index -> seat that played it, -1: not known
    CardSet unaccounted;               // cards played in tricks the record does not show
    bool at_start = true;              // no card played yet: the Lever exchange is still open
    int tricks = 12;                   // tricks of the whole deal
};

// The deal of `board` (a game of alliance).  `trump` is needed to replay a play section (who
// won each trick); `lever_hand` names the hand of a Lever's declarer and a full deal, so that
// [Discard] is applied to it before the play.  The table cards are `table` and the cards laid
// away `discard`: the board's [TableCards] and [Discard] as they were read once (the board
// prepared, answers.h; play_terms), or a layout's; the board's own tags are not read here.
std::optional<Deal> read_deal(const Board& board, const std::vector<Card>& table,
                              const std::optional<CardSet>& discard, const AllianceRules& rules,
                              std::optional<Suit> trump, std::optional<int> lever_declarer,
                              std::string* error);

// The cards a layout of the judge gives a record: every hand (as dealt, before a Lever's
// exchange), the table cards in layout order, and the cards laid away ([Discard]).
struct DealCards {
    std::array<CardSet, kMaxSeats> hands{};
    std::vector<Card> table;
    std::optional<CardSet> discard;
};
// A deal read already by read_deal from a record without a play section, with the cards of
// another layout of that record: what read_deal derives of them derived again (a Lever's
// exchange, the cards not accounted for), the rest kept (the trick in progress, the tricks
// won, the leader), so that a layout reads no board.  nullopt with `error` as read_deal.
std::optional<Deal> with_cards(const Deal& read, const DealCards& cards, const AllianceRules& rules,
                               std::optional<int> lever_declarer, std::string* error);

}  // namespace stich::alliance
