// Préférence statistics over a batch: for boards with a contract, how often each contract
// makes, declarer's tricks (mean and histogram) and the mean settlement of each seat and the pot;
// for Ausfechten (a board of it, or the all-pass deal `analyze` adds to a board without a contract)
// who pays and the mean settlement; for boards without a contract (the table of every game for
// every seat), how often each game makes for each seat, forehand (seat 1) first.
//
// Amounts are counted in millionths, so that sums are exact, and the same whether they were
// read from JSON or from CSV (which print them with different precision).  A CSV row of a
// table holds declarer's tricks but not whether the game makes: the table figures come from
// JSON records only, and a CSV batch says how many tables it could not count.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "stich/stats/game_stats.h"

namespace stich::preference {

class PreferenceStats final : public stats::GameStats {
public:
    void add(const nlohmann::json& record) override;
    void add(const stats::CsvRow& row) override;
    nlohmann::ordered_json to_json() const override;
    std::string to_text() const override;

    // Seats 1, 2, 3 and the pot.
    using Money = std::array<long long, 4>;

private:
    struct ContractFigures {
        long boards = 0, makes = 0, counted = 0, tricks = 0, settled = 0;  // counted: tricks known
        std::array<long, 11> histogram{};  // boards by declarer's tricks, 0..10
        Money money{};
    };
    struct FightFigures {
        long boards = 0, settled = 0;
        std::array<long, 3> pays{};
        Money money{};
    };
    void add_contract(const std::string& contract, bool makes, std::optional<int> tricks,
                      const std::optional<Money>& money);
    void add_fight(const std::string& pays, const std::optional<Money>& money);

    long boards_ = 0;
    std::map<std::string, ContractFigures> contracts_;
    std::vector<std::string> contract_order_;  // as first seen
    FightFigures fight_;
    long tables_ = 0, csv_tables_ = 0;
    std::vector<std::string> games_;                          // the table's games, in its order
    std::map<std::string, std::array<long, 3>> table_makes_;  // game -> per seat
};

}  // namespace stich::preference
