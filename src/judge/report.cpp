#include "stich/judge/report.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "stich/support/text_table.h"

namespace stich::judge {

namespace {

constexpr int kBarWidth = 40;

std::string fixed(double v, const char* format = "%+.3f") {
    char buf[48];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

// A value or a difference with its unit: "+0.350 tricks".
std::string valued(double v, const std::string& unit) {
    return fixed(v) + (unit.empty() ? "" : " " + unit);
}

std::string percent(double share) {
    return fixed(100 * share, "%.1f%%");
}

std::string deals_line(const JudgedBoard& d, const Judgement& j) {
    const std::string layouts = j.layouts ? to_string(*j.layouts) : "more than 2^128";
    std::string out;
    if (j.exact)
        out = "all " + std::to_string(j.deals) + " consistent deals (exact)";
    else
        out = std::to_string(j.deals) + " drawn at random (seed " + std::to_string(j.seed) +
              ") from " + layouts + " layouts of the cards " + d.seat + " has not seen";
    if (j.condition_kept)
        out += "; the condition keeps " + std::to_string(*j.condition_kept) + " of " + layouts;
    if (j.condition_drawn)
        out += "; " + std::to_string(*j.condition_drawn) + " drawn to find " +
               std::to_string(j.deals + j.rejected) + " that meet the condition";
    if (j.rejected > 0)
        out += "; " + std::to_string(j.rejected) + " rejected: the play so far rules them out";
    return out;
}

// The options' indices, the highest mean first (equal means in the decision's order).
std::vector<size_t> best_first(const Judgement& j) {
    std::vector<size_t> order(j.options.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return j.options[a].value.mean > j.options[b].value.mean;
    });
    return order;
}

// The options that share one histogram (the same counts), by index.
std::vector<std::vector<size_t>> histogram_groups(const Judgement& j) {
    std::vector<std::vector<size_t>> groups;
    for (size_t k = 0; k < j.options.size(); ++k) {
        if (j.options[k].tricks.empty()) continue;
        auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) {
            return j.options[g[0]].tricks == j.options[k].tricks;
        });
        if (same == groups.end())
            groups.push_back({k});
        else
            same->push_back(k);
    }
    return groups;
}

void write_bars(std::ostream& out, const std::map<int, uint64_t>& h) {
    uint64_t total = 0, most = 0;
    for (const auto& [tricks, n] : h) {
        total += n;
        most = std::max(most, n);
    }
    for (const auto& [tricks, n] : h) {
        const int width = static_cast<int>((kBarWidth * n + most - 1) / most);
        char line[32];
        std::snprintf(line, sizeof line, "    %6d ", tricks);
        out << line << std::string(static_cast<size_t>(width), '#')
            << std::string(static_cast<size_t>(kBarWidth - width), ' ') << ' '
            << percent(static_cast<double>(n) / static_cast<double>(total)) << '\n';
    }
}

// The deals a histogram counts.
template <typename Key>
uint64_t deals_in(const std::map<Key, uint64_t>& h) {
    uint64_t total = 0;
    for (const auto& [key, n] : h) total += n;
    return total;
}

// A table of shares: a row per option (best first, those with a histogram), a column per
// key of `columns` headed by its value under `group` ("tricks: 2", "money: -1.5"), each cell
// the option's share of its deals in whole percent ('.' where it has none).
template <typename Key>
std::string share_table(const Judgement& j, const std::map<Key, uint64_t> OptionStats::*histogram,
                        const std::vector<Key>& columns, const std::string& group) {
    std::vector<TextTable::Column> heads{{"option", TextTable::Align::kLeft}};
    for (const Key& column : columns)
        heads.push_back(
            {fixed(static_cast<double>(column), "%.6g"), TextTable::Align::kRight, group});
    TextTable table(std::move(heads), "    ");
    for (size_t k : best_first(j)) {
        const OptionStats& s = j.options[k];
        const auto& h = s.*histogram;
        if (h.empty()) continue;
        const double total = static_cast<double>(deals_in(h));
        std::vector<std::string> cells{s.option.name};
        for (const Key& column : columns) {
            const auto it = h.find(column);
            cells.push_back(it == h.end()
                                ? "."
                                : fixed(100.0 * static_cast<double>(it->second) / total, "%.0f"));
        }
        table.add_row(std::move(cells));
    }
    return table.text();
}

