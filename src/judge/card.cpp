#include "stich/judge/card.h"

#include <algorithm>

#include "stich/engine/movegen.h"
#include "stich/io/card_words.h"

namespace stich::judge {

namespace {

bool fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
    return false;
}

// The position where the seat decides on one layout, or the index of the first card of the
// play that is not legal there.
struct Replay {
    Position now;
    std::optional<size_t> illegal;
};

Replay replayed(const Position& start, const std::vector<Card>& cards) {
    Replay r{start, std::nullopt};
    for (size_t k = 0; k < cards.size(); ++k) {
        const Card c = cards[k];
        if (!r.now.hand(r.now.to_move()).contains(c) || !legal_cards(r.now).contains(c)) {
            r.illegal = k;
            return r;
        }
        r.now.play(c);
    }
    return r;
}

CardSet play_order(const CardSpot& s, CardSet face) {
    CardSet out;
    for (Card c : face) out |= s.to_play(c);
    return out;
}

CardSet face_order(const CardSpot& s, CardSet play) {
    CardSet out;
    for (Card c : play) out |= s.to_face(c);
    return out;
}

// Which of `candidates` would have made `card` illegal for the player to move after `before`
// in a trick led by `leader`: the pair test of card.h.
CardSet excluded_by(const Position& like, int leader, const std::vector<Card>& before, Card card,
                    CardSet candidates) {
    CardSet out;
    const int player = (leader + static_cast<int>(before.size())) % like.players();
    for (Card x : candidates) {
        if (x == like.exempt_card()) continue;  // its holder may keep it back (Lever)
        PositionSetup s;
        s.players = like.players();
        s.trump = like.trump();
        s.leader = leader;
        s.trick = before;
        s.duties = like.duties();
        s.ducking_player = like.ducking_player();
        // The earlier cards of the trick go back to their players' hands and are played again.
        s.hands[player] = CardSet(card) | x;
        const Position probe(s);
        if (!legal_cards(probe).contains(card)) out |= x;
    }
    return out;
}

// Layouts tried for a probe the record allows before giving up on the record.
constexpr uint64_t kProbeLayouts = 10'000;

std::optional<Decision> card_decision_of(CardGame game, const std::optional<Card>& card,
                                         const std::vector<Card>& versus, std::string* error,
                                         bool view_only);

// The strategy value (strategy.h), its card in face order.
std::optional<StrategyResult> strategy_of(const DealSampler& sampler, Solver& solver, int player,
                                          const std::shared_ptr<const CardSpot>& probe,
                                          const StrategyLimits& limits) {
    auto v = strategy_over(
        sampler, solver,
        [&probe](Solver& s, const Deal& deal) -> std::optional<StrategyLayout> {
            auto layout = probe->layout(s, deal);
            if (!layout) return std::nullopt;
            const Replay r = replayed(layout->start, probe->cards);
            if (r.illegal) return std::nullopt;
            const int side = r.now.side(probe->player);
            return StrategyLayout{
                r.now,
                [probe, side, kept = std::make_shared<const CardLayout>(std::move(*layout))](
                    const Position& end) { return probe->measure(kept->valuer(end, side), side); }};
        },
        player, limits);
    if (v)
        if (auto* value = std::get_if<StrategyValue>(&*v))
            value->card = probe->to_face(value->card);
    return v;
}

}  // namespace

void set_orders(CardSpot& spot, const Rules& rules) {
    const Strain trump = spot.start.trump();
    const Rules* r = &rules;
    spot.to_face = [r, trump](Card c) { return to_face_order(*r, trump, c); };
    spot.to_play = [r, trump](Card c) { return to_play_order(*r, trump, c); };
}

std::optional<CardGame> no_card_game(std::string* error, std::string message) {
    fail(error, std::move(message));
    return std::nullopt;
}

std::vector<CardSet> card_runs(CardSet legal, CardSet in_play, CardSet distinct) {
    std::vector<CardSet> runs;
    for (int s = 0; s < kSuits; ++s) {
        CardSet run;
        auto close = [&] {
            if (!run.empty()) runs.push_back(run);
            run = {};
        };
        for (int pos = kRanks - 1; pos >= 0; --pos) {
            const Card c(Suit(s), pos);
            if (!in_play.contains(c)) continue;
            if (!legal.contains(c) || distinct.contains(c)) close();
            if (legal.contains(c)) run |= c;
            if (distinct.contains(c)) close();
        }
        close();
    }
    return runs;
}

