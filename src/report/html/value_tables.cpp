// The typed answers of analyze, solve and play (game/values.h) as HTML tables: the trick
// table, the card values and the settlement drawn from their numbers by one table writer, each
// header written with its column, never split from the text's aligned grid.
#include <algorithm>
#include <cctype>

#include "parts.h"
#include "stich/game/notation.h"

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
    // Past a dozen columns (Préférence's games of every seat: seventeen) the cells are set
    // tight, so that the table fits a card of 900 px rather than scroll in its box.
    const char* const classes = columns.size() > 12 ? "values wide" : "values";
    std::string out = std::string("<div class=\"scroll\"><table class=\"") + classes +
                      "\" data-values=\"" + kind + "\"><caption>" + caption + "</caption><tr>";
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

std::string seat_name(const Seats& seats, int seat) {
    return seat >= 0 ? html_escape(seats.label(seat)) : std::to_string(seat + 1);
}

// A strain as its suit symbol ("S" as ♠), a game's name as it is ("Bettler", "NT").
std::string column_name(const std::string& name) {
    static const std::string kSuits = "SHDC";
    if (name.size() == 1 && kSuits.find(name[0]) != std::string::npos)
        return suit_symbol(Suit(static_cast<int>(kSuits.find(name[0]))));
    // A joined game name ("MordOffen") may break at its join, narrowing a wide table.
    std::string out;
    size_t from = 0;
    for (size_t i = 1; i < name.size(); ++i)
        if (std::islower(static_cast<unsigned char>(name[i - 1])) &&
            std::isupper(static_cast<unsigned char>(name[i]))) {
            out += cards_in_text(name.substr(from, i - from)) + "&shy;";
            from = i;
        }
    return out + cards_in_text(name.substr(from));
}

std::string signed_number(double v) {
    return page_minus(game::amount_text(v, true));
}

std::string with_label(const std::string& caption, const std::string& label) {
    return label.empty() ? caption : caption + " (" + html_escape(label) + ")";
}

}  // namespace

// One declarer's games (Préférence's games he may name): a row a game, with his tricks,
// whether it makes and the discard it is played with.
std::string games_table_html(const game::TrickTable& t, const Seats& seats,
                             const std::string& label) {
    const std::vector<ValueColumn> columns{
        {"Game", false}, {"Tricks"}, {"Result", false}, {"Discard", false}};
    std::vector<std::vector<std::string>> rows;
    for (size_t c = 0; c < t.columns.size(); ++c) {
        const auto tricks = t.at(0, c);
        const auto& discard = t.discards.size() > c ? t.discards[c] : std::nullopt;
        rows.push_back({cards_in_text(t.columns[c]), tricks ? std::to_string(*tricks) : "&ndash;",
                        t.makes[c] ? (*t.makes[c] ? "makes" : "fails") : "&ndash;",
                        discard ? cards_in_text(format_card_list(*discard)) : "&ndash;"});
    }
    // One column: the board's own game (not a talon game, which may be named otherwise).
    const std::string caption =
        "Declarer " + seat_name(seats, t.seats[0]) + "'s tricks of the " +
        std::to_string(t.tricks_left) + " to play " +
        (t.columns.size() > 1 ? "in each game he may name, talon games with his best discard"
                              : "in his game");
    return value_table("games", with_label(caption, label), columns, rows);
}

