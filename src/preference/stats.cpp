#include "stich/preference/stats.h"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "stich/stats/figures_text.h"
#include "stich/support/text_table.h"

namespace stich::preference {

namespace {

using Json = nlohmann::ordered_json;
constexpr const char* kStatsParties[4] = {"1", "2", "3", "pot"};

long long micros(double amount) {
    return std::llround(amount * 1e6);
}

// The settlement of a record: {"1":..,"2":..,"3":..,"pot":..}.
std::optional<PreferenceStats::Money> record_money(const nlohmann::json& settlement) {
    if (!settlement.is_object()) return std::nullopt;
    PreferenceStats::Money m{};
    for (int p = 0; p < 4; ++p) {
        const auto v = settlement.find(kStatsParties[p]);
        if (v != settlement.end() && v->is_number()) m[p] = micros(v->get<double>());
    }
    return m;
}

std::optional<PreferenceStats::Money> record_money(const stats::CsvRow& row) {
    if (row["money_1"].empty()) return std::nullopt;
    PreferenceStats::Money m{};
    for (int p = 0; p < 4; ++p)
        m[p] =
            micros(std::atof(std::string(row[std::string("money_") + kStatsParties[p]]).c_str()));
    return m;
}

std::string pays_of(const nlohmann::json& fight) {
    std::string seats;
    if (const auto p = fight.find("pays"); p != fight.end() && p->is_array())
        for (const auto& seat : *p)
            if (seat.is_number_integer()) seats += std::to_string(seat.get<int>());
    return seats;
}

Json mean_money(const PreferenceStats::Money& m, long count) {
    Json j;
    for (int p = 0; p < 4; ++p) j[kStatsParties[p]] = stats::mean(m[p], count, 1e6);
    return j;
}

// Party p's mean money over `count` deals, "+1.40", or a dash.
std::string money_text(const PreferenceStats::Money& m, int p, long count) {
    return count ? stats::fixed(m[p] / 1e6 / count, "%+.2f") : "-";
}

std::string money_row_text(const PreferenceStats::Money& m, long count) {
    std::string out;
    for (int p = 0; p < 4; ++p) out += (p ? " " : "") + money_text(m, p, count);
    return out;
}

}  // namespace

void PreferenceStats::add_contract(const std::string& contract, bool makes,
                                   std::optional<int> tricks, const std::optional<Money>& money) {
    auto [it, fresh] = contracts_.try_emplace(contract);
    if (fresh) contract_order_.push_back(contract);
    ContractFigures& c = it->second;
    ++c.boards;
    c.makes += makes;
    // A Bettler that fails may not say how many tricks declarer was made to take.
    if (tricks && *tricks >= 0 && *tricks <= 10) {
        ++c.counted;
        c.tricks += *tricks;
        ++c.histogram[*tricks];
    }
    if (!money) return;
    ++c.settled;
    for (int p = 0; p < 4; ++p) c.money[p] += (*money)[p];
}

void PreferenceStats::add_fight(const std::string& pays, const std::optional<Money>& money) {
    ++fight_.boards;
    for (char seat : pays)
        if (seat >= '1' && seat <= '3') ++fight_.pays[seat - '1'];
    if (!money) return;
    ++fight_.settled;
    for (int p = 0; p < 4; ++p) fight_.money[p] += (*money)[p];
}

void PreferenceStats::add(const nlohmann::json& record) {
    ++boards_;
    if (const auto table = record.find("table"); table != record.end() && table->is_object()) {
        ++tables_;
        for (int seat = 0; seat < 3; ++seat) {
            const auto row = table->find(kStatsParties[seat]);
            if (row == table->end() || !row->is_object()) continue;
            for (const auto& [game, value] : row->items()) {
                auto [it, fresh] = table_makes_.try_emplace(game);
                if (fresh) games_.push_back(game);
                it->second[seat] += value.is_object() && value.value("makes", false);
            }
        }
        if (const auto fight = record.find("ausfechten"); fight != record.end())
            add_fight(pays_of(*fight), record_money(fight->value("settlement", nlohmann::json())));
        return;
    }
    const std::string contract = record.value("contract", "");
    const auto money = record_money(record.value("settlement", nlohmann::json()));
    if (contract == "Ausfechten") return add_fight(pays_of(record), money);
    const auto tricks = record.find("declarer_tricks");
    add_contract(contract, record.value("makes", false),
                 tricks != record.end() && tricks->is_number_integer()
                     ? std::optional<int>(tricks->get<int>())
                     : std::nullopt,
                 money);
}

void PreferenceStats::add(const stats::CsvRow& row) {
    ++boards_;
    if (!row["1:1"].empty() || row["contract"].empty()) {
        ++tables_;
        ++csv_tables_;
        if (row["ausfechten"] == "Ausfechten")
            add_fight(std::string(row["pays"]), record_money(row));
        return;
    }
    if (row["contract"] == "Ausfechten")
        return add_fight(std::string(row["pays"]), record_money(row));
    add_contract(std::string(row["contract"]), row["makes"] == "true",
                 row["declarer_tricks"].empty() ? std::nullopt
                                                : std::optional<int>(row.number("declarer_tricks")),
                 record_money(row));
}

Json PreferenceStats::to_json() const {
    Json j;
    j["boards"] = boards_;
    Json contracts = Json::object();
    for (const std::string& name : contract_order_) {
        const ContractFigures& c = contracts_.at(name);
        contracts[name] = {{"boards", c.boards},
                           {"makes", c.makes},
                           {"makes_fraction", stats::mean(c.makes, c.boards)},
                           {"mean_declarer_tricks", stats::mean(c.tricks, c.counted)},
                           {"declarer_tricks", c.histogram},
                           {"mean_settlement", mean_money(c.money, c.settled)}};
    }
    j["contracts"] = contracts;
    Json pays;
    for (int seat = 0; seat < 3; ++seat) pays[kStatsParties[seat]] = fight_.pays[seat];
    j["ausfechten"] = {{"boards", fight_.boards},
                       {"pays", pays},
                       {"mean_settlement", mean_money(fight_.money, fight_.settled)}};
    Json table;
    table["boards"] = tables_;
    table["not_counted_csv"] = csv_tables_;
    const long counted = tables_ - csv_tables_;
    Json makes = Json::object(), fraction = Json::object();
    for (const std::string& game : games_) {
        const auto& seats = table_makes_.at(game);
        makes[game] = {{"1", seats[0]}, {"2", seats[1]}, {"3", seats[2]}};
        fraction[game] = stats::mean(seats[0], counted);
    }
    table["makes"] = makes;
    table["forehand_makes_fraction"] = fraction;
    j["table"] = table;
    return j;
}

std::string PreferenceStats::to_text() const {
    std::ostringstream out;
    if (!contracts_.empty()) {
        std::vector<TextTable::Column> columns = {
            {"contract", TextTable::Align::kLeft}, {"boards"}, {"makes"}, {"mean tricks"}};
        for (const char* party : {"1", "2", "3", "pot"})
            columns.push_back({party, TextTable::Align::kRight, "mean settlement"});
        TextTable table(std::move(columns));
        for (const std::string& name : contract_order_) {
            const ContractFigures& c = contracts_.at(name);
            std::vector<std::string> cells = {
                name, std::to_string(c.boards), stats::percent(c.makes, c.boards),
                stats::fixed(c.counted ? static_cast<double>(c.tricks) / c.counted : 0.0)};
            for (int p = 0; p < 4; ++p) cells.push_back(money_text(c.money, p, c.settled));
            table.add_row(std::move(cells));
        }
        out << table.text();
    }
    if (fight_.boards > 0)
        out << "  ausfechten      " << fight_.boards << " deals; pays 1: " << fight_.pays[0]
            << ", 2: " << fight_.pays[1] << ", 3: " << fight_.pays[2]
            << "; mean settlement 1 2 3 pot " << money_row_text(fight_.money, fight_.settled)
            << '\n';
    const long counted = tables_ - csv_tables_;
    if (counted > 0) {
        out << "  table           " << counted
            << " deals without a contract: how often each game makes for seat\n";
        TextTable table({{"game", TextTable::Align::kLeft}, {"1 (forehand)"}, {"2"}, {"3"}},
                        "    ");
        for (const std::string& game : games_) {
            const auto& seats = table_makes_.at(game);
            table.add_row({game, stats::percent(seats[0], counted),
                           stats::percent(seats[1], counted), stats::percent(seats[2], counted)});
        }
        out << table.text();
    }
    if (csv_tables_ > 0)
        out << "  table           " << csv_tables_
            << " deals without a contract in CSV: not counted (the rows do not say whether a "
               "game makes; use --json)\n";
    return out.str();
}

}  // namespace stich::preference
