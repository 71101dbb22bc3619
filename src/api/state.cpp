// The game state for agents over the game modules: the module's viewer line gives the position
// at the start of the play (and the order of its cards, Alliance's odd ranks); the state plays
// and takes back cards on a copy of it.  Whatever needs the game's own knowledge (settlement,
// card values, what a seat has seen) is asked of the module on the deal as played so far,
// written as PBN and read back: the same record `stich analyze` or `stich judge` would read.
#include "stich/api/state.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "context.h"
#include "state_impl.h"
#include "stich/engine/movegen.h"
#include "stich/io/board.h"
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

namespace {

// The module of `game` as the registry holds it: an auction keeps it to begin the play.
std::shared_ptr<const game::GameModule> shared_module(const game::GameRegistry& games, Game game) {
    for (const auto& m : games.modules())
        if (m->id() == game) return m;
    return nullptr;
}

// Begins the play of `board` on `impl`: the game's viewer line gives the position at the start
// of the play and the order of its cards; the record's play section is played on it.  The
// error when the record cannot be played card by card.
std::optional<std::string> begin_play(State::Impl& impl, const game::GameModule& module,
                                      Solver& solver, const Board& board) {
    std::string why;
    // A state plays the record as given: the game completes nothing (no discard searched only
    // for the state to refuse it).
    const game::ViewerCapability* viewer = module.viewer();
    if (!viewer) return "the hand viewer does not show " + std::string(module.name()) + " boards";
    auto view =
        viewer->line(solver, module.prepare(board), game::ViewerRequest{false, nullptr}, &why);
    if (!view) return why;
    auto* line = std::get_if<game::SidedView>(&*view);
    // Decision: a game played each for himself (an Ausfechten, a Resistance) is not offered:
    // its line is max-n's, which the viewer gives without a position to play on.
    if (!line) return "each plays for himself in this game: no state to play card by card";
    if (!line->filled_in.empty()) return line->filled_in + ": a state plays the record as given";
    impl.seat_of.clear();
    for (const std::string& name : line->seats) {
        const auto seat = module.seats().parse(name, board.players);
        if (!seat) return "the game names a player '" + name + "' that is no seat";
        impl.seat_of.push_back(*seat);
    }
    for (int i = 0; i < state_detail::kCardCodes; ++i) {
        const Card c = Card::from_index(i);
        if (c.pos() >= state_detail::kFaces) continue;
        const CardSet face = line->face ? line->face(CardSet(c)) : CardSet(c);
        const Card f = face.empty() ? c : Card::from_index(std::countr_zero(face.bits()));
        impl.to_face[static_cast<size_t>(i)] = f;
        impl.to_play[static_cast<size_t>(f.index())] = c;
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
    impl.base = std::make_shared<const Board>(std::move(base));
    impl.laid_away = io::own_hand(*impl.base, "Discard");
    impl.playing = true;
    impl.pos = line->start;
    impl.starts_at_trick = line->start.trick_start();
    for (Card c : line->played)
        if (!impl.play(c))
            return "the play section's card " +
                   format_card(impl.to_face[static_cast<size_t>(c.index())]) +
                   " is not legal there";
    return std::nullopt;
}

// The declaration of the game's own tags, which the writer needs to write one set after the
// board was read (an auction's [Defence]) at its place, and each in its canonical form.
std::vector<io::GameRecords> own_records(const game::GameModule* module) {
    const io::GameRecords* own = module ? module->record_tags() : nullptr;
    return own ? std::vector<io::GameRecords>{*own} : std::vector<io::GameRecords>{};
}

// A board written as PBN and read back: what the calls' outcome is as a record.
std::optional<Board> as_read(const Board& board, const game::GameModule* module) {
    ReadResult r = read_text(board_to_pbn(board, own_records(module)), "<state>");
    if (r.records.size() != 1) return std::nullopt;
    for (const Problem& p : r.problems)
        if (p.error) return std::nullopt;
    return r.records[0].board();
}

// The calls are over: the deal with what they fixed is the state's record; its play begins
// unless the calls leave nothing to play (everyone passed, both defenders at home).  `play`
// holds the record's play section when the state is read from one.
std::optional<std::string> end_calls(State::Impl& impl, Solver& solver, const Board* play) {
    const auto out = impl.auction.calls->outcome();
    if (!out) return "the calls are not over";
    Board with = out->board;
    if (play) {
        with.play = play->play;
        if (const TagPair* tag = play->tag("Play")) with.tags.push_back(*tag);
    }
    auto read = as_read(with, impl.auction.module.get());
    if (!read) return "the calls' record cannot be read";
    if (!out->played) {
        if (play && !play->play.empty()) return "nobody plays after these calls: no [Play]";
        impl.base = std::make_shared<const Board>(std::move(*read));
        impl.playing = false;
        return std::nullopt;
    }
    return begin_play(impl, *impl.auction.module, solver, *read);
}

bool same_words(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) ==
               std::tolower(static_cast<unsigned char>(y));
    });
}

}  // namespace

