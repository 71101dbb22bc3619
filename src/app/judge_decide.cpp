#include "stich/app/judge_decide.h"

#include "stich/game/registry.h"

namespace stich::judge {

std::string default_call(const game::GameRegistry& games, const game::Prepared& board, int seat) {
    const game::JudgeCapability* judging = games.of(board.board()).judge();
    return judging ? judging->default_call(board, seat) : "";
}

std::string default_call(const game::GameRegistry& games, const Board& board, int seat) {
    return default_call(games, games.of(board).prepare(board), seat);
}

std::optional<Decision> make_decision(const game::GameRegistry& games,
                                      const game::Prepared& prepared, const CallRequest& request,
                                      std::string* error) {
    const Board& board = prepared.board();
    if (request.seat < 0 || request.seat >= board.players) {
        if (error) *error = "no such seat at this table";
        return std::nullopt;
    }
    const game::GameModule& module = games.of(board);
    const game::JudgeCapability* judging = module.judge();
    if (!judging) {
        if (error)
            *error = "judging " + std::string(module.name()) +
                     " boards is not available in this version";
        return std::nullopt;
    }
    CallRequest r = request;
    if (r.call.empty()) r.call = judging->default_call(prepared, r.seat);
    if (r.call.empty()) {
        if (error)
            *error = "the record names no call for seat " + module.seats().label(r.seat) +
                     ": give --call";
        return std::nullopt;
    }
    return judging->decision(prepared, r, error);
}

std::optional<Decision> make_decision(const game::GameRegistry& games, const Board& board,
                                      const CallRequest& request, std::string* error) {
    return make_decision(games, games.of(board).prepare(board), request, error);
}

}  // namespace stich::judge
