#include "stich/io/html.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace stich {

namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kSuitSymbols[kSuits] = {"&#9824;", "&#9829;", "&#9830;", "&#9827;"};

constexpr std::string_view kStyle = R"(
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 2em auto;
       max-width: 60em; color: #222; background: #fdfcf8; }
h1 { font-size: 1.6em; border-bottom: 2px solid #7a2; padding-bottom: .2em; }
h2 { font-size: 1.25em; margin: 0 0 .6em 0; }
section.board { background: #fff; border: 1px solid #ddd; border-radius: 6px;
                padding: 1em 1.4em; margin: 1.2em 0; box-shadow: 0 1px 3px #0001; }
.diagram { display: grid; grid-template-columns: repeat(3, 10em); grid-template-rows: auto auto auto;
           gap: .4em; margin: .6em 0 1em 0; }
.diagram .n { grid-column: 2; grid-row: 1; } .diagram .w { grid-column: 1; grid-row: 2; }
.diagram .e { grid-column: 3; grid-row: 2; } .diagram .s { grid-column: 2; grid-row: 3; }
.diagram .centre { grid-column: 2; grid-row: 2; border: 1px solid #cdb; border-radius: 4px;
                   background: #f3f7ec; font-size: .85em; padding: .4em; text-align: center; }
.seats { display: flex; flex-wrap: wrap; gap: .8em; margin: .6em 0 1em 0; }
.hand { font-family: "DejaVu Sans Mono", monospace; line-height: 1.35; }
.hand .who { font-family: "DejaVu Sans", sans-serif; font-weight: bold; font-size: .85em; color: #555; }
.red { color: #c00; } .black { color: #111; }
table { border-collapse: collapse; margin: .3em 0 .8em 0; font-size: .92em; }
th, td { border: 1px solid #ccc; padding: .2em .55em; text-align: left; vertical-align: top; }
th { background: #f0f0ea; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.key { color: #555; }
svg.chart { margin: .3em 0 .8em 0; }
footer { color: #888; font-size: .8em; margin-top: 2em; }
)";

std::string seat_name(const Board& b, int seat) {
    if (b.game == Game::kWhist) return std::string(1, "NESW"[seat]);
    return std::to_string(seat + 1);
}

std::string suit_line(Suit s, CardSet cards) {
    std::string out = "<span class=\"";
    out += (s == kHearts || s == kDiamonds) ? "red" : "black";
    out += "\">";
    out += kSuitSymbols[s];
    out += "</span> ";
    const uint16_t lane = cards.lane(s);
    if (!lane) return out + "&mdash;";
    for (int f = kRanks - 1; f >= 0; --f)
        if (lane >> f & 1) out += (f == kTen ? "10" : std::string(1, kFaceChars[f]));
    return out;
}

std::string hand_html(const Board& b, int seat, const std::string& css_class) {
    std::string out = "<div class=\"hand " + css_class + "\"><div class=\"who\">" +
                      html_escape(seat_name(b, seat));
    if (seat == b.dealer) out += " (dealer)";
    out += "</div>";
    if (!b.known[seat]) return out + "?</div>";
    for (int s = 0; s < kSuits; ++s) out += suit_line(Suit(s), b.hands[seat]) + "<br>";
    return out + "</div>";
}

std::string card_html(Card c) {
    std::string out = "<span class=\"";
    out += (c.suit() == kHearts || c.suit() == kDiamonds) ? "red" : "black";
    out += "\">";
    out += kSuitSymbols[c.suit()];
    out += c.pos() == kTen ? "10" : std::string(1, kFaceChars[c.pos()]);
    return out + "</span>";
}

std::string extras_html(const Board& b) {
    std::string out;
    if (b.trump) out += "Trumps: " + std::string(kStrainNames[*b.trump]) + "<br>";
    if (b.turned) out += "Turned: " + card_html(*b.turned) + "<br>";
    if (b.game == Game::kPreference && !b.talon.empty()) {
        out += "Talon: ";
        for (Card c : b.talon) out += card_html(c) + " ";
        out += "<br>";
    }
    if (!b.table.empty()) {
        out += "Table: ";
        for (size_t i = 0; i < b.table.size(); ++i)
            out += card_html(b.table[i]) + (i == 0 ? " (face up) " : " ");
        out += "<br>";
    }
    if (!b.contract.empty()) out += "Contract: " + html_escape(b.contract) + "<br>";
    return out;
}

std::string diagram_html(const Board& b) {
    if (b.game == Game::kWhist && b.players == 4) {
        std::string out = "<div class=\"diagram\">";
        const char* cls[4] = {"n", "e", "s", "w"};
        for (int seat = 0; seat < 4; ++seat) out += hand_html(b, seat, cls[seat]);
        out += "<div class=\"centre\">" + extras_html(b) + "</div></div>";
        return out;
    }
    std::string out = "<div class=\"seats\">";
    for (int seat = 0; seat < b.players; ++seat) out += hand_html(b, seat, "");
    out += "</div>";
    const std::string extras = extras_html(b);
    if (!extras.empty()) out += "<p>" + extras + "</p>";
    return out;
}

bool is_scalar(const Json& j) {
    return !j.is_object() && !j.is_array();
}

std::string scalar_html(const Json& j) {
    if (j.is_string()) return html_escape(j.get<std::string>());
    if (j.is_null()) return "&ndash;";
    return html_escape(j.dump());
}

std::string cell(const Json& j) {
    return j.is_number() ? "<td class=\"num\">" + scalar_html(j) + "</td>"
                         : "<td>" + scalar_html(j) + "</td>";
}

bool is_histogram_key(const std::string& key) {
    return key.find("histogram") != std::string::npos ||
           key.find("distribution") != std::string::npos;
}

// Counts by number of tricks ("tricks": [4, 19, ...] or {"2": 1, "3": 7}) are charted too;
// other fields named so (one side's tricks) are not counts and stay tables.
bool is_tricks_key(const std::string& key) {
    return key.find("tricks") != std::string::npos;
}

bool is_count_by_number(const Json& j) {
    if (j.is_array()) return j.size() >= 3;
    for (const auto& [k, v] : j.items())
        if (k.empty() || k.size() > 9 ||
            !std::all_of(k.begin(), k.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
    return !j.empty();
}

std::string render(const std::string& key, const Json& j);

// "score_after" reads better as "score after".
std::string label(const std::string& key) {
    std::string out = key;
    std::replace(out.begin(), out.end(), '_', ' ');
    return html_escape(out);
}

// An object whose values are objects with the same scalar keys: a matrix.
bool is_matrix(const Json& j) {
    if (!j.is_object() || j.empty()) return false;
    const Json* first = nullptr;
    for (const auto& [k, v] : j.items()) {
        if (!v.is_object() || v.empty()) return false;
        for (const auto& [ik, iv] : v.items())
            if (!is_scalar(iv)) return false;
        if (!first)
            first = &v;
        else if (v.size() != first->size())
            return false;
    }
    return true;
}

std::string matrix_html(const Json& j) {
    std::string out = "<table><tr><th></th>";
    const Json& first = j.begin().value();
    for (const auto& [k, v] : first.items()) out += "<th>" + html_escape(k) + "</th>";
    out += "</tr>";
    for (const auto& [row, v] : j.items()) {
        out += "<tr><th>" + html_escape(row) + "</th>";
        for (const auto& [k, unused] : first.items())
            out += v.contains(k) ? cell(v[k]) : "<td></td>";
        out += "</tr>";
    }
    return out + "</table>";
}

// An array of objects with scalar values: one row each.
bool is_record_list(const Json& j) {
    if (!j.is_array() || j.empty()) return false;
    for (const Json& v : j) {
        if (!v.is_object()) return false;
        for (const auto& [k, x] : v.items())
            if (!is_scalar(x) && !(x.is_array() && std::all_of(x.begin(), x.end(), is_scalar)))
                return false;
    }
    return true;
}

std::string record_list_html(const Json& j) {
    std::vector<std::string> columns;
    for (const Json& v : j)
        for (const auto& [k, x] : v.items())
            if (std::find(columns.begin(), columns.end(), k) == columns.end()) columns.push_back(k);
    std::string out = "<table><tr>";
    for (const auto& c : columns) out += "<th>" + label(c) + "</th>";
    out += "</tr>";
    for (const Json& v : j) {
        out += "<tr>";
        for (const auto& c : columns) {
            if (!v.contains(c))
                out += "<td></td>";
            else if (v[c].is_array()) {
                std::string list;
                for (const Json& x : v[c]) list += (list.empty() ? "" : " ") + scalar_html(x);
                out += "<td>" + list + "</td>";
            } else
                out += cell(v[c]);
        }
        out += "</tr>";
    }
    return out + "</table>";
}

std::string chart_from(const std::string& key, const Json& j) {
    std::vector<std::string> labels;
    std::vector<double> values;
    if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i) {
            if (!j[i].is_number()) return {};
            labels.push_back(std::to_string(i));
            values.push_back(j[i].get<double>());
        }
    } else if (is_count_by_number(j)) {  // {"2": 1, "5": 3}: every number from the first up
        std::map<long, double> counts;
        for (const auto& [k, v] : j.items()) {
            if (!v.is_number()) return {};
            counts[std::stol(k)] = v.get<double>();
        }
        for (long n = counts.begin()->first; n <= counts.rbegin()->first; ++n) {
            labels.push_back(std::to_string(n));
            values.push_back(counts.count(n) ? counts[n] : 0.0);
        }
    } else {
        for (const auto& [k, v] : j.items()) {
            if (!v.is_number()) return {};
            labels.push_back(k);
            values.push_back(v.get<double>());
        }
    }
    return values.empty() ? std::string() : svg_bar_chart(labels, values, key);
}

std::string render(const std::string& key, const Json& j) {
    if (is_scalar(j)) return scalar_html(j);
    if (is_histogram_key(key) || (is_tricks_key(key) && is_count_by_number(j))) {
        const std::string chart = chart_from(key, j);
        if (!chart.empty()) return chart;
    }
    if (is_matrix(j)) return matrix_html(j);
    if (is_record_list(j)) return record_list_html(j);
    if (j.is_array()) {
        if (std::all_of(j.begin(), j.end(), is_scalar)) {
            std::string out;
            for (const Json& x : j) out += (out.empty() ? "" : ", ") + scalar_html(x);
            return out;
        }
        std::string out;
        for (const Json& x : j) out += render(key, x);
        return out;
    }
    // A small flat object: one row of values under its keys.
    if (j.size() <= 10 && std::all_of(j.begin(), j.end(), is_scalar)) {
        std::string head, row;
        for (const auto& [k, v] : j.items()) {
            head += "<th>" + label(k) + "</th>";
            row += cell(v);
        }
        return "<table><tr>" + head + "</tr><tr>" + row + "</tr></table>";
    }
    // An object: key / value rows (fields without a value are left out).
    std::string out = "<table>";
    // The parts of a trick distribution ("tricks": {"NS": [...], "EW": [...]}) keep its name.
    for (const auto& [k, v] : j.items())
        if (!v.is_null())
            out += "<tr><th class=\"key\">" + label(k) + "</th><td>" +
                   render(is_tricks_key(key) && !is_tricks_key(k) ? key + " " + k : k, v) +
                   "</td></tr>";
    return out + "</table>";
}

}  // namespace

std::string html_escape(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::string svg_bar_chart(const std::vector<std::string>& labels, const std::vector<double>& values,
                          const std::string& caption) {
    const double top = std::max(1.0, *std::max_element(values.begin(), values.end()));
    const int bar = 26, gap = 6, height = 120, left = 10;
    const int width = left * 2 + static_cast<int>(values.size()) * (bar + gap);
    std::ostringstream svg;
    svg << "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width
        << "\" height=\"" << height + 40 << "\" role=\"img\" aria-label=\"" << html_escape(caption)
        << "\"><title>" << html_escape(caption) << "</title>";
    for (size_t i = 0; i < values.size(); ++i) {
        const int h = static_cast<int>(values[i] / top * height);
        const int x = left + static_cast<int>(i) * (bar + gap);
        svg << "<rect x=\"" << x << "\" y=\"" << height - h + 12 << "\" width=\"" << bar
            << "\" height=\"" << h << "\" fill=\"#7a2\"><title>" << html_escape(labels[i]) << ": "
            << values[i] << "</title></rect>";
        char value[32];
        std::snprintf(value, sizeof value, "%g", values[i]);
        svg << "<text x=\"" << x + bar / 2 << "\" y=\"" << height - h + 9
            << "\" font-size=\"9\" text-anchor=\"middle\">" << value << "</text>";
        svg << "<text x=\"" << x + bar / 2 << "\" y=\"" << height + 26
            << "\" font-size=\"10\" text-anchor=\"middle\">" << html_escape(labels[i]) << "</text>";
    }
    svg << "</svg>";
    return svg.str();
}

std::string render_html(const std::string& title, const std::vector<HtmlSection>& sections) {
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n";
    out += "<title>" + html_escape(title) + "</title>\n<style>" + std::string(kStyle) +
           "</style></head>\n<body>\n<h1>" + html_escape(title) + "</h1>\n";
    for (const HtmlSection& s : sections) {
        out += "<section class=\"board\"><h2>" + html_escape(s.title) + "</h2>\n";
        if (s.board) out += diagram_html(*s.board) + "\n";
        if (!s.data.is_null()) {
            Json shown = s.data;
            if (shown.is_object()) {
                shown.erase("board");
                shown.erase("game");
            }
            out += render("", shown) + "\n";
        }
        out += "</section>\n";
    }
    out += "<footer>Made by stich: double-dummy analysis, every card in view.</footer>\n";
    out += "</body></html>\n";
    return out;
}

}  // namespace stich