std::optional<State> State::from_record(const Record& record, SolverContext& context,
                                        Problem* problem) {
    auto& ctx = ContextAccess::of(context);
    const Board& board = record.board();
    auto fail = [&](std::string why) -> std::optional<State> {
        if (problem) *problem = state_detail::problem_at(board, std::move(why));
        return std::nullopt;
    };
    const auto module = shared_module(ctx.games, board.game);
    if (!module) return fail("no game module answers for this board's game");
    if (board.play_problem) {
        const Diagnostic& d = *board.play_problem;
        if (problem)
            *problem =
                Problem{d.where.file, d.where.line, d.where.column, board.id, d.message, true};
        return std::nullopt;
    }
    auto impl = std::make_unique<Impl>();
    impl->game = module->record_game(board);
    impl->labels = module->seats().labels(board.players);
    impl->auction.module = module;
    impl->auction.names = std::make_shared<const std::vector<std::string>>(
        module->auction() ? module->auction()->calls() : std::vector<std::string>());
    const TagPair* calls = board.tag("Calls");
    // A deal of a game with calls starts before them when its record has [Calls] (the calls
    // made so far, "" none: what a state in its calls writes; with [Contract], how it was
    // reached).  A record without keeps its meaning: its contract is played.
    if (impl->auction.names->empty() || !calls) {
        if (auto error = begin_play(*impl, *module, ctx.solver, board)) return fail(*error);
        return State(std::move(impl));
    }
    Board deal = board;
    deal.contract.clear();
    deal.declarer.reset();
    const bool had_play = !deal.play.empty();
    deal.play.clear();
    if (had_play) deal.won.reset();
    std::erase_if(deal.tags, [had_play](const TagPair& t) {
        return t.name == "Contract" || t.name == "Declarer" || t.name == "Discard" ||
               t.name == "Defence" || t.name == "Calls" || t.name == "Play" ||
               (had_play && (t.name == "Won" || t.name == "Result"));
    });
    std::string why;
    // A game with calls (names not empty) offers them.
    impl->auction.calls = module->auction()->start(deal, &why);
    if (!impl->auction.calls) return fail(why);
    impl->auction.deal = std::make_shared<const Board>(deal);
    impl->base = impl->auction.deal;
    impl->playing = false;
    if (calls) {
        const auto made = game::read_calls(calls->value, *impl->auction.names, &why);
        if (!made) return fail("[Calls]: " + why);
        for (int call : *made)
            if (!impl->auction.calls->apply(call))
                return fail("[Calls]: the call '" +
                            game::write_calls({call}, *impl->auction.names) +
                            "' is not legal there");
    }
    if (impl->auction.active()) {
        if (had_play) return fail("a play section before the calls are over");
        if (!board.contract.empty()) return fail("[Contract] before the [Calls] are over");
        return State(std::move(impl));
    }
    if (auto error = end_calls(*impl, ctx.solver, &board)) return fail(*error);
    const Board& reached = *impl->base;
    if ((!board.contract.empty() && !same_words(board.contract, reached.contract)) ||
        (board.declarer && board.declarer != reached.declarer))
        return fail("[Calls] lead to " + reached.contract + " by " +
                    (reached.declarer ? impl->labels[static_cast<size_t>(*reached.declarer)]
                                      : std::string("nobody")) +
                    ", not the record's [Contract] and [Declarer]");
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
    std::string pbn = spec.pbn();
    // A deal given without a contract, of a game with calls before the play, starts before
    // them: the record says so by an empty [Calls].
    const game::GameModule* module = ContextAccess::of(context).games.find(spec.game);
    const bool contract = !spec.contract.empty() ||
                          std::any_of(spec.tags.begin(), spec.tags.end(), [](const auto& t) {
                              return t.first == "Contract" || t.first == "Calls";
                          });
    if (!contract && module && module->auction() && !module->auction()->calls().empty())
        pbn.insert(pbn.size() - 1, "[Calls \"\"]\n");
    return deserialize(pbn, context, problem);
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
    return impl_->terminal();
}

