// The library's judgement over the application's: the decision the record's game makes for
// the seat and call (judge::make_decision), evaluated on one thread, rendered as `stich judge`
// renders it.
#include "stich/api/judge.h"

#include <algorithm>

#include "context.h"
#include "stich/app/judge_condition.h"
#include "stich/app/judge_decide.h"
#include "stich/engine/search.h"
#include "stich/io/board.h"
#include "stich/judge/judge.h"
#include "stich/judge/report.h"
#include "stich/support/json_text.h"

namespace stich::api {

Answer judge(SolverContext& context, const Record& record, const JudgeRequest& request) {
    auto& ctx = ContextAccess::of(context);
    const Board& board = record.board();
    Answer out;
    auto fail = [&](std::string message) {
        out.problem = Problem{board.where.file, board.where.line,   board.where.column,
                              board.id,         std::move(message), true};
        return out;
    };
    if (request.seat < 0 || request.seat >= board.players)
        return fail("no such seat at this table");
    if (!board.known[static_cast<size_t>(request.seat)])
        return fail("the hand of the seat to judge from is not in the record");
    // As the command: the position after the play, which a play section with a defect leaves
    // unknown.
    if (const auto& d = board.play_problem) {
        out.problem = Problem{d->where.file,
                              d->where.line,
                              d->where.column,
                              board.id,
                              d->severity == Severity::kError
                                  ? d->message
                                  : "the position after the play is not known: " + d->message,
                              true};
        return out;
    }
    const TagPair* judge_call = board.tag("JudgeCall");
    const std::string call = !request.call.empty() ? request.call
                             : judge_call          ? judge_call->value
                                                   : "";
    std::string error;
    const auto decision =
        judge::make_decision(ctx.games, board, {request.seat, call, request.versus}, &error);
    if (!decision) return fail(error);
    // What the bidding showed (request.condition, else the record's [Condition]), as the
    // command applies it: the deals where it holds, and the verdict without it beside.
    const auto test = judge::condition_test(ctx.games.of(board), board, request.condition, error);
    if (!error.empty()) return fail(error);
    judge::JudgeOptions options;
    options.samples = request.samples;
    options.seed = request.seed;
    // As the command: every consistent deal solved when there are no more than the samples.
    options.exact_up_to =
        request.exact_up_to.value_or(std::max(request.samples, decision->exact_default));
    options.threads = 1;
    std::uint64_t done = 0;
    if (request.progress)
        options.progress = [&done, &request](std::uint64_t total) {
            request.progress(++done, total);
        };
    if (test) options.condition = *test;
    try {
        judge::Judgement j = judge::evaluate(*decision, options);
        std::optional<judge::Judgement> without;
        if (options.condition) {
            judge::JudgeOptions plain = options;
            plain.condition = nullptr;
            plain.progress = nullptr;
            without = judge::evaluate(*decision, plain);
        }
        const judge::JudgedBoard value =
            judge::judged(board.id, *decision, std::move(j), std::move(without));
        out.text = judge::to_text(value);
        out.ok = true;
        out.json = json_text(judge::to_json(value));
    } catch (const judge::JudgeError& e) {
        return fail(e.what());
    }
    return out;
}

}  // namespace stich::api
