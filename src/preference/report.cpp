#include "stich/preference/report.h"
#include "stich/io/plural.h"
#include "stich/support/text_table.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace stich::preference {

namespace {

using Json = nlohmann::ordered_json;

std::string seat_key(int seat) {
    return std::to_string(seat + 1);
}

}  // namespace

double amount(double x) {
    const double r = std::round(x * 1e6) / 1e6;
    return r == 0 ? 0 : r;
}

namespace {

std::string party_name(int party) {
    if (party == kPot) return "pot";
    if (party == kDealerOut) return "dealer";
    return seat_key(party);
}

std::string party_title(int party) {
    if (party == kPot) return "the pot";
    if (party == kDealerOut) return "the dealer (sitting out)";
    return "seat " + seat_key(party);
}

std::string role_word(Role r) {
    switch (r) {
        case Role::kHome:
            return "home";
        case Role::kInvites:
            return "invite";
        default:
            return "play";
    }
}

std::string trump_name(const Contract& c) {
    return std::string(kStrainNames[trump_of(c)]);
}

// A discard in the CSV: the PBN hand the [Discard] tag takes back ("QT...").
std::string discard_text(const std::optional<CardSet>& d) {
    return d ? format_hand(*d) : "";
}

template <class T>
Json per_seat(const std::array<T, kPlayers>& values, const PlaySetup* only_in_play = nullptr) {
    Json j = Json::object();
    for (int seat = 0; seat < kPlayers; ++seat)
        if (!only_in_play || in_play(*only_in_play, seat)) j[seat_key(seat)] = values[seat];
    return j;
}

Json defence_json(const std::array<Role, kPlayers>& role, int declarer) {
    Json j = Json::object();
    for (int k = 1; k <= 2; ++k) {
        const int seat = (declarer + k) % kPlayers;
        j[seat_key(seat)] = role_word(role[seat]);
    }
    return j;
}

Json settlement_json(const Settlement& s, const PreferenceRules& rules) {
    Json j = Json::object();
    for (int seat = 0; seat < kPlayers; ++seat) j[seat_key(seat)] = amount(s.balance[seat]);
    j["pot"] = amount(s.balance[kPot]);
    if (rules.four_players) j["dealer"] = amount(s.balance[kDealerOut]);
    return j;
}

Json payments_json(const Settlement& s) {
    Json j = Json::array();
    for (const Payment& p : s.payments)
        j.push_back({{"from", party_name(p.from)},
                     {"to", party_name(p.to)},
                     {"amount", amount(p.amount)},
                     {"why", p.why}});
    return j;
}

Json money_json(const Money& m) {
    Json j = {{"stake", amount(m.stake)}, {"pot", amount(m.pot)}};
    j["cap"] = m.cap ? Json(amount(*m.cap)) : Json(nullptr);
    j["played_for"] = amount(m.played_for());
    j["per_trick"] = amount(m.per_trick());
    return j;
}

Json value_json(const GameValue& v) {
    Json j;
    j["declarer_tricks"] = v.declarer_tricks ? Json(*v.declarer_tricks) : Json(nullptr);
    j["makes"] = v.makes;
    if (uses_talon(v.contract))
        j["discard"] = v.discard ? Json(format_hand(*v.discard)) : Json(nullptr);
    return j;
}

// The play state shared by every kind of result.
void state_json(Json& j, const PlaySetup& s) {
    j["leader"] = s.leader + 1;
    j["tricks_left"] = tricks_left(s);
    j["won"] = per_seat(s.won);
    if (!s.trick.empty()) {
        Json t = Json::array();
        for (Card c : s.trick) t.push_back(format_card(c));
        j["trick"] = t;
    }
}

void game_json(Json& j, const GameResult& g, const BoardAnalysis& a) {
    const PlaySetup& s = g.setup;
    j["contract"] = contract_name(s.contract);
    j["declarer"] = s.declarer + 1;
    j["defence"] = defence_json(s.role, s.declarer);
    j["trump"] = trump_name(s.contract);
    j["players"] = players_in_play(s);
    state_json(j, s);
    if (uses_talon(s.contract)) {
        j["discard"] = s.discard ? Json(format_hand(*s.discard)) : Json(nullptr);
        j["discard_chosen"] = g.discard_chosen;
    }
    j["declarer_tricks"] = g.declarer_tricks;
    j["makes"] = g.makes;
    j["guarantee"] = per_seat(g.guarantee);
    if (open_game(s.contract))
        j["same_as"] = aim_of(s.contract) == Aim::kNoTrick ? "Bettler" : "Mord";
    if (!g.nameable.empty()) {
        Json games = Json::object();
        for (const GameValue& v : g.nameable) games[contract_name(v.contract)] = value_json(v);
        j["games"] = games;
        j["best_game"] = contract_name(*g.best_game);
    }
    if (!a.analysis) return;
    if (g.quota)
        j["quota"] = {{"declarer", g.quota->declarer},
                      {"at_quota", g.quota->at_quota},
                      {"smallest", g.quota->smallest},
                      {"tricks", per_seat(g.quota->tricks, &s)}};
    if (aim_of(s.contract) == Aim::kSixTricks) j["totals"] = per_seat(g.totals, &s);
    j["money"] = money_json(a.money);
    j["settlement"] = settlement_json(*g.settlement, a.rules);
    j["payments"] = payments_json(*g.settlement);
    if (!g.options.empty()) {
        Json options = Json::array();
        for (const DefenceOption& o : g.options) {
            PlaySetup os = s;
            os.role = o.role;
            options.push_back({{"defence", defence_json(o.role, s.declarer)},
                               {"declarer_tricks", o.declarer_tricks},
                               {"totals", per_seat(o.totals, &os)},
                               {"settlement", settlement_json(o.settlement, a.rules)}});
        }
        j["defence_options"] = options;
    }
}

Json fight_json(const FightReport& f, const BoardAnalysis& a) {
    Json j;
    j["contract"] = "Ausfechten";
    state_json(j, f.setup);
    j["tricks"] = per_seat(f.result.tricks);
    j["totals"] = per_seat(f.totals);
    j["guarantee"] = per_seat(f.result.guarantee);
    Json pays = Json::array();
    for (int seat = 0; seat < kPlayers; ++seat)
        if (f.result.pays[seat]) pays.push_back(seat + 1);
    j["pays"] = pays;
    if (f.result.first.valid()) j["first_card"] = format_card(f.result.first);
    if (f.settlement) {
        j["money"] = money_json(a.money);
        j["settlement"] = settlement_json(*f.settlement, a.rules);
        j["payments"] = payments_json(*f.settlement);
    }
    return j;
}

// Text ----------------------------------------------------------------------------------------

std::string seats_line(const std::array<int, kPlayers>& v, const PlaySetup* only = nullptr) {
    std::string out;
    for (int seat = 0; seat < kPlayers; ++seat) {
        if (only && !in_play(*only, seat)) continue;
        out += "  " + seat_key(seat) + ": " + std::to_string(v[seat]);
    }
    return out;
}

std::string money_line(const Settlement& s, const PreferenceRules& rules) {
    std::string out;
    for (int seat = 0; seat < kPlayers; ++seat)
        out += "  " + seat_key(seat) + ": " + amount_text(s.balance[seat], true);
    out += "  pot: " + amount_text(s.balance[kPot], true);
    if (rules.four_players) out += "  dealer: " + amount_text(s.balance[kDealerOut], true);
    return out;
}

void money_text(std::ostream& out, const Settlement& s, const BoardAnalysis& a) {
    const Money& m = a.money;
    out << "  Money (stake " << amount_text(m.stake) << ", pot " << amount_text(m.pot);
    if (m.cap) out << ", cap " << amount_text(*m.cap);
    out << ": played for " << amount_text(m.played_for()) << ", a trick "
        << amount_text(m.per_trick()) << ")\n";
    out << "   " << money_line(s, a.rules) << '\n';
    for (const Payment& p : s.payments)
        out << "    " << party_title(p.from) << " pays " << party_title(p.to) << ' '
            << amount_text(p.amount) << ": " << p.why << '\n';
}

std::string defence_text(const std::array<Role, kPlayers>& role, int declarer) {
    std::string out;
    for (int k = 1; k <= 2; ++k) {
        const int seat = (declarer + k) % kPlayers;
        out += (k == 1 ? "" : ", ") + seat_key(seat) + " " + role_word(role[seat]);
    }
    return out;
}

void game_text(std::ostream& out, const GameResult& g, const BoardAnalysis& a) {
    const PlaySetup& s = g.setup;
    const int left = tricks_left(s);
    out << ", " << contract_title(s.contract) << ", declarer " << s.declarer + 1 << ", defence "
        << defence_text(s.role, s.declarer) << ", " << s.leader + 1 << " to lead, "
        << plural(left, "trick") << " to play\n";
    if (uses_talon(s.contract) && s.discard)
        out << "  Declarer lays away " << format_card_list(*s.discard)
            << (g.discard_chosen ? " (his best discard)" : "") << '\n';
    if (players_in_play(s) == 1)
        out << "  Both defenders stay home: declarer wins without play\n";
    else
        out << "  Declarer takes " << g.declarer_tricks << " of the " << left << " tricks against "
            << (players_in_play(s) == 2 ? "one defender (two-handed)" : "both") << ": "
            << (g.makes ? "makes his game" : "falls") << '\n';
    if (open_game(s.contract))
        out << "  (double dummy an open game is the same problem as "
            << (aim_of(s.contract) == Aim::kNoTrick ? "Bettler" : "Mord") << ")\n";
    out << "  Guarantees (each alone against the others):" << seats_line(g.guarantee, &s) << '\n';
    if (!g.nameable.empty()) {
        out << "  Games declarer may name, each with its best discard:\n";
        TextTable table({{"game", TextTable::Align::kLeft},
                         {"tricks"},
                         {"result", TextTable::Align::kLeft},
                         {"discard", TextTable::Align::kLeft}},
                        "    ");
        for (const GameValue& v : g.nameable) {
            const std::string discard = v.discard ? format_card_list(*v.discard) : "";
            table.add_row({contract_name(v.contract),
                           v.declarer_tricks ? std::to_string(*v.declarer_tricks) : "-",
                           v.makes ? "makes" : "fails", discard.empty() ? "-" : discard});
        }
        out << table.text();
        out << "  Best game to name: " << contract_name(*g.best_game) << '\n';
    }
    if (!a.analysis) return;
    if (g.quota)
        out << "  Defence: declarer held to " << g.quota->declarer << ", " << g.quota->at_quota
            << " defender(s) at quota, the smaller defender " << g.quota->smallest
            << " in all; tricks to play:" << seats_line(g.quota->tricks, &s) << '\n';
    if (aim_of(s.contract) == Aim::kSixTricks)
        out << "  Tricks in all:" << seats_line(g.totals, &s) << '\n';
    money_text(out, *g.settlement, a);
    if (!g.options.empty()) {
        out << "  Each way to defend:\n";
        // Declarer's tricks, then the money of each seat, the pot's (and the sitting-out
        // dealer's) under one group, as money_line writes them.
        std::vector<TextTable::Column> heads{{"defence", TextTable::Align::kLeft},
                                             {"declarer's tricks"}};
        for (int seat = 0; seat < kPlayers; ++seat)
            heads.push_back({seat_key(seat), TextTable::Align::kRight, "money"});
        heads.push_back({"pot", TextTable::Align::kRight, "money"});
        if (a.rules.four_players) heads.push_back({"dealer", TextTable::Align::kRight, "money"});
        TextTable table(std::move(heads), "    ");
        for (const DefenceOption& o : g.options) {
            std::vector<std::string> cells{defence_text(o.role, s.declarer),
                                           std::to_string(o.declarer_tricks)};
            for (int seat = 0; seat < kPlayers; ++seat)
                cells.push_back(amount_text(o.settlement.balance[seat], true));
            cells.push_back(amount_text(o.settlement.balance[kPot], true));
            if (a.rules.four_players)
                cells.push_back(amount_text(o.settlement.balance[kDealerOut], true));
            table.add_row(std::move(cells));
        }
        out << table.text();
    }
}

void fight_text(std::ostream& out, const FightReport& f, const BoardAnalysis& a) {
    out << "  Ausfechten (all passed), " << f.setup.leader + 1 << " to lead, "
        << plural(tricks_left(f.setup), "trick") << " to play\n";
    out << "  Max-n, each for the fewest tricks:" << seats_line(f.result.tricks)
        << "  (in all:" << seats_line(f.totals) << ")\n";
    out << "  Guarantees (the fewest each can hold himself to):" << seats_line(f.result.guarantee)
        << '\n';
    out << "  Pays a stake:";
    for (int seat = 0; seat < kPlayers; ++seat)
        if (f.result.pays[seat]) out << ' ' << seat_key(seat);
    out << '\n';
    if (f.settlement) money_text(out, *f.settlement, a);
}

void table_text(std::ostream& out, const ContractTable& t) {
    out << ", " << plural(t.tricks_left, "trick") << " to play\n";
    out << "  Declarer's tricks against both defenders, talon games with his best discard;\n"
        << "  5 Bettler, 6 Mord (h: from the hand): + stands, - fails. Double dummy 7 and 8,\n"
        << "  the open games, are 5 and 6 again.\n";
    std::vector<TextTable::Column> heads{{"decl", TextTable::Align::kLeft}};
    for (const GameValue& v : t.rows[0].games)
        if (!open_game(v.contract)) heads.push_back({contract_short_name(v.contract)});
    TextTable table(std::move(heads));
    for (const DeclarerRow& row : t.rows) {
        std::vector<std::string> cells{seat_key(row.declarer)};
        for (const GameValue& v : row.games) {
            if (open_game(v.contract)) continue;
            cells.push_back(premium_game(v.contract) ? (v.makes ? "+" : "-")
                                                     : std::to_string(*v.declarer_tricks));
        }
        table.add_row(std::move(cells));
    }
    out << table.text();
}

}  // namespace

