// The library's scoring: the analysis under another variant (game/board_variant.h, as
// `stich analyze --variant` gives the board its variant), and par as the game's solve
// gives it for a full four-handed deal.  No game is named: the game modules answer.
#include "stich/api/scoring.h"

#include <memory>

#include "context.h"
#include "stich/game/board_variant.h"
#include "stich/io/board_play.h"
#include "stich/json_text.h"

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
    const nlohmann::ordered_json solved = a.report->json();
    if (!solved.is_object() || !solved.contains("par")) {
        out.problem =
            problem_of(dealt,
                       "no par: par is a full deal of four hands with its [Vulnerable] (None, NS, "
                       "EW or All) and [Dealer], in whist or bridge");
        return out;
    }
    // The member as the game rendered it from its value, read back as the library's value.
    const nlohmann::ordered_json& member = solved["par"];
    Par p;
    p.score = member.at("score").get<int>();
    for (const auto& c : member.at("contracts")) p.contracts.push_back(c.get<std::string>());
    out.ok = true;
    out.json = json_text(member);
    // The text's own line of it, as `stich solve` prints it under the table.
    const std::string text = a.report->text();
    size_t at = text.find("  Par ");
    if (at != std::string::npos) at += 2;
    if (at != std::string::npos) {
        const size_t end = text.find('\n', at);
        out.text = text.substr(at, end == std::string::npos ? std::string::npos : end - at + 1);
    }
    out.par = std::move(p);
    return out;
}

}  // namespace stich::api
