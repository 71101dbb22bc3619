// The library's scoring: the analysis under another variant (game/board_variant.h, as
// `stich analyze --variant` gives the board its variant), and par as the game's solve
// gives it for a full four-handed deal.  No game is named: the game modules answer.
#include "stich/api/scoring.h"

#include <memory>

#include "context.h"
#include "stich/game/board_variant.h"
#include "stich/io/board_play.h"
#include "stich/support/json_text.h"

namespace stich::api {

Answer settle(SolverContext& context, const Record& record, const std::string& variant) {
    if (variant.empty()) return context.analyze(record);
    const Board& board = record.board();
    const game::GameModule& game = ContextAccess::of(context).games.of(board);
    std::string why;
    auto under = game::under_variant(game, board, variant, &why);
    if (!under) {
        Answer out;
        out.problem = problem_of(board, why);
        return out;
    }
    return context.analyze(Record(std::make_shared<const Board>(std::move(*under))));
}

Answer par(SolverContext& context, const Record& record) {
    auto& ctx = ContextAccess::of(context);
    const Board dealt = as_dealt(record.board());
    const game::GameModule& game = ctx.games.of(dealt);
    Answer out;
    if (auto won = game.won_unfit(dealt)) {
        out.problem = problem_of(dealt, *won, true);
        return out;
    }
    const game::Answer a = game.solve(ctx.solver, game.prepare(dealt), ctx.question);
    if (!a.report) {
        out.problem = problem_of(dealt, a.error);
        return out;
    }
    const std::optional<game::ParValue> value = a.report->par();
    if (!value) {
        out.problem =
            problem_of(dealt,
                       "no par: par is a full deal of four hands with its [Vulnerable] (None, NS, "
                       "EW or All) and [Dealer], in whist or bridge");
        return out;
    }
    // The game's value, rendered as `stich solve` renders it: its "par" member and its line.
    Par p;
    p.score = value->score;
    p.contracts = value->contracts;
    out.ok = true;
    out.json = json_text(game::par_json(*value));
    out.text = game::par_line(*value) + "\n";
    out.par = std::move(p);
    return out;
}

}  // namespace stich::api
