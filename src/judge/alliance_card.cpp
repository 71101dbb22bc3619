// Alliance card play judged from one seat (card.h): any seat, in an Alliance or a Solo.
//
// The seat sees its hand, the face-up table card and the play; the face-down table cards are
// one hidden pile (out of play, their order does not matter).  Who the partner is follows on each
// layout from the called king's holder (teams.h), so a partner is hidden until the king shows.  The
// measure is the marks of the seat's side (play.h, the side's payoff).  A Lever is not judged: its
// turned card and the exchange of table cards would need views of their own.
#include <algorithm>

#include "stich/alliance/analysis.h"
#include "stich/alliance/play.h"
#include "stich/io/pbn.h"
#include "stich/judge/alliance.h"
#include "stich/judge/card.h"

namespace stich::judge {

namespace ally = stich::alliance;

namespace {

struct Record {
    Board board;
    int seat = 0;
    bool history = false;
    int face_down = 0;  // hidden table cards
};

Board completed(const Record& r, const Deal& deal) {
    Board b = r.board;
    for (int p = 0; p < b.players; ++p) {
        if (p == r.seat) continue;
        b.hands[p] = deal.hands[p];
        b.known[p] = true;
    }
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
    set_orders(s, game->rules.play);
    s.keep = game;
    return s;
}

}  // namespace

std::optional<CardGame> alliance_card_game(const Board& board, int seat, std::string* error) {
    if (board.game != Game::kAlliance) return no_card_game(error, "not an alliance board");
    const auto rules = ally::make_rules(board.players, board.variant, error);
    if (!rules) return std::nullopt;
    const std::string who = seat_label(Game::kAlliance, seat);
    if (!board.known[seat])
        return no_card_game(error, "the hand of seat " + who + ", the judging seat, is unknown");
    const auto contract = ally::parse_contract(board.contract, board.players, error);
    if (!contract) return std::nullopt;
    if (contract->kind != ally::GameKind::kAlliance && contract->kind != ally::GameKind::kSolo)
        return no_card_game(error, "card play is judged in an Alliance or a Solo, not a " +
                                       std::string(ally::kind_name(contract->kind)));
    if (board.table.empty())
        return no_card_game(error, "the seat sees the face-up table card: give it ([Table])");
    Record r;
    r.board = board;
    r.seat = seat;
    // The full deal with the play from its start ([Play], or none yet), or an endgame.
    r.history = !board.play.empty() || (board.trick.empty() && !board.won &&
                                        board.hands[seat].count() == rules->play.hand_size);
    r.face_down = rules->table_size - 1;
    if (!board.play.empty() && !board.trick.empty())
        return no_card_game(error,
                            "give the play so far as [Play] or as an endgame with [Trick], "
                            "not both");

    SeatView v;
    v.game = Game::kAlliance;
    v.players = board.players;
    v.seat = seat;
    v.deck = kDeck52;
    // One pile: out of play, the order of the face-down cards does not matter.
    v.piles = {r.face_down};
    CardSet seen = board.table[0];
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
        v.fixed[seat] |= board.hands[seat];
        seen |= board.hands[seat];
        v.unseen = v.deck - seen;
    } else {
        // An endgame without its history: every hand and face-down card out of sight given.
        if (static_cast<int>(board.table.size()) != rules->table_size)
            return no_card_game(error, "an endgame without [Play] gives every table card");
        CardSet hidden;
        for (int p = 0; p < board.players; ++p) {
            if (p != seat && !board.known[p])
                return no_card_game(error, "hand " + seat_label(Game::kAlliance, p) +
                                               " is unknown ('-'): an endgame without [Play] "
                                               "gives every hand the seat cannot see");
            v.size[p] = board.hands[p].count();
            if (p != seat) hidden |= board.hands[p];
        }
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