// Every option's share of deals per trick count, one row per option: the alternatives at a
// glance when there are too many for a bar chart each.
void write_trick_table(std::ostream& out, const Judgement& j) {
    int lo = 99, hi = -1;
    for (const OptionStats& s : j.options)
        for (const auto& [tricks, n] : s.tricks) {
            lo = std::min(lo, tricks);
            hi = std::max(hi, tricks);
        }
    if (hi < lo) return;
    std::vector<int> columns;
    for (int t = lo; t <= hi; ++t) columns.push_back(t);
    out << "    Every option (% of deals)\n"
        << share_table(j, &OptionStats::tricks, columns, "tricks");
}

// Bar charts for the call and its best alternative (options with the same counts share one);
// with more options, a table of every option's shares as well.
void write_histograms(std::ostream& out, const JudgedBoard& d, const Judgement& j) {
    const auto groups = histogram_groups(j);
    if (groups.empty()) return;
    out << "  Tricks of " << d.tricks_of << ", every card in view\n";
    size_t shown = 0;
    for (const auto& group : groups) {
        const bool wanted = std::any_of(group.begin(), group.end(), [&](size_t k) {
            return static_cast<int>(k) == j.call || static_cast<int>(k) == j.rival;
        });
        if (!wanted) continue;
        std::string names;
        for (size_t k : group) names += (names.empty() ? "" : ", ") + j.options[k].option.name;
        out << "    " << names << '\n';
        write_bars(out, j.options[group[0]].tricks);
        shown += group.size();
    }
    size_t with_tricks = 0;
    for (const OptionStats& s : j.options) with_tricks += !s.tricks.empty();
    if (shown < with_tricks) write_trick_table(out, j);
}

// The measure's distribution when it is not the tricks (Préférence's money, Alliance's marks):
// every option's share of deals per value, one row per option.  Values beyond the columns a
// terminal holds are listed per option instead.
void write_value_table(std::ostream& out, const JudgedBoard& d, const Judgement& j) {
    const std::string unit = unit_text(d);
    if (d.unit == Unit::kTricks) return;
    std::set<double> values;
    for (const OptionStats& s : j.options)
        for (const auto& [value, n] : s.values) values.insert(value);
    if (values.size() < 2) return;
    const std::vector<double> columns(values.begin(), values.end());
    std::string title = d.measure;
    title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    out << "  " << title << ", every card in view (% of deals)\n";
    const std::string group = unit.empty() ? "value" : unit;
    constexpr size_t kMostColumns = 10;
    if (columns.size() <= kMostColumns) {
        out << share_table(j, &OptionStats::values, columns, group);
        return;
    }
    // Too many values for a terminal's columns: each option's "value:share" pairs.
    TextTable table(
        {{"option", TextTable::Align::kLeft}, {group + ":share", TextTable::Align::kLeft}}, "    ");
    for (size_t k : best_first(j)) {
        const OptionStats& s = j.options[k];
        if (s.values.empty()) continue;
        const double total = static_cast<double>(deals_in(s.values));
        std::string pairs;
        for (const auto& [value, n] : s.values)
            pairs += (pairs.empty() ? "" : " ") + fixed(value, "%.6g") + ':' +
                     fixed(100.0 * static_cast<double>(n) / total, "%.0f");
        table.add_row({s.option.name, pairs});
    }
    out << table.text();
}

// A histogram in one CSV field: "value:deals" pairs separated by spaces.
template <typename Map>
std::string csv_histogram(const Map& h) {
    std::string out;
    for (const auto& [value, n] : h)
        out += (out.empty() ? "" : " ") + fixed(static_cast<double>(value), "%.10g") + ':' +
               std::to_string(n);
    return out;
}

