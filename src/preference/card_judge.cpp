// Préférence card play judged from one seat (card.h): declarer's view or a defender's.
//
// Declarer sees his hand, the talon he took and the two cards he laid away.  Rules decision
// (preference.md says nothing of showing them): a defender sees neither the talon nor the
// discard; the discard (in a Geschäft the untouched talon) is a hidden pile of two, out of play.
// A defender's measure is declarer's money with the sign turned: the defenders play as one
// side in the search (play.h), which does not weigh how they split their tricks.
#include <algorithm>

#include "stich/io/pbn.h"
#include "stich/io/schema/preference.h"
#include "stich/judge/card.h"
#include "stich/preference/answers.h"
#include "stich/preference/judge.h"
#include "stich/preference/play.h"
#include "stich/preference/records.h"
#include "stich/preference/solve.h"

namespace stich::judge {

namespace pref = stich::preference;

namespace {

constexpr int kPileSize = 2;

// What every layout shares.
struct Record {
    Board board;
    std::optional<pref::Terms> terms;  // prepared with the board; nullopt: read here
    int seat = 0;
    int declarer = 0;
    bool history = false;  // the full deal and the play from its start (an endgame: false)
    bool talon_game = false;
};

// Whether a layout's pile is the talon: a seat with a history who did not take it up.
bool pile_is_talon(const Record& r) {
    return r.history && (r.seat != r.declarer || !r.talon_game);
}

// The record completed by a layout: its hidden hands.
Board completed(const Record& r, const Deal& deal) {
    Board b = r.board;
    for (int p = 0; p < pref::kPlayers; ++p) {
        if (p == r.seat) continue;
        b.hands[p] = deal.hands[p];
        b.known[p] = true;
    }
    return b;
}

// For a defender with a history, the layout's pile as both talon and, in a talon game,
// declarer's discard (pile_is_talon), given to play_game apart from the board: declarer's hand
// after his exchange.  Else the record's own.
std::optional<pref::LayoutPiles> layout_piles(const Record& r, const Deal& deal) {
    if (!pile_is_talon(r)) return std::nullopt;
    return pref::LayoutPiles{deal.piles[0],
                             r.talon_game ? std::optional(deal.piles[0]) : std::nullopt};
}

// The game of the prepared record, and declarer's money for each of his possible totals: the
// same on every layout, so settled once rather than for each option of each layout.
struct PreparedGame {
    pref::PlayGame game;
    std::vector<double> money;  // by declarer's tricks in all, 0 .. game.total

