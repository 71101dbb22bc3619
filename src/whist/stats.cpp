#include "stich/whist/stats.h"

#include <cstdio>
#include <sstream>

#include "stich/support/text_table.h"

namespace stich::whist {

namespace {

using Json = nlohmann::ordered_json;
constexpr const char* kSides[2] = {"NS", "EW"};
constexpr const char* kSideNames[2] = {"N-S", "E-W"};
constexpr const char* kValueNames[3] = {"simple", "double", "triple"};

int number_at(const nlohmann::json& j, const char* key, const char* side) {
    const auto outer = j.find(key);
    if (outer == j.end() || !outer->is_object()) return 0;
    const auto inner = outer->find(side);
    return inner != outer->end() && inner->is_number_integer() ? inner->get<int>() : 0;
}

int side_index(std::string_view key) {
    return key == kSides[0] ? 0 : key == kSides[1] ? 1 : -1;
}

Json mean(long sum, long count) {
    return count > 0 ? Json(static_cast<double>(sum) / count) : Json(nullptr);
}

std::string decimals_text(double value, int decimals = 2) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string percent_text(long part, long whole) {
    return whole > 0 ? decimals_text(100.0 * part / whole, 1) + "%" : "-";
}

}  // namespace

WhistSample whist_sample(const nlohmann::json& record) {
    WhistSample s;
    for (int side = 0; side < 2; ++side) {
        s.tricks[side] = number_at(record, "tricks", kSides[side]);
        s.honours[side] = number_at(record, "honours", kSides[side]);
        const auto points = record.find("points");
        if (points != record.end() && points->is_object() && points->contains(kSides[side]))
            s.points[side] = number_at(*points, kSides[side], "tricks") +
                             number_at(*points, kSides[side], "honours");
    }
    s.standing = record.contains("score_before") && !record["score_before"].is_null();
    if (const auto game = record.find("game_won"); game != record.end() && game->is_object()) {
        s.game_winner = side_index(game->value("winner", ""));
        s.by_tricks = game->value("by", "") == "tricks";
        s.game_value = game->value("value", 0);
    }
    if (const auto call = record.find("call"); call != record.end() && call->is_object()) {
        s.call_allowed = call->value("allowed", false);
        s.call = s.call_allowed && call->value("verdict", nlohmann::json()) == "call";
    }
    return s;
}

WhistSample whist_sample(const stats::CsvRow& row) {
    WhistSample s;
    for (int side = 0; side < 2; ++side) {
        const std::string prefix = std::string(kSides[side]) + "_";
        s.tricks[side] = row.number(prefix + "tricks");
        s.honours[side] = row.number(prefix + "honours");
        s.points[side] = row.number(prefix + "points");
    }
    s.standing = !row["NS_before"].empty();
    s.game_winner = side_index(row["game_winner"]);
    s.by_tricks = row["game_by"] == "tricks";
    s.game_value = row.number("game_value");
    s.call_allowed = row["call_allowed"] == "yes";
    s.call = s.call_allowed && row["verdict"] == "call";
    return s;
}

void WhistStats::add(const WhistSample& s) {
    ++boards_;
    for (int side = 0; side < 2; ++side) {
        if (s.tricks[side] >= 0 && s.tricks[side] <= 13) ++tricks_[side][s.tricks[side]];
        trick_sum_[side] += s.tricks[side];
        honour_sum_[side] += s.honours[side];
        point_sum_[side] += s.points[side];
    }
    if (s.standing) {
        ++standing_;
        if (s.game_winner < 0) {
            ++no_game_;
        } else {
            ++games_[s.game_winner][s.by_tricks ? 0 : 1];
            if (s.game_value >= 1 && s.game_value <= 3) ++values_[s.game_winner][s.game_value - 1];
        }
    }
    calls_allowed_ += s.call_allowed;
    calls_sound_ += s.call;
}

Json WhistStats::to_json() const {
    Json j;
    j["boards"] = boards_;
    Json tricks, mean_tricks, mean_honours, mean_points, slams, games;
    for (int side = 0; side < 2; ++side) {
        tricks[kSides[side]] = tricks_[side];
        mean_tricks[kSides[side]] = mean(trick_sum_[side], boards_);
        mean_honours[kSides[side]] = mean(honour_sum_[side], boards_);
        mean_points[kSides[side]] = mean(point_sum_[side], boards_);
        slams[kSides[side]] = {{"small", tricks_[side][12]}, {"grand", tricks_[side][13]}};
    }
    j["tricks"] = tricks;
    j["mean_tricks"] = mean_tricks;
    j["mean_honours"] = mean_honours;
    j["mean_points"] = mean_points;
    j["slams"] = slams;
    j["with_standing"] = standing_;
    games["none"] = no_game_;
    for (int side = 0; side < 2; ++side) {
        Json g;
        const long won = games_[side][0] + games_[side][1];
        long value_sum = 0;
        g["won"] = won;
        g["by_tricks"] = games_[side][0];
        g["by_honours"] = games_[side][1];
        for (int v = 0; v < 3; ++v) {
            g[kValueNames[v]] = values_[side][v];
            value_sum += (v + 1) * values_[side][v];
        }
        g["mean_value"] = mean(value_sum, won);
        games[kSides[side]] = g;
    }
    j["games"] = games;
    j["call"] = {{"allowed", calls_allowed_},
                 {"sound", calls_sound_},
                 {"play_on", calls_allowed_ - calls_sound_},
                 {"sound_fraction", mean(calls_sound_, calls_allowed_)}};
    return j;
}

std::string WhistStats::to_text() const {
    std::ostringstream out;
    std::vector<TextTable::Column> columns = {{"tricks", TextTable::Align::kLeft}};
    for (int t = 0; t <= 13; ++t) columns.push_back({std::to_string(t)});
    columns.push_back({"mean"});
    TextTable table(std::move(columns));
    for (int side = 0; side < 2; ++side) {
        std::vector<std::string> cells = {kSideNames[side]};
        for (int t = 0; t <= 13; ++t) cells.push_back(std::to_string(tricks_[side][t]));
        cells.push_back(boards_ ? decimals_text(double(trick_sum_[side]) / boards_) : "-");
        table.add_row(std::move(cells));
    }
    out << table.text();
    out << "  points  mean per deal (tricks over six and honours): ";
    for (int side = 0; side < 2; ++side)
        out << (side ? ", " : "") << kSideNames[side] << ' '
            << (boards_ ? decimals_text(double(point_sum_[side]) / boards_) : "-");
    out << "\n  slams   ";
    for (int side = 0; side < 2; ++side)
        out << (side ? "; " : "") << kSideNames[side] << ' ' << tricks_[side][12] << " small, "
            << tricks_[side][13] << " grand";
    out << '\n';
    if (standing_ == 0) {
        out << "  games   no board gives the standing ([Standing]): no games, no calls\n";
        return out.str();
    }
    out << "  games   " << standing_ << " boards with a standing; " << no_game_
        << " ended no game\n";
    for (int side = 0; side < 2; ++side) {
        const long won = games_[side][0] + games_[side][1];
        out << "    " << kSideNames[side] << "  won " << won << " (" << games_[side][0]
            << " by tricks, " << games_[side][1] << " by honours): ";
        for (int v = 0; v < 3; ++v)
            out << (v ? ", " : "") << values_[side][v] << ' ' << kValueNames[v];
        out << '\n';
    }
    out << "  call    allowed on " << calls_allowed_ << " boards: sound (call) on " << calls_sound_
        << " (" << percent_text(calls_sound_, calls_allowed_) << "), playing on better on "
        << calls_allowed_ - calls_sound_ << '\n';
    return out.str();
}

}  // namespace stich::whist
