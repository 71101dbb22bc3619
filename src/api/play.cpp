// The library's audit of a played deal: the board's game module audits it
// (the play capability's audit, game::play_audit), as `stich play` asks it (src/cli/cmd_play.cpp),
// on the context's solver.
#include "stich/api/play.h"

#include "context.h"
#include "stich/support/json_text.h"

namespace stich::api {

Answer play_analysis(SolverContext& context, const Record& record) {
    auto& ctx = ContextAccess::of(context);
    const Board& board = record.board();
    Answer out;
    if (board.play.empty() && board.play_problem) {  // not one card to audit before it
        out.problem = problem_of(board, *board.play_problem, true);
        return out;
    }
    const game::GameModule& module = ctx.games.of(board);
    std::string why;
    const auto audit = game::play_audit(module, ctx.solver, module.prepare(board), &why);
    if (!audit) {
        out.problem = problem_of(board, why);
        return out;
    }
    out.ok = true;
    out.json_lines = true;
    for (const auto& line : audit->report.json())
        out.json += (out.json.empty() ? "" : "\n") + json_text(line);
    out.text = audit->report.text();
    for (const Diagnostic& d : audit->notes)
        out.notes.push_back(problem_of(board, d, d.severity == Severity::kError));
    if (audit->problem) out.notes.push_back(problem_of(board, *audit->problem, true));
    return out;
}

}  // namespace stich::api
