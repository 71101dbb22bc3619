// Alliance card play judged from one seat (card.h): any seat, in an Alliance, a Solo or a Lever.
//
// The seat sees its hand, the face-up table card and the play; the face-down table cards are
// one hidden pile (out of play, their order does not matter).  Who the partner is follows on each
// layout from the called king's holder (teams.h), so a partner is hidden until the king shows.  The
// measure is the marks of the seat's side (play.h, the side's payoff).
//
// A Lever (alliance.md, Lever; docs/rules/alliance.md decision 5).  Declarer turns a face-down
// card up: every seat sees it and the face-up card.  Whether he then takes the table cards into
// his hand is seen by all; the record says it as every command reads it (play.h): with
// [Discard] he took them and laid its cards away, without it he kept his hand and the table
// cards lie out of play.
//   - Declarer's seat sees everything he handled: after an exchange every table card and his
//     discard; keeping his hand, the face-up and the turned card only (the other face-down cards
//     are a hidden pile, as in an Alliance).
//   - Rules decision: a defender sees the face-up and the turned card, and whether declarer took
//     the table cards up, but neither the other face-down cards nor what he laid away (the text
//     says he lays them away, "weglegen", not that he shows them).  After an exchange the
//     face-up and the turned card are in declarer's hand (lever-free-exchange: in his hand or
//     his discard); the rest of his hand, the other face-down cards among it, and his discard
//     (a hidden pile as large as the table, out of play) are drawn from the unseen cards.  Each
//     such layout comes from equally many deals (the face-down cards are any of declarer's
//     cards but those two), so drawing the layouts uniformly is drawing the deals uniformly.
//     In an endgame without the play ([Play]) the record does not say which cards declarer has
//     played: the face-up and the turned card lie in his hand or among the earlier tricks (or,
//     lever-free-exchange, his discard), never in another hand, and his discard is out of play
//     with the earlier tricks.  As in every endgame with '-' hands (view.h), each layout of the
//     hands is as likely as any other; with every hand given, the layouts are the ways to deal
//     the given cards again, the two cards in declarer's hand.
#include <algorithm>

#include "stich/alliance/analysis.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/judge.h"
#include "stich/alliance/play.h"
#include "stich/alliance/records.h"
#include "stich/io/pbn.h"
#include "stich/io/schema/alliance.h"
#include "stich/judge/card.h"

namespace stich::judge {

namespace ally = stich::alliance;

namespace {

// How the table cards reach a layout.
enum class TableView : uint8_t {
    kPile,         // the face-down cards the seat has not seen are pile 0, out of play
    kSeen,         // declarer after his exchange: the record's table and discard as they are
    kTakenUnseen,  // a defender after declarer's exchange: pile 0 is the discard
};

struct Record {
    Board board;
    // The record's rules and contract, the same on every layout, and its table cards and
    // [Discard] as the board was prepared with (ally::PreparedFacts): a layout swaps its own
    // cards in (layout_terms), never reading or writing the tags.
    ally::PlayTerms terms;
    int seat = 0;
    int declarer = 0;
    bool history = false;
    TableView table = TableView::kPile;
    std::vector<size_t> hidden_slots;  // kPile: the table slots the seat has not seen
    std::vector<size_t> seen_slots;    // the table slots it has (the face-up one, the turned one)
    bool free_exchange = false;        // lever-free-exchange