std::optional<game::TrickTable> to_table(const BoardAnalysis& a) {
    game::TrickTable t;
    t.rows = game::TableRows::kDeclarer;
    // One row of a declarer's games; the columns are named by the first row.
    const auto add_row = [&t](int declarer, const std::vector<GameValue>& games) {
        if (t.seats.empty())
            for (const GameValue& v : games) t.columns.push_back(contract_name(v.contract));
        t.seats.push_back(declarer);
        for (const GameValue& v : games) {
            t.tricks.push_back(v.declarer_tricks);
            t.makes.emplace_back(v.makes);
            t.discards.push_back(v.discard);
        }
    };
    if (a.table) {
        t.tricks_left = a.table->tricks_left;
        for (const DeclarerRow& row : a.table->rows) add_row(row.declarer, row.games);
        return t;
    }
    if (!a.game) return std::nullopt;
    const GameResult& g = *a.game;
    t.tricks_left = tricks_left(g.setup);
    if (!g.nameable.empty()) {
        add_row(g.setup.declarer, g.nameable);
    } else {
        t.columns.push_back(contract_name(g.setup.contract));
        t.seats.push_back(g.setup.declarer);
        t.tricks.emplace_back(g.declarer_tricks);
        t.makes.emplace_back(g.makes);
        t.discards.push_back(g.setup.discard);
    }
    return t;
}

