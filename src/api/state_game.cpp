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

namespace {

using OrderedJson = nlohmann::ordered_json;

// The settlement by seat label in an analysis: at its top (Préférence) or in its contract's
// (Alliance).
const OrderedJson* settlement_of(const OrderedJson& j) {
    if (j.contains("settlement") && j["settlement"].is_object()) return &j["settlement"];
    if (j.contains("contract") && j["contract"].is_object()) return settlement_of(j["contract"]);
    return nullptr;
}

// A side's points in all (whist's "points": {"NS": {"tricks": 2, "honours": 0}, ...}).
double points_of(const OrderedJson& side) {
    if (side.is_number()) return side.get<double>();
    double sum = 0;
    if (side.is_object())
        for (const auto& [key, value] : side.items())
            if (value.is_number()) sum += value.get<double>();
    return sum;
}

}  // namespace

std::string State::result_json(SolverContext& context) const {
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return {};
    const game::Answer a = ctx.games.of(*board).analyze(ctx.solver, *board, ctx.question);
    return a.report ? json_text(a.report->json()) : std::string();
}

std::vector<double> State::returns(SolverContext& context) const {
    if (!is_terminal()) return {};
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return {};
    const game::Answer a = ctx.games.of(*board).analyze(ctx.solver, *board, ctx.question);
    if (!a.report) return {};
    const OrderedJson j = a.report->json();
    std::vector<double> out(static_cast<size_t>(players()), 0.0);
    if (const OrderedJson* s = settlement_of(j)) {
        for (int seat = 0; seat < players(); ++seat) {
            const std::string label = seat_label(seat);
            if (s->contains(label) && (*s)[label].is_number())
                out[static_cast<size_t>(seat)] = (*s)[label].get<double>();
        }
        return out;
    }
    // A bridge contract ([Contract "4H"], [Declarer]): the analysis scores the record's
    // [Result], the tricks declarer's side took (PBN's meaning); the state's own tricks are
    // written there and the score read back, declarer's side's and the other side's negated.
    if (j.contains("score") && j.contains("declarer") && j["declarer"].is_string()) {
        int declarer = -1;
        for (int seat = 0; seat < players(); ++seat)
            if (seat_label(seat) == j["declarer"].get<std::string>()) declarer = seat;
        if (declarer < 0 || players() != 4) return {};
        int tricks = 0;  // Decision: partners sit opposite, as in every four-handed game here
        for (int p = 0; p < impl_->pos.players(); ++p) {
            const int seat = impl_->seat_of[static_cast<size_t>(p)];
            if (seat % 2 == declarer % 2) tricks += impl_->pos.won(p);
        }
        Board scored = *board;
        std::erase_if(scored.tags, [](const TagPair& t) { return t.name == "Result"; });
        TagPair result;
        result.name = "Result";
        result.value = std::to_string(tricks);
        scored.tags.push_back(std::move(result));
        const game::Answer b = ctx.games.of(scored).analyze(ctx.solver, scored, ctx.question);
        if (!b.report) return {};
        const OrderedJson k = b.report->json();
        if (!k.contains("score") || !k["score"].is_number()) return {};
        const double score = k["score"].get<double>();
        for (int seat = 0; seat < 4; ++seat)
            out[static_cast<size_t>(seat)] = seat % 2 == declarer % 2 ? score : -score;
        return out;
    }
    // Partnerships: each side's points (whist's "NS" and "EW"), a seat's side the one whose
    // name holds its letter; a seat gets its side's points less the other sides'.
    if (j.contains("points") && j["points"].is_object()) {
        for (int seat = 0; seat < players(); ++seat) {
            const std::string label = seat_label(seat);
            double own = 0, others = 0;
            for (const auto& [side, value] : j["points"].items())
                (side.find(label) != std::string::npos ? own : others) += points_of(value);
            out[static_cast<size_t>(seat)] = own - others;
        }
        return out;
    }
    return {};
}

std::vector<ActionValue> State::action_values(SolverContext& context) const {
    std::vector<ActionValue> out;
    if (is_terminal()) return out;
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
    const game::Answer a = module.card_values(ctx.solver, after ? *after : *board);
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
    if (player != current_player())
        return fail("only the seat to move can have the hidden cards dealt again");
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(problem);
    if (!board) return std::nullopt;
    std::string error;
    const auto decision = ctx.games.of(*board).decision(*board, {player, "card", {}}, &error);
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
