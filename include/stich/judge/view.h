// What one seat knows of a deal when it makes a decision: its own cards, the cards it has seen
// elsewhere and where they lie, what the play has shown, and how many cards lie where it cannot
// look (solution-concepts.md section 4).
//
// Hands are counted as they were dealt when the view includes the play so far ([Play]): a card
// a player has played is a card he was dealt, so it is `fixed` in his hand, and a suit he did not
// follow is one he held no more of.  Without a play section the hands are those of the record
// (an endgame holds only the cards still to play).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "stich/engine/cards.h"
#include "stich/io/board.h"
#include "stich/io/seats.h"

namespace stich::judge {

inline constexpr int kMaxPiles = 4;

struct SeatView {
    // How the game names its seats (io/seats.h; by number unless its judge says).  The game's
    // judge fills it, so that the judge core names seats as the game does without knowing
    // which game it judges.
    Seats seats;
    int players = 4;
    int seat = 0;
    CardSet deck;
    std::array<int, kMaxSeats> size{};       // the cards each hand holds
    std::array<CardSet, kMaxSeats> fixed{};  // cards the seat knows lie in a hand: all its own
    std::array<CardSet, kMaxSeats> lacks{};  // cards a hand cannot hold (suits it showed out of)
    std::vector<int> piles;                  // hidden piles out of play (a talon), by size
    CardSet unseen;                          // the cards the seat has not seen

    // The cards each hand still needs beyond its fixed ones.
    int room(int hand) const { return size[hand] - fixed[hand].count(); }
};

// What a trick shows: the cards each seat played to it, and the suits a seat did not follow.
struct Shown {
    std::array<CardSet, kMaxSeats> played{};
    std::array<CardSet, kMaxSeats> lacks{};
};
void add_trick(Shown& shown, int players, int leader, const std::vector<Card>& cards);
// Whether player `p` has played to a trick in progress of `cards` cards led by `leader`, at a
// table of `players`: in an endgame he then holds one card fewer than those still to play.
bool played_to_trick(int p, int leader, int players, size_t cards);

// The cards of the suits a player showed out of (the whole suit, as cards he cannot hold).
CardSet suit_cards(CardSet suits_of);

// The cards the seat has not seen.  Where the record gives every place the seat cannot see
// (`hidden_given`: the other hands and hidden piles as the record has them), exactly those: an
// endgame's record need not list the cards of earlier tricks.  Otherwise every card of the deck
// outside `seen`.
CardSet unseen_cards(CardSet deck, CardSet seen, const std::optional<CardSet>& hidden_given);

// An endgame without its history whose hidden hands are unknown ('-'): the cards of the earlier
// tricks, which the record does not name, are one more hidden pile out of play (issue 26).  It
// holds whatever of the unseen cards the hidden hands and the other piles do not: every layout
// of the unseen cards into the hands is then as likely as any other.  Adds nothing when the
// hands already take every unseen card.
void add_earlier_tricks_pile(SeatView& view);

// Why the unseen cards cannot fill the hands and piles, or nullopt.
std::optional<std::string> check_view(const SeatView& view);

}  // namespace stich::judge
