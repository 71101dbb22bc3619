// Distribution statistics of a batch, one set per game.
//
// They are computed from the batch's records, the very lines it writes, never from anything
// else: a resumed batch (which reads back the records written before it stopped), merged
// shards and an MPI run write the same records as one uninterrupted run, and so get the same
// statistics.  A game's statistics read the fields of its `analyze` output, from a JSON record
// or from a CSV row by column name; both give the same figures.
//
// To add a game: a class derived from GameStats, which the game's module makes
// (GameModule::make_stats, game/module.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/io/board.h"

namespace stich::stats {

// A CSV row under its header: fields by column name.
class CsvRow {
public:
    CsvRow(const std::vector<std::string>& names, const std::vector<std::string>& values)
        : names_(names), values_(values) {}
    // The field, "" when the row has no such column.
    std::string_view operator[](std::string_view name) const;
    int number(std::string_view name) const;  // 0 when empty or not a number

private:
    const std::vector<std::string>& names_;
    const std::vector<std::string>& values_;
};

class GameStats {
public:
    virtual ~GameStats() = default;
    // One analysed board (records of failed boards are counted elsewhere).
    virtual void add(const nlohmann::json& record) = 0;
    virtual void add(const CsvRow& row) = 0;
    // A board of several CSV rows (Alliance: one per game); a game of one row takes the first.
    virtual void add_rows(const std::vector<CsvRow>& rows) { add(rows.front()); }
    virtual nlohmann::ordered_json to_json() const = 0;
    // Lines for people, each indented by two spaces and ending with a newline.
    virtual std::string to_text() const = 0;
};

}  // namespace stich::stats
