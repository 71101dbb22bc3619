// The calls `stich judge` knows, per game, and the decision each one makes from a board.
//
//   whist       call | play | lead [CARD]
//   preference  1 2 3 4 | G1 G2 G3 | Herz | Bettler|Mord|Plauderer|MordOffen [hand] |
//               name GAME [discard CARDS] | play | home | invite | pass
//
// (the man page has the full syntax).  Without --call a board's own record says what to
// judge: see default_call() (app/judge_decide.h, which asks the board's game).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/io/board.h"
#include "stich/judge/judge.h"

namespace stich::game {
class Prepared;  // prepared.h
}  // namespace stich::game

namespace stich::judge {

// What a user asks: the call, and the alternatives to weigh it against (empty: the call's
// natural alternatives).
struct CallRequest {
    int seat = 0;
    std::string call;  // empty: default_call()
    std::vector<std::string> versus;
    // A card call's view alone: the decision's `view` (what the seat has seen, the voids its
    // play showed) and `layout_pbn`, no option judged, for a seat to move or not (the
    // library's resampling of the hidden cards for any player).
    bool view_only = false;
};

// A call's words, lower case, split at blanks.
std::vector<std::string> call_words(const std::string& text);

struct CardGame;  // card.h

// A run of equivalent cards as the judge names a card option ("SA SK"), read back as `call`
// ("card", whist's "lead") of its first card: every option name is a call the reader takes.
// Other words are returned as they are.
std::vector<std::string> card_run_call(std::vector<std::string> words, const std::string& call);

// Whether `words` ask for a card ("card X", "lead X"), in the games judged card by card.
bool is_card_call(const std::vector<std::string>& words);
// The decision of a card call, on the game `card_game` makes of the board (prepared once by
// the game) for the seat.
using CardGameOf = std::optional<CardGame> (*)(const game::Prepared& board, int seat,
                                               std::string* error);
std::optional<Decision> card_call_decision(const game::Prepared& board, const CallRequest& request,
                                           CardGameOf card_game, std::string* error);

}  // namespace stich::judge
