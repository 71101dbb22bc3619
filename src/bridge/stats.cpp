#include "stich/bridge/stats.h"

#include <cstdio>
#include <sstream>

#include "stich/bridge/contract.h"

namespace stich::bridge {

namespace {

using Json = nlohmann::ordered_json;

// The tricks a contract needs, 0 for none or a passed-out deal.
int tricks_needed(std::string_view text) {
    const auto contract = parse_contract(text);
    return contract && !contract->passed_out() ? contract->tricks_needed() : 0;
}

int json_int(const nlohmann::json& j, const char* key, int fallback) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

Json ratio(long part, long whole) {
    return whole > 0 ? Json(static_cast<double>(part) / static_cast<double>(whole)) : Json(nullptr);
}

std::string decimals(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

}  // namespace

void BridgeStats::add(const nlohmann::json& record) {
    const auto contract = record.find("contract");
    const int needed = contract != record.end() && contract->is_string()
                           ? tricks_needed(contract->get<std::string>())
                           : 0;
    const bool scores = record.contains("score") && record.contains("dd_score");
    add(needed, json_int(record, "dd_tricks", 0), json_int(record, "result", -1), scores,
        json_int(record, "score", 0), json_int(record, "dd_score", 0));
}

void BridgeStats::add(const stats::CsvRow& row) {
    const bool scores = !row["score"].empty() && !row["dd_score"].empty();
    add(tricks_needed(row["contract"]), row.number("dd_tricks"),
        row["result"].empty() ? -1 : row.number("result"), scores, row.number("score"),
        row.number("dd_score"));
}

void BridgeStats::add(int needed, int dd_tricks, int result, bool has_scores, int score,
                      int dd_score) {
    ++boards_;
    if (has_scores) {
        ++scored_;
        score_sum_ += score;
        dd_score_sum_ += dd_score;
    }
    if (needed == 0) return;
    ++contracts_;
    dd_makes_ += dd_tricks >= needed;
    if (result < 0 || result > 13) return;
    ++with_result_;
    makes_ += result >= needed;
    ++over_dd_[static_cast<size_t>(result - dd_tricks + 13)];
    over_dd_sum_ += result - dd_tricks;
}

Json BridgeStats::to_json() const {
    Json j;
    j["boards"] = boards_;
    j["contracts"] = contracts_;
    j["makes_double_dummy"] = dd_makes_;
    j["with_result"] = with_result_;
    j["makes"] = makes_;
    j["makes_fraction"] = ratio(makes_, with_result_);
    j["makes_double_dummy_fraction"] = ratio(dd_makes_, contracts_);
    // Tricks taken less double dummy, by the difference ("-1": once one trick short), the
    // differences no contract had left out: the page charts it from the least to the most.
    Json over = Json::object();
    for (int d = -13; d <= 13; ++d)
        if (const long n = over_dd_[static_cast<size_t>(d + 13)]; n > 0)
            over[std::to_string(d)] = n;
    j["tricks_over_double_dummy"] = over;
    j["mean_tricks_over_double_dummy"] = ratio(over_dd_sum_, with_result_);
    j["mean_score_NS"] = ratio(score_sum_, scored_);
    j["mean_double_dummy_score_NS"] = ratio(dd_score_sum_, scored_);
    return j;
}

std::string BridgeStats::to_text() const {
    std::ostringstream out;
    out << "  contracts  " << contracts_ << " bid, " << dd_makes_ << " make double dummy; "
        << with_result_ << " with a result, " << makes_ << " made\n";
    if (with_result_ > 0) {
        out << "  tricks     taken less double dummy:";
        for (int d = -13; d <= 13; ++d)
            if (const long n = over_dd_[static_cast<size_t>(d + 13)]; n > 0)
                out << ' ' << (d > 0 ? "+" : "") << d << ':' << n;
        out << "  (mean " << decimals(static_cast<double>(over_dd_sum_) / with_result_) << ")\n";
    }
    if (scored_ > 0)
        out << "  score      N-S mean " << decimals(static_cast<double>(score_sum_) / scored_)
            << " at the table, " << decimals(static_cast<double>(dd_score_sum_) / scored_)
            << " double dummy (" << scored_ << " boards)\n";
    return out.str();
}

}  // namespace stich::bridge
