// Card play judged from one seat (judge.h): every legal card of the seat at the record's point
// of play, judged over the layouts of the cards it has not seen (`--call card`).
//
// A game supplies a CardGame: what the seat sees (its SeatView), and how a layout completes the
// record into the game set up for play (a CardSpot: the position before the record's play, the
// cards of that play, the game's measure).  The rest is the same for every game:
//
//   - Inference.  A card a player played tells what he did not hold: each card of the play is
//     tried in a hand of two beside each unseen card, in the trick as it stood, under the
//     game's duties (rules.h: follow suit, must_trump, must_overtrump, must_beat, the duty to
//     duck).  An unseen card that makes the played card illegal is one its player lacked.  The
//     duties are all of the form "holding a card of class K obliges playing one", so the pair
//     test is exact: a hand is allowed by the play if and only if it holds no card excluded
//     so (a card held back under Alliance's exemption of the called king is never excluded).
//   - Every layout left is replayed (a layout the play forbids is rejected: a safety net).
//   - The seat's legal cards are grouped in runs adjacent in rank among the cards that may
//     still be in play, from the seat's view: equivalent on every layout.  Each run is played
//     on each layout and the rest solved double dummy with the game's valuer.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "stich/judge/calls.h"
#include "stich/judge/judge.h"
#include "stich/support/play_analysis.h"

namespace stich::judge {

// One layout of a prepared record (CardSpot::layout): the position before the record's play
// with the layout's hidden hands, and the value of a position on that layout.
struct CardLayout {
    Position start;
    Valuer valuer;
    std::shared_ptr<const void> keep;  // what `valuer` refers to when the layout has its own game
    // The valuer seeded with a value of the same option found before (on the layout its thread
    // solved last), or -1: the value of `valuer`, found in fewer searches when the hint is
    // right.  Empty: `valuer` alone.
    std::function<int(const Position& pos, int side, int hint)> seeded;
};

// The record prepared once, from the first layout that fits it (the probe): the game set up at
// the start of the record's play, and what every layout shares.
struct CardSpot {
    Position start;            // before the play section (an endgame: its position)
    std::vector<Card> cards;   // the play section, in the order played (play order)
    int player = 0;            // the judging seat's player in the position
    std::vector<int> seat_of;  // per player of the position: its seat
    Valuer valuer;             // the value of a position for a side, best play from there
    // The seat's measure, and whether its side makes (or beats) the game, from a value of `side`.
    std::function<double(int value, int side)> measure;
    std::function<bool(int value, int side)> success;
    // The seat's side's tricks in all from a value of `side`, for the histogram; may be empty.
    std::function<int(int value, int side)> tricks;
    std::function<Card(Card)> to_face;  // play order to face order
    std::function<Card(Card)> to_play;  // and back
    CardSet distinct;                   // cards never grouped (play order)
    // Cards whose identity the measure counts (play order): Alliance's figures, and the suit of
    // the called king (who holds which card of it decides the partner).  The layout key names
    // them with their places.
    CardSet named;
    std::shared_ptr<const void> keep;  // what the closures refer to
    // The prepared record completed by another layout: its hidden hands swapped into the
    // start, never the record read again; nullopt when the layout does not fit the record.
    // The play (`cards`, in play order), the orders, the measure and the named cards are the
    // same on every layout, so the judge replays the play once a layout, from this start.
    std::function<std::optional<CardLayout>(Solver&, const Deal&)> layout;
};

// Sets the spot's to_face and to_play from the game's rules (kept alive by `keep`).
void set_orders(CardSpot& spot, const Rules& rules);

struct CardGame {
    std::string game;         // "preference", "alliance"
    std::string measure;      // "money of seat 1"
    Unit unit = Unit::kNone;  // Decision::unit: kMoney
    std::string tricks_of;    // "declarer"
    std::string success;      // "declarer makes his game"
    SeatView view;
    // The record prepared on a layout (the probe), set up for play; nullopt when the layout
    // does not fit the record (a JudgeError for a record that fits no layout).  Called until
    // one layout fits; every other layout completes that spot (CardSpot::layout).
    std::function<std::optional<CardSpot>(Solver&, const Deal&)> spot;
    // The record completed by a layout, as PBN: for the layouts a report shows.
    std::function<std::string(const Deal&)> pbn;
    int tables = 1;  // Decision::tables
};

// nullopt, with `message` in `error`: for the games' CardGame builders.
std::optional<CardGame> no_card_game(std::string* error, std::string message);

// The seat's cards judged; `card`: the card judged against the others (else the best of them
// is).  nullopt with `error` when the seat cannot play now.  `view_only`: the seat's view
// alone, with what the play shows (CallRequest::view_only), whoever is to move.
std::optional<Decision> card_decision(CardGame game, const std::optional<Card>& card,
                                      const std::vector<Card>& versus, std::string* error,
                                      bool view_only = false);

// The unseen cards each seat of the view cannot hold after the play of `spot` (see above), in
// face order; `unseen` in face order.
std::array<CardSet, kMaxSeats> play_inferences(const CardSpot& spot, CardSet unseen);

// The legal cards in runs equivalent on every layout: adjacent in rank among the cards that may
// still be in play (a card in the trick in progress parts a run); a card of `distinct` alone.
std::vector<CardSet> card_runs(CardSet legal, CardSet in_play, CardSet distinct = {});

// The key under which layouts are equivalent (Decision::layout_key): per suit, in the order of
// play (`to_face` maps a play-order card to the deal's face order), each card of a hand written
// as its hand when the seat has not seen it and as itself when it has; the cards of hidden piles
// (out of play: the talon, the discard, the earlier tricks) left out.  Equal keys: the layouts
// differ only by unseen cards exchanged between a pile and a hand with no card outside the
// piles ranking between them, so the hands' cards keep their order against every card in play
// or played before and the seen ones stay themselves: the play so far is as legal, every trick
// goes the same way, and each option has the same value.  A card of `named` (play order), whose
// identity the measure counts, is written with its place (hand or pile) and itself: equal keys
// hold each of them in the same place.
std::function<std::string(const Deal&)> layout_key_of(const SeatView& view,
                                                      std::function<Card(Card)> to_face,
                                                      CardSet named);

// The cards each seat played in the play section ([Play], by columns from its seat).
std::array<CardSet, kMaxSeats> played_cards(const Board& board);

// The card words of a `card` call: "card [CARD]" (and whist's "lead [CARD]"), and --versus.
bool card_words(const std::vector<std::string>& words, const std::vector<std::string>& versus,
                std::optional<Card>& card, std::vector<Card>& others, std::string* error);

}  // namespace stich::judge