void write_choices(std::ostream& out, const Judgement& j) {
    for (const OptionStats& s : j.options) {
        if (s.choices.empty()) continue;
        std::vector<std::pair<std::string, uint64_t>> by_count(s.choices.begin(), s.choices.end());
        std::stable_sort(by_count.begin(), by_count.end(),
                         [](const auto& a, const auto& b) { return a.second > b.second; });
        out << "  Chosen    " << s.option.name << ":";
        for (const auto& [choice, n] : by_count)
            out << "  " << choice << ' '
                << percent(static_cast<double>(n) / static_cast<double>(j.deals));
        out << '\n';
    }
}

std::string verdict_line(const JudgedBoard& d, const Judgement& j) {
    if (j.rival < 0) return "no alternative to weigh the call against";
    const std::string call = j.options[j.call].option.name;
    const std::string rival = j.options[j.rival].option.name;
    const std::string margin = valued(j.difference.mean, unit_text(d)) + " +- " +
                               fixed(j.difference.half_width(), "%.3f") +
                               (j.exact ? " (exact)" : " (95%)");
    switch (j.verdict) {
        case Verdict::kSound:
            return call + " is sound: it beats " + rival + " by " + margin;
        case Verdict::kUnsound:
            return call + " is unsound: " + rival + " beats it; the difference is " + margin;
        case Verdict::kTooClose:
            break;
    }
    return call + " against " + rival + " is too close to call: the difference is " + margin;
}

nlohmann::ordered_json verdict_json(const Judgement& j) {
    nlohmann::ordered_json v;
    v["call"] = j.options[j.call].option.name;
    v["against"] = j.rival >= 0 ? nlohmann::ordered_json(j.options[j.rival].option.name) : nullptr;
    v["difference"] = j.difference.mean;
    v["stderr"] = j.difference.error;
    v["low"] = j.difference.low();
    v["high"] = j.difference.high();
    v["verdict"] = verdict_name(j.verdict);
    return v;
}

void put_to_best(nlohmann::ordered_json& o, const OptionStats& s) {
    o["to_best"] = s.to_best.mean;
    o["to_best_low"] = s.to_best.low();
    o["to_best_high"] = s.to_best.high();
}

// Each option against the best, paired on the same deals: what choosing it costs.
void write_to_best(std::ostream& out, const JudgedBoard& d, const Judgement& j) {
    const std::string unit = unit_text(d);
    out << "  Against the best (" << j.options[j.best].option.name << "), per deal\n";
    std::vector<TextTable::Column> heads{{"option", TextTable::Align::kLeft},
                                         {unit.empty() ? "mean" : "mean " + unit}};
    if (!j.exact) {
        heads.push_back({"low", TextTable::Align::kRight, "95% interval"});
        heads.push_back({"high"});
    }
    TextTable table(std::move(heads), "    ");
    for (size_t k : best_first(j)) {
        const OptionStats& s = j.options[k];
        table.add_row({s.option.name, fixed(s.to_best.mean), fixed(s.to_best.low()),
                       fixed(s.to_best.high())});
    }
    out << table.text();
}

void write_telling(std::ostream& out, const JudgedBoard& d, const Judgement& j) {
    if (!d.writes_layouts || j.telling.empty()) return;
    out << "  Deals where the choice matters most (best option less the worst):\n";
    for (size_t k = 0; k < j.telling.size(); ++k) {
        out << "    spread " << fixed(j.telling[k].spread) << '\n';
        std::istringstream pbn(d.telling_pbn[k]);
        for (std::string line; std::getline(pbn, line);)
            if (!line.empty()) out << "      " << line << '\n';
    }
}

// Why the strategy search gave up, in a word for the JSON and in words for the reader.
const char* strategy_gave_up_word(StrategyGaveUp why) {
    switch (why) {
        case StrategyGaveUp::kMemory:
            return "memory";
        case StrategyGaveUp::kWork:
            return "work";
        case StrategyGaveUp::kStopped:
            return "stopped";
    }
    return "";
}

}  // namespace

