// The calls `stich judge` knows, per game, and the decision each one makes from a board.
//
//   whist       call | play | lead [CARD]
//   preference  1 2 3 4 | G1 G2 G3 | Herz | Bettler|Mord|Plauderer|MordOffen [hand] |
//               name GAME [discard CARDS] | play | home | invite | pass
//
// (the man page has the full syntax).  Without --call a board's own record says what to
// judge: see default_call().
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/board.h"
#include "stich/judge/judge.h"

namespace stich::game {
class GameRegistry;
}

namespace stich::judge {

// What a user asks: the call, and the alternatives to weigh it against (empty: the call's
// natural alternatives).
struct CallRequest {
    int seat = 0;
    std::string call;  // empty: default_call()
    std::vector<std::string> versus;
};

// The decision `request` makes on `board`, by the module of its game in `games`; nullopt with
// `error` when the call does not fit.
std::optional<Decision> make_decision(const game::GameRegistry& games, const Board& board,
                                      const CallRequest& request, std::string* error);

// The call a board's record implies for `seat`, or "" when it implies none.
std::string default_call(const game::GameRegistry& games, const Board& board, int seat);

// A call's words, lower case, split at blanks.
std::vector<std::string> call_words(const std::string& text);

struct CardGame;  // card.h

// Whether `words` ask for a card ("card X", "lead X"), in the games judged card by card.
bool is_card_call(const std::vector<std::string>& words);
// The decision of a card call, on the game `card_game` makes of the board for the seat.
std::optional<Decision> card_call_decision(const Board& board, const CallRequest& request,
                                           std::optional<CardGame> (*card_game)(const Board&, int,
                                                                                std::string*),
                                           std::string* error);

}  // namespace stich::judge
