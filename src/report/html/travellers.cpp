// Travelling scores: one board played at several tables (a tournament's [Table]s, a team
// match's two rooms) gathered in one table, a row a table, with each result beside its
// double-dummy tricks, as a scorer's travelling slip shows a board with the analysis added.
// Drawn from the bridge analysis's values (`data`: analyze's JSON) and the record's tags.
#include <map>

#include "parts.h"

namespace stich::report::html {

namespace {

std::string traveller_tag(const Board& b, std::string_view name) {
    const TagPair* tag = b.tag(name);
    return tag && tag->value != "?" && tag->value != "#" ? tag->value : "";
}

// The pair's names, as HTML: "Novak &ndash; Stern".
std::string traveller_pair(const Board& b, std::string_view first, std::string_view second) {
    const std::string a = html_escape(traveller_tag(b, first));
    const std::string c = html_escape(traveller_tag(b, second));
    if (a.empty() || c.empty()) return a + c;
    return a + " &ndash; " + c;
}

// Where the board was played: "table 2", "open room", or its id.
std::string traveller_place(const HtmlBoard& h) {
    const Board& b = *h.board;
    if (const std::string table = traveller_tag(b, "Table"); !table.empty())
        return "table " + html_escape(table);
    if (const std::string room = traveller_tag(b, "Room"); !room.empty())
        return html_escape(room) + " room";
    return html_escape(b.id);
}

// Declarer's tricks against double dummy: "= DD", "+1" (a trick more than double dummy
// allows: the defence gave one), "−2" (the pages' minus sign).
std::string traveller_verdict(int result, int dd) {
    if (result == dd) return "= DD";
    return (result > dd ? "+" : std::string(kMinus)) +
           std::to_string(result > dd ? result - dd : dd - result);
}

// North-South's score, signed, as every bridge score on the pages: "+420", "−420", "0".
std::string signed_score(int score) {
    return (score > 0 ? "+" : "") + page_minus(std::to_string(score));
}

std::string traveller_row(const HtmlBoard& h) {
    const Json& d = h.data;
    const Board& b = *h.board;
    const bool played = d.contains("declarer");
    std::string row = "<tr><td>" + traveller_place(h) + "</td><td>" +
                      traveller_pair(b, "North", "South") + "</td><td>" +
                      traveller_pair(b, "East", "West") + "</td><td>" +
                      bid_html(d.value("contract", "")) + "</td><td>" +
                      (played ? html_escape(d.value("declarer", "")) : "") + "</td>";
    const bool has_result = d.contains("result");
    row +=
        "<td class=\"num\">" + (has_result ? std::to_string(d["result"].get<int>()) : "") +
        "</td><td class=\"num\">" +
        (d.contains("score") ? signed_score(d["score"].get<int>()) : "") +
        "</td><td class=\"num\">" + (played ? std::to_string(d["dd_tricks"].get<int>()) : "") +
        "</td><td class=\"num\">" +
        (played && has_result ? traveller_verdict(d["result"].get<int>(), d["dd_tricks"].get<int>())
                              : std::string()) +
        "</td></tr>";
    return row;
}

}  // namespace

std::string travellers_html(const std::vector<HtmlBoard>& boards) {
    // Boards by their number ([Board]), in the order first seen: only bridge analyses.
    std::vector<std::string> order;
    std::map<std::string, std::vector<const HtmlBoard*>> by_number;
    for (const HtmlBoard& h : boards) {
        if (!h.board || !h.error.empty() || !h.data.is_object()) continue;
        if (h.data.value("game", "") != "bridge" || !h.data.contains("contract")) continue;
        const std::string number = traveller_tag(*h.board, "Board");
        if (number.empty()) continue;
        auto& list = by_number[number];
        if (list.empty()) order.push_back(number);
        list.push_back(&h);
    }
    std::string out;
    for (const std::string& number : order) {
        const auto& list = by_number[number];
        if (list.size() < 2) continue;
        out += "<h3>Board " + html_escape(number) +
               "</h3><div class=\"scroll\"><table class=\"travellers\"><tr><th>Played at</th>"
               "<th>N-S</th><th>E-W</th><th>Contract</th><th>By</th><th>Tricks</th>"
               "<th>Score N-S</th><th>Double dummy</th><th>Against DD</th></tr>";
        for (const HtmlBoard* h : list) out += traveller_row(*h);
        out += "</table></div>";
    }
    if (out.empty()) return "";
    return "<section class=\"board travellers\" id=\"travellers\"><h2>Travelling scores</h2>"
           "<p class=\"note\">Each board played at several tables, a row a table: declarer's "
           "tricks against the double-dummy tricks of the contract (+1: one more than double "
           "dummy allows).</p>" +
           out + "</section>\n";
}

}  // namespace stich::report::html
