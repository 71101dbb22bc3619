// The calls before the play of a game that has them (Préférence's bidding, talon exchange,
// declaration and defence), as a value the library's game state steps through: who calls,
// which calls are legal, and the record the calls lead to.  A game offers it through
// GameModule::auction (module.h); code outside the game's folder names no call itself.
//
// Calls are numbered as the library's actions (api/state.h): 0..51 a card (13 * suit + face,
// suits S H D C, faces 2..A: a card laid away), kCardCalls + i the game's i-th named call
// (call_names()).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "stich/io/board.h"

namespace stich::game {

inline constexpr int kCardCalls = 52;

class Auction {
public:
    virtual ~Auction() = default;
    virtual std::unique_ptr<Auction> clone() const = 0;

    // The seat to call, -1 once the calls are over.
    virtual int to_move() const = 0;
    // The legal calls of the seat to move, ascending; empty once over.
    virtual std::vector<int> legal() const = 0;
    // Makes a legal call; false (and nothing changes) otherwise.
    virtual bool apply(int call) = 0;
    // Takes back the last call; false when none was made.
    virtual bool undo() = 0;
    // The calls made, in order, and the seat that made each.
    virtual const std::vector<int>& calls() const = 0;
    virtual const std::vector<int>& callers() const = 0;
    // The cards the calls so far have put into `seat`'s hand beside those dealt him, which he
    // alone has seen (Préférence: the talon, declarer's once his game with the talon stands).
    // The cards he laid away are his own card calls.
    virtual CardSet taken(int seat) const { return (void)seat, CardSet(); }

    // Once over: the deal with what the calls fixed in its tags (contract, declarer, discard,
    // defence) and the calls themselves ([Calls]), ready to be played; `played` false when the
    // deal ends without a card played (its settlement is the record's: everyone passed and it
    // is settled as the game settles that, or the defenders stayed home).
    struct Outcome {
        Board board;
        bool played = true;
    };
    virtual std::optional<Outcome> outcome() const = 0;
};

// The calls in a record: the words of its [Calls] tag as numbers (cards as records write them,
// named calls by `names`); nullopt with `error` naming the word that is neither.
std::optional<std::vector<int>> read_calls(const std::string& text,
                                           const std::vector<std::string>& names,
                                           std::string* error);
// The [Calls] tag's text of `calls`.
std::string write_calls(const std::vector<int>& calls, const std::vector<std::string>& names);

}  // namespace stich::game