    double money_of(int total) const {
        return total >= 0 && total < static_cast<int>(money.size())
                   ? money[static_cast<size_t>(total)]
                   : pref::declarer_money(game, total);
    }
};

std::optional<CardSpot> spot_of(Solver& solver, const Record& r, const Deal& deal) {
    const Board b = completed(r, deal);
    std::string error;
    auto g = pref::play_game(b, r.terms, &error, layout_piles(r, deal));
    if (!g) throw JudgeError(error);
    auto prepared = std::make_shared<PreparedGame>(PreparedGame{std::move(*g), {}});
    for (int total = 0; total <= prepared->game.total; ++total)
        prepared->money.push_back(pref::declarer_money(prepared->game, total));
    const std::shared_ptr<const pref::PlayGame> game(prepared, &prepared->game);
    CardSpot s;
    s.start = game->start;
    if (!b.play.empty())
        if (auto why = pref::play_record(b, *game, s.cards)) throw JudgeError(*why);
    s.player = pref::player_of_seat(game->setup, r.seat);
    if (s.player < 0)
        throw JudgeError("seat " + pref::seat_name(r.seat) + " stays home: it plays no card");
    for (int p = 0; p < s.start.players(); ++p)
        s.seat_of.push_back(pref::seat_of_player(game->setup, p));
    s.valuer = pref::trick_valuer(solver, *game);
    const bool declares = r.seat == r.declarer;
    const pref::PlayGame* gp = game.get();
    const PreparedGame* pp = prepared.get();
    s.measure = [pp, declares](int value, int side) {
        const double money = pp->money_of(pref::declarer_total(pp->game, value, side));
        return declares ? money : -money;
    };
    s.success = [gp, declares](int value, int side) {
        return pref::declarer_makes(*gp, pref::declarer_total(*gp, value, side)) == declares;
    };
    s.tricks = [gp](int value, int side) { return pref::declarer_total(*gp, value, side); };
    set_orders(s, game->rules.play);
    s.keep = game;
    // Every other layout differs from this one only in the hands the seat has not seen: the
    // talon and discard a layout gives change no hand in play (a defender's view lays the
    // pile away as both), nor the rules, the game, the money or the play.
    s.layout = [game, seat = r.seat](Solver& solver,
                                     const Deal& deal) -> std::optional<CardLayout> {
        std::array<CardSet, pref::kPlayers> hands = game->setup.hands;
        for (int p = 0; p < pref::kPlayers; ++p)
            if (p != seat) hands[p] = deal.hands[p];
        return CardLayout{
            pref::position(game->setup, game->rules, pref::declarer_sides(game->setup), hands),
            pref::trick_valuer(solver, *game), nullptr,
            [&solver, g = game.get()](const Position& pos, int side, int hint) {
                return pref::seeded_trick_value(solver, *g, pos, side, hint);
            }};
    };
    return s;
}

}  // namespace

std::optional<CardGame> preference_card_game(const game::Prepared& prepared, int seat,
                                             std::string* error) {
    const Board& board = prepared.board();
    if (board.game != preference::kGame || board.players != pref::kPlayers)
        return no_card_game(error, "not a three-seat preference board");
    const std::string who = pref::seat_name(seat);
    if (!board.known[seat])
        return no_card_game(error, "the hand of seat " + who + ", the judging seat, is unknown");
    if (board.contract.empty() || !board.declarer)
        return no_card_game(error,
                            "card play needs the game and its declarer ([Contract], "
                            "[Declarer])");
    const auto contract = pref::parse_contract(board.contract, error);
    if (!contract) return std::nullopt;
    Record r;
    r.board = board;
    r.terms = pref::prepared_terms(prepared);
    r.seat = seat;
    r.declarer = *board.declarer;
    // The full deal with the play from its start ([Play], or none yet), or an endgame.
    r.history = !board.play.empty() ||
                (board.trick.empty() && !board.won && board.hands[seat].count() == pref::kHandSize);
    r.talon_game = pref::uses_talon(*contract);
    if (!board.play.empty() && (!board.trick.empty() || board.won))
        return no_card_game(error,
                            "give the play so far as [Play] or as an endgame with [Trick] "
                            "and [Won], not both");
    const bool declares = seat == r.declarer;

    SeatView v;
    v.players = pref::kPlayers;
    v.seat = seat;
    v.deck = kDeck32;
    CardSet seen;
    if (r.history) {
        if (board.hands[seat].count() != pref::kHandSize)
            return no_card_game(error, "[Play] starts from the full deal: seat " + who +
                                           " needs 10 cards in [Deal]");
        const auto played = played_cards(board);
        for (int p = 0; p < pref::kPlayers; ++p) {
            v.size[p] = pref::kHandSize;
            v.fixed[p] = played[p];
            seen |= played[p];
        }
        if (declares) {
            // His own hand as dealt, the talon and the discard: every card out of the
            // defenders' hands.  The completed board keeps the record's talon and discard.
            const CardSet talon = pref::talon_tag(board);
            const auto discard = r.terms ? r.terms->discard : pref::discard_tag(board);
            if (r.talon_game && (!discard || talon.count() != kPileSize))
                return no_card_game(error,
                                    "declarer's view needs the talon and his discard "
                                    "([Talon], [Discard])");
            if (r.talon_game) {
                // The hand he plays from after the exchange: ten cards.
                v.fixed[seat] |= (board.hands[seat] | talon) - *discard;
                seen |= talon | board.hands[seat];
            } else {
                // Without the talon it stays out of play, unseen.
                v.fixed[seat] |= board.hands[seat];
                seen |= board.hands[seat];
                v.piles = {kPileSize};
            }
        } else {
            v.fixed[seat] |= board.hands[seat];
            seen |= board.hands[seat];
            v.piles = {kPileSize};
        }
    } else {
        // An endgame without its history: the record gives every hand the seat cannot see, or
        // none ('-'): then the cards of the earlier tricks, the talon and the discard are one
        // hidden pile out of play (view.h), and each hidden hand holds as many cards as the
        // seat's, less one if it has played to the trick in progress.
        int unknown = 0;
        for (int p = 0; p < pref::kPlayers; ++p) unknown += p != seat && !board.known[p];
        const int leader = board.leader.value_or(seat);
        auto in_trick = [&](int p) {
            return played_to_trick(p, leader, pref::kPlayers, board.trick.size());
        };
        CardSet hidden;
        for (int p = 0; p < pref::kPlayers; ++p) {
            if (unknown == 0 || p == seat) {
                v.size[p] = board.hands[p].count();
                if (p != seat) hidden |= board.hands[p];
            } else if (board.known[p]) {
                return no_card_game(error, "hand " + pref::seat_name(p) +
                                               " is given but another hidden hand is '-': in "
                                               "an endgame give every hand the seat cannot "
                                               "see, or none");
            } else {
                v.size[p] = board.hands[seat].count() + in_trick(seat) - in_trick(p);
            }
        }
        v.fixed[seat] = board.hands[seat];
        seen = board.hands[seat];
        for (Card c : board.trick) seen |= c;
        v.unseen = unknown == 0 ? hidden : v.deck - seen;
        if (unknown > 0) add_earlier_tricks_pile(v);
    }
    if (r.history) v.unseen = v.deck - seen;
    if (auto why = check_view(v)) return no_card_game(error, *why);

    CardGame g;
    g.game = "preference";
    g.view = v;
    g.measure = "money of seat " + who + (declares ? "" : " (declarer's, sign turned)");
    g.unit = Unit::kMoney;
    g.tricks_of = "declarer (seat " + pref::seat_name(r.declarer) + ")";
    g.success = declares ? "declarer makes his game" : "the defence beats the game";
    g.spot = [r](Solver& solver, const Deal& deal) { return spot_of(solver, r, deal); };
    g.pbn = [r](const Deal& deal) {
        Board b = completed(r, deal);
        if (const auto piles = layout_piles(r, deal)) {
            pref::set_talon_tag(b, piles->talon);
            if (piles->discard) pref::set_discard_tag(b, piles->discard);
        }
        return board_to_pbn(b);
    };
    return g;
}

}  // namespace stich::judge
