// The frame every game's Oracle (oracle.h) shares: the deal in hand as a Board, the answers
// already found on it, and one solver.  A condition asks the same deal several questions (its
// terms, the actions' values, par's twenty), and the next deal is another: each question is
// solved once a deal, and a deal only when asked.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>

#include "stich/condition/oracle.h"
#include "stich/engine/solver.h"
#include "stich/io/board.h"

namespace stich::condition {

// The table of a dealt deal (`stich deal`): `players`, the last seat dealing, under `variant`
// and no other tag: the game's defaults.
Board dealt_table(int players, std::string variant = "");

class DealOracle : public Oracle {
protected:
    // A board of `game` at `table`, every hand known: its players and dealer, and its
    // [Variant], which a game's analysis reads beside the cards (a game's own tags, such as
    // Préférence's [Stake] [Pot] [Cap], its oracle copies), so that a judged board's condition
    // settles as `stich analyze` settles that board.  Its cards, contract and play stay out.
    DealOracle(Game game, const Board& table);

    // `solve()`'s answer to question `key` (the game's own numbering) on `cards`: kept while
    // the deal stays, forgotten when another comes, which is put on board_ first (the hands,
    // and the cards outside them through place_rest).
    template <class Solve>
    int answer(const DealCards& cards, int key, Solve&& solve) {
        hold(cards);
        const auto known = answers_.find(key);
        if (known != answers_.end()) return known->second;
        const int value = solve();
        answers_.emplace(key, value);
        return value;
    }

    // Another answer found by the solve of an answer() (a settlement gives every seat's at
    // once): kept as that one is, for the same deal.
    void keep(int key, int value) { answers_.emplace(key, value); }

    // Made at the first solve: a vocabulary's probe (deal_script.h) makes none.
    Solver& solver();

    // The cards outside the hands (a talon, the table cards) onto board_ or the game's own
    // setup: none by default.
    virtual void place_rest(CardSet /*rest*/) {}

    Board board_;

private:
    void hold(const DealCards& cards);

    CardSet rest_;
    std::unordered_map<int, int> answers_;
    std::unique_ptr<Solver> solver_;
};

}  // namespace stich::condition
