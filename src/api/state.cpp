// The game state for agents over the game modules: the module's viewer line gives the position
// at the start of the play (and the order of its cards, Alliance's odd ranks); the state plays
// and takes back cards on a copy of it.  Whatever needs the game's own knowledge (settlement,
// card values, what a seat has seen) is asked of the module on the deal as played so far,
// written as PBN and read back: the same record `stich analyze` or `stich judge` would read.
#include "stich/api/state.h"

#include <algorithm>
#include <sstream>

#include "context.h"
#include "state_impl.h"
#include "stich/board.h"
#include "stich/engine/movegen.h"
#include "stich/io/pbn.h"

namespace stich::api {

std::string action_name(int action) {
    if (action < 0 || action >= kActionCount) return {};
    return format_card(state_detail::card_of_action(action));
}

int action_of(std::string_view card) {
    const auto c = parse_card(card);
    return c ? state_detail::action_of_card(*c) : -1;
}

std::string GameSpec::pbn() const {
    std::string out;
    auto tag = [&](std::string_view name, const std::string& value) {
        if (!value.empty())
            out.append("[").append(name).append(" \"").append(value).append("\"]\n");
    };
    tag("Game", game);
    if (players > 0) tag("Players", std::to_string(players));
    tag("Dealer", dealer);
    tag("Deal", deal);
    tag("Talon", talon);
    tag("TableCards", table_cards);
    tag("Variant", variant);
    tag("Trump", trump);
    tag("Turned", turned);
    tag("Contract", contract);
    tag("Declarer", declarer);
    tag("Discard", discard);
    for (const auto& [name, value] : tags) tag(name, value);
    return out + "\n";
}

State::State(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
State::State(const State& other) : impl_(std::make_unique<Impl>(*other.impl_)) {}
State& State::operator=(const State& other) {
    if (this != &other) impl_ = std::make_unique<Impl>(*other.impl_);
    return *this;
}
State::State(State&&) noexcept = default;
State& State::operator=(State&&) noexcept = default;
State::~State() = default;

std::optional<State> State::from_record(const Record& record, SolverContext& context,
                                        Problem* problem) {
    auto& ctx = ContextAccess::of(context);
    const Board& board = record.board();
    auto fail = [&](std::string why) -> std::optional<State> {
        if (problem) *problem = state_detail::problem_at(board, std::move(why));
        return std::nullopt;
    };
    const game::GameModule* module = ctx.games.find(board.game);
    if (!module) return fail("no game module answers for this board's game");
    if (board.play_problem) {
        const Diagnostic& d = *board.play_problem;
        if (problem)
            *problem =
                Problem{d.where.file, d.where.line, d.where.column, board.id, d.message, true};
        return std::nullopt;
    }
    std::string why;
    // A state plays the record as given: the game completes nothing (no discard searched only
    // for the state to refuse it).
    auto view = module->viewer(ctx.solver, module->prepare(board),
                               game::ViewerRequest{false, nullptr}, &why);
    if (!view) return fail(why);
    auto* line = std::get_if<game::SidedView>(&*view);
    // Decision: a game played each for himself (an Ausfechten, a Resistance) is not offered:
    // its line is max-n's, which the viewer gives without a position to play on.
    if (!line) return fail("each plays for himself in this game: no state to play card by card");
    if (!line->filled_in.empty())
        return fail(line->filled_in + ": a state plays the record as given");
    auto impl = std::make_unique<Impl>();
    impl->game = module->record_game(board);
    for (int seat = 0; seat < board.players; ++seat)
        impl->labels.push_back(module->seat_label(seat));
    for (const std::string& name : line->seats) {
        const auto seat = module->parse_seat(name, board.players);
        if (!seat) return fail("the game names a player '" + name + "' that is no seat");
        impl->seat_of.push_back(*seat);
    }
    for (int i = 0; i < state_detail::kCardCodes; ++i) {
        const Card c = Card::from_index(i);
        if (c.pos() >= state_detail::kFaces) continue;
        const CardSet face = line->face ? line->face(CardSet(c)) : CardSet(c);
        const Card f = face.empty() ? c : Card::from_index(std::countr_zero(face.bits()));
        impl->to_face[static_cast<size_t>(i)] = f;
        impl->to_play[static_cast<size_t>(f.index())] = c;
    }
    // The base is the deal before its play: a record's [Won] and [Result] beside a play
    // section are what that play won, and go with it.
    Board base = board;
    const bool had_play = !base.play.empty();
    if (had_play) base.won.reset();
    base.play.clear();
    std::erase_if(base.tags, [had_play](const TagPair& t) {
        return t.name == "Play" || (had_play && (t.name == "Won" || t.name == "Result"));
    });
    impl->base = std::make_shared<const Board>(std::move(base));
    impl->pos = line->start;
    impl->starts_at_trick = line->start.trick_start();
    for (Card c : line->played)
        if (!impl->play(c))
            return fail("the play section's card " +
                        format_card(impl->to_face[static_cast<size_t>(c.index())]) +
                        " is not legal there");
    return State(std::move(impl));
}

std::optional<State> State::deserialize(std::string_view pbn, SolverContext& context,
                                        Problem* problem) {
    ReadResult r = read_text(pbn, "<state>");
    for (const Problem& p : r.problems)
        if (p.error) {
            if (problem) *problem = p;
            return std::nullopt;
        }
    if (r.records.size() != 1) {
        if (problem) *problem = Problem{"<state>", 0, 0, {}, "expected one board", true};
        return std::nullopt;
    }
    return from_record(r.records[0], context, problem);
}

std::optional<State> State::new_game(const GameSpec& spec, SolverContext& context,
                                     Problem* problem) {
    return deserialize(spec.pbn(), context, problem);
}

std::string State::game() const {
    return impl_->game;
}
int State::players() const {
    return impl_->base->players;
}
std::string State::seat_label(int seat) const {
    if (seat < 0 || seat >= players()) return {};
    return impl_->labels[static_cast<size_t>(seat)];
}

int State::current_player() const {
    return impl_->seat_to_move();
}
bool State::is_terminal() const {
    return impl_->pos.cards_left() == 0;
}

std::vector<int> State::legal_actions() const {
    std::vector<int> out;
    if (is_terminal()) return out;
    for (Card c : legal_cards(impl_->pos))
        out.push_back(state_detail::action_of_card(impl_->to_face[static_cast<size_t>(c.index())]));
    std::sort(out.begin(), out.end());
    return out;
}

bool State::apply(int action) {
    if (action < 0 || action >= kActionCount) return false;
    const Card face = state_detail::card_of_action(action);
    return impl_->play(impl_->to_play[static_cast<size_t>(face.index())]);
}

bool State::undo() {
    if (impl_->played.empty()) return false;
    impl_->pos.unplay();
    impl_->played.pop_back();
    impl_->played_by.pop_back();
    impl_->opened.pop_back();
    return true;
}

std::vector<int> State::history() const {
    std::vector<int> out;
    for (Card c : impl_->played) out.push_back(state_detail::action_of_card(c));
    return out;
}
std::vector<int> State::history_players() const {
    return impl_->played_by;
}

std::string State::serialize() const {
    return board_to_pbn(impl_->board_now());
}

Record State::record() const {
    auto board = impl_->reread(nullptr);
    return Record(std::make_shared<const Board>(board ? std::move(*board) : impl_->board_now()));
}

}  // namespace stich::api