std::string strategy_gave_up_text(StrategyGaveUp why, const Judgement& j) {
    switch (why) {
        case StrategyGaveUp::kMemory:
            return "its fronts outgrew " + std::to_string(j.strategy_bytes >> 20) +
                   " MiB (--tt-mb)";
        case StrategyGaveUp::kWork:
            return "it ran past its bound of work (too many information sets where the seat "
                   "must guess)";
        case StrategyGaveUp::kStopped:
            return "stopped at the time limit (--time-limit)";
    }
    return "";
}

std::string to_text(const JudgedBoard& d) {
    const Judgement& j = d.figures;
    std::ostringstream out;
    out << "Board " << d.board << "  " << d.game << ", seat " << d.seat << " judges " << d.title
        << '\n';
    out << "  Measure   " << d.measure << '\n';
    out << "  Deals     " << deals_line(d, j) << '\n';
    // The options best first, each number under its header, the unit in the mean's.
    const std::string unit = unit_text(d);
    TextTable options({{"option", TextTable::Align::kLeft},
                       {unit.empty() ? "mean" : "mean " + unit},
                       {"std.err"},
                       {"low", TextTable::Align::kRight, "95% interval"},
                       {"high"},
                       {"success"},
                       {"success means", TextTable::Align::kLeft},
                       {"call", TextTable::Align::kLeft}});
    for (size_t k : best_first(j)) {
        const OptionStats& s = j.options[k];
        options.add_row({s.option.name, fixed(s.value.mean), fixed(s.value.error, "%.3f"),
                         fixed(s.value.low()), fixed(s.value.high()),
                         s.success ? percent(*s.success) : "", s.success ? s.option.success : "",
                         static_cast<int>(k) == j.call ? "<- the call" : ""});
    }
    out << options.text();
    write_choices(out, j);
    if (d.best_is_call && j.options.size() > 1) write_to_best(out, d, j);
    write_histograms(out, d, j);
    write_value_table(out, d, j);
    write_telling(out, d, j);
    if (j.strategy)
        out << "  Strategy  " << valued(j.strategy->mean, unit) << ", playing "
            << format_card(j.strategy->card)
            << ": the best the seat can do choosing only on what it has seen, the others "
               "with every card in view (PIMC's best: "
            << valued(j.options[j.best].value.mean, unit) << ")\n";
    if (j.strategy_gave_up)
        out << "  Strategy  gave up: " << strategy_gave_up_text(*j.strategy_gave_up, j)
            << "; the figures above (PIMC) stand\n";
    out << "  Verdict   " << verdict_line(d, j) << '\n';
    out << "  Note      " << kPimcCaveat << '\n';
    if (d.without_condition)
        out << "  Without the condition: " << verdict_line(d, *d.without_condition) << "\n    over "
            << deals_line(d, *d.without_condition) << '\n';
    return out.str();
}

