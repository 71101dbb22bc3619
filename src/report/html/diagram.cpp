// The hand diagram at the head of each board: a compass for four-handed whist and bridge (the
// players' names by their seats, the record's facts and auction below: record_facts.cpp), a
// row of hands for the other tables, then the trick in progress, trumps, the turned card,
// talon and table cards.
#include <algorithm>
#include <cctype>

#include "parts.h"

namespace stich::report::html {

namespace {

// `dealer`: the seat marked the dealer's, or -1 (a dealer who sits out holds no hand).
std::string hand_html(const Board& b, const Seats& seats, int seat, int dealer,
                      const std::string& css_class) {
    const std::string player = seat_player(b, seat);
    std::string out =
        "<div class=\"hand " + css_class + "\"><div class=\"who\">" +
        html_escape(seats.label(seat)) +
        (player.empty() ? "" : " <span class=\"player\">" + html_escape(player) + "</span>") +
        (seat == dealer ? " (dealer)" : "") + "</div>";
    if (!b.known[static_cast<size_t>(seat)]) return out + "?</div>";
    for (int s = 0; s < kSuits; ++s) {
        std::string faces;
        const uint16_t lane = b.hands[static_cast<size_t>(seat)].lane(Suit(s));
        for (int f = kRanks - 1; f >= 0; --f)
            if (lane >> f & 1) faces += kFaceChars[static_cast<size_t>(f)];
        out += "<div>" + suit_html(Suit(s), faces) + "</div>";
    }
    return out + "</div>";
}

std::string card_row(const std::vector<Card>& cards) {
    std::string out;
    for (Card c : cards) out += card_html(c) + " ";
    return out;
}

// `contract`: the contract among the extras (a compass shows it in the record's facts).
std::string extras_html(const Board& b, const HtmlBoard& board, bool contract) {
    const Seats& seats = board.seats;
    const bool dealer_sits_out = board.dealer_sits_out;
    std::string out;
    if (dealer_sits_out) out += "<div>Dealer: a fourth player, who sits out</div>";
    // The trick in progress, its cards from the leader on, each under its player's name.
    if (!b.trick.empty() && b.leader) {
        out += "<div class=\"trick\">Trick:";
        for (size_t i = 0; i < b.trick.size(); ++i) {
            const int seat = (*b.leader + static_cast<int>(i)) % std::max(b.players, 1);
            out += " " + html_escape(seats.label(seat)) + " " + card_html(b.trick[i]);
        }
        out += "</div>";
    }
    if (b.trump)
        out += "<div>Trumps: " +
               (*b.trump == kNoTrump ? std::string("none") : suit_symbol(Suit(*b.trump))) +
               "</div>";
    if (const auto trump_tag = io::own_trump(b, board.own))
        out += "<div>" + html_escape(trump_tag->tag->name) + ": " +
               cards_in_text(trump_tag->value) + "</div>";
    for (const io::OwnPile& pile : io::own_piles(b, board.own)) {
        if (pile.cards.empty()) continue;
        std::string name(pile.name);
        if (!name.empty()) name[0] = static_cast<char>(std::toupper(name[0]));
        if (!pile.tag->face_up) {
            out += "<div>" + html_escape(name) + ": " +
                   cards_in_text(format_card_list(pile.cards)) + "</div>";
            continue;
        }
        const std::vector<Card>& laid = pile.laid;
        out += "<div>" + html_escape(name) + " cards: " + card_html(laid[0]) + " (face up)";
        if (laid.size() > 1)
            out += ", " + card_row(std::vector<Card>(laid.begin() + 1, laid.end())) + "(face down)";
        out += "</div>";
    }
    if (contract && !b.contract.empty())
        out += "<div>Contract: " + cards_in_text(b.contract) + "</div>";
    return out;
}

}  // namespace

std::string diagram_html(const HtmlBoard& board, bool facts) {
    const Board& b = *board.board;
    const Seats& seats = board.seats;
    const int dealer = board.dealer_sits_out ? -1 : b.dealer;
    const bool four = seats.compass() && b.players == 4;
    const std::string extras = extras_html(b, board, !four);
    if (four) {
        std::string out = "<div class=\"diagram compass\">";
        const char* cls[4] = {"n", "e", "s", "w"};
        for (int seat = 0; seat < 4; ++seat) out += hand_html(b, seats, seat, dealer, cls[seat]);
        return out + "<div class=\"centre\">" + extras + "</div></div>" +
               (facts ? record_facts_html(b, seats) : std::string());
    }
    std::string out = "<div class=\"diagram seats\">";
    for (int seat = 0; seat < b.players; ++seat) out += hand_html(b, seats, seat, dealer, "");
    out += "</div>";
    if (!extras.empty()) out += "<div class=\"extras\">" + extras + "</div>";
    return out;
}

}  // namespace stich::report::html
