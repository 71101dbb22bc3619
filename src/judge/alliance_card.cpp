// Alliance card play judged from one seat (card.h): any seat, in an Alliance or a Solo.
//
// The seat sees its hand, the face-up table card and the play; the face-down table cards are
// one hidden pile (out of play, their order does not matter).  Who the partner is follows on each
// layout from the called king's holder (teams.h), so a partner is hidden until the king shows.  The
// measure is the marks of the seat's side (play.h, the side's payoff).  A Lever is judged from
// declarer's seat after his exchange ([Discard]): he took every table card, so he sees them all
// and the cards he laid away; only the other hands are hidden.
#include <algorithm>

#include "stich/alliance/analysis.h"
#include "stich/alliance/judge.h"
#include "stich/alliance/play.h"
#include "stich/io/pbn.h"
#include "stich/judge/card.h"

namespace stich::judge {

namespace ally = stich::alliance;

namespace {

struct Record {
    Board board;
    int seat = 0;
    bool history = false;
    int face_down = 0;  // hidden table cards
    // Declarer's view of a Lever with his exchange ([Discard]): he took every table card, so
    // the table and the discard are seen and the record's stay as they are.
    bool lever = false;
};

Board completed(const Record& r, const Deal& deal) {
    Board b = r.board;
    for (int p = 0; p < b.players; ++p) {
        if (p == r.seat) continue;
        b.hands[p] = deal.hands[p];
        b.known[p] = true;
    }
    if (r.lever) return b;
    b.table.resize(1);
    for (Card c : deal.piles[0]) b.table.push_back(c);
    return b;
}

std::optional<CardSpot> spot_of(Solver& solver, const Record& r, const Deal& deal) {
    const Board b = completed(r, deal);
    std::string error;
    auto g = r.history ? ally::play_start(b, &error) : ally::play_game(b, &error);
    if (!g) throw JudgeError(error);
    auto game = std::make_shared<const ally::PlayGame>(std::move(*g));
    CardSpot s;
    s.start = game->start;
    if (!b.play.empty())
        if (auto why = ally::play_record(b, *game, s.cards)) throw JudgeError(*why);
    s.player = r.seat;
    for (int p = 0; p < s.start.players(); ++p) s.seat_of.push_back(p);
    s.valuer = ally::payoff_valuer(solver, *game);
    s.measure = [](int value, int) { return static_cast<double>(value); };
    s.success = [](int value, int) { return value > 0; };
    s.distinct = ally::distinct_cards(*game);
    // Cards the marks count by name: the figures, and every card of the called king's suit
    // (its holder is the partner; a king on the table calls the next card below it).
    s.named = s.distinct;
    if (game->contract.king) s.named |= CardSet::suit_mask(game->contract.king->suit());
    set_orders(s, game->rules.play);
    s.keep = game;
    return s;
}

}  // namespace

std::optional<CardGame> alliance_card_game(const Board& board, int seat, std::string* error) {
    if (board.game != Game::kAlliance) return no_card_game(error, "not an alliance board");
    const auto rules = ally::make_rules(board.players, board.variant, error);
    if (!rules) return std::nullopt;
    const std::string who = ally::seat_name(seat);
    if (!board.known[seat])
        return no_card_game(error, "the hand of seat " + who + ", the judging seat, is unknown");
    const auto contract = ally::parse_contract(board.contract, board.players, error);
    if (!contract) return std::nullopt;
    const bool lever = contract->kind == ally::GameKind::kLever;
    if (contract->kind == ally::GameKind::kResistance)
        return no_card_game(error,
                            "card play is judged in an Alliance, a Solo or a Lever, not "
                            "a Resistance");
    // Rules decision (alliance.md, Lever and decision 5): the defenders of a Lever see the
    // turned card but neither the exchange nor the other face-down cards, which may lie in
    // declarer's hand or among the cards he laid away; their view is not built yet.
    if (lever && (seat != board.declarer.value_or(0) || !board.discard ||
                  static_cast<int>(board.table.size()) != rules->table_size))
        return no_card_game(error,
                            "a Lever's card play is judged from declarer's seat, with every "
                            "table card ([TableCards]) and his exchange ([Discard])");
    if (board.table.empty())
        return no_card_game(error, "the seat sees the face-up table card: give it ([Table])");
    Record r;
    r.board = board;
    r.seat = seat;
    // The full deal with the play from its start ([Play], or none yet), or an endgame.
    r.history = !board.play.empty() || (board.trick.empty() && !board.won &&
                                        board.hands[seat].count() == rules->play.hand_size);
    r.face_down = lever ? 0 : rules->table_size - 1;
    r.lever = lever;
    if (!board.play.empty() && !board.trick.empty())
        return no_card_game(error,
                            "give the play so far as [Play] or as an endgame with [Trick], "
                            "not both");

    SeatView v;
    v.players = board.players;
    v.seat = seat;
    v.deck = kDeck52;
    // One pile: out of play, the order of the face-down cards does not matter.
    if (!lever) v.piles = {r.face_down};
    CardSet seen = board.table[0];
    if (lever) {
        for (Card t : board.table) seen |= t;
        seen |= *board.discard;
    }
    if (r.history) {
        if (board.hands[seat].count() != rules->play.hand_size)
            return no_card_game(error, "[Play] starts from the full deal: seat " + who + " needs " +
                                           std::to_string(rules->play.hand_size) +
                                           " cards in [Deal]");
        const auto played = played_cards(board);
        for (int p = 0; p < board.players; ++p) {
            v.size[p] = rules->play.hand_size;
            v.fixed[p] = played[p];
            seen |= played[p];
        }
        // A Lever's declarer plays from his hand after the exchange.
        CardSet table;
        for (Card t : board.table) table |= t;
        v.fixed[seat] |= lever ? (board.hands[seat] | table) - *board.discard : board.hands[seat];
        seen |= board.hands[seat];
        v.unseen = v.deck - seen;
    } else if (std::any_of(board.known.begin(), board.known.begin() + board.players,
                           [](bool k) { return !k; })) {
        // An endgame without its history whose hidden hands are '-' (every one of them): the
        // face-down table cards stay a pile, and the cards of the earlier tricks are one more
        // (view.h).  Each hidden hand holds as many cards as the seat's, less one if it has
        // played to the trick in progress.
        const int leader = board.leader.value_or(seat);
        auto in_trick = [&](int p) {
            return (p - leader + board.players) % board.players <
                   static_cast<int>(board.trick.size());
        };
        for (int p = 0; p < board.players; ++p) {
            if (p != seat && board.known[p])
                return no_card_game(error, "hand " + ally::seat_name(p) +
                                               " is given but another hidden hand is '-': in "
                                               "an endgame give every hand the seat cannot "
                                               "see, or none");
            v.size[p] = board.hands[seat].count() + in_trick(seat) - in_trick(p);
        }
        v.fixed[seat] = board.hands[seat];
        seen |= board.hands[seat];
        for (Card c : board.trick) seen |= c;
        v.unseen = v.deck - seen;
        add_earlier_tricks_pile(v);
    } else {
        // An endgame without its history: every hand and face-down card out of sight given.
        if (static_cast<int>(board.table.size()) != rules->table_size)
            return no_card_game(error, "an endgame without [Play] gives every table card");
        CardSet hidden;
        for (int p = 0; p < board.players; ++p) {
            if (p != seat && !board.known[p])
                return no_card_game(error, "hand " + ally::seat_name(p) +
                                               " is unknown ('-'): an endgame without [Play] "
                                               "gives every hand the seat cannot see");
            v.size[p] = board.hands[p].count();
            if (p != seat) hidden |= board.hands[p];
        }
        if (!lever)
            for (size_t k = 1; k < board.table.size(); ++k) hidden |= board.table[k];
        v.fixed[seat] = board.hands[seat];
        v.unseen = hidden;
    }
    if (auto why = check_view(v)) return no_card_game(error, *why);

    CardGame g;
    g.game = "alliance";
    g.view = v;
    g.measure = "marks of seat " + who + "'s side";
    g.tricks_of = "seat " + who + "'s side";
    g.success = "seat " + who + "'s side wins";
    g.spot = [r](Solver& solver, const Deal& deal) { return spot_of(solver, r, deal); };
    g.pbn = [r](const Deal& deal) { return board_to_pbn(completed(r, deal)); };
    return g;
}

}  // namespace stich::judge
