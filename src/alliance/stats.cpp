#include "stich/alliance/stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "stich/stats/figures_text.h"
#include "stich/support/text_table.h"

namespace stich::alliance {

namespace {

using Json = nlohmann::ordered_json;
constexpr const char* kKinds[] = {"Alliance", "Solo", "Lever"};

long long thousandths(double marks) {
    return std::llround(marks * 1000);
}

std::string kind_of(const std::string& contract) {
    for (const char* kind : kKinds)
        if (contract.rfind(kind, 0) == 0) return kind;
    return "other";
}

// A game whose result depends on cards no one has placed (Alliance's unaccounted cards) has
// no one outcome ("wins" and "payoff" are null, the record lists each possible one): it is
// left out of the figures rather than counted as a loss worth nothing.
std::optional<AllianceStats::Game> record_game(const nlohmann::json& g) {
    if (!g.is_object() || !g.contains("contract")) return std::nullopt;
    if (const auto w = g.find("wins"); w != g.end() && !w->is_boolean()) return std::nullopt;
    AllianceStats::Game game;
    game.contract = g.value("contract", "");
    game.tricks = g.value("declarer_tricks", 0);
    game.wins = g.value("wins", false);
    game.payoff = g.value("payoff", 0L);
    if (const auto s = g.find("settlement"); s != g.end() && s->is_object())
        for (int p = 0; p < 6; ++p)
            if (const auto v = s->find(std::to_string(p + 1)); v != s->end() && v->is_number())
                game.marks[p] = thousandths(v->get<double>());
    return game;
}

std::optional<AllianceStats::Game> record_game(const stats::CsvRow& row) {
    if (row["wins"].empty()) return std::nullopt;  // no one outcome, as above
    AllianceStats::Game game;
    game.contract = std::string(row["contract"]);
    game.tricks = row.number("declarer_tricks");
    game.wins = row["wins"] == "1";
    game.payoff = row.number("payoff");
    for (int p = 0; p < 6; ++p)
        game.marks[p] =
            thousandths(std::atof(std::string(row["marks_" + std::to_string(p + 1)]).c_str()));
    return game;
}

// The table's size: the row's `players` (the records of earlier versions lack it: there the
// seats with marks).
int players_of(const stats::CsvRow& row) {
    if (!row["players"].empty()) return row.number("players");
    int players = 0;
    for (int p = 0; p < 6; ++p) players += !row["marks_" + std::to_string(p + 1)].empty();
    return players;
}

Json mean_marks(const AllianceStats::Marks& m, int players, long count) {
    Json j;
    for (int p = 0; p < players; ++p) j[std::to_string(p + 1)] = stats::mean(m[p], count, 1000);
    return j;
}

std::string marks_text(const AllianceStats::Marks& m, int players, long count) {
    std::string out;
    for (int p = 0; p < players; ++p)
        out += (p ? " " : "") + (count ? stats::fixed(m[p] / 1000.0 / count, "%+.2f") : "-");
    return out;
}

}  // namespace

void AllianceStats::Figures::add(const Game& g) {
    ++games;
    wins += g.wins;
    payoff += g.payoff;
    if (g.tricks >= 0) {
        if (histogram.size() <= static_cast<size_t>(g.tricks)) histogram.resize(g.tricks + 1);
        ++histogram[g.tricks];
    }
}

void AllianceStats::add(const nlohmann::json& record) {
    std::vector<Game> choices;
    if (const auto games = record.find("games"); games != record.end() && games->is_array())
        for (const auto& g : *games)
            if (auto game = record_game(g)) choices.push_back(std::move(*game));
    std::optional<Game> contract;
    // `analyze` gives the contract played as an object; `solve`'s record of one game carries
    // it at the top.
    if (const auto c = record.find("contract"); c != record.end() && c->is_object())
        contract = record_game(*c);
    else if (choices.empty())
        contract = record_game(record);
    add_board(record.value("players", 0), choices, contract);
}

void AllianceStats::add_rows(const std::vector<stats::CsvRow>& rows) {
    std::vector<Game> choices;
    std::optional<Game> contract;
    for (const stats::CsvRow& row : rows) {
        if (row["contract"].empty()) continue;
        const auto game = record_game(row);
        if (!game) continue;
        if (row["row"] == "choice")
            choices.push_back(*game);
        else
            contract = game;
    }
    // The table's size, from any row (the first that tells it).
    int players = 0;
    for (const stats::CsvRow& row : rows) players = std::max(players, players_of(row));
    add_board(players, choices, contract);
}

void AllianceStats::add_board(int players, const std::vector<Game>& choices,
                              const std::optional<Game>& contract) {
    ++boards_;
    PerPlayers& p = by_players_[players];
    ++p.boards;
    if (!choices.empty()) {
        ++p.with_choices;
        const Game* best = nullptr;
        std::map<std::string, bool> wins_somewhere;
        for (const Game& g : choices) {
            const std::string kind = kind_of(g.contract);
            p.kinds[kind].add(g);
            wins_somewhere[kind] = wins_somewhere[kind] || g.wins;
            auto [it, fresh] = p.contracts.try_emplace(g.contract);
            if (fresh) p.contract_order.push_back(g.contract);
            it->second.add(g);
            if (!best || g.payoff > best->payoff) best = &g;  // as analyze names the best
        }
        for (const auto& [kind, wins] : wins_somewhere) p.kind_wins_somewhere[kind] += wins;
        ++p.best_kind[kind_of(best->contract)];
        for (int s = 0; s < 6; ++s) p.best_marks[s] += best->marks[s];
    }
    if (contract) {
        ++p.contracts_played;
        p.contracts_made += contract->wins;
        for (int s = 0; s < 6; ++s) p.contract_marks[s] += contract->marks[s];
    }
}

Json AllianceStats::to_json() const {
    Json j;
    j["boards"] = boards_;
    Json per = Json::object();
    for (const auto& [players, p] : by_players_) {
        Json one;
        one["boards"] = p.boards;
        one["boards_with_choices"] = p.with_choices;
        auto figures = [](const Figures& f) {
            return Json{{"games", f.games},
                        {"wins", f.wins},
                        {"wins_fraction", stats::mean(f.wins, f.games)},
                        {"mean_payoff", stats::mean(f.payoff, f.games)},
                        {"declarer_tricks", f.histogram}};
        };
        Json kinds = Json::object();
        for (const char* kind : kKinds) {
            const auto it = p.kinds.find(kind);
            if (it == p.kinds.end()) continue;
            Json k = figures(it->second);
            const auto somewhere = p.kind_wins_somewhere.find(kind);
            const long boards = somewhere == p.kind_wins_somewhere.end() ? 0 : somewhere->second;
            k["boards_where_one_wins"] = boards;
            k["boards_where_one_wins_fraction"] = stats::mean(boards, p.with_choices);
            const auto best = p.best_kind.find(kind);
            k["best_game"] = best == p.best_kind.end() ? 0 : best->second;
            kinds[kind] = k;
        }
        one["kinds"] = kinds;
        Json contracts = Json::object();
        for (const std::string& name : p.contract_order)
            contracts[name] = figures(p.contracts.at(name));
        one["contracts"] = contracts;
        one["best_game_mean_settlement"] = mean_marks(p.best_marks, players, p.with_choices);
        one["board_contract"] = {
            {"boards", p.contracts_played},
            {"wins", p.contracts_made},
            {"mean_settlement", mean_marks(p.contract_marks, players, p.contracts_played)}};
        per[std::to_string(players)] = one;
    }
    j["players"] = per;
    return j;
}

std::string AllianceStats::to_text() const {
    std::ostringstream out;
    for (const auto& [players, p] : by_players_) {
        out << "  " << players << " players: " << p.boards << " boards";
        if (p.with_choices > 0) {
            out << ", " << p.with_choices << " with declarer's choices (seat of analyze)\n";
            TextTable table({{"game", TextTable::Align::kLeft},
                             {"games"},
                             {"wins"},
                             {"mean payoff"},
                             {"a game of the kind wins"},
                             {"best game"}},
                            "    ");
            for (const char* kind : kKinds) {
                const auto it = p.kinds.find(kind);
                if (it == p.kinds.end()) continue;
                const Figures& f = it->second;
                const auto somewhere = p.kind_wins_somewhere.find(kind);
                const auto best = p.best_kind.find(kind);
                table.add_row(
                    {kind, std::to_string(f.games), stats::percent(f.wins, f.games),
                     stats::fixed(f.games ? static_cast<double>(f.payoff) / f.games : 0.0),
                     stats::percent(
                         somewhere == p.kind_wins_somewhere.end() ? 0 : somewhere->second,
                         p.with_choices),
                     stats::percent(best == p.best_kind.end() ? 0 : best->second, p.with_choices)});
            }
            out << table.text();
            out << "    mean settlement of the best game, seats 1.." << players << ": "
                << marks_text(p.best_marks, players, p.with_choices) << '\n';
        } else {
            out << '\n';
        }
        if (p.contracts_played > 0)
            out << "    the record's contract: " << p.contracts_played << " boards, wins "
                << stats::percent(p.contracts_made, p.contracts_played) << "; mean settlement "
                << marks_text(p.contract_marks, players, p.contracts_played) << '\n';
    }
    return out.str();
}

}  // namespace stich::alliance
