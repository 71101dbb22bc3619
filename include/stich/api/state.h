// The library's game state for agents: one deal of Whist (bridge deals too), Préférence (a
// given contract) or Alliance (a given game) played card by card, with its legal cards,
// apply/undo, the game's own settlement at the end, the double-dummy value of each legal card,
// what a player sees (as text and as numbers), the hidden cards dealt again, copy and PBN.
// Part of the supported surface (include/stich/stich.h): standard library types only.
//
// Actions are cards, one stable integer each (action_of / action_name):
//     action = 13 * suit + face,  suits S H D C = 0..3,  faces 2 3 ... K A = 0..12
// so "S2" = 0, "SA" = 12, "HA" = 25, "C2" = 39, "CA" = 51, in every game (the 32-card deck of
// Préférence uses the faces 7..A of it).
//
// A game with calls before the play (Préférence: the bidding, the talon, the game named, the
// defenders' choices) numbers its calls after the cards: kActionCount + i is the game's i-th
// call, named by State::action_name ("pass", "1", "hold", "G2", "Bettler hand", "play",
// "home", "invite"); a card laid away from the talon is a card's action.  A Préférence deal
// given without a contract (new_game), or a record with [Calls] ("" before the first call),
// starts before its calls (docs/library.md, "The auction").
//
// Seats are the record's seats, 0-based: whist's N E S W are 0..3, the numbered games' seat 1
// is 0.  A Préférence defender who stays home is a seat that never moves.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "stich/api/records.h"
#include "stich/api/solver.h"

namespace stich::api {

inline constexpr int kActionCount = 52;
// The card of an action as records write it ("SA"), "" for a number that is no card.
std::string action_name(int action);
// The action of a card written as records write it ("SA", "sa", "S10"), -1 when none.
int action_of(std::string_view card);

// A deal and its game given by hand rather than read: what new_game turns into a record.
// Each field is the value of the PBN tag of that name; empty fields are left out.
struct GameSpec {
    std::string game = "whist";  // [Game]: whist (bridge deals too), preference, alliance
    std::string deal;            // [Deal] "N:AKQ.JT9.876.5432 ..." (seat letter or number first)
    std::string contract;        // [Contract]: "7", "misere", "Alliance D CK", "4S" ...
    std::string declarer;        // [Declarer]
    std::string variant;         // [Variant]
    std::string dealer;          // [Dealer]
    std::string trump;           // [Trump] (whist: else [Turned] or the contract's strain)
    std::string turned;          // [Turned]
    std::string talon;           // [Talon]
    std::string discard;         // [Discard]
    std::string table_cards;     // [TableCards]
    int players = 0;             // [Players]; 0: the game's own number
    std::vector<std::pair<std::string, std::string>> tags;  // any other tags, in this order

    // The record as PBN text.
    std::string pbn() const;
};

// One legal card's double-dummy value: the figure `stich solve --cards` gives it (whist: the
// tricks the mover's side takes in all; Préférence: declarer's money; Alliance: declarer's
// side's payoff in marks, which the other side minimises).
struct ActionValue {
    int action = 0;
    double value = 0;
};

// The layout of observation_tensor (information_state_tensor adds the order of the play and
// of the calls at the end).  Seats are counted from the observer: slot k is the seat k places
// after him in seat order.
struct TensorLayout {
    static constexpr int kSeatSlots = 6;
    static constexpr int kHand = 0;                           // 52: the observer's cards now
    static constexpr int kPlayed = kHand + 52;                // 6 x 52: each slot's played cards
    static constexpr int kTrick = kPlayed + kSeatSlots * 52;  // 6 x 52: the trick in progress
    static constexpr int kTrump = kTrick + kSeatSlots * 52;   // 5: S H D C, none (no trump)
    static constexpr int kDeclarer = kTrump + 5;              // 6: declarer's slot, one-hot
    static constexpr int kToMove = kDeclarer + kSeatSlots;    // 6: the slot to move, one-hot
    static constexpr int kWon = kToMove + kSeatSlots;         // 6: each slot's tricks won
    // The calls before the play (a game with an auction; zeros in the others).  A call kind is
    // a named call, action kActionCount + i as kind i (i < kNamedCalls), or kind kNamedCalls:
    // a card laid away, whichever card it was.
    static constexpr int kNamedCalls = 21;  // the most a game names
    static constexpr int kCallKinds = kNamedCalls + 1;
    static constexpr int kCalls = kWon + kSeatSlots;  // 6 x 22: slot s's calls of
                                                      // kind k, counted, at 22 s + k
    static constexpr int kLaidAway = kCalls + kSeatSlots * kCallKinds;  // 52: the cards the
                                                                        // observer laid away
    static constexpr int kObservationSize = kLaidAway + 52;             // 883
    // information_state_tensor: per card, (n + 1) / 64 when it was the n-th card played
    // (0-based) since the state's start, 0 when not played: the order of the whole play.
    static constexpr int kHistory = kObservationSize;
    static constexpr int kHistorySize = 52;
    // Then the calls in order: call n (n < kMaxCalls) at kCallHistory + 28 n, its caller's
    // slot one-hot in the first 6, its kind one-hot in the next 22.  Préférence makes at
    // most 28 calls (22 in the bidding, 2 cards laid away, the game named, 3 defenders'); a
    // call past kMaxCalls is left out.
    static constexpr int kMaxCalls = 32;
    static constexpr int kCallStride = kSeatSlots + kCallKinds;
    static constexpr int kCallHistory = kHistory + kHistorySize;
    static constexpr int kInformationStateSize = kCallHistory + kMaxCalls * kCallStride;  // 1831
};

class State {
public:
    // The record's deal and game, its [Play] played: the state after the last recorded card.
    // `context` answers what the game module must search for (whist values the record's
    // position when it has no play).  nullopt with `problem` set when the record cannot be
    // played card by card (no contract, an Ausfechten or Resistance, each playing for himself,
    // a play section that breaks the rules).
    static std::optional<State> from_record(const Record& record, SolverContext& context,
                                            Problem* problem);
    // The same from a PBN text of one board (serialize()'s output).
    static std::optional<State> deserialize(std::string_view pbn, SolverContext& context,
                                            Problem* problem);
    // A deal and game given by hand (GameSpec).
    static std::optional<State> new_game(const GameSpec& spec, SolverContext& context,
                                         Problem* problem);

