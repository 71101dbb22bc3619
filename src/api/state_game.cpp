// What the game module says of a state's deal as played so far: its settlement (`stich
// analyze`), the value of each legal card (`stich solve --cards`) and the deals consistent with
// what a seat has seen (`stich judge --call card`'s sampler).  Each is asked of the record the
// state writes, read back, so the answers are the commands' on that record.
#include <algorithm>

#include "context.h"
#include "state_impl.h"
#include "stich/engine/random.h"
#include "stich/io/pbn.h"
#include "stich/judge/sampler.h"
#include "stich/support/json_text.h"

namespace stich::api {

std::string State::result_json(SolverContext& context) const {
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return {};
    const game::GameModule& module = ctx.games.of(*board);
    const game::Answer a = game::analyze(module, ctx.solver, module.prepare(*board), ctx.question);
    return a.report ? json_text(a.report->json()) : std::string();
}

std::vector<double> State::returns(SolverContext& context) const {
    if (!is_terminal()) return {};
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(nullptr);
    if (!board) return {};
    const game::GameModule& module = ctx.games.of(*board);
    const game::Answer a = game::analyze(module, ctx.solver, module.prepare(*board), ctx.question);
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
    if (!board->play.empty()) after = game::after_play(module, *board, &why);
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

namespace {

// resample during the calls: `player` keeps his dealt hand and what the calls gave him; the
// other hands and the talon (unless he took it) are dealt again from their cards, uniformly;
// the calls are made again, a card another seat laid away drawn uniformly from his legal
// cards there.  The record of the new deal with those calls, or the reason there is none.
std::optional<std::string> resampled_calls(const State::Impl& s, int player, Rng& rng,
                                           std::string* why) {
    Board deal = *s.auction.deal;
    const game::Auction& made = *s.auction.calls;
    const bool talon_seen = !made.taken(player).empty();
    // The hidden places, each with its size, and their cards in one pool.
    std::vector<CardSet*> places;
    for (int seat = 0; seat < deal.players; ++seat)
        if (seat != player) places.push_back(&deal.hands[static_cast<size_t>(seat)]);
    // The talon: a pile of the game's own tags (io::own_piles), dealt again unless he took it.
    std::vector<io::OwnPile> piles = io::own_piles(deal, s.auction.module->record_tags());
    std::erase_if(piles, [](const io::OwnPile& pile) { return !pile.tag->value_of; });
    std::vector<CardSet> pile_cards;
    for (const io::OwnPile& pile : piles) pile_cards.push_back(pile.cards);
    if (!talon_seen)
        for (CardSet& cards : pile_cards) places.push_back(&cards);
    std::vector<Card> pool;
    std::vector<int> sizes;
    for (CardSet* place : places) {
        sizes.push_back(place->count());
        for (Card c : *place) pool.push_back(c);
        *place = CardSet();
    }
    rng.shuffle(pool.begin(), pool.end());
    size_t next = 0;
    for (size_t i = 0; i < places.size(); ++i)
        for (int k = 0; k < sizes[i]; ++k) *places[i] |= CardSet(pool[next++]);
    if (!talon_seen)
        for (size_t i = 0; i < piles.size(); ++i) io::set_own_pile(deal, piles[i], pile_cards[i]);
    // A state in its calls is of a game with them (state.cpp).
    auto calls = s.auction.module->auction()->start(deal, why);
    if (!calls) return std::nullopt;
    for (size_t i = 0; i < made.calls().size(); ++i) {
        int call = made.calls()[i];
        if (call < game::kCardCalls && made.callers()[i] != player) {
            std::vector<int> cards;
            for (int a : calls->legal())
                if (a < game::kCardCalls) cards.push_back(a);
            if (cards.empty()) break;
            call = cards[static_cast<size_t>(rng.below(cards.size()))];
        }
        if (!calls->apply(call)) {
            *why = "the call '" + game::write_calls({call}, *s.auction.names) +
                   "' is not legal on the deal dealt again";
            return std::nullopt;
        }
    }
    TagPair tag;
    tag.name = "Calls";
    tag.value = game::write_calls(calls->calls(), *s.auction.names);
    deal.tags.push_back(std::move(tag));
    return board_to_pbn(deal);
}

// A dealt layout's record whose [Calls] lay away the cards of its [Discard]: a card call
// whose card the layout dealt elsewhere is replaced, in order, by a discarded card no call
// names (the seat's own discard, which the sampler keeps, stays as it was called).
std::optional<std::string> calls_fitted(const std::string& pbn,
                                        const std::vector<std::string>& names) {
    ReadResult r = read_text(pbn, "<state>");
    if (r.records.size() != 1) return std::nullopt;
    Board b = r.records[0].board();
    TagPair* tag = nullptr;
    for (TagPair& t : b.tags)
        if (t.name == "Calls") tag = &t;
    // The cards of its [Discard] (a game's own tag: the game read it with the record).
    const auto discard = io::own_hand(b, "Discard");
    if (!tag || !discard) return pbn;
    std::string why;
    auto calls = game::read_calls(tag->value, names, &why);
    if (!calls) return std::nullopt;
    CardSet unnamed = *discard;
    for (int call : *calls)
        if (call < game::kCardCalls) unnamed -= CardSet(state_detail::card_of_action(call));
    std::vector<Card> spare;
    for (Card c : unnamed) spare.push_back(c);
    size_t next = 0;
    for (int& call : *calls)
        if (call < game::kCardCalls && !discard->contains(state_detail::card_of_action(call)) &&
            next < spare.size())
            call = state_detail::action_of_card(spare[next++]);
    tag->value = game::write_calls(*calls, names);
    return board_to_pbn(b);
}

}  // namespace

std::optional<State> State::resample(int player, std::uint64_t seed, SolverContext& context,
                                     Problem* problem) const {
    auto fail = [&](std::string why) -> std::optional<State> {
        if (problem) *problem = state_detail::problem_at(*impl_->base, std::move(why));
        return std::nullopt;
    };
    if (player < 0 || player >= players()) return fail("no such seat at this table");
    if (calling()) {
        Rng rng = Rng::stream(seed, 0);
        std::string why;
        const auto pbn = resampled_calls(*impl_, player, rng, &why);
        if (!pbn) return fail(why);
        return deserialize(*pbn, context, problem);
    }
    auto& ctx = ContextAccess::of(context);
    const auto board = impl_->reread(problem);
    if (!board) return std::nullopt;
    std::string error;
    const auto& module = ctx.games.of(*board);
    const game::JudgeCapability* judging = module.judge();
    if (!judging)
        return fail("judging " + std::string(module.name()) +
                    " boards is not available in this version");
    const auto decision =
        judging->decision(module.prepare(*board), {player, "card", {}, true}, &error);
    if (!decision) return fail(error);
    if (!decision->layout_pbn) return fail("this game cannot write the deals it samples");
    const judge::DealSampler sampler(decision->view);
    if (sampler.problem()) return fail(*sampler.problem());
    Rng rng = Rng::stream(seed, 0);
    std::string pbn = decision->layout_pbn(sampler.sample(rng));
    if (impl_->auction.calls) {
        // After the calls: the record replays its [Calls], whose cards laid away must be
        // those the layout dealt to the discard.
        const auto fitted = calls_fitted(pbn, *impl_->auction.names);
        if (!fitted) return fail("the dealt layout's record cannot be read");
        pbn = *fitted;
    }
    // The sampled record holds the same play section: read back, it is replayed card by card.
    return deserialize(pbn, context, problem);
}

}  // namespace stich::api