Json to_json(const Board& board, const BoardAnalysis& a) {
    Json j;
    j["board"] = board.id;
    j["game"] = "preference";
    j["variant"] = board.variant.empty() ? "vienna" : board.variant;
    if (a.game) game_json(j, *a.game, a);
    if (a.table) {
        j["tricks_left"] = a.table->tricks_left;
        Json table = Json::object();
        for (const DeclarerRow& row : a.table->rows) {
            Json games = Json::object();
            for (const GameValue& v : row.games) games[contract_name(v.contract)] = value_json(v);
            table[seat_key(row.declarer)] = games;
        }
        j["table"] = table;
        if (a.fight) j["ausfechten"] = fight_json(*a.fight, a);
    } else if (a.fight) {
        const Json fight = fight_json(*a.fight, a);
        for (const auto& [key, value] : fight.items()) j[key] = value;
    }
    return j;
}

std::string to_text(const Board& board, const BoardAnalysis& a) {
    std::ostringstream out;
    out << "Board " << board.id << "  preference";
    if (!board.variant.empty()) out << " (" << board.variant << ")";
    if (a.game) game_text(out, *a.game, a);
    if (a.table) table_text(out, *a.table);
    if (a.fight) {
        if (!a.table) out << '\n';
        fight_text(out, *a.fight, a);
    }
    return out.str();
}

