#include "stich/batch/stats.h"

#include <algorithm>
#include <sstream>

#include "stich/batch/record.h"
#include "stich/io/plural.h"

namespace stich::stats {

namespace {

int failure_number(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number_integer() ? it->get<int>() : 0;
}

std::string failure_text(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A failed record's fields (batch/record.cpp, failed_record).
BatchFailure json_failure(const nlohmann::json& j) {
    return BatchFailure{failure_text(j, "file"),     failure_text(j, "board"),
                        failure_text(j, "game"),     failure_number(j, "line"),
                        failure_number(j, "column"), failure_text(j, "error")};
}

BatchFailure csv_failure(const std::string& line, const CsvRow& row) {
    BatchFailure f;
    const auto fields = batch::csv_split(std::string_view(line).substr(0, line.find('\n')));
    if (fields.size() > 1) f.file = fields[1];
    f.board = std::string(row["board"]);
    f.game = std::string(row["game"]);
    f.line = row.number("line");
    f.column = row.number("column");
    f.message = std::string(row["error"]);
    return f;
}

}  // namespace

void BatchStats::keep_failure(BatchFailure f) {
    if (failures_.size() < kFailuresKept) failures_.push_back(std::move(f));
}

BatchStats::BatchStats(const game::GameRegistry& games) {
    for (const auto& module : games.modules())
        games_.push_back(PerGame{std::string(module->name()), module, 0, 0, {}});
}
BatchStats::~BatchStats() = default;

BatchStats::PerGame* BatchStats::game_named(std::string_view name) {
    if (name.empty()) return nullptr;
    for (PerGame& g : games_)
        if (g.name == name) return &g;
    // A game no module is named after: the module that keeps its statistics (whist's for
    // bridge records), if one does.
    std::shared_ptr<const game::GameModule> keeper;
    for (const PerGame& g : games_)
        if (g.module && g.module->make_stats_for(name)) keeper = g.module;
    games_.push_back(PerGame{std::string(name), keeper, 0, 0, {}});
    return &games_.back();
}

void BatchStats::add(const std::string& csv_header, const std::string& line) {
    if (csv_header.empty()) {
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded() || !j.is_object()) return;
        const auto game = j.find("game");
        if (j.contains("error")) keep_failure(json_failure(j));
        add_record(
            game != j.end() && game->is_string() ? game_named(game->get<std::string>()) : nullptr,
            j.contains("error"), &j, nullptr);
        return;
    }
    // A record of several rows (one per game) is one board.
    const auto analysis = batch::csv_rows(line);
    if (analysis.empty()) return;
    std::vector<CsvRow> rows;
    for (const auto& a : analysis) rows.emplace_back(a.names, a.values);
    if (!rows.front()["error"].empty()) keep_failure(csv_failure(line, rows.front()));
    add_record(game_named(rows.front()["game"]), !rows.front()["error"].empty(), nullptr, &rows);
}

void BatchStats::add_record(PerGame* game, bool failed, const nlohmann::json* record,
                            const std::vector<CsvRow>* rows) {
    ++boards_;
    failed_ += failed;
    if (!game) {
        unread_ += 1;
        return;
    }
    PerGame& g = *game;
    ++g.boards;
    if (failed) {
        ++g.failed;
        return;
    }
    if (!g.stats && g.module) g.stats = g.module->make_stats_for(g.name);
    if (!g.stats) return;
    if (record)
        g.stats->add(*record);
    else
        g.stats->add_rows(*rows);
}

nlohmann::ordered_json BatchStats::to_json() const {
    nlohmann::ordered_json j;
    j["boards"] = boards_;
    j["failed"] = failed_;
    j["unread"] = unread_;
    nlohmann::ordered_json games = nlohmann::ordered_json::object();
    for (const PerGame& g : games_) {
        if (g.boards == 0) continue;
        nlohmann::ordered_json one;
        one["boards"] = g.boards;
        one["failed"] = g.failed;
        if (g.stats) {
            const nlohmann::ordered_json figures = g.stats->to_json();
            for (const auto& [key, value] : figures.items())
                if (key != "boards") one[key] = value;
        }
        games[g.name] = one;
    }
    j["games"] = games;
    return j;
}

std::string BatchStats::to_text() const {
    std::ostringstream out;
    for (const PerGame& g : games_) {
        if (g.boards == 0) continue;
        out << g.name << ": " << plural(g.boards, "board") << ", " << g.boards - g.failed
            << " analysed, " << g.failed << " failed\n";
        if (g.stats)
            out << g.stats->to_text();
        else if (g.boards > g.failed)
            out << "  (no statistics for " << g.name << " yet)\n";
    }
    if (unread_ > 0) out << "boards that could not be read: " << unread_ << '\n';
    return out.str();
}

}  // namespace stich::stats
