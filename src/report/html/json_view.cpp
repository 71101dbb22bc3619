// A JSON value for people: keys in words, numbers rounded, yes/no, cards with suits; an
// object of objects with the same keys is one table (a grid), not nested tables.
#include "parts.h"

namespace stich::report::html {

bool is_scalar(const Json& j) {
    return !j.is_object() && !j.is_array();
}

bool is_histogram(const Json& j) {
    if (!j.is_array() || j.empty()) return false;
    for (const Json& x : j)
        if (!x.is_number()) return false;
    return true;
}

namespace {

bool is_grid(const Json& j) {
    if (!j.is_object() || j.empty()) return false;
    for (const auto& [k, v] : j.items()) {
        if (!v.is_object() || v.size() != j.begin()->size()) return false;
        for (const auto& [ik, iv] : v.items())
            if (!is_scalar(iv)) return false;
    }
    return true;
}

}  // namespace

std::string json_html(const Json& j) {
    if (is_scalar(j) || j.is_array()) return value_html(j);
    std::string out = "<table>";
    if (is_grid(j)) {
        out += "<tr><th></th>";
        for (const auto& [k, v] : j.begin()->items()) out += "<th>" + key_label(k) + "</th>";
        out += "</tr>";
        for (const auto& [row, v] : j.items()) {
            out += "<tr><th>" + cards_in_text(row) + "</th>";
            for (const auto& [k, x] : v.items())
                out += "<td class=\"num\">" + value_html(x) + "</td>";
            out += "</tr>";
        }
        return out + "</table>";
    }
    for (const auto& [k, v] : j.items())
        if (!v.is_null())
            out += "<tr><th>" + key_label(k) + "</th><td>" + json_html(v) + "</td></tr>";
    return out + "</table>";
}

}  // namespace stich::report::html
