// The handout (`stich solve --handout`): boards to print as BridgeComposer's handouts show them,
// one to four a sheet of A4: each board's hands, dealer and vulnerability, its double-dummy
// table by declarer, the contracts each declarer makes (from the values of solve's JSON) and
// par (its typed value).  A sheet is a grid of its boards with a page break after it, so that the
// browser's print gives one page a sheet (tests/html: the PDF's page count and paper size).
#include <algorithm>

#include "parts.h"
#include "stich/game/notation.h"

namespace stich::report::html {

namespace {

constexpr std::string_view kDeclarers = "NSEW";  // the rows, as bridge software orders them
constexpr std::string_view kHandoutStrains[] = {"NT", "S", "H", "D", "C"};

std::string strain_html(std::string_view strain) {
    if (strain == "NT") return "NT";
    return suit_symbol(Suit(std::string_view("SHDC").find(strain[0])));
}

// The table by declarer: a row per declarer, a column per strain.
std::string handout_table(const Json& table) {
    std::string out = "<table class=\"dd\"><tr><th></th>";
    for (std::string_view s : kHandoutStrains) out += "<th>" + strain_html(s) + "</th>";
    out += "</tr>";
    for (char d : kDeclarers) {
        const std::string seat(1, d);
        if (!table.contains(seat)) continue;
        out += "<tr><th>" + seat + "</th>";
        for (std::string_view s : kHandoutStrains) {
            const Json& row = table[seat];
            const std::string key(s);
            out += "<td class=\"num\">" +
                   (row.contains(key) ? std::to_string(row[key].get<int>()) : std::string()) +
                   "</td>";
        }
        out += "</tr>";
    }
    return out + "</table>";
}

// The highest contract of each strain a declarer makes ("N 4♠ 3NT"), declarers of a side
// that make the same joined ("NS 4♠").
std::string makeable_html(const Json& table) {
    std::string out;
    for (std::string_view side : {"NS", "EW"}) {
        for (char d : side) {
            const std::string seat(1, d);
            if (!table.contains(seat)) continue;
            std::string contracts;
            for (std::string_view s : kHandoutStrains) {
                const int level = table[seat].value(std::string(s), 0) - 6;
                if (level >= 1) contracts += " " + std::to_string(level) + strain_html(s);
            }
            out += "<div><b>" + seat + "</b>" + (contracts.empty() ? " &ndash;" : contracts) +
                   "</div>";
        }
    }
    return out;
}

// "N-S −420: 4♠ by E", as the text's par line (game::par_line) writes it on a page: the score
// North-South's, signed, the contracts with their suits' symbols (the dealer and the
// vulnerability stand above it).
std::string par_html(const game::ParValue& par) {
    std::string contracts;
    for (const std::string& c : par.contracts_read)
        contracts += (contracts.empty() ? "" : "; ") + c;
    return cards_in_text(game::ns_score_text(par.score)) + ": " +
           (contracts.empty() ? "Pass" : cards_in_text(contracts));
}

std::string handout_board(const HtmlBoard& b) {
    std::string out = "<section class=\"hboard\"><h2>" + html_escape(b.title) + "</h2>";
    if (!b.error.empty())
        return out + "<p class=\"error\">" + cards_in_text(b.error) + "</p></section>";
    if (b.board) {
        out += diagram_html(b, false);
        std::string line;
        if (b.board->dealer >= 0 && b.board->dealer < b.board->players)
            line += "Dealer " + html_escape(b.seats.label(b.board->dealer));
        if (const TagPair* v = b.board->tag("Vulnerable"))
            line += (line.empty() ? "" : ", ") + std::string("vulnerable ") + html_escape(v->value);
        if (!line.empty()) out += "<p class=\"deal-line\">" + line + "</p>";
    }
    const Json& data = b.data;
    if (data.is_object() && data.value("by", "") == "declarer" && data.contains("table")) {
        out += "<div class=\"hfacts\"><div><h3>Double dummy</h3>" + handout_table(data["table"]) +
               "</div><div><h3>Makeable</h3>" + makeable_html(data["table"]) + "</div></div>";
        for (const BoardValues& v : b.values)
            if (v.par) out += "<p class=\"par\"><b>Par</b> " + par_html(*v.par) + "</p>";
    } else if (!b.text.empty()) {
        out += text_html(b.text);
    }
    return out + "</section>";
}

}  // namespace

std::string handout_html(const std::vector<HtmlBoard>& boards, int per_page,
                         const std::string& title) {
    per_page = std::clamp(per_page, 1, 4);
    std::string out;
    for (size_t first = 0; first < boards.size(); first += static_cast<size_t>(per_page)) {
        out += "<div class=\"sheet per" + std::to_string(per_page) +
               "\"><p class=\"sheet-title\">" + html_escape(title) + "</p>";
        const size_t end = std::min(boards.size(), first + static_cast<size_t>(per_page));
        for (size_t i = first; i < end; ++i) out += handout_board(boards[i]);
        out += "</div>\n";
    }
    return out;
}

}  // namespace stich::report::html
