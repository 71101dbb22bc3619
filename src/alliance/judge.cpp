#include "stich/alliance/judge.h"

#include <algorithm>
#include <cctype>
#include <functional>

#include "stich/alliance/analysis.h"
#include "stich/alliance/answers.h"
#include "stich/alliance/records.h"
#include "stich/io/schema/alliance.h"

namespace stich::judge {

namespace ally = stich::alliance;

namespace {

enum class Kind : uint8_t { kPass, kGame, kResistance };

// One call of the syntax in alliance.h.
struct Call {
    Kind kind = Kind::kPass;
    ally::Contract contract;  // kGame: an Alliance, a Solo or a Lever
    std::string name;         // as the reports write it: "alliance D SK", "pass"
};

std::string call_name(const Call& c) {
    if (c.kind == Kind::kPass) return "pass";
    if (c.kind == Kind::kResistance) return "resistance";
    std::string text = ally::format_contract(c.contract);
    text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    return text;
}

// The trump of the record's [Contract], if it names one.
std::optional<Suit> record_trump(const Board& board) {
    const auto c = ally::parse_contract(board.contract, board.players, nullptr);
    return c ? c->trump : std::nullopt;
}

std::optional<Call> parse_call(const std::string& text, const Board& board, std::string* error) {
    auto none = [&](std::string message) -> std::optional<Call> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    const std::vector<std::string> words = call_words(text);
    Call c;
    if (words.size() == 1 && (words[0] == "pass" || words[0] == "resistance")) {
        c.kind = words[0] == "pass" ? Kind::kPass : Kind::kResistance;
        c.name = call_name(c);
        return c;
    }
    const std::string game = words.empty() ? "" : words[0];
    if (game != "alliance" && game != "solo" && game != "lever")
        return none("unknown alliance call '" + text +
                    "': expected alliance [TRUMP] KING, solo [TRUMP], lever [forced] [N] [KING], "
                    "resistance or pass");
    // The contract syntax of the hand records (alliance/contract.h), trump taken from the
    // record where the call leaves it out.
    std::string contract(1, static_cast<char>(std::toupper(static_cast<unsigned char>(game[0]))));
    contract += game.substr(1);
    const size_t needs_trump = game == "alliance" ? 3 : game == "solo" ? 2 : 0;
    if (needs_trump && words.size() == needs_trump - 1) {
        const auto trump = record_trump(board);
        if (!trump)
            return none("'" + text + "' names no trump and [Contract] gives none: write " +
                        (game == "solo" ? "solo D" : "alliance D SK"));
        contract += std::string(" ") + kSuitChars[*trump];
    }
    for (size_t i = 1; i < words.size(); ++i) {
        std::string w = words[i];
        if (w != "forced")
            for (char& ch : w) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        contract += " " + w;
    }
    const auto parsed = ally::parse_contract(contract, board.players, error);
    if (!parsed) return std::nullopt;
    c.kind = Kind::kGame;
    c.contract = *parsed;
    // Which face-down card is turned is chance to a seat that has seen none: the first, not
    // the best on each deal (that would be chosen with the cards in view).
    if (c.contract.kind == ally::GameKind::kLever && !c.contract.turn) c.contract.turn = 1;
    c.name = call_name(c);
    return c;
}

// What every deal of a judgement shares.
struct Table {
    Board board;                    // the record, read once; no deal copies it
    std::vector<Card> table_cards;  // its [TableCards], as the board was prepared with
    int seat = 0;
    ally::AllianceRules rules;
    // The record's deal read once (read_deal), on the first deal that fits the view: every deal
    // swaps its hands and face-down table cards in (on_deal).  Without it, why (said on the
    // first deal solved, as the record read on each deal would).
    std::optional<ally::Deal> deal;
    std::string deal_error;
    bool resisting = false;  // the calls answer the Solo of [Contract]
    int soloist = -1;
    Suit solo_trump = kSpades;
    CardSet unseen;  // the cards the seat has not seen (in another hand or face down)
};

// Whether calling `king` in `trump` calls, on some deal, a card of the tricks before an
// endgame, whose holder the record does not show: the king itself, or the next card below
// it when the cards above lie face down on the table (teams.h).  A full deal has none.
bool may_call_a_played_card(const Table& t, Card king, Suit trump) {
    const RankOrder& order = t.rules.play.order(king.suit(), Strain(trump));
    int face_down = t.rules.table_size - 1;
    for (int pos = order.pos_of[king.pos()]; pos >= 0; --pos) {
        const Card c(king.suit(), order.face_of[pos]);
        if (c == t.table_cards[0]) continue;  // face up: it lies, the next is called
        if (t.board.hands[t.seat].contains(c)) return false;
        if (!t.unseen.contains(c)) return true;  // played before the endgame
        if (face_down-- == 0) return false;      // in a hand: called
    }
    return false;
}

// The record completed by a deal, read as every game of a call reads it (before the first card,
// no play to replay: one reading for every contract): done once, for the first deal.
void read_record_deal(Table& t, const Deal& deal) {
    Board b = t.board;
    for (int p = 0; p < b.players; ++p) {
        b.hands[p] = deal.hands[p];
        b.known[p] = true;
    }
    std::vector<Card> table(t.table_cards.begin(), t.table_cards.begin() + 1);
    for (int k = 0; k + 1 < t.rules.table_size; ++k) table.push_back(deal.piles[k].lowest());
    // No cards laid away: a Lever's exchange is declarer's own choice on the deal.
    t.deal =
        ally::read_deal(b, table, std::nullopt, t.rules, std::nullopt, std::nullopt, &t.deal_error);
}

// The record's deal with the hands and face-down table cards of `deal` swapped in; what
// read_deal derives of them (the cards not accounted for) derived again.
ally::Deal on_deal(const Table& t, const Deal& deal) {
    if (!t.deal) throw JudgeError(t.deal_error);
    ally::Deal d = *t.deal;
    CardSet seen;
    for (int p = 0; p < d.now.players; ++p) {
        d.now.hands[p] = deal.hands[p];
        seen |= deal.hands[p];
    }
    d.table.resize(1);
    for (int k = 0; k + 1 < t.rules.table_size; ++k) d.table.push_back(deal.piles[k].lowest());
    for (Card c : d.table) seen |= c;
    d.unaccounted = kDeck52 - seen;
    return d;
}

// Layouts that differ only in the order of the face-down table cards give every call the same
// results: an Alliance, a Solo and a Resistance see the table as a set (the called card skips
// the cards lying there; the face-up card stays first), and a Lever as a set (declarer takes
// it all up to exchange) beside the card it turns, whose place is kept.  The key is the hands,
// the face-down cards as a set and each turned card: with three face-down cards the judge
// solves one layout of six (two of six for a Lever) in exact mode (issue 41).
std::function<std::string(const Deal&)> call_layout_key(const Table& t,
                                                        const std::vector<Call>& calls) {
    std::vector<int> turned;  // the piles that Levers turn, each face-down card a pile of one
    for (const Call& c : calls)
        if (c.kind == Kind::kGame && c.contract.kind == ally::GameKind::kLever && c.contract.turn)
            turned.push_back(*c.contract.turn - 1);
    std::sort(turned.begin(), turned.end());
    turned.erase(std::unique(turned.begin(), turned.end()), turned.end());
    const int players = t.board.players;
    const int piles = t.rules.table_size - 1;
    return [players, piles, turned](const Deal& deal) {
        std::array<uint64_t, kMaxSeats + 1 + kMaxPiles> words{};
        size_t n = 0;
        for (int p = 0; p < players; ++p) words[n++] = deal.hands[p].bits();
        CardSet face_down;
        for (int k = 0; k < piles; ++k) face_down |= deal.piles[k];
        words[n++] = face_down.bits();
        for (int k : turned) words[n++] = deal.piles[k].bits();
        return std::string(reinterpret_cast<const char*>(words.data()), n * sizeof(uint64_t));
    };
}

ally::GameResult played(Solver& solver, const Table& t, const ally::Deal& d,
                        const ally::Contract& contract, int declarer) {
    std::string error;
    auto g = ally::play_contract_on(solver, t.rules, contract, declarer, d, ally::Options{{}, 16},
                                    &error);
    if (!g) throw JudgeError(error);
    return std::move(*g);
}

// What declarer chose on a Lever's deal that the call left to him.
std::string lever_choice(const ally::Contract& call, const ally::LeverChoice& lever) {
    const std::string exchange = lever.exchanged ? "exchanges" : "keeps his hand";
    return call.king ? exchange : "calls " + format_card(lever.king) + ", " + exchange;
}

OptionResult solve_call(Solver& solver, const Table& t, const ally::Deal& b, const Call& call) {
    OptionResult r;
    if (call.kind == Kind::kPass && !t.resisting) return r;  // no game for the seat: 0 marks
    if (call.kind == Kind::kResistance) {
        ally::Contract c;
        c.kind = ally::GameKind::kResistance;
        c.trump = t.solo_trump;
        c.resister = t.seat;
        const ally::GameResult g = played(solver, t, b, c, t.soloist);
        r.value = g.settlement[t.seat].value();
        r.tricks = g.resistance->tricks[t.soloist];
        r.success = g.resistance->outcome.winner == t.seat;
        return r;
    }
    ally::Contract c = call.contract;
    int declarer = t.seat;
    if (call.kind == Kind::kPass) {  // the Solo stands; the seat defends
        c.kind = ally::GameKind::kSolo;
        c.trump = t.solo_trump;
        declarer = t.soloist;
    }
    const ally::GameResult g = played(solver, t, b, c, declarer);
    r.value = g.settlement[t.seat].value();
    r.tricks = g.side->tricks;
    r.success = t.resisting ? !g.side->wins() : g.side->wins();
    if (g.lever) r.choice = lever_choice(call.contract, *g.lever);
    return r;
}

// The calls a call is weighed against when --versus names none.
std::vector<Call> natural_rivals(const Table& t, const Call& call) {
    std::vector<Call> out;
    auto add = [&](const std::string& text) {
        if (auto c = parse_call(text, t.board, nullptr); c && c->name != call.name)
            out.push_back(*c);
    };
    const bool alliance = call.contract.kind == ally::GameKind::kAlliance;
    const bool solo = call.contract.kind == ally::GameKind::kSolo;
    if (call.kind == Kind::kGame && (alliance || solo)) {
        const std::string trump(1, kSuitChars[*call.contract.trump]);
        for (int s = 0; s < kSuits; ++s) {
            const Card king(Suit(s), kKing);
            // A king the seat holds is not called; nor one whose holder may be unknown.
            if (!t.board.hands[t.seat].contains(king) &&
                !may_call_a_played_card(t, king, *call.contract.trump))
                add("alliance " + trump + " " + format_card(king));
        }
        add("solo " + trump);
    }
    if (call.kind == Kind::kResistance || (call.kind == Kind::kGame && !call.contract.forced))
        add("pass");
    return out;
}

// Why `call` cannot be judged at this table, or nullopt.
std::optional<std::string> call_problem(const Table& t, const Call& call) {
    if (call.kind != Kind::kGame || call.contract.kind != ally::GameKind::kLever)
        return std::nullopt;
    if (call.contract.forced && t.seat != 0) return "a forced Lever is played by forehand (seat 1)";
    const int turnable = t.rules.table_size - 1;
    if (call.contract.turn && *call.contract.turn > turnable)
        return "the table has " + std::to_string(turnable) + " face-down card(s): lever 1 to " +
               std::to_string(turnable);
    if (t.board.hands[t.seat].count() != t.rules.play.hand_size)
        return "a Lever is judged on the full deal, before the exchange";
    return std::nullopt;
}

// The Solo the seat may resist: [Contract] by [Declarer]; nullopt with `error`.
bool set_solo(Table& t, std::string* error) {
    auto fail = [&](std::string message) {
        if (error) *error = std::move(message);
        return false;
    };
    const auto c = ally::parse_contract(t.board.contract, t.board.players, nullptr);
    if (!c || !t.board.declarer ||
        (c->kind != ally::GameKind::kSolo && c->kind != ally::GameKind::kResistance))
        return fail("resistance answers the Solo of [Contract] by [Declarer]: give both");
    if (*t.board.declarer == t.seat)
        return fail("seat " + ally::seat_name(t.seat) +
                    " is the soloist: he cannot resist his own Solo");
    const int tricks = t.board.hands[t.seat].count();
    const int most = ally::default_maxn_tricks(t.board.players);
    if (tricks > most)
        return fail("a Resistance of " + std::to_string(tricks) +
                    " tricks is beyond max-n (at most " + std::to_string(most) + " with " +
                    std::to_string(t.board.players) +
                    " players): judge it on an endgame that gives every hand");
    t.resisting = true;
    t.soloist = *t.board.declarer;
    t.solo_trump = *c->trump;
    return true;
}

std::string title_of(const Table& t, const Call& main) {
    if (t.resisting)
        return std::string("resisting the Solo in ") + kSuitChars[t.solo_trump] + " of seat " +
               ally::seat_name(t.soloist);
    if (main.kind == Kind::kPass) return "passing";
    return "playing " + ally::format_contract(main.contract);
}

}  // namespace

namespace {

// The seat's view under the board's rules and with its table cards (each read once, by prepare
// or by alliance_view).
std::optional<SeatView> view_under(const Board& board, const ally::AllianceRules* rules,
                                   const std::vector<Card>& table, int seat, std::string* error) {
    auto none = [&](std::string message) -> std::optional<SeatView> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    if (!board.trick.empty() || !board.play.empty())
        return none("Alliance calls are judged before the first card: remove [Trick] and [Play]");
    const std::string who = ally::seat_name(seat);
    if (!board.known[seat]) return none("the hand of " + who + ", the judging seat, is unknown");
    if (static_cast<int>(table.size()) != rules->table_size)
        return none("the seat sees the face-up table card: give the table cards ([TableCards])");
    SeatView v;
    v.players = board.players;
    v.seat = seat;
    v.deck = kDeck52;
    v.size.fill(0);
    for (int p = 0; p < board.players; ++p) v.size[p] = board.hands[seat].count();
    v.fixed[seat] = board.hands[seat];
    v.piles.assign(static_cast<size_t>(rules->table_size - 1), 1);
    const CardSet seen = board.hands[seat] | table[0];
    // An endgame's record gives every card still out of sight: the other hands and the
    // face-down table cards; the cards of the tricks before are nobody's.
    std::optional<CardSet> hidden_given;
    if (std::all_of(board.known.begin(), board.known.begin() + board.players,
                    [](bool k) { return k; })) {
        CardSet hidden;
        for (int p = 0; p < board.players; ++p)
            if (p != seat) hidden |= board.hands[p];
        for (size_t k = 1; k < table.size(); ++k) hidden |= table[k];
        hidden_given = hidden;
    }
    v.unseen = unseen_cards(v.deck, seen, hidden_given);
    if (auto why = check_view(v)) return none(*why);
    return v;
}

}  // namespace

std::optional<SeatView> alliance_view(const Board& board, int seat, std::string* error) {
    if (board.game != alliance::kGame) {
        if (error) *error = "not an alliance board";
        return std::nullopt;
    }
    const auto rules = ally::board_rules(board, error);
    if (!rules) return std::nullopt;
    return view_under(board, &*rules, ally::table_cards(board), seat, error);
}

std::optional<Decision> alliance_decision(const game::Prepared& prepared,
                                          const CallRequest& request, std::string* error) {
    const Board& board = prepared.board();
    auto none = [&](std::string message) -> std::optional<Decision> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    const auto main = parse_call(request.call, board, error);
    if (!main) return std::nullopt;
    std::vector<Call> calls{*main};
    for (const std::string& text : request.versus) {
        const auto c = parse_call(text, board, error);
        if (!c) return std::nullopt;
        if (std::none_of(calls.begin(), calls.end(),
                         [&](const Call& x) { return x.name == c->name; }))
            calls.push_back(*c);
    }
    const ally::PreparedFacts facts = ally::prepared_facts(prepared);
    Table t;
    t.board = board;
    t.table_cards = facts.table;
    t.seat = request.seat;
    // The rules prepared with the board; built again only to say why there are none.
    auto rules = facts.rules;
    if (!rules) rules = ally::board_rules(board, error);
    if (!rules) return std::nullopt;
    t.rules = *rules;
    if (board.game != alliance::kGame) return none("not an alliance board");
    const auto view = view_under(board, &t.rules, t.table_cards, t.seat, error);
    if (!view) return std::nullopt;
    t.unseen = view->unseen;
    const bool resisting = std::any_of(calls.begin(), calls.end(),
                                       [](const Call& c) { return c.kind == Kind::kResistance; });
    if (resisting) {
        if (std::any_of(calls.begin(), calls.end(),
                        [](const Call& c) { return c.kind == Kind::kGame; }))
            return none(
                "resistance and a game of one's own are not choices of the same moment: "
                "resistance is weighed against pass (letting the Solo stand)");
        if (!set_solo(t, error)) return std::nullopt;
    }
    if (calls.size() == 1) {
        if (main->kind == Kind::kPass) return none("pass is weighed against the calls of --versus");
        for (const Call& c : natural_rivals(t, *main)) calls.push_back(c);
    }
    for (const Call& c : calls)
        if (auto why = call_problem(t, c)) return none(*why);

    const std::string who = ally::seat_name(t.seat);
    Decision d;
    d.game = "alliance";
    d.seat = who;
    d.view = *view;
    d.title = title_of(t, *main);
    d.measure = "marks of seat " + who;
    d.unit = Unit::kMarks;
    d.tricks_of = t.resisting ? "the soloist (seat " + ally::seat_name(t.soloist) + ")"
                              : "declarer's side (seat " + who + " and any partner)";
    for (const Call& c : calls) {
        std::string success;
        if (c.kind == Kind::kResistance) success = "seat " + who + " wins";
        if (c.kind == Kind::kPass && t.resisting) success = "the Solo is beaten";
        if (c.kind == Kind::kGame) success = "declarer's side wins";
        d.options.push_back({c.name, success});
    }
    d.layout_key = call_layout_key(t, calls);
    if (const auto probe = DealSampler(*view).first()) read_record_deal(t, *probe);
    d.solve = [t = std::make_shared<const Table>(std::move(t)), calls](
                  Solver& solver, const Deal& deal) -> std::optional<DealResult> {
        const ally::Deal b = on_deal(*t, deal);
        DealResult out;
        for (const Call& c : calls) out.push_back(solve_call(solver, *t, b, c));
        return out;
    };
    return d;
}

std::string alliance_default_call(const game::Prepared& prepared, int seat) {
    const Board& board = prepared.board();
    const auto c = ally::prepared_facts(prepared).contract;
    if (!c || !board.declarer || c->partner) return "";
    if (c->kind == ally::GameKind::kResistance) {
        if (*c->resister == seat) return "resistance";
        if (*board.declarer == seat) return std::string("solo ") + kSuitChars[*c->trump];
        return "";
    }
    if (*board.declarer != seat) return "";
    Call call;
    call.kind = Kind::kGame;
    call.contract = *c;
    return call_name(call);
}

}  // namespace stich::judge
