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

namespace stich::judge {

// What a user asks: the call, and the alternatives to weigh it against (empty: the call's
// natural alternatives).
struct CallRequest {
    int seat = 0;
    std::string call;  // empty: default_call()
    std::vector<std::string> versus;
};

// The decision `request` makes on `board`; nullopt with `error` when the call does not fit.
std::optional<Decision> make_decision(const Board& board, const CallRequest& request,
                                      std::string* error);

// The call a board's record implies for `seat`, or "" when it implies none.
std::string default_call(const Board& board, int seat);

// A call's words, lower case, split at blanks.
std::vector<std::string> call_words(const std::string& text);

}  // namespace stich::judge