int State::action_count() const {
    return kActionCount + static_cast<int>(impl_->auction.names->size());
}
std::string State::action_name(int action) const {
    if (action >= kActionCount && action < action_count())
        return (*impl_->auction.names)[static_cast<size_t>(action - kActionCount)];
    return api::action_name(action);
}
int State::action_of(std::string_view name) const {
    const auto& names = *impl_->auction.names;
    for (size_t i = 0; i < names.size(); ++i)
        if (same_words(names[i], name)) return kActionCount + static_cast<int>(i);
    return api::action_of(name);
}
bool State::calling() const {
    return impl_->auction.active();
}

std::vector<int> State::legal_actions() const {
    std::vector<int> out;
    if (impl_->auction.active()) return impl_->auction.calls->legal();
    if (is_terminal()) return out;
    for (Card c : legal_cards(impl_->pos))
        out.push_back(state_detail::action_of_card(impl_->to_face[static_cast<size_t>(c.index())]));
    std::sort(out.begin(), out.end());
    return out;
}

bool State::apply(int action) {
    if (impl_->auction.active()) {
        if (!impl_->auction.calls->apply(action)) return false;
        if (impl_->auction.active()) return true;
        // The last call: the play begins.  Its viewer line is built without a search (the
        // record is played as given), so a small solver of its own serves, and apply needs
        // no context.
        Solver scratch(stich::SolverOptions{1, nullptr});
        if (!end_calls(*impl_, scratch, nullptr)) return true;
        impl_->auction.calls->undo();
        impl_->base = impl_->auction.deal;
        impl_->playing = false;
        return false;
    }
    if (action < 0 || action >= kActionCount) return false;
    const Card face = state_detail::card_of_action(action);
    return impl_->play(impl_->to_play[static_cast<size_t>(face.index())]);
}

bool State::undo() {
    if (impl_->played.empty()) {
        // Back into the calls: the play (none of it made yet) is taken away with the last one.
        AuctionPart& a = impl_->auction;
        if (!a.calls || !a.calls->undo()) return false;
        impl_->base = a.deal;
        impl_->playing = false;
        impl_->pos = Position();
        impl_->seat_of.clear();
        return true;
    }
    impl_->pos.unplay();
    impl_->played.pop_back();
    impl_->played_by.pop_back();
    impl_->opened.pop_back();
    return true;
}

std::vector<int> State::history() const {
    std::vector<int> out;
    if (impl_->auction.calls) out = impl_->auction.calls->calls();
    for (Card c : impl_->played) out.push_back(state_detail::action_of_card(c));
    return out;
}
std::vector<int> State::history_players() const {
    std::vector<int> out;
    if (impl_->auction.calls) out = impl_->auction.calls->callers();
    out.insert(out.end(), impl_->played_by.begin(), impl_->played_by.end());
    return out;
}

std::string State::serialize() const {
    return board_to_pbn(impl_->board_now(), own_records(impl_->auction.module.get()));
}

Record State::record() const {
    auto board = impl_->reread(nullptr);
    return Record(std::make_shared<const Board>(board ? std::move(*board) : impl_->board_now()));
}

}  // namespace stich::api
