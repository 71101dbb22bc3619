// What a hand record says beside its cards, shown under the diagram as bridge software shows
// it: the event, date, board, room and table, dealer and vulnerability, the auction (alerts
// and notes), the contract with declarer, the result and the score.  Read from the record's
// own tags, as written; only what the record gives is shown.
#include "parts.h"
#include "stich/game/notation.h"
#include "stich/io/auction.h"
#include "stich/io/score_tag.h"

namespace stich::report::html {

namespace {

std::string record_tag(const Board& b, std::string_view name) {
    const TagPair* tag = b.tag(name);
    if (!tag) return "";
    std::string value = tag->value;
    // PBN's "?" and "#" say the value is unknown or inherited: nothing to show.
    return value == "?" || value == "#" || value == "????.??.??" ? "" : value;
}

std::string facts_row(std::string_view label, const std::string& value) {
    return "<tr><th>" + html_escape(label) + "</th><td>" + cards_in_text(value) + "</td></tr>";
}

// PBN's [Contract] with [Declarer], [Result] and [Score], as one row each: the contract with
// its suit's symbol and declarer's letter ("4♠X by S").
std::string contract_rows(const Board& b, const Seats& seats) {
    std::string out;
    if (!b.contract.empty()) {
        std::string contract = bid_html(b.contract);
        if (b.declarer && *b.declarer < b.players)
            contract += " by " + html_escape(seats.label(*b.declarer));
        out += "<tr><th>Contract</th><td>" + contract + "</td></tr>";
    }
    if (const std::string result = record_tag(b, "Result"); !result.empty())
        out += facts_row("Result", result + " tricks");
    // The score as every bridge score on the pages (docs/output.md, "Notation"): North-South's,
    // signed ("N-S −420" for [Score "EW 420"]); a score in other terms (match points) as written.
    if (const std::string score = record_tag(b, "Score"); !score.empty()) {
        const auto ns = io::score_tag_ns(score);
        out += facts_row("Score", ns ? game::ns_score_text(*ns) : score);
    }
    return out;
}

// The auction in four columns W N E S, as bridge software prints it, the first call under
// the dealer; an alerted call marked, a call with a note numbered, the notes below.
std::string auction_html(const io::Auction& auction, const Seats& seats) {
    constexpr int kColumnSeats[4] = {3, 0, 1, 2};  // W N E S
    std::string out = "<table class=\"auction\"><tr>";
    for (int seat : kColumnSeats) out += "<th>" + html_escape(seats.label(seat)) + "</th>";
    out += "</tr><tr>";
    int column = 0;
    while (kColumnSeats[column] != auction.dealer) {
        out += "<td></td>";
        ++column;
    }
    std::vector<std::string> notes;
    for (const io::AuctionCall& call : auction.calls) {
        if (column == 4) {
            out += "</tr><tr>";
            column = 0;
        }
        std::string cell = bid_html(call.text);
        if (call.alert) cell += "<span class=\"alert\" title=\"alerted\">!</span>";
        if (!call.note.empty()) {
            notes.push_back(call.note);
            cell += "<sup>" + std::to_string(notes.size()) + "</sup>";
        }
        out += "<td>" + cell + "</td>";
        ++column;
    }
    if (!auction.complete) out += "<td>&hellip;</td>";
    out += "</tr></table>";
    if (!notes.empty()) {
        out += "<ol class=\"notes\">";
        for (const std::string& note : notes) out += "<li>" + cards_in_text(note) + "</li>";
        out += "</ol>";
    }
    return out;
}

}  // namespace

// A bid or contract with its suit's symbol, as bridge software prints it: "4♠", "3NT", "5♣X".
std::string bid_html(std::string_view text) {
    const size_t suit = text.size() >= 2 && text[0] >= '1' && text[0] <= '7'
                            ? std::string_view("SHDC").find(text[1])
                            : std::string_view::npos;
    if (suit == std::string_view::npos) return cards_in_text(text);
    return std::string(1, text[0]) + suit_symbol(Suit(static_cast<int>(suit))) +
           html_escape(text.substr(2));
}

std::string seat_player(const Board& b, int seat) {
    constexpr std::string_view kNameTags[4] = {"North", "East", "South", "West"};
    if (b.players != 4 || seat < 0 || seat > 3) return "";
    return record_tag(b, kNameTags[seat]);
}

std::string record_facts_html(const Board& b, const Seats& seats) {
    std::string rows;
    for (std::string_view name : {"Event", "Site", "Date"})
        if (const std::string value = record_tag(b, name); !value.empty())
            rows += facts_row(name, value);
    std::string board = record_tag(b, "Board");
    for (std::string_view name : {"Room", "Table"})
        if (const std::string value = record_tag(b, name); !value.empty())
            board += (board.empty() ? "" : ", ") + std::string(name) + " " + value;
    if (!board.empty()) rows += facts_row("Board", board);
    if (b.dealer >= 0 && b.dealer < b.players && b.tag("Dealer"))
        rows += facts_row("Dealer", seats.label(b.dealer));
    if (const std::string v = record_tag(b, "Vulnerable"); !v.empty())
        rows += facts_row("Vulnerable", v);
    if (const std::string scoring = record_tag(b, "Scoring"); !scoring.empty())
        rows += facts_row("Scoring", scoring);
    rows += contract_rows(b, seats);
    std::string out;
    if (!rows.empty()) out += "<table class=\"facts record\">" + rows + "</table>";
    if (const auto auction = io::auction_of(b); auction && !auction->calls.empty())
        out += "<div class=\"auction\"><h3>Auction</h3>" + auction_html(*auction, seats) + "</div>";
    return out.empty() ? "" : "<div class=\"record\">" + out + "</div>";
}

}  // namespace stich::report::html
