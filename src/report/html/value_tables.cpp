// The typed answers of analyze, solve and play (game/values.h) as HTML tables: the trick
// table, the card values and the settlement drawn from their numbers by one table writer, each
// header written with its column, never split from the text's aligned grid.
#include <algorithm>

#include "parts.h"

namespace stich::report::html {

namespace {

struct ValueColumn {
    std::string header;  // HTML
    bool number = true;  // right-aligned
};

// One table: a header cell per column, then each row's cells (HTML) in the same columns, a
// missing cell written empty, so that no cell can stand under another column's header.
std::string value_table(const std::string& kind, const std::string& caption,
                        const std::vector<ValueColumn>& columns,
                        const std::vector<std::vector<std::string>>& rows) {
    std::string out = "<div class=\"scroll\"><table class=\"values\" data-values=\"" + kind +
                      "\"><caption>" + caption + "</caption><tr>";
    for (const ValueColumn& c : columns)
        out += std::string("<th") + (c.number ? " class=\"num\"" : "") + ">" + c.header + "</th>";
    out += "</tr>";
    for (const auto& row : rows) {
        out += "<tr>";
        for (size_t c = 0; c < columns.size(); ++c)
            out += std::string("<td") + (columns[c].number ? " class=\"num\"" : "") + ">" +
                   (c < row.size() ? row[c] : std::string()) + "</td>";
        out += "</tr>";
    }
    return out + "</table></div>";
}

std::string seat_name(const std::vector<std::string>& seats, int seat) {
    return seat >= 0 && static_cast<size_t>(seat) < seats.size() ? html_escape(seats[seat])
                                                                 : std::to_string(seat + 1);
}

// A strain as its suit symbol ("S" as ♠), a game's name as it is ("Bettler", "NT").
std::string column_name(const std::string& name) {
    static const std::string kSuits = "SHDC";
    if (name.size() == 1 && kSuits.find(name[0]) != std::string::npos)
        return suit_symbol(Suit(static_cast<int>(kSuits.find(name[0]))));
    return cards_in_text(name);
}

std::string signed_number(double v) {
    return (v > 0 ? "+" : "") + number(v);
}

std::string with_label(const std::string& caption, const std::string& label) {
    return label.empty() ? caption : caption + " (" + html_escape(label) + ")";
}

}  // namespace

std::string trick_table_html(const game::TrickTable& t, const std::vector<std::string>& seats,
                             const std::string& label) {
    const bool declarer = t.rows == game::TableRows::kDeclarer;
    std::vector<ValueColumn> columns{{declarer ? "Declarer" : "Lead", false}};
    for (const std::string& c : t.columns) columns.push_back({column_name(c)});
    std::vector<std::vector<std::string>> rows;
    for (size_t r = 0; r < t.seats.size(); ++r) {
        std::vector<std::string> row{seat_name(seats, t.seats[r])};
        for (size_t c = 0; c < t.columns.size(); ++c) {
            const auto v = t.at(r, c);
            row.push_back(v ? std::to_string(*v) : "&ndash;");
        }
        rows.push_back(std::move(row));
    }
    // Whose tricks they are, the text's sentence above says.
    const bool uncounted =
        std::any_of(t.tricks.begin(), t.tricks.end(), [](const auto& v) { return !v; });
    const std::string caption = std::to_string(t.tricks_left) + " tricks to play" +
                                (uncounted ? "; &ndash; where the game gives no count" : "");
    return value_table("tricks", with_label(caption, label), columns, rows);
}

std::string card_values_html(const game::CardValueTable& t, const std::vector<std::string>& seats,
                             const std::string& label) {
    const bool tricks = std::any_of(t.runs.begin(), t.runs.end(),
                                    [](const game::ValuedRun& r) { return r.tricks.has_value(); });
    const std::string unit = game::measure_unit(t.measure);
    std::vector<ValueColumn> columns{{"Cards", false}, {"Value (" + html_escape(unit) + ")"}};
    if (tricks) columns.push_back({"Declarer's tricks"});
    std::vector<std::vector<std::string>> rows;
    for (const game::ValuedRun& run : t.runs) {
        std::vector<std::string> row{cards_in_text(format_card_list(run.cards)),
                                     t.measure == game::CardMeasure::kMoverTricks
                                         ? number(run.value)
                                         : signed_number(run.value)};
        if (tricks) row.push_back(run.tricks ? std::to_string(*run.tricks) : "&ndash;");
        rows.push_back(std::move(row));
    }
    return value_table("cards",
                       with_label("Every legal card of " + seat_name(seats, t.to_move) +
                                      " with its value, best first",
                                  label),
                       columns, rows);
}

std::string settlement_html(const game::Settlement& s, const std::vector<std::string>& seats,
                            const std::string& label) {
    std::vector<ValueColumn> columns;
    std::vector<std::string> row;
    for (size_t seat = 0; seat < s.seats.size(); ++seat) {
        columns.push_back({seat_name(seats, static_cast<int>(seat))});
        row.push_back(s.seats[seat] ? signed_number(*s.seats[seat]) : "&ndash;");
    }
    return value_table(
        "settlement",
        with_label(std::string("Settlement (") + game::settlement_unit(s.unit) + ")", label),
        columns, {row});
}

std::string values_in_text_html(std::string_view text, const std::vector<BoardValues>& values,
                                const std::vector<std::string>& seats) {
    TypedTables tables;
    for (const BoardValues& v : values) {
        if (v.tricks) tables.tricks.push_back(trick_table_html(*v.tricks, seats, v.label));
        if (v.cards) tables.cards.push_back(card_values_html(*v.cards, seats, v.label));
        if (v.settlement) tables.after.push_back(settlement_html(*v.settlement, seats, v.label));
    }
    return text_html(text, &tables);
}

}  // namespace stich::report::html
