// Whist statistics over a batch: how many tricks each side makes, the points each side
// scores, and, for boards that give the standing ([Standing]), the games they end and
// their values and how often the call at 8 (at 6 under Preference) is sound.
#pragma once

#include <array>

#include "stich/stats/game_stats.h"

namespace stich::whist {

// What the statistics take from one whist record.
struct WhistSample {
    std::array<int, 2> tricks{}, honours{}, points{};  // N-S, E-W, over the whole deal
    bool standing = false;                             // the board gave [Standing]
    int game_winner = -1;                              // 0 N-S, 1 E-W, -1 no game ended
    bool by_tricks = true;
    int game_value = 0;  // 1 simple, 2 double, 3 triple
    bool call_allowed = false;
    bool call = false;  // the verdict: call rather than play on
};

WhistSample whist_sample(const nlohmann::json& record);
WhistSample whist_sample(const stats::CsvRow& row);

class WhistStats final : public stats::GameStats {
public:
    void add(const WhistSample& s);
    void add(const nlohmann::json& record) override { add(whist_sample(record)); }
    void add(const stats::CsvRow& row) override { add(whist_sample(row)); }
    nlohmann::ordered_json to_json() const override;
    std::string to_text() const override;

private:
    using PerSide = std::array<long, 2>;
    long boards_ = 0;
    std::array<std::array<long, 14>, 2> tricks_{};  // boards where a side made t tricks
    PerSide trick_sum_{}, honour_sum_{}, point_sum_{};
    long standing_ = 0;                            // boards with [Standing]
    long no_game_ = 0;                             // of those, boards that end no game
    std::array<PerSide, 2> games_{};               // [side][by tricks 0, by honours 1]
    std::array<std::array<long, 3>, 2> values_{};  // [side][simple, double, triple]
    long calls_allowed_ = 0, calls_sound_ = 0;
};

}  // namespace stich::whist
