#include "stich/whist/judge.h"

#include <algorithm>
#include <array>
#include <memory>
#include <span>

#include "stich/bridge/contract.h"
#include "stich/engine/movegen.h"
#include "stich/io/card_words.h"
#include "stich/io/pbn.h"
#include "stich/judge/card.h"
#include "stich/whist/analysis.h"
#include "stich/whist/answers.h"
#include "stich/whist/records.h"
#include "stich/whist/whist.h"

namespace stich::judge {

namespace {

constexpr int kHandSize = 13;

bool fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
    return false;
}

// The board with the hands of `deal`.
Board completed(const Board& board, const Deal& deal) {
    Board b = board;
    for (int p = 0; p < board.players; ++p) {
        b.hands[p] = deal.hands[p];
        b.known[p] = true;
    }
    return b;
}

// The board prepared once for the layouts of a judgement (a lead, a call): what whist::position()
// and the play replayed read of its tags (the trump, the leader, the tricks won, the trick in
// progress, the play), so that each layout swaps its hands in and replays the play, never
// copying or reading the board again (the leader of a bridge record is found by parsing it).
struct PreparedLead {
    Strain trump = kNoTrump;
    int leader = 0;                // of the trick in progress, before the play section
    std::array<uint8_t, 4> won{};  // before it
    std::vector<Card> trick;       // in progress before it (an endgame's [Trick])
    std::vector<Card> play;        // the play section, in the order played
};

// The trump a card is judged in: [Trump] or [Turned]; on a bridge record its contract's strain
// (whist::board_trump), as solve and play take it.  A whist record without them has none: its
// trump is the dealer's turned card, which the judge cannot guess.
std::optional<Strain> lead_trump(const Board& board) {
    if (board.trump || !bridge::is_bridge_record(board)) return board.trump;
    return whist::board_trump(board);
}

PreparedLead prepared_lead(const Board& board) {
    PreparedLead p;
    p.trump = lead_trump(board).value_or(kNoTrump);
    if (board.play.empty()) {
        p.leader = whist::current_leader(board);
        if (board.won)
            for (int k = 0; k < 4; ++k) p.won[k] = static_cast<uint8_t>((*board.won)[k]);
        p.trick = board.trick;
        return p;
    }
    // The full deal, its leader found without the play.
    Board start = board;
    start.play.clear();
    start.trick.clear();
    start.won.reset();
    start.leader.reset();
    p.leader = whist::current_leader(start);
    for (const PlayedTrick& t : board.play)
        p.play.insert(p.play.end(), t.cards.begin(), t.cards.end());
    return p;
}

Position whist_position(const PreparedLead& p, const std::array<CardSet, 4>& hands, int leader,
                        const std::array<uint8_t, 4>& won, std::span<const Card> trick) {
    PositionSetup setup;
    setup.players = 4;
    setup.trump = p.trump;
    setup.leader = leader;
    for (int k = 0; k < 4; ++k) {
        setup.hands[k] = hands[k];
        setup.side[k] = static_cast<uint8_t>(whist::side_of(k));
    }
    setup.won = {won[0], won[1], won[2], won[3]};
    setup.trick = trick;
    return Position(setup);
}

// The position where the seat decides, on one deal: the play replayed from the full deal and
// the position set up afresh where it stands, as whist::position() sets up an endgame (no
// history of earlier tricks); nullopt when a card of the play is illegal on this deal.
std::optional<Position> position_now(const PreparedLead& p, const Deal& deal) {
    std::array<CardSet, 4> hands;
    for (int k = 0; k < 4; ++k) hands[k] = deal.hands[k];
    Position pos = whist_position(p, hands, p.leader, p.won, p.trick);
    if (p.play.empty()) return pos;
    for (Card c : p.play) {
        if (!legal_cards(pos).contains(c)) return std::nullopt;
        pos.play(c);
    }
    std::array<uint8_t, 4> won{};
    for (int k = 0; k < 4; ++k) {
        hands[k] = pos.hand(k);
        won[k] = static_cast<uint8_t>(pos.won(k));
    }
    std::vector<Card> trick;
    for (int i = 0; i < pos.trick_size(); ++i) trick.push_back(pos.trick_card(i));
    return whist_position(p, hands, pos.leader(), won, trick);
}

int first_trick_cards(const Board& board) {
    int cards = static_cast<int>(board.trick.size());
    for (const PlayedTrick& t : board.play) cards += static_cast<int>(t.cards.size());
    return cards;
}

// Why the seat cannot call on this board whatever its partner holds, or nullopt.
std::optional<std::string> call_problem(const Board& board, int seat,
                                        const whist::WhistRules& rules) {
    if (!board.trump || *board.trump == kNoTrump)
        return "the call needs the trump: add [Turned \"D4\"] (the dealer's last card) or "
               "[Trump \"D\"]";
    const auto standing = whist::standing(board);
    if (!standing)
        return "the call needs the standing before the deal: add [Standing \"8 3\"] (N-S, E-W) "
               "or give --score";
    if (board.won || first_trick_cards(board) >= 4)
        return "the first trick is complete: a call must come before that (§7)";
    const Suit trump = Suit(*board.trump);
    const CardSet honours = whist::honour_cards(trump, rules.honours);
    const int own = (board.hands[seat] & honours).count();
    const std::string who = whist::seat_name(seat);
    if (own < 2)
        return who + " holds " + std::to_string(own) +
               " honour(s): the call is made by a player with two or more";
    // The most the side can hold: every honour the seat lacks in its partner's hand.
    whist::CallSituation s;
    s.score = *standing;
    s.honours[seat] = own;
    s.honours[(seat + 2) % 4] = honours.count() - own;
    s.factor = whist::point_factor(rules, trump);
    s.leader = whist::current_leader(board);
    const whist::CallRight right = whist::call_right(rules, s);
    if (!right.allowed) return right.reason;
    return std::nullopt;
}

// What the layouts of a call share, read from the record once: the play and its start
// (PreparedLead), the analysis's basis (the rules parsed from the variant, the trump, the
// standing), and a problem every layout would meet, said on the first layout solved as
// before.  A layout swaps its hands into the start and replays the play, never copying the
// record or reading its tags.
struct PreparedCall {
    PreparedLead lead;
    whist::AnalysisBasis basis;
    std::optional<std::string> problem;
};

PreparedCall prepared_call(const Board& board, const whist::WhistRules& rules,
                           const SeatView& view) {
    PreparedCall p;
    p.lead = prepared_lead(board);
    auto basis = whist::analysis_basis(board, rules);
    if (const auto* d = std::get_if<Diagnostic>(&basis)) {
        p.problem = d->message;
        return p;
    }
    p.basis = std::get<whist::AnalysisBasis>(std::move(basis));
    // The tricks played before the position are the same on every layout: without a play
    // section the record must count them ([Won], which a call refuses).
    if (const auto probe = DealSampler(view).first(); probe && board.play.empty())
        if (const auto now = position_now(p.lead, *probe)) {
            std::string why = whist::won_unfit_for_scoring(board, 13 - now->tricks_left());
            if (!why.empty()) p.problem = std::move(why);
        }
    return p;
}

// The analysis of the record on one layout (whist::analyze of the record completed by it);
// nullopt when a card of the play is illegal there.
std::optional<whist::Analysis> analysed(Solver& solver, const PreparedCall& p, const Deal& deal) {
    const auto now = position_now(p.lead, deal);
    if (!now) return std::nullopt;
    if (p.problem) throw JudgeError(*p.problem);
    // The honours counted in the deal as dealt: the layout's hands and the trick in progress
    // before the play section (none when there is one: the hands are then the full deal).
    std::array<CardSet, 4> hands;
    for (int k = 0; k < 4; ++k) hands[k] = deal.hands[k];
    const whist::HonourCount honours = whist::count_honours(hands, p.lead.trick, p.lead.leader,
                                                            p.basis.trump, p.basis.rules.honours);
    auto a = whist::analysis_at(solver, p.basis, *now, honours);
    if (const auto* problem = std::get_if<whist::AnalysisProblem>(&a))
        throw JudgeError(problem->message);
    return std::get<whist::Analysis>(std::move(a));
}

// call / play: options in the order asked.
bool call_decision(Decision& d, const game::Prepared& prepared, int seat,
                   const std::vector<std::string>& order, std::string* error) {
    const Board& board = prepared.board();
    std::string why;
    // The rules prepared with the board; built again only to say why there are none.
    auto rules = whist::prepared_rules(prepared);
    if (!rules) rules = whist::board_rules(board, &why);
    if (!rules) return fail(error, why);
    if (auto problem = call_problem(board, seat, *rules)) return fail(error, *problem);
    const int side = whist::side_of(seat);
    const std::string side_text(whist::side_name(side));
    d.title = "the call at " +
              std::to_string(whist::point_factor(*rules, Suit(*board.trump)) > 1
                                 ? rules->preference_call_at
                                 : rules->call_at) +
              " against playing on";
    d.measure = "game and slam points at the rubber for " + side_text;
    d.unit = Unit::kPoints;
    d.tricks_of = side_text;
    for (const std::string& name : order)
        d.options.push_back({name, name == "call" ? "the call takes the game at once"
                                                  : side_text + " win the game"});
    d.solve = [prepared =
                   std::make_shared<const PreparedCall>(prepared_call(board, *rules, d.view)),
               side, order](Solver& solver, const Deal& deal) -> std::optional<DealResult> {
        const auto a = analysed(solver, *prepared, deal);
        if (!a) return std::nullopt;
        const int play_value = whist::value_for(*a->score, side);
        const bool called = a->call.right.allowed && a->call.right.side == side;
        const int tricks = a->facts.tricks[side];
        DealResult out;
        for (const std::string& name : order) {
            if (name == "call")
                out.push_back({static_cast<double>(called ? a->call.call_value : play_value),
                               tricks, called, called ? "" : "partner held no honour: played on"});
            else
                out.push_back({static_cast<double>(play_value), tricks,
                               a->score->game && a->score->game->winner == side, ""});
        }
        return out;
    };
    return true;
}

// lead [CARD]: every run of legal cards; the one holding CARD first, or the best.
bool lead_decision(Decision& d, const Board& board, int seat, const std::optional<Card>& card,
                   const std::vector<Card>& versus, std::string* error) {
    if (!lead_trump(board))
        return fail(error,
                    "the lead needs the trump: add [Turned \"D4\"] (the dealer's last card) or "
                    "[Trump \"D\"]");
    const auto probe = DealSampler(d.view).first();
    if (!probe) return fail(error, "no deal fits what the seat sees");
    const auto prepared = std::make_shared<const PreparedLead>(prepared_lead(board));
    const auto pos = position_now(*prepared, *probe);
    if (!pos) return fail(error, "the play so far breaks the duty to follow suit");
    if (pos->cards_left() == 0) return fail(error, "no cards left to play");
    if (pos->to_move() != seat)
        return fail(error, "it is " + whist::seat_name(pos->to_move()) + "'s turn to play, not " +
                               whist::seat_name(seat) + "'s");
    std::vector<CardSet> runs = card_runs(legal_cards(*pos), pos->unplayed());
    auto run_of = [&](Card c) -> std::optional<size_t> {
        for (size_t k = 0; k < runs.size(); ++k)
            if (runs[k].contains(c)) return k;
        return std::nullopt;
    };
    std::vector<CardSet> options;
    for (Card c : card ? std::vector<Card>{*card} : std::vector<Card>{}) {
        const auto k = run_of(c);
        if (!k) return fail(error, format_card(c) + " is not a card " + d.seat + " may play now");
        options.push_back(runs[*k]);
    }
    if (!versus.empty()) {
        for (Card c : versus) {
            const auto k = run_of(c);
            if (!k)
                return fail(error, format_card(c) + " is not a card " + d.seat + " may play now");
            if (std::find(options.begin(), options.end(), runs[*k]) == options.end())
                options.push_back(runs[*k]);
        }
    } else {
        for (const CardSet& run : runs)
            if (std::find(options.begin(), options.end(), run) == options.end())
                options.push_back(run);
    }
    d.best_is_call = !card;
    const std::string side_text(whist::side_name(whist::side_of(seat)));
    d.title = card ? "the card " + format_card(*card) + " against the others"
                   : "the card to play, every legal one";
    d.measure = "tricks of " + side_text + " in all";
    d.unit = Unit::kTricks;
    d.tricks_of = side_text;
    for (const CardSet& run : options)
        d.options.push_back({format_card_list(run), "a best card on the deal"});
    d.layout_pbn = [board](const Deal& deal) { return board_to_pbn(completed(board, deal)); };
    d.layout_key = layout_key_of(d.view, [](Card c) { return c; }, {});
    const DealSampler sampler(d.view);
    if (pos->tricks_left() <= kStrategyTricks && sampler.count() &&
        *sampler.count() <= kStrategyLayouts)
        d.strategy = [prepared, sampler, seat](Solver& solver, const StrategyLimits& limits) {
            // The measure: the tricks of the seat's side in all.
            return strategy_over(
                sampler, solver,
                [prepared](Solver&, const Deal& deal) -> std::optional<StrategyLayout> {
                    const auto now = position_now(*prepared, deal);
                    if (!now) return std::nullopt;
                    const int side = now->side(now->to_move());
                    return StrategyLayout{*now, [side](const Position& end) {
                                              return static_cast<double>(end.side_won(side));
                                          }};
                },
                seat, limits);
        };
    d.solve = [prepared, options, runs, rules = whist::play_rules()](
                  Solver& solver, const Deal& deal) -> std::optional<DealResult> {
        const auto now = position_now(*prepared, deal);
        if (!now) return std::nullopt;
        // Every run at once: each count seeds the next search (the runs' values lie close
        // together), and a low card that cannot matter takes a higher one's count.
        const int side = now->side(now->to_move());
        std::vector<Card> cards;
        for (const CardSet& run : runs) cards.push_back(run.highest());
        const std::vector<int> ns = solver.tricks_after(rules, *now, cards);
        std::vector<int> values;
        for (const int n : ns)
            values.push_back(side == 0 ? now->side_won(0) + n
                                       : now->side_won(1) + now->tricks_left() - n);
        const int best = *std::max_element(values.begin(), values.end());
        DealResult out;
        for (const CardSet& option : options) {
            const size_t k =
                static_cast<size_t>(std::find(runs.begin(), runs.end(), option) - runs.begin());
            out.push_back({static_cast<double>(values[k]), values[k], values[k] == best, ""});
        }
        return out;
    };
    return true;
}

// Bridge: once the opening lead is made, dummy's hand lies face up (Laws of Duplicate Bridge,
// 41D), so every seat knows it; dummy's cards are played by declarer, so a decision of dummy's
// seat is declarer's, who also knows his own hand.  Whist has no dummy.  `board.hands` holds
// the cards as dealt with a play section and the cards still held in an endgame, as `fixed`
// counts them.
void face_dummy(const Board& board, int seat, bool history, SeatView& v) {
    const auto record = bridge::record_of(board);
    if (!record || record->contract.passed_out()) return;
    size_t played = board.trick.size();
    for (const PlayedTrick& t : board.play) played += t.cards.size();
    const bool endgame = !history && board.hands[seat].count() < kHandSize;
    if (played == 0 && !endgame) return;
    const int declarer = record->declarer;
    const int dummy = (declarer + 2) % 4;
    auto face_up = [&](int p) {
        if (board.known[p]) v.fixed[p] = board.hands[p];
    };
    face_up(dummy);
    if (seat == dummy) face_up(declarer);
}

}  // namespace