std::function<std::string(const Deal&)> layout_key_of(const SeatView& view,
                                                      std::function<Card(Card)> to_face,
                                                      CardSet named) {
    if (view.piles.empty()) return {};
    return [view, to_face = std::move(to_face), named](const Deal& deal) {
        std::string key;
        for (int s = 0; s < kSuits; ++s) {
            for (int pos = kRanks - 1; pos >= 0; --pos) {
                const Card c = to_face(Card(Suit(s), pos));
                if (!view.deck.contains(c)) continue;
                int owner = -1;
                for (int p = 0; p < view.players; ++p)
                    if (deal.hands[p].contains(c)) owner = p;
                const bool unseen = view.unseen.contains(c);
                if (unseen && named.contains(Card(Suit(s), pos))) {
                    // Its place (a hand, or 'z' for a pile) and itself.
                    key += static_cast<char>(owner >= 0 ? 'a' + owner : 'z');
                    key += static_cast<char>(c.index());
                } else if (owner < 0 && unseen) {
                    continue;  // in a pile
                } else if (owner >= 0 && unseen) {
                    key += static_cast<char>('a' + owner);
                } else {
                    key += '#';  // seen: itself
                    key += static_cast<char>(c.index());
                }
            }
            key += '|';
        }
        return key;
    };
}

std::array<CardSet, kMaxSeats> played_cards(const Board& board) {
    std::array<CardSet, kMaxSeats> out{};
    for (const PlayedTrick& t : board.play)
        for (size_t k = 0; k < t.cards.size(); ++k)
            out[(t.leader + static_cast<int>(k)) % board.players] |= t.cards[k];
    return out;
}

std::array<CardSet, kMaxSeats> play_inferences(const CardSpot& spot, CardSet unseen) {
    std::array<CardSet, kMaxSeats> lacks{};
    const CardSet candidates = play_order(spot, unseen);
    Position pos = spot.start;
    // The trick in progress at the start (an endgame's [Trick]), then the play section.
    std::vector<Card> trick;
    for (int i = 0; i < spot.start.trick_size(); ++i) trick.push_back(spot.start.trick_card(i));
    const int leader = spot.start.leader();
    for (size_t i = 0; i < trick.size(); ++i) {
        const std::vector<Card> before(trick.begin(), trick.begin() + static_cast<long>(i));
        const int player = (leader + static_cast<int>(i)) % pos.players();
        lacks[spot.seat_of[player]] |= excluded_by(pos, leader, before, trick[i], candidates);
    }
    for (Card c : spot.cards) {
        std::vector<Card> before;
        for (int i = 0; i < pos.trick_size(); ++i) before.push_back(pos.trick_card(i));
        const int player = pos.to_move();
        lacks[spot.seat_of[player]] |= excluded_by(pos, pos.leader(), before, c, candidates);
        if (!pos.hand(player).contains(c)) break;  // the probe cannot go on; nor can the play
        pos.play(c);
    }
    for (CardSet& l : lacks) l = face_order(spot, l);
    return lacks;
}

std::optional<Decision> card_decision(CardGame game, const std::optional<Card>& card,
                                      const std::vector<Card>& versus, std::string* error,
                                      bool view_only) {
    try {
        return card_decision_of(std::move(game), card, versus, error, view_only);
    } catch (const JudgeError& e) {
        fail(error, e.what());
        return std::nullopt;
    }
}

