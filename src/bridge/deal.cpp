#include "stich/bridge/deal.h"

#include <sstream>

#include "stich/bridge/score.h"
#include "stich/game/notation.h"
#include "stich/io/plural.h"
#include "stich/io/schema/whist.h"
#include "stich/support/text_table.h"

namespace stich::bridge {

DdTable declarer_table(const whist::TrickTable& by_leader) {
    DdTable t;
    for (int strain = 0; strain < kStrains; ++strain)
        for (int declarer = 0; declarer < 4; ++declarer)
            t.tricks[strain][declarer] = 13 - by_leader.tricks[(declarer + 1) % 4][strain];
    return t;
}

ContractResult contract_result(const Record& record, const DdTable& table) {
    ContractResult r;
    r.record = record;
    const Contract& c = record.contract;
    if (c.passed_out()) return r;
    r.dd_tricks = table.tricks[c.strain][record.declarer];
    r.dd_score = ns_score(c, record.declarer, r.dd_tricks, record.vulnerability);
    if (record.result)
        r.result_score = ns_score(c, record.declarer, *record.result, record.vulnerability);
    return r;
}

std::string contract_line(const ContractResult& r) {
    const Record& record = r.record;
    if (record.contract.passed_out()) return "passed out";
    // As the diagram's result line (docs/output.md, "Notation"): the score North-South's,
    // signed, where the record gives the vulnerability.
    const auto scored = [&record](int tricks, int score) {
        return plural(tricks, "trick") +
               (record.vulnerability_known ? ": " + game::ns_score_text(score) : std::string());
    };
    std::string line = "Contract " + contract_by_text(record.contract, record.declarer) +
                       ", double dummy " + scored(r.dd_tricks, r.dd_score);
    if (record.result && r.result_score)
        line += "; played " + scored(*record.result, *r.result_score);
    return line;
}

nlohmann::ordered_json contract_json(const ContractResult& r) {
    nlohmann::ordered_json j;
    j["contract"] = format_contract(r.record.contract);
    if (r.record.contract.passed_out()) return j;
    j["declarer"] = seat_letter(r.record.declarer);
    j["dd_tricks"] = r.dd_tricks;
    if (r.record.result) j["result"] = *r.record.result;
    return j;
}

std::optional<Par> board_par(const Board& board, const DdTable& table) {
    const auto vulnerability = vulnerability_of(board);
    if (!vulnerability || board.game != whist::kGame) return std::nullopt;
    return dealer_par(table, board.dealer, *vulnerability);
}

std::string declarer_table_text(const DdTable& table) {
    std::ostringstream out;
    out << "  Tricks for declarer (the player on his left leads)\n";
    out << seat_strain_table("decl", {0, 1, 2, 3},
                             [&table](int seat, int strain) { return table.tricks[strain][seat]; });
    return out.str();
}

std::string seat_strain_table(std::string_view corner, const std::vector<int>& seats,
                              const std::function<int(int seat, int strain)>& tricks) {
    std::vector<TextTable::Column> columns = {{std::string(corner), TextTable::Align::kLeft}};
    for (int s = 0; s < kStrains; ++s) columns.push_back({std::string(kStrainNames[s])});
    TextTable out(std::move(columns));
    for (int seat : seats) {
        std::vector<std::string> cells = {seat_letter(seat)};
        for (int s = 0; s < kStrains; ++s) cells.push_back(std::to_string(tricks(seat, s)));
        out.add_row(std::move(cells));
    }
    return out.text();
}

nlohmann::ordered_json declarer_table_json(const DdTable& table) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (int d = 0; d < 4; ++d) {
        nlohmann::ordered_json row = nlohmann::ordered_json::object();
        for (int s = 0; s < kStrains; ++s) row[std::string(kStrainNames[s])] = table.tricks[s][d];
        j[seat_letter(d)] = row;
    }
    return j;
}

}  // namespace stich::bridge
