#include "stich/preference/judge.h"

#include <algorithm>

#include "stich/io/schema/preference.h"
#include "stich/preference/analysis.h"
#include "stich/preference/answers.h"
#include "stich/preference/records.h"
#include "stich/preference/solve.h"

namespace stich::judge {

namespace pref = stich::preference;

namespace {

constexpr int kTalonSize = 2;

enum class Kind : uint8_t { kPass, kBid, kAnnounce, kLook, kName, kDefend };

// One call of the syntax in preference.h.
struct Call {
    Kind kind = Kind::kPass;
    pref::Contract contract;         // the game; for a bid, the bid
    std::optional<CardSet> discard;  // `name ... discard CARDS`
    std::string role;                // a defender's answer: play, home, invite
    std::string name;                // as the reports write it

    bool defends() const { return kind == Kind::kDefend; }
    bool sees_talon() const { return kind == Kind::kName; }
};

std::string call_name(const Call& c) {
    switch (c.kind) {
        case Kind::kPass:
            return "pass";
        case Kind::kDefend:
            return c.role;
        case Kind::kName:
            return "name " + pref::contract_name(c.contract) +
                   (c.discard ? " discard " + format_hand(*c.discard) : "");
        default:
            break;
    }
    return pref::contract_name(c.contract);
}

// Cards as a hand "7..8." or a list "S7 D8".
std::optional<CardSet> parse_cards(const std::vector<std::string>& words) {
    if (words.size() == 1 && words[0].find('.') != std::string::npos) return parse_hand(words[0]);
    CardSet out;
    for (const std::string& w : words) {
        const auto c = parse_card(w);
        if (!c || out.contains(*c)) return std::nullopt;
        out |= *c;
    }
    return out;
}

std::optional<Call> parse_call(const std::string& text, std::string* error) {
    auto none = [&](std::string message) -> std::optional<Call> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    std::vector<std::string> words = call_words(text);
    Call c;
    if (words.size() == 1 && (words[0] == "play" || words[0] == "home" || words[0] == "invite")) {
        c.kind = Kind::kDefend;
        c.role = words[0];
    } else if (words.size() == 1 && words[0] == "pass") {
        c.kind = Kind::kPass;
    } else if (!words.empty() && words[0] == "name") {
        const auto at = std::find(words.begin(), words.end(), "discard");
        std::string game;
        for (auto w = words.begin() + 1; w != at; ++w) game += *w + " ";
        const auto contract = pref::parse_contract(game, error);
        if (!contract) return std::nullopt;
        if (!pref::uses_talon(*contract))
            return none("'name " + game +
                        "': only a game played with the talon is named after "
                        "taking it (1-4, Bettler, Mord, Plauderer, MordOffen)");
        c.kind = Kind::kName;
        c.contract = *contract;
        if (at != words.end()) {
            c.discard = parse_cards({at + 1, words.end()});
            if (!c.discard || c.discard->count() != kTalonSize)
                return none("'" + text + "': expected two cards after discard (7..8. or S7 D8)");
        }
    } else {
        const auto contract = pref::parse_contract(text, error);
        if (!contract) return std::nullopt;
        c.contract = *contract;
        switch (contract->type) {
            case pref::GameType::kTalon:
                c.kind = Kind::kBid;
                break;
            case pref::GameType::kAusfechten:
                return none("Ausfechten is what happens when everybody passes: judge pass");
            default:
                c.kind = pref::uses_talon(*contract) ? Kind::kLook : Kind::kAnnounce;
        }
    }
    c.name = call_name(c);
    return c;
}

// What every deal of a judgement shares.
struct Table {
    Board board;  // the record; each deal completes its hands
    int seat = 0;
    pref::PreferenceRules rules;
    pref::Money money;
    std::vector<std::string> defence;  // the record's [Defence] (Terms::defence)
    std::optional<CardSet> talon;      // when the seat has seen it
    pref::Contract game;               // a defender's answer: the game named, and by whom
    int declarer = -1;
};

// A deal's talon: the one the seat saw, else the deal's pile.
CardSet talon_on(const Table& t, const Deal& deal) {
    return t.talon ? *t.talon : deal.piles[0];
}

// The record completed by a deal: its hands (its talon is talon_on's, and its discard
// declarer's own choice, the call's or his best on the deal: setup_of's).
Board dealt(const Table& t, const Deal& deal) {
    Board b = t.board;
    for (int p = 0; p < pref::kPlayers; ++p) {
        b.hands[p] = deal.hands[p];
        b.known[p] = true;
    }
    return b;
}

pref::PlaySetup setup_of(const Table& t, const Board& b, CardSet talon, const pref::Contract& c,
                         int declarer, const std::vector<std::string>& defence) {
    std::string error;
    const auto s =
        pref::setup_for(b, talon, std::nullopt, c, declarer, defence, t.rules, t.money, &error);
    if (!s) throw JudgeError(error);
    return *s;
}

// The defenders' answers to the seat's own game: the record's for an ordinary game (both play
// when it has none); in 5-8 everyone plays.
std::vector<std::string> defence_to(const Table& t, const pref::Contract& c) {
    return pref::premium_game(c) ? std::vector<std::string>{} : t.defence;
}

// A defender's answer `role` with the other defender's as the record has it (else play); an
// invited defender plays.
std::vector<std::string> answers(const Table& t, const std::string& role) {
    std::vector<std::string> words{"play", "play"};
    for (size_t k = 0; k < words.size() && k < t.defence.size(); ++k) words[k] = t.defence[k];
    const size_t mine = t.seat == (t.declarer + 1) % pref::kPlayers ? 0 : 1;
    words[mine] = role;
    if (role == "invite") words[1 - mine] = "play";
    return words;
}

OptionResult pass_result(const Table& t) {
    // Only the dealer's stake: the stake of whoever deals, paid whatever is played.
    const bool pays = t.seat == t.board.dealer && !t.rules.four_players;
    return {pays ? -t.money.stake : 0.0, std::nullopt, std::nullopt, ""};
}

// Declarer's money, tricks and success in the game `v` on setup `s` (declarer's money does not
// depend on how the defenders split their tricks).
OptionResult declarer_result(const Table& t, const pref::PlaySetup& s, const pref::GameValue& v,
                             bool with_choice) {
    const pref::PlaySetup played = pref::named(s, v.contract);
    // A Bettler that fails was not counted: any trick makes it fail.
    const int tricks = v.declarer_tricks.value_or(1);
    const pref::Settlement money =
        pref::settle(played, t.money, t.rules, pref::rough_totals(played, tricks));
    OptionResult r;
    r.value = money.balance[t.seat];
    r.tricks = v.declarer_tricks;
    r.success = v.makes;
    if (with_choice) r.choice = pref::contract_name(v.contract);
    return r;
}

// The setup of a declarer's call on a deal (the talon still to take for a bid or a look), before
// the call's own discard.
pref::PlaySetup declarer_setup(const Table& t, const Board& b, CardSet talon, const Call& call) {
    return setup_of(t, b, talon, call.contract, t.seat, defence_to(t, call.contract));
}

// The call's discard laid away from `s`, where the call names one.
pref::PlaySetup with_call_discard(const Table& t, pref::PlaySetup s, const Call& call) {
    if (!call.discard) return s;
    if (!(s.hands[t.seat] | s.talon).contains(*call.discard))
        throw JudgeError("discard " + format_hand(*call.discard) +
                         " is not two of the seat's cards and the talon");
    return pref::with_discard(s, *call.discard);
}

// A call's setup, made once on the first deal (the probe), completed by another deal: its
// hands and its talon (the one the seat saw, else the deal's pile).  Everything else a setup
// reads of the record (the roles, the money, the leader, the tricks won) is the same on every
// deal, so no deal copies the record or reads it again (setup_for would).
pref::PlaySetup on_deal(const Table& t, pref::PlaySetup s, const Deal& deal) {
    for (int p = 0; p < pref::kPlayers; ++p) s.hands[p] = deal.hands[p];
    s.talon = talon_on(t, deal);
    return s;
}

OptionResult solve_declarer(Solver& solver, const Table& t, const pref::PlaySetup& prepared,
                            const Call& call, const Deal& deal) {
    if (call.kind == Kind::kPass) return pass_result(t);
    const pref::PlaySetup s = with_call_discard(t, on_deal(t, prepared, deal), call);
    if (call.kind != Kind::kBid)
        // The whole count, so that a Bettler that fails still shows its tricks.
        return declarer_result(t, s, pref::game_value(solver, s, t.rules, pref::Detail::kTricks),
                               false);
    std::vector<pref::GameValue> games =
        pref::nameable_values(solver, s, t.rules, pref::Detail::kMakes);
    std::erase_if(games, [](const pref::GameValue& v) { return pref::open_game(v.contract); });
    const auto best = pref::best_game(games, s, t.money, t.rules);
    const auto chosen = std::find_if(games.begin(), games.end(),
                                     [&](const pref::GameValue& v) { return v.contract == *best; });
    return declarer_result(t, s, *chosen, true);
}

// The record's word for "defender falls" (settlement.cpp).
constexpr std::string_view kDefenderFalls = "defender falls";

pref::PlaySetup defender_setup(const Table& t, const Board& b, CardSet talon, const Call& call) {
    return setup_of(t, b, talon, t.game, t.declarer, answers(t, call.role));
}

OptionResult solve_defender(Solver& solver, const Table& t, const pref::PlaySetup& prepared,
                            const Call& call, const Deal& deal) {
    pref::PlaySetup s = on_deal(t, prepared, deal);
    std::optional<int> value;
    if (pref::needs_discard(s)) {
        // Declarer lays away his best two on this deal, knowing how the defence answered.
        const pref::TalonChoice choice = pref::best_discard(solver, s, t.rules);
        s = pref::with_discard(s, choice.discard);
        value = choice.declarer_tricks;
    }
    const pref::SolvedDefence solved = pref::solve_defence(solver, s, t.rules, value);
    const pref::Settlement money = pref::settle(s, t.money, t.rules, solved.totals);
    OptionResult r;
    r.value = money.balance[t.seat];
    if (call.role != "home") {
        r.tricks = solved.totals[t.seat];
        r.success = std::none_of(
            money.payments.begin(), money.payments.end(),
            [&](const pref::Payment& p) { return p.from == t.seat && p.why == kDefenderFalls; });
    }
    return r;
}

// The talon the seat has seen: [Talon] (Terms::talon), or the two cards no hand of a full
// record holds.
std::optional<CardSet> seen_talon(const Board& board, CardSet given) {
    if (!given.empty()) return given;
    CardSet dealt;
    for (int p = 0; p < pref::kPlayers; ++p) {
        if (!board.known[p]) return std::nullopt;
        dealt |= board.hands[p];
    }
    const CardSet talon = kDeck32 - dealt;
    if (talon.count() != kTalonSize) return std::nullopt;
    return talon;
}

// May a defender stay home (or invite the other) at this table?
bool home_allowed(const Table& t) {
    return !pref::premium_game(t.game) && (t.money.pot > t.money.stake || t.rules.home_on_stake);
}

// The calls a call is weighed against when --versus names none.
std::vector<Call> natural_rivals(const Table& t, const Call& call) {
    std::vector<Call> out;
    auto add = [&](const std::string& text) {
        if (auto c = parse_call(text, nullptr); c && c->name != call.name) out.push_back(*c);
    };
    if (call.defends()) {
        for (const char* role : {"play", "home", "invite"})
            if (std::string(role) == "play" || home_allowed(t)) add(role);
    } else if (call.kind == Kind::kName) {
        // The games the bid allows: the record's bid, else the lowest the named game allows.
        std::string error;
        auto bid = pref::parse_contract(t.board.contract, &error);
        if (!bid || bid->type != pref::GameType::kTalon || t.board.declarer != t.seat)
            bid = call.contract.type == pref::GameType::kTalon
                      ? call.contract
                      : pref::Contract{pref::GameType::kTalon, kClubs, false};
        for (const pref::Contract& c : pref::nameable_games(*bid)) {
            if (pref::open_game(c)) continue;
            Call rival = call;
            rival.contract = c;
            rival.name = call_name(rival);
            if (rival.name != call.name) out.push_back(rival);
        }
    } else if (call.kind != Kind::kPass) {
        add("pass");
    }
    return out;
}

}  // namespace

std::optional<SeatView> preference_view(const Board& board, int seat, bool talon_seen,
                                        std::string* error) {
    auto none = [&](std::string message) -> std::optional<SeatView> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    if (board.game != preference::kGame || board.players != pref::kPlayers)
        return none("not a three-seat preference board");
    if (!board.trick.empty() || !board.play.empty() || board.won)
        return none(
            "Préférence calls are judged before the first card: remove [Trick], [Play] "
            "and [Won]");
    const std::string who = pref::seat_name(seat);
    if (!board.known[seat]) return none("the hand of " + who + ", the judging seat, is unknown");
    if (board.hands[seat].count() != pref::kHandSize)
        return none("hand " + who + " holds " + std::to_string(board.hands[seat].count()) +
                    " cards: calls are judged on the full deal of 10");
    SeatView v;
    v.players = pref::kPlayers;
    v.seat = seat;
    v.deck = kDeck32;
    v.size.fill(0);
    for (int p = 0; p < pref::kPlayers; ++p) v.size[p] = pref::kHandSize;
    v.fixed[seat] = board.hands[seat];
    CardSet seen = board.hands[seat];
    if (talon_seen) {
        const auto talon = seen_talon(board, pref::talon_tag(board));
        if (!talon) return none("naming the game after taking the talon needs the talon: [Talon]");
        seen |= *talon;
    } else {
        v.piles = {kTalonSize};
    }
    v.unseen = v.deck - seen;
    if (auto why = check_view(v)) return none(*why);
    return v;
}

std::optional<Decision> preference_decision(const game::Prepared& prepared,
                                            const CallRequest& request, std::string* error) {
    const Board& board = prepared.board();
    auto none = [&](std::string message) -> std::optional<Decision> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    const auto main = parse_call(request.call, error);
    if (!main) return std::nullopt;
    Table t;
    t.board = board;
    t.seat = request.seat;
    // The terms prepared with the board; read again only to say why there are none.
    auto terms = pref::prepared_terms(prepared);
    if (!terms) terms = pref::board_terms(board, error);
    if (!terms) return std::nullopt;
    t.rules = terms->rules;
    t.money = terms->money;
    t.defence = terms->defence;
    const std::string who = pref::seat_name(t.seat);
    if (main->defends()) {
        const auto game = pref::parse_contract(board.contract, error);
        if (!game || !board.declarer)
            return none("a defender answers the game of [Contract] by [Declarer]: give both");
        t.game = *game;
        t.declarer = *board.declarer;
        if (t.declarer == t.seat) return none("seat " + who + " is declarer, not a defender");
        if (pref::premium_game(t.game) || t.game.type == pref::GameType::kAusfechten)
            return none("in " + pref::contract_name(t.game) +
                        " everyone plays: a defender has nothing to decide");
    }
    std::vector<Call> calls{*main};
    for (const std::string& text : request.versus) {
        const auto c = parse_call(text, error);
        if (!c) return std::nullopt;
        if (c->defends() != main->defends() || c->sees_talon() != main->sees_talon())
            return none("'" + c->name + "' and '" + main->name +
                        "' are not choices of the same moment: a defender's answers, the calls "
                        "before the talon is seen, and the games named after it are weighed "
                        "among themselves");
        if (std::none_of(calls.begin(), calls.end(),
                         [&](const Call& x) { return x.name == c->name; }))
            calls.push_back(*c);
    }
    if (calls.size() == 1) {
        if (main->kind == Kind::kPass) return none("pass is weighed against the calls of --versus");
        for (const Call& c : natural_rivals(t, *main)) calls.push_back(c);
    }
    if (main->sees_talon()) t.talon = seen_talon(board, terms->talon);
    const auto view = preference_view(board, t.seat, main->sees_talon(), error);
    if (!view) return std::nullopt;

    // Every call set up on one deal: a call the record does not allow fails here, not later.
    const auto probe = DealSampler(*view).first();
    if (!probe) return none("no deal fits what the seat sees");
    // Each call's setup prepared on the probe, once: every deal completes it (on_deal).
    std::vector<pref::PlaySetup> setups;
    try {
        const Board b = dealt(t, *probe);
        const CardSet talon = talon_on(t, *probe);
        for (const Call& c : calls) {
            if (c.defends())
                setups.push_back(defender_setup(t, b, talon, c));
            else if (c.kind != Kind::kPass) {
                setups.push_back(declarer_setup(t, b, talon, c));
                // A discard the seat cannot lay away fails here, not on a deal.
                with_call_discard(t, setups.back(), c);
            } else
                setups.emplace_back();  // pass: no game to set up
        }
    } catch (const JudgeError& e) {
        return none(e.what());
    }

    Decision d;
    d.game = "preference";
    d.seat = who;
    d.view = *view;
    d.measure = "money of seat " + who;
    d.unit = Unit::kMoney;
    if (main->defends()) {
        d.title = "the answer to " + pref::contract_title(t.game) + " by seat " +
                  pref::seat_name(t.declarer);
        d.tricks_of = "seat " + who;
    } else {
        d.title = main->kind == Kind::kBid ? "bidding " + main->name + " before seeing the talon"
                  : main->kind == Kind::kName
                      ? "the game named after taking the talon"
                      : "announcing " + pref::contract_title(main->contract);
        d.tricks_of = "declarer (seat " + who + ")";
    }
    for (const Call& c : calls) {
        std::string success;
        if (c.defends())
            success = c.role == "home" ? "" : "seat " + who + " does not fall";
        else if (c.kind != Kind::kPass)
            success = "declarer makes his game";
        d.options.push_back({c.name, success});
    }
    d.solve = [t = std::make_shared<const Table>(std::move(t)), calls, setups = std::move(setups)](
                  Solver& solver, const Deal& deal) -> std::optional<DealResult> {
        DealResult out;
        for (size_t k = 0; k < calls.size(); ++k)
            out.push_back(calls[k].defends()
                              ? solve_defender(solver, *t, setups[k], calls[k], deal)
                              : solve_declarer(solver, *t, setups[k], calls[k], deal));
        return out;
    };
    return d;
}

std::string preference_default_call(const Board& board, int seat) {
    if (board.contract.empty() || !board.declarer) return "";
    if (*board.declarer == seat) {
        std::string error;
        const auto c = pref::parse_contract(board.contract, &error);
        if (const auto discard = pref::discard_tag(board); discard && c && pref::uses_talon(*c))
            return "name " + board.contract + " discard " + format_hand(*discard);
        return board.contract;
    }
    const size_t k = seat == (*board.declarer + 1) % pref::kPlayers ? 0 : 1;
    const auto defence = pref::defence_tag(board);
    return k < defence.size() ? defence[k] : "play";
}

}  // namespace stich::judge
