// The statistics of a whole batch: boards and failures, and each game's own statistics, fed
// with the batch's record lines in order (see game_stats.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "stich/game/registry.h"
#include "stich/stats/game_stats.h"

namespace stich::stats {

// A board that failed: where, and why (its record's fields).
struct BatchFailure {
    std::string file, board, game;
    int line = 0, column = 0;  // 0: not known
    std::string message;
};

class BatchStats {
public:
    // The failed boards kept for the HTML page (a batch of a million boards may fail often;
    // the records keep them all).
    static constexpr size_t kFailuresKept = 500;

    // The statistics of the boards of `games`, in the registry's order (each module's
    // make_stats()); a record of a game no module is named after is kept by the module whose
    // make_stats_for() takes it (a bridge board: the whist module's BridgeStats), else counted
    // under its game's name only; one without a game as unread.
    explicit BatchStats(const game::GameRegistry& games);
    ~BatchStats();
    // A record line (without its newline; the CSV rows of one record joined by newlines);
    // `csv_header` is the batch's CSV header, "" for a JSON record.  A line that is not a
    // record is ignored.
    void add(const std::string& csv_header, const std::string& line);

    long boards() const { return boards_; }
    long failed() const { return failed_; }
    nlohmann::ordered_json to_json() const;
    std::string to_text() const;
    // The first kFailuresKept failed boards, in record order.
    const std::vector<BatchFailure>& failures() const { return failures_; }

private:
    struct PerGame {
        std::string name;                                // the records' "game"
        std::shared_ptr<const game::GameModule> module;  // shared: the stats may outlive `games`;
                                                         // null for a game without statistics
        long boards = 0, failed = 0;
        std::unique_ptr<GameStats> stats;
    };
    PerGame* game_named(std::string_view name);
    void add_record(PerGame* game, bool failed, const nlohmann::json* record,
                    const std::vector<CsvRow>* rows);
    void keep_failure(BatchFailure f);
    long boards_ = 0, failed_ = 0, unread_ = 0;
    std::vector<BatchFailure> failures_;
    std::vector<PerGame> games_;  // in the registry's order, then other games as they come
};

}  // namespace stich::stats
