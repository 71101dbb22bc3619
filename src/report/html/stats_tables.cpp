// A batch's statistics as tables built from their values (the --stats JSON), every header
// over its own column: an object of rows (contracts, seats, kinds) is one table whose columns
// are the rows' keys, a value that is itself a set of figures (a settlement per seat) a group
// of columns under one heading; the figures of an object a table of one row; histograms are
// left to the charts (batch_page.cpp).
#include <algorithm>

#include "parts.h"

namespace stich::report::html {

namespace {

// Whether `j` is a non-empty object whose every value passes `test`.
template <typename Test>
bool each_value(const Json& j, Test test) {
    if (!j.is_object() || j.empty()) return false;
    for (const auto& [k, v] : j.items())
        if (!test(v)) return false;
    return true;
}

// An object of scalars (a settlement by seat): a group of columns.
bool scalar_group(const Json& j) {
    return each_value(j, is_scalar);
}

// A row of a table: scalars, groups of scalars and histograms (charted, not tabled) only,
// and not histograms alone (they are all charts).
bool flat_row(const Json& j) {
    if (!j.is_object() || j.empty()) return false;
    bool figures = false;
    for (const auto& [k, v] : j.items()) {
        if (!is_scalar(v) && !scalar_group(v) && !is_histogram(v)) return false;
        figures = figures || !is_histogram(v);
    }
    return figures;
}

// An object of rows: every value a flat row (the contracts, the kinds, a grid of seats).
bool of_rows(const Json& j) {
    return each_value(j, flat_row);
}

bool is_fraction(const std::string& key) {
    return key.size() > 9 && key.compare(key.size() - 9, 9, "_fraction") == 0;
}

std::string cell_html(const std::string& key, const Json& v) {
    if (v.is_number() && is_fraction(key)) return percent(v.get<double>());
    return value_html(v);
}

// Rows keyed by name (or by a JSON key, `named_by_keys`), each a flat row: one table, its columns
// the union of the rows' keys in the order first met; a group's keys under its heading.
std::string rows_table(const std::string& corner, const Json& rows, bool named_by_keys = false) {
    Json columns = Json::object();  // key -> null for a scalar, or the group's keys
    for (const auto& [name, row] : rows.items())
        for (const auto& [k, v] : row.items()) {
            if (is_histogram(v)) continue;
            if (!columns.contains(k)) columns[k] = scalar_group(v) ? Json::array() : Json();
            if (scalar_group(v))
                for (const auto& [g, x] : v.items())
                    if (std::find(columns[k].begin(), columns[k].end(), g) == columns[k].end())
                        columns[k].push_back(g);
        }
    if (columns.empty()) return {};
    bool grouped = false;
    for (const auto& [k, c] : columns.items()) grouped = grouped || c.is_array();
    const std::string span = grouped ? " rowspan=\"2\"" : "";
    // One row without a name (an object's own figures): no column of names.
    const bool named = !(rows.size() == 1 && rows.begin().key().empty());
    std::string head = named ? "<tr><th" + span + ">" + key_label(corner) + "</th>" : "<tr>", sub;
    for (const auto& [k, c] : columns.items()) {
        if (c.is_array()) {
            head += "<th colspan=\"" + std::to_string(c.size()) + "\">" + key_label(k) + "</th>";
            for (const Json& g : c)
                sub += "<th class=\"num\">" + key_label(g.get<std::string>()) + "</th>";
        } else {
            head += "<th class=\"num\"" + span + ">" + key_label(k) + "</th>";
        }
    }
    std::string out = "<div class=\"scroll\"><table class=\"stats\">" + head + "</tr>" +
                      (grouped ? "<tr>" + sub + "</tr>" : "");
    for (const auto& [name, row] : rows.items()) {
        out += named
                   ? "<tr><th>" + (named_by_keys ? key_label(name) : cards_in_text(name)) + "</th>"
                   : "<tr>";
        for (const auto& [k, c] : columns.items()) {
            const auto it = row.find(k);
            if (c.is_array()) {
                for (const Json& g : c) {
                    const std::string gk = g.get<std::string>();
                    const bool has = it != row.end() && it->is_object() && it->contains(gk);
                    out += "<td class=\"num\">" + (has ? cell_html(k, (*it)[gk]) : "&ndash;") +
                           "</td>";
                }
            } else {
                out += "<td class=\"num\">" +
                       (it != row.end() && is_scalar(*it) ? cell_html(k, *it) : "&ndash;") +
                       "</td>";
            }
        }
        out += "</tr>";
    }
    return out + "</table></div>";
}

// An object's own figures (its scalars and groups) as one row, then its rows and its
// sub-objects, each under its heading.
void stats_object(const Json& j, const std::string& heading, std::string& out) {
    Json own = Json::object(), rows = Json::object();
    std::vector<std::pair<std::string, const Json*>> nested;
    for (const auto& [k, v] : j.items()) {
        if (is_scalar(v) || scalar_group(v))
            own[k] = v;
        else if (of_rows(v))  // contracts, kinds, a grid of seats: a table of its own
            nested.emplace_back(k, &v);
        else if (flat_row(v))
            rows[k] = v;
        else if (v.is_object())
            nested.emplace_back(k, &v);
    }
    if (!heading.empty() && (!own.empty() || !rows.empty())) out += "<h4>" + heading + "</h4>";
    if (!own.empty()) out += rows_table("", Json{{"", own}});
    if (!rows.empty()) out += rows_table("", rows, true);
    for (const auto& [k, v] : nested) {
        // An object of rows (contracts, kinds, seats) is one table; any other a section.
        const bool all_rows = of_rows(*v);
        const std::string title =
            heading.empty() ? key_label(k) : heading + " &middot; " + key_label(k);
        if (all_rows) {
            out += "<h4>" + title + "</h4>" + rows_table(k, *v);
            continue;
        }
        stats_object(*v, title, out);
    }
}

}  // namespace

std::string stats_tables_html(const Json& data) {
    const auto games = data.find("games");
    if (games == data.end() || !games->is_object()) return {};
    std::string out;
    for (const auto& [name, g] : games->items()) {
        const long boards = g.value("boards", 0L), failed = g.value("failed", 0L);
        out += "<h3>" + html_escape(name) + "</h3><p class=\"summary\">" + html_escape(name) +
               ": " + std::to_string(boards) + (boards == 1 ? " board, " : " boards, ") +
               std::to_string(boards - failed) + " analysed, " + std::to_string(failed) +
               " failed</p>";
        Json figures = g;
        figures.erase("boards");
        figures.erase("failed");
        if (figures.empty() && boards > failed)
            out += "<p class=\"note\">No statistics for " + html_escape(name) + " yet.</p>";
        stats_object(figures, "", out);
    }
    if (const long unread = data.value("unread", 0L); unread > 0)
        out += "<p>Boards that could not be read: " + std::to_string(unread) + "</p>";
    return out;
}

}  // namespace stich::report::html