namespace {

std::optional<Decision> card_decision_of(CardGame game, const std::optional<Card>& card,
                                         const std::vector<Card>& versus, std::string* error,
                                         bool view_only) {
    auto none = [&](std::string message) -> std::optional<Decision> {
        fail(error, std::move(message));
        return std::nullopt;
    };
    const std::string who = game.view.seats.label(game.view.seat);
    // The probe layout: the trick states of the play, the legal cards and who is to move are
    // the same on every layout.
    Solver probe_solver(SolverOptions{1});
    // A probe on which the play breaks the rules has its play read only up to the broken card
    // (the games' play records stop there), and so infers nothing from the cards after it:
    // draw again with what was inferred until a probe adds nothing.
    std::optional<DealSampler> draw;
    std::optional<CardSpot> probe;
    for (bool again = false;; again = true) {
        draw.emplace(game.view);
        if (again && draw->problem())
            return none("no layout of the unseen cards fits the play so far: " + *draw->problem());
        if (!draw->first())
            return none(again ? "no layout of the unseen cards fits the play so far"
                              : "no layout of the unseen cards fits what seat " + who + " sees");
        // The first layout the record allows: a game may rule some out that the view cannot
        // (Alliance: '; Partner n' and the called king given to another hand).
        uint64_t tried = 0;
        draw->enumerate([&](const Deal& deal) {
            probe = game.spot(probe_solver, deal);
            return !probe && ++tried < kProbeLayouts;
        });
        if (!probe) return none("no layout of the unseen cards fits the record");
        const auto lacks = play_inferences(*probe, game.view.unseen);
        bool more = false;
        for (int p = 0; p < game.view.players; ++p) {
            more |= !(lacks[p] - game.view.lacks[p]).empty();
            game.view.lacks[p] |= lacks[p];
        }
        if (!more) break;
    }
    // The sampler of the last probe: the view has not changed since.
    const DealSampler sampler = std::move(*draw);
    const Replay r = replayed(probe->start, probe->cards);
    if (r.illegal) {
        const Card c = probe->cards[*r.illegal];
        return none("card " + std::to_string(*r.illegal + 1) + " of the play (" +
                    format_card(probe->to_face(c)) + " by seat " +
                    game.view.seats.label(probe->seat_of[r.now.to_move()]) +
                    ") breaks the rules of play");
    }
    if (view_only) {
        // What the seat has seen, the voids the play showed added: whoever is to move.
        Decision d;
        d.game = game.game;
        d.seat = who;
        d.view = game.view;
        d.layout_pbn = game.pbn;
        return d;
    }
    if (r.now.cards_left() == 0) return none("no cards left to play");
    if (r.now.to_move() != probe->player)
        return none("it is seat " + game.view.seats.label(probe->seat_of[r.now.to_move()]) +
                    "'s turn to play, not " + who + "'s");
    const CardSet in_play = r.now.unplayed() | play_order(*probe, game.view.unseen);
    const std::vector<CardSet> runs = card_runs(legal_cards(r.now), in_play, probe->distinct);

    auto run_of = [&](Card face) -> std::optional<size_t> {
        const Card c = probe->to_play(face);
        for (size_t k = 0; k < runs.size(); ++k)
            if (runs[k].contains(c)) return k;
        return std::nullopt;
    };
    std::vector<size_t> options;
    auto add = [&](size_t k) {
        if (std::find(options.begin(), options.end(), k) == options.end()) options.push_back(k);
    };
    for (Card c : card ? std::vector<Card>{*card} : std::vector<Card>{}) {
        const auto k = run_of(c);
        if (!k) return none(format_card(c) + " is not a card seat " + who + " may play now");
        add(*k);
    }
    for (Card c : versus) {
        const auto k = run_of(c);
        if (!k) return none(format_card(c) + " is not a card seat " + who + " may play now");
        add(*k);
    }
    if (versus.empty())
        for (size_t k = 0; k < runs.size(); ++k) add(k);

    Decision d;
    d.game = game.game;
    d.seat = who;
    d.view = game.view;
    d.best_is_call = !card;
    d.exact_default = kCardExactUpTo;
    d.title = card ? "the card " + format_card(*card) + " against the others"
                   : "the card to play, every legal one";
    d.measure = game.measure;
    d.unit = game.unit;
    d.tricks_of = game.tricks_of;
    d.tables = game.tables;
    for (size_t k : options)
        d.options.push_back({format_card_list(face_order(*probe, runs[k])), game.success});
    // The record prepared once: every layout completes the probe's spot.
    const auto prepared = std::make_shared<const CardSpot>(*probe);
    if (r.now.tricks_left() <= kStrategyTricks && sampler.count() &&
        *sampler.count() <= kStrategyLayouts)
        d.strategy = [sampler, prepared](Solver& solver, const StrategyLimits& limits) {
            return strategy_of(sampler, solver, prepared->player, prepared, limits);
        };
    d.layout_pbn = game.pbn;
    // The key's order refers to the game the prepared spot keeps alive.
    if (auto key = layout_key_of(game.view, prepared->to_face, prepared->named))
        d.layout_key = [key, prepared](const Deal& deal) { return key(deal); };
    d.solve = [prepared, options, runs](Solver& solver, const Deal& deal,
                                        std::vector<int>& hints) -> std::optional<DealResult> {
        const auto layout = prepared->layout(solver, deal);
        if (!layout) return std::nullopt;
        const Replay now = replayed(layout->start, prepared->cards);
        if (now.illegal) return std::nullopt;
        const int side = now.now.side(prepared->player);
        // Per option, its value on the layout before (the sides are the same on every layout
        // but Alliance's, whose layouts take no hints).
        hints.resize(options.size(), -1);
        DealResult out;
        for (size_t i = 0; i < options.size(); ++i) {
            const size_t k = options[i];
            Position next = now.now;
            next.play(runs[k].highest());
            const int value =
                layout->seeded ? layout->seeded(next, side, hints[i]) : layout->valuer(next, side);
            hints[i] = value;
            OptionResult o;
            o.value = prepared->measure(value, side);
            if (prepared->tricks) o.tricks = prepared->tricks(value, side);
            o.success = prepared->success(value, side);
            out.push_back(o);
        }
        return out;
    };
    return d;
}

}  // namespace

bool card_words(const std::vector<std::string>& words, const std::vector<std::string>& versus,
                std::optional<Card>& card, std::vector<Card>& others, std::string* error) {
    // Read as every command reads cards, with the same message for a word that is not one.
    auto card_of = [&](const std::string& w) { return read_call_card(w, error); };
    if (words.size() > 2) return fail(error, "expected card [CARD]");
    if (words.size() == 2 && !(card = card_of(words[1]))) return false;
    for (const std::string& v : versus) {
        auto w = card_run_call(call_words(v), "card");
        if (!w.empty() && (w[0] == "card" || w[0] == "lead")) w.erase(w.begin());
        if (w.size() != 1)
            return fail(error, "'" + v + "': expected a card to weigh against, card CARD");
        const auto c = card_of(w[0]);
        if (!c) return false;
        others.push_back(*c);
    }
    return true;
}

}  // namespace stich::judge