    // "whist", "bridge" (a bridge record: a four-handed deal without stich's own game tags, as
    // `stich solve` names it), "preference", "alliance".
    std::string game() const;
    int players() const;  // seats at the table
    std::string seat_label(int seat) const;

    // The number of distinct actions of this game: the 52 cards and its calls (state.h's top).
    int action_count() const;
    // An action's name: a card as records write it, else the game's call; "" when none.
    std::string action_name(int action) const;
    // The action of a card or call named so (any case); -1 when none.
    int action_of(std::string_view name) const;
    // Whether the calls before the play are still being made (the actions are calls).
    bool calling() const;

    // The seat to play or call, -1 when the deal is over.
    int current_player() const;
    bool is_terminal() const;
    // The legal cards (or calls) of the player to move, ascending; empty when terminal.
    std::vector<int> legal_actions() const;
    // Plays a legal card (or makes a legal call) of the player to move; false (and nothing
    // changes) otherwise.  The last call begins the play.
    bool apply(int action);
    // Takes back the last card or call applied or replayed; false when none is left.
    bool undo();
    // Every call and card since the deal's start, in order (the record's included).
    std::vector<int> history() const;
    // The seat that made each action of history().
    std::vector<int> history_players() const;

    // Each seat's result in the game's own settlement under the record's variant, once
    // terminal: the Settlement of analyze() on the deal played out (empty before, or when the
    // game cannot settle the record: a whist endgame without the honours' history, Alliance
    // figures left unplaced): whist the points of the seat's side less the other's (tricks and
    // honours), a bridge contract the duplicate score of the tricks taken, N-S's to N and S
    // and negated to E and W, Préférence the money each seat wins (the pot's share is outside:
    // the seats' sum is minus what went into the pot), Alliance the marks each seat wins.
    std::vector<double> returns(SolverContext& context) const;
    // What `stich analyze --json` says of the deal as played so far (the settlement in it).
    std::string result_json(SolverContext& context) const;
    // Every legal card with its double-dummy value (as `stich solve --cards`); empty when
    // terminal or when the game does not value cards here.
    std::vector<ActionValue> action_values(SolverContext& context) const;

    // What `player` sees now: his hand, the cards played by each seat, the trick in progress,
    // trumps and contract.  The information state adds the order of the whole play.
    std::string observation_string(int player) const;
    std::string information_state_string(int player) const;
    std::vector<float> observation_tensor(int player) const;
    std::vector<float> information_state_tensor(int player) const;

    // The hidden cards dealt again uniformly over the deals consistent with what `player`
    // has seen (his hand, the play with the suits each seat did not follow, the talon or
    // dummy when the game shows them), the same play replayed: the judge's sampler.  Any
    // seat, to move or not: the mover's hand is hidden from another player and dealt again
    // with the rest.  During the calls: `player`'s hand and the cards the calls gave him (the
    // talon he took) are kept, every other card is dealt again uniformly over the other hands
    // and the talon, the same calls are made, and a card another seat laid away is drawn
    // uniformly from that seat's new cards; what the calls tell of the hands is not used (a
    // bid does not constrain the deal).  nullopt with `problem` set when no deal fits or the
    // seat is no seat.
    std::optional<State> resample(int player, std::uint64_t seed, SolverContext& context,
                                  Problem* problem) const;

    // The deal and its play so far as a PBN record (deserialize reads it back).
    std::string serialize() const;
    // A record of the deal as played so far.
    Record record() const;
    // Its HTML page (Record::html): the cards still held and the trick in progress.
    std::string html() const;

    State(const State&);
    State& operator=(const State&);
    State(State&&) noexcept;
    State& operator=(State&&) noexcept;
    ~State();

    struct Impl;  // for the library's own files (src/api/state_impl.h)

private:
    explicit State(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace stich::api
