// `stich deal --html`: the statistics of a run of the dealing language drawn from their values
// (the JSON of `stich deal --json`'s last line: generated, produced, seed, actions).  Each
// one-dimensional frequency is a bar chart of its deals at each value, Low and High shown only
// when some deal fell there; a two-dimensional one is its cross-table with the sums; the
// averages are one table.
#include "parts.h"

namespace stich::report::html {

namespace {

// The rows of a frequency to draw: from the first value some deal has to the last.
std::pair<size_t, size_t> used_rows(const std::vector<uint64_t>& counts) {
    size_t first = 0, last = counts.size();
    while (first < counts.size() && counts[first] == 0) ++first;
    while (last > first && counts[last - 1] == 0) --last;
    return {first, last};
}

std::string frequency_chart(const Json& a) {
    const auto names = a["values"][0].get<std::vector<std::string>>();
    const auto counts = a["counts"].get<std::vector<uint64_t>>();
    const auto [first, last] = used_rows(counts);
    Bars bars;
    for (size_t r = first; r < last; ++r) {
        bars.labels.push_back(names[r]);
        bars.values.push_back(static_cast<double>(counts[r]));
    }
    if (bars.values.empty()) return {};
    const std::string label = a.value("label", std::string());
    return svg_bars(bars, label, label, "deals");
}

std::string cross_table(const Json& a) {
    const auto rows = a["values"][0].get<std::vector<std::string>>();
    const auto columns = a["values"][1].get<std::vector<std::string>>();
    const auto counts = a["counts"].get<std::vector<uint64_t>>();
    const size_t width = columns.size();
    // The rows and columns some deal has, and the sums of each.
    std::vector<uint64_t> row_sum(rows.size()), column_sum(width);
    for (size_t r = 0; r < rows.size(); ++r)
        for (size_t c = 0; c < width; ++c) {
            row_sum[r] += counts[r * width + c];
            column_sum[c] += counts[r * width + c];
        }
    const auto [r0, r1] = used_rows(row_sum);
    const auto [c0, c1] = used_rows(column_sum);
    std::string out = "<div class=\"scroll\"><table class=\"freq2\"><caption>" +
                      html_escape(a.value("label", std::string())) + "</caption><tr><th></th>";
    for (size_t c = c0; c < c1; ++c)
        out += "<th class=\"num\">" + html_escape(page_minus(columns[c])) + "</th>";
    out += "<th class=\"num\">Sum</th></tr>";
    uint64_t total = 0;
    for (size_t r = r0; r < r1; ++r) {
        out += "<tr><th class=\"num\">" + html_escape(page_minus(rows[r])) + "</th>";
        for (size_t c = c0; c < c1; ++c)
            out += "<td class=\"num\">" + std::to_string(counts[r * width + c]) + "</td>";
        out += "<td class=\"num sum\">" + std::to_string(row_sum[r]) + "</td></tr>";
        total += row_sum[r];
    }
    out += "<tr><th class=\"num\">Sum</th>";
    for (size_t c = c0; c < c1; ++c)
        out += "<td class=\"num sum\">" + std::to_string(column_sum[c]) + "</td>";
    return out + "<td class=\"num sum\">" + std::to_string(total) + "</td></tr></table></div>";
}

}  // namespace

std::string deal_html(const Json& data) {
    std::string out = "<p class=\"summary\">" + number(data.value("produced", 0.0), 0) +
                      " deals produced of " + number(data.value("generated", 0.0), 0) +
                      " generated, seed " + number(data.value("seed", 0.0), 0) + ".</p>";
    std::string averages, charts, tables;
    for (const Json& a : data.value("actions", Json::array())) {
        const std::string kind = a.value("kind", std::string());
        if (kind == "average") {
            averages += "<tr><th>" + html_escape(a.value("label", std::string())) +
                        "</th><td class=\"num\">" + number(a.value("mean", 0.0), 3) +
                        "</td><td class=\"num\">" + number(a.value("count", 0.0), 0) + "</td></tr>";
        } else if (kind == "frequency" && a.contains("values") && a["values"].size() == 1) {
            charts += frequency_chart(a);
        } else if (kind == "frequency" && a.contains("values") && a["values"].size() == 2) {
            tables += cross_table(a);
        }
    }
    if (!averages.empty())
        out +=
            "<h3>Averages</h3><table class=\"averages\"><tr><th></th><th>Mean</th>"
            "<th>Deals</th></tr>" +
            averages + "</table>";
    if (!charts.empty()) out += "<h3>Frequencies</h3><div class=\"charts\">" + charts + "</div>";
    if (!tables.empty()) out += "<h3>Cross-tabulations</h3>" + tables;
    return out;
}

}  // namespace stich::report::html