std::optional<SeatView> whist_view(const game::Prepared& prepared, int seat, std::string* error) {
    const Board& board = prepared.board();
    auto none = [&](std::string message) -> std::optional<SeatView> {
        fail(error, std::move(message));
        return std::nullopt;
    };
    if (board.players != 4) return none("whist is played by 4 players");
    const std::string who = whist::seat_name(seat);
    if (!board.known[seat]) return none("the hand of " + who + ", the judging seat, is unknown");
    const bool history = !board.play.empty();
    if (history && !board.trick.empty())
        return none("give the play so far as [Play] or as an endgame with [Trick], not both");
    if (history && board.hands[seat].count() != kHandSize)
        return none("[Play] starts from the full deal: " + who + " needs 13 cards in [Deal]");
    SeatView v;
    v.seats = whist::kSeats;
    v.players = 4;
    v.seat = seat;
    v.deck = kDeck52;
    Shown shown;
    for (const PlayedTrick& t : board.play) add_trick(shown, 4, t.leader, t.cards);
    const int leader = whist::current_leader(board);
    add_trick(shown, 4, leader, board.trick);
    auto in_trick = [&](int p) { return played_to_trick(p, leader, 4, board.trick.size()); };
    const int dealt = board.hands[seat].count() + (history ? 0 : in_trick(seat));
    CardSet seen;
    for (int p = 0; p < 4; ++p) {
        v.size[p] = history ? kHandSize : dealt - in_trick(p);
        if (history) v.fixed[p] = shown.played[p];
        v.lacks[p] = shown.lacks[p];
        seen |= shown.played[p];
    }
    v.fixed[seat] = board.hands[seat];
    face_dummy(board, seat, history, v);
    // The turned card is in the dealer's hand until he plays it.
    if (const auto turned = whist::prepared_turned(prepared); turned && board.dealer != seat) {
        const Card t = *turned;
        const bool held =
            history ||
            (board.known[board.dealer] ? board.hands[board.dealer].contains(t) : !seen.contains(t));
        if (held) v.fixed[board.dealer] |= t;
    }
    for (int p = 0; p < 4; ++p) seen |= v.fixed[p];
    std::optional<CardSet> hidden_given;
    if (!history &&
        std::all_of(board.known.begin(), board.known.begin() + 4, [](bool k) { return k; })) {
        CardSet hidden;
        for (int p = 0; p < 4; ++p)
            if (p != seat) hidden |= board.hands[p];
        hidden_given = hidden;
    }
    v.unseen = unseen_cards(v.deck, seen, hidden_given);
    if (!history && !hidden_given) {
        // An endgame whose hidden hands are '-': the cards of the earlier tricks lie among the
        // unseen ones, out of play.  A hand written out beside a '-' would then leave its cards
        // free to lie in that pile: refused rather than half believed.
        add_earlier_tricks_pile(v);
        for (int p = 0; p < 4; ++p)
            if (!v.piles.empty() && p != seat && board.known[p] && v.room(p) != 0)
                return none("hand " + whist::seat_name(p) +
                            " is given but another hidden hand is '-': in an endgame give every "
                            "hand the seat cannot see, or none");
    }
    if (auto why = check_view(v)) return none(*why);
    return v;
}