std::string csv_header(const BoardAnalysis& a) {
    std::string h = "board,game";
    const std::string fight =
        ",tricks_1,tricks_2,tricks_3,guarantee_1,guarantee_2,guarantee_3,pays";
    const std::string money = ",money_1,money_2,money_3,money_pot";
    if (a.game) {
        h += ",contract,declarer,defence,discard,declarer_tricks,makes,guarantee_1,guarantee_2,"
             "guarantee_3";
        if (a.analysis) h += ",tricks_1,tricks_2,tricks_3" + money;
    } else if (a.table) {
        for (int seat = 0; seat < kPlayers; ++seat)
            for (const Contract& c : all_games())
                h += "," + seat_key(seat) + ":" + contract_name(c);
        if (a.fight) h += ",ausfechten" + fight + money;
    } else {
        h += ",contract" + fight + (a.analysis ? money : "");
    }
    return h;
}

std::string to_csv(const Board& board, const BoardAnalysis& a) {
    std::ostringstream out;
    out << '"' << board.id << "\",preference";
    auto seats = [&](const std::array<int, kPlayers>& v) {
        for (int x : v) out << ',' << x;
    };
    auto money = [&](const Settlement& s) {
        for (int p = 0; p <= kPot; ++p) out << ',' << amount_text(s.balance[p]);
    };
    if (a.game) {
        const GameResult& g = *a.game;
        const PlaySetup& s = g.setup;
        out << ",\"" << contract_name(s.contract) << "\"," << s.declarer + 1 << ','
            << role_word(s.role[defenders(s)[0]]) << ' ' << role_word(s.role[defenders(s)[1]])
            << ',' << discard_text(s.discard) << ',' << g.declarer_tricks << ','
            << (g.makes ? "true" : "false");
        seats(g.guarantee);
        if (a.analysis) {
            seats(g.totals);
            money(*g.settlement);
        }
        return out.str();
    }
    if (a.table) {
        // A cell is declarer's tricks; in Bettler and Plauderer it is empty when they fail.
        for (const DeclarerRow& row : a.table->rows)
            for (const GameValue& v : row.games) {
                out << ',';
                if (v.declarer_tricks) out << *v.declarer_tricks;
            }
    }
    if (a.fight) {
        const FightReport& f = *a.fight;
        out << ",Ausfechten";
        seats(f.result.tricks);
        seats(f.result.guarantee);
        out << ',';
        for (int seat = 0; seat < kPlayers; ++seat)
            if (f.result.pays[seat]) out << seat_key(seat);
        if (f.settlement) money(*f.settlement);
    }
    return out.str();
}

}  // namespace stich::preference