    bool seen_slot(size_t k) const {
        return std::find(seen_slots.begin(), seen_slots.end(), k) != seen_slots.end();
    }
    // The table cards the seat has seen (after an exchange, the ones it saw declarer take).
    CardSet seen_cards() const {
        CardSet cards;
        for (size_t k : seen_slots) cards |= terms.table[k];
        return cards;
    }
};

// An endgame without its history whose hidden hands are '-' (view.h): the cards of the earlier
// tricks are a pile of the layouts.
bool hands_hidden(const Board& board) {
    return std::any_of(board.known.begin(), board.known.begin() + board.players,
                       [](bool k) { return !k; });
}

// A defender's layout after declarer's exchange: declarer's hand as he plays it (hands[d]) and
// his discard (pile 0) become a record's deal: the table's unseen slots take the first cards
// of that hand beside the seen ones, and his hand as dealt is the rest of hand and discard.
void restore_exchange(const Record& r, const Deal& deal, ally::DealCards& b) {
    const CardSet playing = deal.hands[r.declarer];
    const CardSet discard = deal.piles[0];
    const CardSet seen = r.seen_cards();
    CardSet spare = playing - seen;
    CardSet table = seen;
    for (size_t k = 0; k < b.table.size(); ++k) {
        if (r.seen_slot(k)) continue;
        const Card c = spare.lowest();
        spare -= c;
        b.table[k] = c;
        table |= c;
    }
    b.hands[r.declarer] = (playing | discard) - table;
    b.discard = discard;
}

// A defender's layout of an endgame after declarer's exchange, with the hands '-': the table's
// unseen slots and the discard as one deal that fits it, for the layout's record.  The discard
// is the lowest cards out of play (pile 0) that declarer could have laid away; the face-down
// cards he took up are the lowest of his hand, then of the earlier tricks.
void place_endgame_exchange(const Record& r, const Deal& deal, ally::DealCards& b) {
    const CardSet seen = r.seen_cards();
    const CardSet out = deal.piles[0];
    CardSet discard;
    for (Card c : r.free_exchange ? out : out - seen) {
        if (discard.count() == static_cast<int>(b.table.size())) break;
        discard |= c;
    }
    CardSet spare = (deal.hands[r.declarer] - seen) | (out - discard - seen);
    for (size_t k = 0; k < b.table.size(); ++k) {
        if (r.seen_slot(k)) continue;
        const CardSet from =
            (spare & deal.hands[r.declarer]).empty() ? spare : spare & deal.hands[r.declarer];
        const Card c = from.lowest();
        spare -= c;
        b.table[k] = c;
    }
    b.discard = discard;
}

// The cards of the record completed by a layout: the hidden hands, and the table and discard
// as the seat's view lays them (see TableView).
ally::DealCards layout_cards(const Record& r, const Deal& deal) {
    ally::DealCards b{r.board.hands, r.terms.table, r.terms.discard};
    for (int p = 0; p < r.board.players; ++p)
        if (p != r.seat) b.hands[p] = deal.hands[p];
    if (r.table == TableView::kSeen) return b;
    if (r.table == TableView::kTakenUnseen) {
        if (r.history)
            restore_exchange(r, deal, b);
        else if (hands_hidden(r.board))
            place_endgame_exchange(r, deal, b);
        return b;
    }
    CardSet pile = deal.piles[0];
    for (size_t k : r.hidden_slots) {
        const Card c = pile.lowest();
        pile -= c;
        b.table[k] = c;
    }
    return b;
}

// The record's hands completed by a layout's cards (its table cards and discard are the
// terms' of layout_terms).
Board with_hands(const Record& r, const ally::DealCards& cards) {
    Board b = r.board;
    for (int p = 0; p < b.players; ++p) {
        if (p == r.seat) continue;
        b.hands[p] = cards.hands[p];
        b.known[p] = true;
    }
    return b;
}

// The record's terms with a layout's table cards and discard in place of the record's.
ally::PlayTerms layout_terms(const Record& r, const ally::DealCards& cards) {
    ally::PlayTerms terms = r.terms;
    terms.table = cards.table;
    terms.discard = cards.discard;
    return terms;
}

// The record completed by a layout, its tags written (the layouts a report writes out).
Board completed(const Record& r, const Deal& deal) {
    const ally::DealCards cards = layout_cards(r, deal);
    Board b = with_hands(r, cards);
    ally::set_table_cards(b, cards.table);
    ally::set_discard_tag(b, cards.discard);
    return b;
}

// The game of the record completed by a layout (its hands `b`, its terms `terms`), or nullptr
// when the layout contradicts it.
std::shared_ptr<const ally::PlayGame> layout_game(const Record& r, const Board& b,
                                                  const ally::PlayTerms& terms) {
    // '; Partner n' says who held the called card; a layout giving the king to another hand
    // contradicts the record (the seat does not see where the king lies).
    if (ally::partner_hint_contradicted(b, terms)) return nullptr;
    std::string error;
    auto g = r.history ? ally::play_start(b, terms, &error) : ally::play_game(b, terms, &error);
    if (!g) throw JudgeError(error);
    return std::make_shared<const ally::PlayGame>(std::move(*g));
}

std::optional<CardSpot> spot_of(Solver& solver, const Record& r, const Deal& deal) {
    const ally::DealCards cards = layout_cards(r, deal);
    const Board b = with_hands(r, cards);
    const ally::PlayTerms terms = layout_terms(r, cards);
    auto game = layout_game(r, b, terms);
    if (!game) return std::nullopt;
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
    // The sides follow from who holds the called king, so each layout sets its own game up
    // (its payoff valuer) from the probe's setup with its cards swapped in (ally::with_cards):
    // the record is neither copied nor read again; the play, the orders and the measure are
    // the probe's.
    Board start = b;  // as play_start reads a record with its play: from the full deal
    if (r.history) {
        start.play.clear();
        start.won.reset();
    }
    std::string error;
    auto setup = ally::game_setup(start, terms, &error);
    if (!setup) throw JudgeError(error);
    s.layout = [record = std::make_shared<const Record>(r),
                setup = std::make_shared<const ally::GameSetup>(std::move(*setup))](
                   Solver& solver, const Deal& deal) -> std::optional<CardLayout> {
        ally::GameSetup on_layout{setup->rules, setup->contract, setup->declarer, setup->trump, {}};
        std::string why;
        const bool lever = setup->contract.kind == ally::GameKind::kLever;
        auto dealt =
            ally::with_cards(setup->deal, layout_cards(*record, deal), setup->rules,
                             lever ? std::optional<int>(setup->declarer) : std::nullopt, &why);
        if (!dealt) throw JudgeError(why);
        on_layout.deal = std::move(*dealt);
        if (ally::partner_hint_contradicted(on_layout)) return std::nullopt;
        auto g = ally::play_game(on_layout, &why);
        if (!g) throw JudgeError(why);
        auto game = std::make_shared<const ally::PlayGame>(std::move(*g));
        return CardLayout{game->start, ally::payoff_valuer(solver, *game), game, {}};
    };
    return s;
}

// A table card the seat has seen lying out of play (or, after declarer's exchange, in his hand)
// played by someone who cannot hold it; or nullopt.
std::optional<std::string> misplayed_table_card(const Board& board, const Record& r,
                                                bool exchanged) {
    auto shown = played_cards(board);
    const int leader = board.leader.value_or(0);
    for (size_t i = 0; i < board.trick.size(); ++i)
        shown[(leader + static_cast<int>(i)) % board.players] |= board.trick[i];
    for (size_t k : r.seen_slots)
        for (int p = 0; p < board.players; ++p) {
            const Card c = r.terms.table[k];
            if (!shown[p].contains(c) || (exchanged && p == r.declarer)) continue;
            return "seat " + ally::seat_name(p) + " played " + format_card(c) +
                   ", a table card that " +
                   (exchanged ? "declarer took into his hand ([Discard])"
                              : "lies out of play (declarer kept his hand: no [Discard])");
        }
    return std::nullopt;
}

}  // namespace

std::optional<CardGame> alliance_card_game(const game::Prepared& prepared, int seat,
                                           std::string* error) {
    const Board& board = prepared.board();
    if (board.game != alliance::kGame) return no_card_game(error, "not an alliance board");
    // The rules and contract prepared with the board; read again only to say why there are none.
    const ally::PreparedFacts facts = ally::prepared_facts(prepared);
    auto rules = facts.rules;
    if (!rules) rules = ally::board_rules(board, error);
    if (!rules) return std::nullopt;
    const std::string who = ally::seat_name(seat);
    if (!board.known[seat])
        return no_card_game(error, "the hand of seat " + who + ", the judging seat, is unknown");
    auto contract = facts.contract;
    if (!contract) contract = ally::parse_contract(board.contract, board.players, error);
    if (!contract) return std::nullopt;
    const bool lever = contract->kind == ally::GameKind::kLever;
    if (contract->kind == ally::GameKind::kResistance)
        return no_card_game(error,
                            "card play is judged in an Alliance, a Solo or a Lever, not "
                            "a Resistance");
    const std::vector<Card>& table_cards = facts.table;
    if (table_cards.empty())
        return no_card_game(error,
                            "the seat sees the face-up table card: give the table ([TableCards])");
    if (static_cast<int>(table_cards.size()) != rules->table_size)
        return no_card_game(error, "give every table card ([TableCards], " +
                                       std::to_string(rules->table_size) + " cards)");
    if (!board.play.empty() && !board.trick.empty())
        return no_card_game(error,
                            "give the play so far as [Play] or as an endgame with [Trick], "
                            "not both");
    Record r;
    r.board = board;
    r.terms = ally::PlayTerms{*rules, *contract, facts.table, facts.discard};
    r.seat = seat;
    r.declarer = board.declarer.value_or(0);
    // The full deal with the play from its start ([Play], or none yet), or an endgame.
    r.history = !board.play.empty() || (board.trick.empty() && !board.won &&
                                        board.hands[seat].count() == rules->play.hand_size);
    r.seen_slots = {0};
    // A Lever's exchange: [Discard] present (the header says what each seat sees of it).
    const bool exchanged = lever && r.terms.discard.has_value();
    if (lever) {
        const int turn = contract->turn.value_or(0);
        if (turn < 1 || turn >= rules->table_size)
            return no_card_game(error,
                                "a Lever's card play needs its turned card and king: 'Lever n SK'");
        r.seen_slots.push_back(static_cast<size_t>(turn));
    }
    if (exchanged)
        r.table = seat == r.declarer ? TableView::kSeen : TableView::kTakenUnseen;
    else
        for (size_t k = 0; k < table_cards.size(); ++k)
            if (!r.seen_slot(k)) r.hidden_slots.push_back(k);
    r.free_exchange = rules->lever_free_exchange;
    if (auto why = misplayed_table_card(board, r, exchanged)) return no_card_game(error, *why);

    SeatView v;
    v.players = board.players;
    v.seat = seat;
    v.deck = kDeck52;
    // One pile each: out of play, the order of its cards does not matter.
    if (!r.hidden_slots.empty()) v.piles = {static_cast<int>(r.hidden_slots.size())};
    // After the exchange declarer's discard is a pile of its own when the play is given; in an
    // endgame it lies out of play with the earlier tricks (one pile, added below).
    if (r.table == TableView::kTakenUnseen && r.history) v.piles = {rules->table_size};
    // The face-up and the turned card, which a defender saw go into declarer's hand.
    const CardSet taken = r.table == TableView::kTakenUnseen ? r.seen_cards() : CardSet();
    CardSet table, seen = r.seen_cards();
    for (Card t : table_cards) table |= t;
    if (r.table == TableView::kSeen) seen |= table | *r.terms.discard;
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
        v.fixed[seat] |= r.table == TableView::kSeen
                             ? (board.hands[seat] | table) - *r.terms.discard
                             : board.hands[seat];
        seen |= board.hands[seat];
        if (r.table == TableView::kTakenUnseen) {
            // The face-up and the turned card went into declarer's hand; with a free exchange
            // he may have laid them away: unseen then, in no other hand.
            if (!rules->lever_free_exchange) {
                v.fixed[r.declarer] |= taken;
            } else {
                const CardSet open = taken - v.fixed[r.declarer];
                seen -= open;
                for (int p = 0; p < board.players; ++p)
                    if (p != r.declarer) v.lacks[p] |= open;
            }
        }
        v.unseen = v.deck - seen;
    } else if (hands_hidden(board)) {
        // An endgame without its history whose hidden hands are '-' (every one of them): the
        // face-down table cards stay a pile, and the cards of the earlier tricks are one more
        // (view.h).  Each hidden hand holds as many cards as the seat's, less one if it has
        // played to the trick in progress.
        const int leader = board.leader.value_or(seat);
        auto in_trick = [&](int p) {
            return played_to_trick(p, leader, board.players, board.trick.size());
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
        CardSet trick;
        for (Card c : board.trick) trick |= c;
        seen |= trick;
        // After declarer's exchange the two cards a defender saw him take are in his hand or
        // among the earlier tricks; in his discard too under a free exchange (out of play with
        // the tricks either way).  With no earlier trick, not played and not laid away, they
        // are in his hand.
        const CardSet open = taken - trick;
        const bool none_played =
            board.hands[seat].count() + in_trick(seat) == rules->play.hand_size;
        if (none_played && !rules->lever_free_exchange) {
            v.fixed[r.declarer] |= open;
        } else {
            seen -= open;
            for (int p = 0; p < board.players; ++p)
                if (p != r.declarer) v.lacks[p] |= open;
        }
        v.unseen = v.deck - seen;
        add_earlier_tricks_pile(v);
    } else {
        // An endgame without its history: every hand and face-down card out of sight given.
        CardSet hidden;
        for (int p = 0; p < board.players; ++p) {
            if (p != seat && !board.known[p])
                return no_card_game(error, "hand " + ally::seat_name(p) +
                                               " is unknown ('-'): an endgame without [Play] "
                                               "gives every hand the seat cannot see");
            v.size[p] = board.hands[p].count();
            if (p != seat) hidden |= board.hands[p];
        }
        for (size_t k : r.hidden_slots) hidden |= table_cards[k];
        v.fixed[seat] = board.hands[seat];
        // After declarer's exchange a card a defender saw him take that is still in play is
        // in his hand.
        const CardSet kept = taken & hidden;
        if (!board.hands[r.declarer].contains(kept))
            return no_card_game(error, "hand " + ally::seat_name(r.declarer) + " does not hold " +
                                           format_card_list(kept - board.hands[r.declarer]) +
                                           ": declarer took the table cards into his hand "
                                           "([Discard]), no other hand holds them");
        v.fixed[r.declarer] |= kept;
        v.unseen = hidden - kept;
    }
    if (auto why = check_view(v)) return no_card_game(error, *why);

    CardGame g;
    g.game = "alliance";
    g.view = v;
    g.measure = "marks of seat " + who + "'s side";
    g.unit = Unit::kMarks;
    g.tricks_of = "seat " + who + "'s side";
    g.success = "seat " + who + "'s side wins";
    g.spot = [r](Solver& solver, const Deal& deal) { return spot_of(solver, r, deal); };
    g.pbn = [r](const Deal& deal) { return board_to_pbn(completed(r, deal)); };
    // Each option's marks are a count of tricks, then payoff searches at that count (two
    // contexts of the search): a table for each keeps both warm across options and layouts.
    g.tables = 2;
    return g;
}

}  // namespace stich::judge