std::optional<Decision> whist_decision(const game::Prepared& prepared, const CallRequest& request,
                                       std::string* error) {
    const Board& board = prepared.board();
    const auto view = whist_view(prepared, request.seat, error);
    if (!view) return std::nullopt;
    Decision d;
    d.game = std::string(bridge::deal_game_name(board));  // "bridge" for a bridge record
    d.seat = whist::seat_name(request.seat);
    d.view = *view;
    const std::vector<std::string> words = card_run_call(call_words(request.call), "lead");
    const std::string kind = words.empty() ? "" : words[0];
    auto syntax = [&]() -> std::optional<Decision> {
        fail(error, "unknown whist call '" + request.call +
                        "': expected call, play, card [CARD] or lead [CARD]");
        return std::nullopt;
    };
    if ((kind == "call" || kind == "play") && words.size() == 1) {
        std::vector<std::string> order{kind};
        for (const std::string& v : request.versus) {
            const auto w = call_words(v);
            if (w.size() != 1 || (w[0] != "call" && w[0] != "play"))
                return fail(error, "'" + v + "' cannot be weighed against " + kind +
                                       ": expected call or play"),
                       std::nullopt;
            if (std::find(order.begin(), order.end(), w[0]) == order.end()) order.push_back(w[0]);
        }
        if (order.size() == 1) order.push_back(kind == "call" ? "play" : "call");
        if (!call_decision(d, prepared, request.seat, order, error)) return std::nullopt;
        return d;
    }
    // `card` is the name of the call in every game; `lead` stays whist's.
    if ((kind != "lead" && kind != "card") || words.size() > 2) return syntax();
    if (request.view_only) {
        // The seat's view alone (the voids the play showed are in it), whoever is to move.
        d.layout_pbn = [board](const Deal& deal) {
            return board_to_pbn(completed(board, deal), {whist::own_tags()});
        };
        return d;
    }
    std::optional<Card> card;
    if (words.size() == 2 && !(card = read_call_card(words[1], error))) return std::nullopt;
    std::vector<Card> versus;
    for (const std::string& v : request.versus) {
        auto w = card_run_call(call_words(v), "lead");
        if (!w.empty() && w[0] == "lead") w.erase(w.begin());
        if (w.size() != 1)
            return fail(error, "'" + v + "': expected a card to weigh against, lead CARD"),
                   std::nullopt;
        const auto c = read_call_card(w[0], error);
        if (!c) return std::nullopt;
        versus.push_back(*c);
    }
    if (!lead_decision(d, board, request.seat, card, versus, error)) return std::nullopt;
    if (kind == "card") d.exact_default = kCardExactUpTo;
    return d;
}

std::string whist_default_call(const game::Prepared& prepared, int seat) {
    const Board& board = prepared.board();
    const auto rules = whist::prepared_rules(prepared);
    if (rules && !call_problem(board, seat, *rules)) return "call";
    return "lead";
}

}  // namespace stich::judge