nlohmann::ordered_json to_json(const JudgedBoard& d) {
    const Judgement& j = d.figures;
    nlohmann::ordered_json out;
    out["board"] = d.board;
    out["game"] = d.game;
    out["seat"] = d.seat;
    out["call"] = j.options[j.call].option.name;
    out["title"] = d.title;
    out["measure"] = d.measure;
    // The measure's unit ("points"; "" when it has none) and whose tricks "tricks" counts:
    // the HTML page labels each chart with the quantity its data are.
    out["unit"] = unit_text(d);
    out["tricks_of"] = d.tricks_of;
    out["exact"] = j.exact;
    out["deals"] = j.deals;
    out["distinct"] = j.distinct;
    out["seed"] = j.seed;
    out["layouts"] = j.layouts ? to_string(*j.layouts) : "";
    out["rejected"] = j.rejected;
    if (j.condition_kept) out["condition_kept"] = *j.condition_kept;
    if (j.condition_drawn) out["condition_drawn"] = *j.condition_drawn;
    nlohmann::ordered_json options = nlohmann::ordered_json::array();
    for (const OptionStats& s : j.options) {
        nlohmann::ordered_json o;
        o["option"] = s.option.name;
        o["mean"] = s.value.mean;
        o["stderr"] = s.value.error;
        o["low"] = s.value.low();
        o["high"] = s.value.high();
        o["success"] = s.success ? nlohmann::ordered_json(*s.success) : nullptr;
        o["success_means"] = s.option.success;
        nlohmann::ordered_json tricks = nlohmann::ordered_json::object();
        for (const auto& [t, n] : s.tricks) tricks[std::to_string(t)] = n;
        o["tricks"] = tricks;
        // The measure's distribution, value -> deals (Alliance's marks, Préférence's money).
        nlohmann::ordered_json values = nlohmann::ordered_json::object();
        for (const auto& [value, n] : s.values) values[fixed(value, "%.10g")] = n;
        o["distribution"] = values;
        nlohmann::ordered_json choices = nlohmann::ordered_json::object();
        for (const auto& [c, n] : s.choices) choices[c] = n;
        o["choices"] = choices;
        put_to_best(o, s);
        options.push_back(o);
    }
    out["options"] = options;
    out["best"] = j.options[j.best].option.name;
    if (j.strategy)
        out["strategy"] = {{"mean", j.strategy->mean},
                           {"card", format_card(j.strategy->card)},
                           {"pimc", j.options[j.best].value.mean}};
    if (j.strategy_gave_up)
        out["strategy"] = {{"gave_up", strategy_gave_up_word(*j.strategy_gave_up)},
                           {"message", strategy_gave_up_text(*j.strategy_gave_up, j)},
                           {"pimc", j.options[j.best].value.mean}};
    if (d.best_is_call) {
        // The options best first: the HTML report shows it as the table of cards by value.
        nlohmann::ordered_json by_value = nlohmann::ordered_json::array();
        for (size_t k : best_first(j)) {
            const OptionStats& s = j.options[k];
            nlohmann::ordered_json o;
            o["option"] = s.option.name;
            o["mean"] = s.value.mean;
            o["success"] = s.success ? nlohmann::ordered_json(*s.success) : nullptr;
            put_to_best(o, s);
            by_value.push_back(o);
        }
        out["by_value"] = by_value;
    }
    if (d.writes_layouts) {
        nlohmann::ordered_json telling = nlohmann::ordered_json::array();
        for (size_t k = 0; k < j.telling.size(); ++k)
            telling.push_back({{"spread", j.telling[k].spread}, {"pbn", d.telling_pbn[k]}});
        out["telling"] = telling;
    }
    out["verdict"] = verdict_json(j);
    out["caveat"] = kPimcCaveat;
    // Under a condition, the verdict without it: the deals it is over and the verdict.
    if (d.without_condition)
        out["without_condition"] = {{"deals", d.without_condition->deals},
                                    {"exact", d.without_condition->exact},
                                    {"verdict", verdict_json(*d.without_condition)}};
    return out;
}

std::string csv_header() {
    return "board,game,seat,option,is_call,mean,stderr,low,high,success,deals,exact,verdict,"
           "to_best,to_best_low,to_best_high,tricks,distribution";
}

std::string to_csv(const JudgedBoard& d) {
    const Judgement& j = d.figures;
    std::ostringstream out;
    for (size_t k = 0; k < j.options.size(); ++k) {
        const OptionStats& s = j.options[k];
        const bool call = static_cast<int>(k) == j.call;
        if (k > 0) out << '\n';
        out << '"' << d.board << "\"," << d.game << ',' << d.seat << ",\"" << s.option.name << "\","
            << (call ? 1 : 0) << ',' << fixed(s.value.mean, "%.6f") << ','
            << fixed(s.value.error, "%.6f") << ',' << fixed(s.value.low(), "%.6f") << ','
            << fixed(s.value.high(), "%.6f") << ',' << (s.success ? fixed(*s.success, "%.6f") : "")
            << ',' << j.deals << ',' << (j.exact ? 1 : 0) << ','
            << (call ? verdict_name(j.verdict) : "") << ',' << fixed(s.to_best.mean, "%.6f") << ','
            << fixed(s.to_best.low(), "%.6f") << ',' << fixed(s.to_best.high(), "%.6f") << ','
            << csv_histogram(s.tricks) << ',' << csv_histogram(s.values);
    }
    return out.str();
}

}  // namespace stich::judge