std::string trick_table_html(const game::TrickTable& t, const Seats& seats,
                             const std::string& label) {
    const bool verdicts = t.makes.size() == t.tricks.size() && !t.makes.empty();
    if (verdicts && t.seats.size() == 1) return games_table_html(t, seats, label);
    const bool declarer = t.rows == game::TableRows::kDeclarer;
    std::vector<ValueColumn> columns{{declarer ? "Declarer" : "Lead", false}};
    for (const std::string& c : t.columns) columns.push_back({column_name(c)});
    std::vector<std::vector<std::string>> rows;
    for (size_t r = 0; r < t.seats.size(); ++r) {
        std::vector<std::string> row{seat_name(seats, t.seats[r])};
        for (size_t c = 0; c < t.columns.size(); ++c) {
            const auto v = t.at(r, c);
            std::string cell = v ? std::to_string(*v) : "&ndash;";
            if (const auto makes = verdicts ? t.makes[r * t.columns.size() + c] : std::nullopt)
                cell += *makes ? " +" : " " + std::string(kMinus);
            row.push_back(std::move(cell));
        }
        rows.push_back(std::move(row));
    }
    // The caption says what the cells are: the text's sentences above the grid it replaces
    // are not shown (text_html).
    const bool uncounted =
        std::any_of(t.tricks.begin(), t.tricks.end(), [](const auto& v) { return !v; });
    std::string caption = std::string(verdicts   ? "Declarer's tricks"
                                      : declarer ? "The tricks of declarer's side"
                                                 : "The tricks of the leader's side") +
                          " of the " + std::to_string(t.tricks_left) + " to play";
    // A table of every declarer (bridge's): the player on declarer's left leads.
    if (declarer && !verdicts && t.seats.size() > 1) caption += " (the player on his left leads)";
    if (verdicts) {
        caption += " against both defenders, talon games with his best discard; + the game makes, ";
        caption += kMinus;
        caption += " it fails";
    }
    if (uncounted) caption += "; &ndash; where the game gives no count";
    return value_table("tricks", with_label(caption, label), columns, rows);
}

