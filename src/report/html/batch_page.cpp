// A batch's statistics: the tables of --stats built from its values (stats_tables.cpp), each
// histogram of the statistics' JSON as a chart, and the failed boards with where and why.
#include <algorithm>
#include <utility>

#include "parts.h"

namespace stich::report::html {

namespace {

// The least and greatest keys of an object of counts keyed by whole numbers, or nothing.
std::optional<std::pair<long, long>> numbered_counts(const Json& j) {
    if (!j.is_object() || j.empty()) return std::nullopt;
    std::optional<std::pair<long, long>> range;
    for (const auto& [k, v] : j.items()) {
        if (!v.is_number() || k.empty() ||
            k.find_first_not_of("-0123456789") != std::string::npos ||
            k.find('-', 1) != std::string::npos)
            return std::nullopt;
        const long n = std::stol(k);
        range = range ? std::make_pair(std::min(range->first, n), std::max(range->second, n))
                      : std::make_pair(n, n);
    }
    return range;
}

// "games whist tricks NS" -> a chart titled "whist: tricks NS"; "games alliance players 4
// kinds Solo declarer_tricks" -> "alliance: 4 players Solo declarer tricks".
void batch_charts(const Json& j, const std::string& path, const std::string& last,
                  std::string& out) {
    if (is_histogram(j) && j.size() >= 2) {
        Bars b = counts_by_number(j, 0, static_cast<long>(j.size()) - 1);
        out += svg_bars(b, path,
                        last == "declarer_tricks" || last.size() <= 2 ? "tricks" : key_label(last),
                        "boards");
        return;
    }
    if (!j.is_object()) return;
    // A histogram by value ({"-2": 1, "0": 4}: bridge's tricks over double dummy), charted
    // from its least value to its greatest.
    if (const auto range = numbered_counts(j); range && range->second > range->first) {
        out += svg_bars(counts_by_number(j, range->first, range->second), path, "difference",
                        "boards");
        return;
    }
    for (const auto& [k, v] : j.items()) {
        if (k == "failed_boards") continue;  // a list, drawn by failed_boards_html
        if (k == "games" || k == "kinds" || k == "contracts" || k == "players") {
            batch_charts(v, path, k, out);
            continue;
        }
        std::string name = last == "players" ? k + " players" : k;
        for (char& c : name)
            if (c == '_') c = ' ';
        batch_charts(v, path.empty() ? name + ":" : path + " " + name, k, out);
    }
}

// Each failed board: file, board, line:column and the message (the reader's refusals too).
std::string failed_boards_html(const Json& data) {
    const auto it = data.find("failed_boards");
    if (it == data.end() || !it->is_array() || it->empty()) return {};
    const long failed = data.value("failed", 0L);
    std::string out = "<h3>Failed boards</h3>";
    if (failed > static_cast<long>(it->size()))
        out += "<p class=\"note\">The first " + std::to_string(it->size()) + " of " +
               std::to_string(failed) + "; the records hold every one.</p>";
    out +=
        "<div class=\"scroll\"><table class=\"failed\"><tr><th>File</th><th>Board</th>"
        "<th>Game</th><th>Line:column</th><th>Message</th></tr>";
    for (const Json& f : *it) {
        const int line = f.value("line", 0), column = f.value("column", 0);
        std::string where = line > 0 ? std::to_string(line) : "&ndash;";
        if (line > 0 && column > 0) where += ":" + std::to_string(column);
        const std::string board = f.value("board", std::string());
        const std::string game = f.value("game", std::string());
        out += "<tr><td>" + html_escape(f.value("file", std::string())) + "</td><td>" +
               (board.empty() ? "&ndash;" : html_escape(board)) + "</td><td>" +
               (game.empty() ? "not read" : html_escape(game)) + "</td><td class=\"num\">" + where +
               "</td><td class=\"error\">" + cards_in_text(f.value("message", std::string())) +
               "</td></tr>";
    }
    return out + "</table></div>";
}

}  // namespace

std::string batch_html(const Json& data) {
    std::string charts;
    batch_charts(data, "", "", charts);
    std::string out = stats_tables_html(data) + failed_boards_html(data);
    if (!charts.empty()) out += "<h3>Histograms</h3><div class=\"charts\">" + charts + "</div>";
    return out;
}

}  // namespace stich::report::html
