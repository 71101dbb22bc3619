// What the game module says of a state's deal as played so far: its settlement (`stich
// analyze`), the value of each legal card (`stich solve --cards`) and the deals consistent with
// what a seat has seen (`stich judge --call card`'s sampler).  Each is asked of the record the
// state writes, read back, so the answers are the commands' on that record.
#include <algorithm>

#include "context.h"
#include "state_impl.h"
#include "stich/engine/random.h"
#include "stich/json_text.h"
#include "stich/judge/sampler.h"

namespace stich::api {

std::string State::result_json(SolverContext& context) const {
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return {};
    const game::GameModule& module = ctx.games.of(*board);
    const game::Answer a = module.analyze(ctx.solver, module.prepare(*board), ctx.question);
    return a.report ? json_text(a.report->json()) : std::string();
}

std::vector<double> State::returns(SolverContext& context) const {
    if (!is_terminal()) return {};
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return {};
    const game::GameModule& module = ctx.games.of(*board);
    const game::Answer a = module.analyze(ctx.solver, module.prepare(*board), ctx.question);
    if (!a.report) return {};
    // The analysis's settlement as a value (game/values.h), from the position the play reached:
    // at its end, what the play gave (a bridge contract's score for the tricks taken, whatever
    // [Result] the record came with).
    const auto settled = a.report->settlement();
    if (!settled || static_cast<int>(settled->seats.size()) != players()) return {};
    std::vector<double> out;
    for (const std::optional<double>& value : settled->seats) {
        if (!value) return {};  // figures not yet placed: no one settlement
        out.push_back(*value);
    }
    return out;
}

std::vector<ActionValue> State::action_values(SolverContext& context) const {
    std::vector<ActionValue> out;
    if (is_terminal() || calling()) return out;
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return out;
    // The cards are valued where the play has led: the game's position after its play section
    // (a game's card values read the deal as dealt).
    const game::GameModule& module = ctx.games.of(*board);
    std::string why;
    std::optional<Board> after;
    if (!board->play.empty()) after = module.after_play(*board, &why);
    if (!board->play.empty() && !after) return out;
    const game::Answer a = module.card_values(ctx.solver, module.prepare(after ? *after : *board));
    if (!a.report) return out;
    // The game's own unit (game/values.h): whist's tricks, Préférence's money, Alliance's marks.
    const auto values = a.report->card_values();
    if (!values) return out;
    for (const game::ValuedRun& run : values->runs)
        for (Card card : run.cards) out.push_back({state_detail::action_of_card(card), run.value});
    std::sort(out.begin(), out.end(),
              [](const ActionValue& x, const ActionValue& y) { return x.action < y.action; });
    return out;
}

std::optional<State> State::resample(int player, std::uint64_t seed, SolverContext& context,
                                     Problem* problem) const {
    auto fail = [&](std::string why) -> std::optional<State> {
        if (problem) *problem = state_detail::problem_at(*impl_->base, std::move(why));
        return std::nullopt;
    };
    if (player < 0 || player >= players()) return fail("no such seat at this table");
    if (calling()) return fail("the calls before the play are not over: nothing is played yet");
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(problem);
    if (!board) return std::nullopt;
    std::string error;
    const auto& module = ctx.games.of(*board);
    const auto decision =
        module.decision(module.prepare(*board), {player, "card", {}, true}, &error);
    if (!decision) return fail(error);
    if (!decision->layout_pbn) return fail("this game cannot write the deals it samples");
    const judge::DealSampler sampler(decision->view);
    if (sampler.problem()) return fail(*sampler.problem());
    Rng rng = Rng::stream(seed, 0);
    const std::string pbn = decision->layout_pbn(sampler.sample(rng));
    // The sampled record holds the same play section: read back, it is replayed card by card.
    return deserialize(pbn, context, problem);
}

}  // namespace stich::api
