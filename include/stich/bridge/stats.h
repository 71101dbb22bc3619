// `stich batch`'s statistics of bridge records (issue 44): how the contracts played compare with
// double dummy.  Read from the fields of a bridge board's `analyze` record (JSON or CSV):
// contract, declarer, dd_tricks (declarer's tricks double dummy), result (the tricks taken,
// where the record gives them), score and dd_score (N-S).
#pragma once

#include <array>

#include "stich/stats/game_stats.h"

namespace stich::bridge {

class BridgeStats final : public stats::GameStats {
public:
    void add(const nlohmann::json& record) override;
    void add(const stats::CsvRow& row) override;
    nlohmann::ordered_json to_json() const override;
    std::string to_text() const override;

private:
    // One board's figures; `result` < 0 where the record gives no result, `needed` 0 for a
    // board passed out or without a contract.
    void add(int needed, int dd_tricks, int result, bool has_scores, int score, int dd_score);

    long boards_ = 0;
    long contracts_ = 0;    // boards with a contract bid (not passed out)
    long dd_makes_ = 0;     // contracts that make double dummy
    long with_result_ = 0;  // contracts whose tricks the record gives
    long makes_ = 0;        // of those, contracts made at the table
    // Declarer's tricks at the table less double dummy, -13..+13 (index + 13).
    std::array<long, 27> over_dd_{};
    long over_dd_sum_ = 0;
    long scored_ = 0;  // boards with both N-S scores
    long score_sum_ = 0, dd_score_sum_ = 0;
};

}  // namespace stich::bridge
