// The command line's card values on a record with a play section (src/cli/cmd_solve.cpp): the
// game's position after the play while cards are left, the deal as dealt when the play section
// has a defect.
#include "stich/api/position.h"

#include <memory>

#include "context.h"
#include "stich/board.h"

namespace stich::api {

Answer card_values_now(SolverContext& context, const Record& record) {
    auto& ctx = ContextAccess::of(context);
    const Board& board = record.board();
    auto answer_on = [&](Board b) {
        return context.card_values(Record(std::make_shared<const Board>(std::move(b))));
    };
    if (board.play_problem) {
        Board dealt = board;
        dealt.play.clear();
        dealt.play_problem.reset();
        if (!board.play.empty()) dealt.won.reset();  // with a play section it repeats the play
        return answer_on(std::move(dealt));
    }
    int dealt = 0;
    for (int p = 0; p < board.players; ++p) dealt += board.hands[static_cast<size_t>(p)].count();
    const int played = cards_played(board);
    std::string why;
    if (played > 0 && played < dealt)
        if (auto after = ctx.games.of(board).after_play(board, &why))
            return answer_on(std::move(*after));
    return context.card_values(record);
}

}  // namespace stich::api