std::string card_values_html(const game::CardValueTable& t, const Seats& seats,
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

std::string settlement_html(const game::Settlement& s, const Seats& seats,
                            const std::string& label) {
    std::vector<ValueColumn> columns;
    std::vector<std::string> row;
    for (size_t seat = 0; seat < s.seats.size(); ++seat) {
        columns.push_back({seat_name(seats, static_cast<int>(seat))});
        row.push_back(s.seats[seat] ? signed_number(*s.seats[seat]) : "&ndash;");
    }
    for (const auto& [party, balance] : s.others) {
        columns.push_back({html_escape(party)});
        row.push_back(signed_number(balance));
    }
    std::string caption = std::string("Settlement (") + game::settlement_unit(s.unit) + ")";
    if (!s.basis.empty()) caption += ", " + html_escape(s.basis);
    return value_table("settlement", with_label(caption, label), columns, {row});
}

namespace {

// "+7/3", "−36", "0": an exact amount, signed, with the pages' minus sign.
std::string fraction_html(const game::Fraction& f) {
    std::string out = f.num > 0 ? "+" : f.num < 0 ? std::string(kMinus) : "";
    out += std::to_string(f.num < 0 ? -f.num : f.num);
    if (f.den != 1) out += "/" + std::to_string(f.den);
    return out;
}

}  // namespace

std::string choices_html(const game::GameChoices& c, const Seats& seats, const std::string& label) {
    // The columns of a game, each heading both header rows; then a group of seat columns a way
    // of paying, its name over its seats.
    static constexpr std::pair<const char*, bool> kGameColumns[] = {
        {"Game", false},
        {"Part&shy;ner", false},
        {"Tricks", true},
        {"Result", false},
        {"Pay&shy;off", true},
        {"Side&rsquo;s figures", false},
        {"Others&rsquo; figures", false}};
    const size_t players =
        c.games.empty() || c.games[0].settlements.empty() ? 0 : c.games[0].settlements[0].size();
    const size_t width = std::size(kGameColumns) + c.payments.size() * players;
    std::string caption = "Declarer " + seat_name(seats, c.declarer) +
                          "&rsquo;s games: his side&rsquo;s tricks and payoff, and the " +
                          game::settlement_unit(c.unit) +
                          " each seat receives (negative: pays) under each way of paying";
    std::string out =
        "<div class=\"scroll\"><table class=\"values choices\" data-values=\"choices\">"
        "<caption>" +
        with_label(caption, label) + "</caption><tr>";
    for (const auto& [name, number] : kGameColumns)
        out += std::string("<th rowspan=\"2\"") + (number ? " class=\"num\"" : "") + ">" + name +
               "</th>";
    for (const std::string& way : c.payments)
        out += "<th class=\"group\" colspan=\"" + std::to_string(players) + "\">" +
               html_escape(way) + "</th>";
    out += "</tr><tr>";
    for (size_t w = 0; w < c.payments.size(); ++w)
        for (size_t p = 0; p < players; ++p)
            out += std::string("<th class=\"num seat") + (p == 0 ? " first" : "") + "\">" +
                   seat_name(seats, static_cast<int>(p)) + "</th>";
    out += "</tr>";
    for (const game::GameChoice& g : c.games) {
        out += "<tr><td>" + cards_in_text(g.game) + "</td><td>" +
               (g.partner ? seat_name(seats, *g.partner) : "&ndash;") + "</td><td class=\"num\">" +
               std::to_string(g.tricks) + "</td><td>" + (g.wins ? "wins" : "loses") +
               "</td><td class=\"num\">" + signed_number(g.payoff) + "</td><td>" +
               (g.figures.empty() ? "&ndash;" : cards_in_text(format_card_list(g.figures))) +
               "</td><td>" +
               (g.others_figures.empty() ? "&ndash;"
                                         : cards_in_text(format_card_list(g.others_figures))) +
               "</td>";
        for (size_t w = 0; w < c.payments.size(); ++w)
            for (size_t p = 0; p < players; ++p)
                out += std::string("<td class=\"num seat") + (p == 0 ? " first" : "") + "\">" +
                       (w < g.settlements.size() && p < g.settlements[w].size()
                            ? fraction_html(g.settlements[w][p])
                            : std::string("&ndash;")) +
                       "</td>";
        out += "</tr>";
        // A Lever's exchange, across the row, under the game it belongs to.
        if (g.turned)
            out +=
                "<tr class=\"sub\"><td colspan=\"" + std::to_string(width) + "\">turned " +
                card_html(*g.turned) +
                (g.exchanged ? ", laid away " : ", kept his hand, table out of play: ") +
                (g.laid_away.empty() ? "&ndash;" : cards_in_text(format_card_list(g.laid_away))) +
                "</td></tr>";
    }
    return out + "</table></div>";
}

namespace {

// What a card cost its side and the cards that were best, as the text writes it (notation.h),
// the minus sign U+2212; "" for a card as good as the best.
std::string audit_cost(const game::PlayedCards& played, const game::AuditedCard& c) {
    return cards_in_text(game::play_cost_text(played, c, kMinus));
}

}  // namespace

std::string play_audit_html(const game::PlayedCards& played, const Seats& seats, int players) {
    std::vector<ValueColumn> columns{{"Trick"}, {"Led by", false}};
    for (int seat = 0; seat < players; ++seat) columns.push_back({seat_name(seats, seat), false});
    std::vector<std::vector<std::string>> rows;
    int trick = -1;
    for (const game::AuditedCard& c : played.cards) {
        if (c.seat < 0 || c.seat >= players) continue;
        const size_t column = static_cast<size_t>(c.seat) + 2;
        const bool leads = c.trick != trick;
        if (leads) {
            trick = c.trick;
            rows.push_back(std::vector<std::string>(columns.size()));
            rows.back()[0] = std::to_string(trick);
            rows.back()[1] = seat_name(seats, c.seat);
        }
        std::string cell = card_html(c.card);
        if (leads) cell = "<span class=\"lead\" title=\"led\">" + cell + "</span>";
        if (const std::string cost = audit_cost(played, c); !cost.empty())
            cell += "<br><span class=\"cost\">" + cost + "</span>";
        rows.back()[column] = cell;
    }
    return value_table("play",
                       "The cards played, trick by trick, the card led underlined; under a card "
                       "that cost its side "
                       "something, what it cost and the cards that were best",
                       columns, rows);
}

std::string values_in_text_html(std::string_view text, const std::vector<BoardValues>& values,
                                const Seats& seats) {
    TypedTables tables;
    for (const BoardValues& v : values) {
        if (v.tricks) tables.tricks.push_back(trick_table_html(*v.tricks, seats, v.label));
        if (v.cards) tables.cards.push_back(card_values_html(*v.cards, seats, v.label));
        if (v.choices) tables.choices.push_back(choices_html(*v.choices, seats, v.label));
        if (v.settlement)
            tables.settlement.emplace_back(v.settlement->basis,
                                           settlement_html(*v.settlement, seats, v.label));
    }
    return text_html(text, &tables);
}

}  // namespace stich::report::html
