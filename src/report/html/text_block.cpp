// The command's text output for one board as HTML.  The text is the reference layout (one
// row per game, the games x seats grid, the verdict sentence): the page shows the same
// sentences and the same rows, as tables instead of aligned columns.
#include <algorithm>
#include <optional>
#include <sstream>
#include <utility>

#include "parts.h"

namespace stich::report::html {

namespace {

struct TextLine {
    int indent = 0;
    std::vector<std::string> fields;  // split at runs of two spaces or more
    // Each field's first and past-the-end column, in characters (a suit symbol is one).
    std::vector<std::pair<size_t, size_t>> spans;
};

// The column of text[at]: its characters before it, UTF-8 continuation bytes not counted.
size_t column_at(const std::string& text, size_t at) {
    size_t column = 0;
    for (size_t k = 0; k < at; ++k) column += (static_cast<unsigned char>(text[k]) & 0xC0) != 0x80;
    return column;
}

TextLine split_fields(const std::string& text) {
    TextLine line;
    size_t i = 0;
    while (i < text.size() && text[i] == ' ') ++i;
    line.indent = static_cast<int>(i);
    if (text.find("###") != std::string::npos) {  // a histogram's bar: one line, drawn
        line.fields.push_back(text.substr(i));
        line.spans.emplace_back(column_at(text, i), column_at(text, text.size()));
        return line;
    }
    while (i < text.size()) {
        size_t gap = text.find("  ", i);
        if (gap == std::string::npos) gap = text.size();
        line.fields.push_back(text.substr(i, gap - i));
        line.spans.emplace_back(column_at(text, i), column_at(text, gap));
        i = gap;
        while (i < text.size() && text[i] == ' ') ++i;
    }
    return line;
}

// `row`'s fields placed under the header's columns, as the text aligns them (text_table.h:
// a cell starts where its header starts or ends where it ends), an empty cell where the row
// has none; nullopt when a field stands under no header, and the row is taken field by field.
std::optional<std::vector<std::string>> under_header(const TextLine& header, const TextLine& row) {
    std::vector<std::string> cells(header.fields.size());
    size_t next = 0;
    for (size_t f = 0; f < row.fields.size(); ++f) {
        while (next < header.spans.size() && header.spans[next].first != row.spans[f].first &&
               header.spans[next].second != row.spans[f].second)
            ++next;
        if (next == header.spans.size()) return std::nullopt;
        cells[next++] = row.fields[f];
    }
    return cells;
}

// An ASCII bar ("######   35.0%") drawn as a bar.
std::string field_html(const std::string& f) {
    const size_t hashes = f.find("###");
    if (hashes == std::string::npos) return cards_in_text(f);
    size_t end = f.find_first_not_of('#', hashes);
    if (end == std::string::npos) end = f.size();
    return cards_in_text(f.substr(0, hashes)) +
           "<span class=\"bar\" style=\"width:" + std::to_string((end - hashes) * 4) +
           "px\"></span>" + cards_in_text(f.substr(end));
}

// A row of a table: the first field a heading when it is a label.
std::string row_html(const TextLine& l, size_t columns) {
    std::string out = "<tr>";
    for (size_t i = 0; i < columns; ++i) {
        const bool last = i + 1 == l.fields.size() && columns > l.fields.size();
        if (i >= l.fields.size()) break;
        out += std::string("<td") +
               (last ? " colspan=\"" + std::to_string(columns - i) + "\"" : "") + ">" +
               field_html(l.fields[i]) + "</td>";
    }
    return out + "</tr>";
}

// A line of a played deal's tricks: "1. W ST", its number and a period first.
bool numbered_trick(const TextLine& l) {
    if (l.fields.empty()) return false;
    const std::string& f = l.fields[0];
    const size_t digits = f.find_first_not_of("0123456789");
    return digits != 0 && digits != std::string::npos && f.compare(digits, 2, ". ") == 0;
}

// Which of the typed tables a run of the text's lines is: a trick table ('t', headed "lead"
// or "decl"), card values ('c', headed "... cards", each row a number, maybe another, then a
// list of cards), the tricks of a played deal ('p', every line numbered), the games declarer
// may choose ('g', headed "game  partner"), or neither (0).
char typed_kind(const std::vector<TextLine>& run) {
    if (run.empty() || run[0].fields.empty()) return 0;
    if (std::all_of(run.begin(), run.end(), numbered_trick)) return 'p';
    if (run[0].fields[0] == "lead" || run[0].fields[0] == "decl") return 't';
    // The games declarer may choose, with each seat's settlement (Alliance's analysis).
    if (run[0].fields.size() >= 2 && run[0].fields[0] == "game" && run[0].fields[1] == "partner")
        return 'g';
    // One declarer's games, a row each (Préférence's games he may name): his trick table.
    if (run[0].fields.size() >= 3 && run[0].fields[0] == "game" && run[0].fields[1] == "tricks" &&
        run[0].fields[2] == "result")
        return 't';
    // The card values under their header ("tricks  cards"), each row ending in its cards.
    if (run[0].fields.back() != "cards") return 0;
    const bool cards = std::all_of(run.begin() + 1, run.end(), [](const TextLine& l) {
        if (l.fields.size() < 2 || l.fields.size() > 3) return false;
        const std::string& list = l.fields.back();
        for (size_t at = 0; at < list.size();) {
            const size_t end = std::min(list.find(' ', at), list.size());
            if (!parse_card(std::string_view(list).substr(at, end - at))) return false;
            at = end + 1;
        }
        return l.fields[0].find_first_not_of("+-.0123456789") == std::string::npos;
    });
    return cards ? 'c' : 0;
}

// A settlement line of the text: each field a party's balance ("1: +1.4", "pot: +1"), the
// pot among them (Préférence's money); or a sentence "Settlement: 1 0, 2 -16" or
// "Settlement, BASIS: ..." (Alliance), its basis then put in `basis`.
bool settlement_line(const TextLine& l, std::string& basis) {
    if (l.fields.size() == 1) {
        const std::string& f = l.fields[0];
        if (!f.starts_with("Settlement")) return false;
        const size_t colon = f.find(": ");
        if (colon == std::string::npos) return false;
        const std::string head = f.substr(0, colon);
        if (head == "Settlement")
            basis.clear();
        else if (head.starts_with("Settlement, "))
            basis = head.substr(12);
        else
            return false;
        return true;
    }
    bool pot = false;
    for (const std::string& f : l.fields) {
        const size_t colon = f.find(": ");
        if (colon == std::string::npos || colon == 0 ||
            f.find_first_not_of("+-.0123456789", colon + 2) != std::string::npos)
            return false;
        pot = pot || f.compare(0, colon, "pot") == 0;
    }
    basis.clear();
    return pot;
}

// The next table of `tables`, taken, or "" when none is left.
std::string take_first(std::vector<std::string>& tables) {
    if (tables.empty()) return {};
    std::string out = std::move(tables.front());
    tables.erase(tables.begin());
    return out;
}

}  // namespace

std::string text_html(std::string_view text, TypedTables* typed) {
    std::vector<TextLine> lines;
    std::istringstream in{std::string(text)};
    std::string summary;
    for (std::string l; std::getline(in, l);) {
        if (l.find_first_not_of(' ') == std::string::npos) continue;
        if (summary.empty() && lines.empty() && l[0] != ' ') {
            summary = l;
            continue;
        }
        lines.push_back(split_fields(l));
    }
    std::string out = "<div class=\"report\">";
    if (!summary.empty()) out += "<p class=\"summary\">" + cards_in_text(summary) + "</p>";
    // Where the sentences since the last table began: the legend of a grid that follows,
    // which a typed table's caption replaces (it says what its cells are).
    size_t legend = out.size();
    // Runs of lines of several fields become one table; a line of one field is a sentence.
    for (size_t i = 0; i < lines.size();) {
        // The settlement, drawn from its values where the text states it.
        std::string basis;
        if (typed && !typed->settlement.empty() && settlement_line(lines[i], basis) &&
            typed->settlement.front().first == basis) {
            out += typed->settlement.front().second;
            typed->settlement.erase(typed->settlement.begin());
            legend = out.size();
            ++i;
            continue;
        }
        if (lines[i].fields.size() < 2) {
            out += "<p style=\"margin-left:" + std::to_string(lines[i].indent / 2) + "em\">" +
                   field_html(lines[i].fields[0]) + "</p>";
            ++i;
            continue;
        }
        size_t j = i, columns = 0;
        // A continuation line (one field, deeper indent) belongs to the row above.
        while (j < lines.size() &&
               (lines[j].fields.size() >= 2 || (j > i && lines[j].indent > lines[i].indent))) {
            columns = std::max(columns, lines[j].fields.size());
            ++j;
        }
        // A table whose rows all stand under the first line's fields is a header and its
        // rows: each cell goes under its header, an empty one where the row leaves it out.
        std::vector<TextLine> rows(lines.begin() + static_cast<long>(i),
                                   lines.begin() + static_cast<long>(j));
        // A grid the typed answers draw is drawn from them instead.
        if (typed) {
            const char kind = typed_kind(rows);
            std::string table = kind == 't'   ? take_first(typed->tricks)
                                : kind == 'c' ? take_first(typed->cards)
                                : kind == 'p' ? take_first(typed->play)
                                : kind == 'g' ? take_first(typed->choices)
                                              : std::string();
            if (!table.empty()) {
                if (kind == 't') out.resize(legend);
                out += table;
                legend = out.size();
                i = j;
                continue;
            }
        }
        bool placed = true;
        for (size_t k = 1; k < rows.size() && placed; ++k) {
            if (rows[k].fields.size() < 2) continue;  // a continuation, across the row
            if (const auto cells = under_header(rows[0], rows[k]))
                rows[k].fields = *cells;
            else
                placed = false;
        }
        if (placed) {
            columns = rows[0].fields.size();
        } else {
            rows.assign(lines.begin() + static_cast<long>(i), lines.begin() + static_cast<long>(j));
        }
        out += "<div class=\"scroll\"><table class=\"text\" style=\"margin-left:" +
               std::to_string(lines[i].indent / 2) + "em\">";
        for (const TextLine& row : rows) out += row_html(row, columns);
        out += "</table></div>";
        legend = out.size();
        i = j;
    }
    // A typed table the text has no grid for (Alliance's contract solved: one cell, told in a
    // sentence) is drawn below it all the same.
    if (typed) {
        for (const auto* tables : {&typed->tricks, &typed->cards, &typed->play, &typed->choices})
            for (const std::string& table : *tables) out += table;
        for (const auto& settled : typed->settlement) out += settled.second;
        for (const std::string& table : typed->after) out += table;
    }
    return out + "</div>";
}

}  // namespace stich::report::html
