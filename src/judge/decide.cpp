#include "stich/judge/decide.h"

#include "stich/game/registry.h"

namespace stich::judge {

std::string default_call(const game::GameRegistry& games, const Board& board, int seat) {
    return games.of(board).default_call(board, seat);
}

std::optional<Decision> make_decision(const game::GameRegistry& games, const Board& board,
                                      const CallRequest& request, std::string* error) {
    if (request.seat < 0 || request.seat >= board.players) {
        if (error) *error = "no such seat at this table";
        return std::nullopt;
    }
    const game::GameModule& module = games.of(board);
    CallRequest r = request;
    if (r.call.empty()) r.call = module.default_call(board, r.seat);
    if (r.call.empty()) {
        if (error)
            *error =
                "the record names no call for seat " + module.seat_label(r.seat) + ": give --call";
        return std::nullopt;
    }
    return module.decision(board, r, error);
}

}  // namespace stich::judge
