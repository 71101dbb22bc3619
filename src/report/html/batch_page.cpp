// A batch's statistics: the text of --stats (every table, as tables) and each histogram of
// the statistics' JSON as a chart.
#include "parts.h"

namespace stich::report::html {

namespace {

bool is_histogram(const Json& j) {
    if (!j.is_array() || j.size() < 2) return false;
    for (const Json& x : j)
        if (!x.is_number()) return false;
    return true;
}

// "games whist tricks NS" -> a chart titled "whist: tricks NS".
void batch_charts(const Json& j, const std::string& path, const std::string& last,
                  std::string& out) {
    if (is_histogram(j)) {
        Bars b = counts_by_number(j, 0, static_cast<long>(j.size()) - 1);
        out += svg_bars(b, path,
                        last == "declarer_tricks" || last.size() <= 2 ? "tricks" : key_label(last),
                        "boards");
        return;
    }
    if (!j.is_object()) return;
    for (const auto& [k, v] : j.items()) {
        if (k == "games") {
            batch_charts(v, path, k, out);
            continue;
        }
        std::string name = k;
        for (char& c : name)
            if (c == '_') c = ' ';
        batch_charts(v, path.empty() ? name + ":" : path + " " + name, k, out);
    }
}

}  // namespace

std::string batch_html(const Json& data) {
    std::string out;
    batch_charts(data, "", "", out);
    return out.empty() ? out : "<h3>Histograms</h3><div class=\"charts\">" + out + "</div>";
}

}  // namespace stich::report::html
