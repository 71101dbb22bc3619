#include "lin_board.h"

#include <array>
#include <cctype>

#include "lin_auction.h"
#include "line_reader.h"
#include "pbn_play.h"
#include "pbn_values.h"
#include "stich/io/board_id.h"

namespace stich::io {

namespace {

constexpr int kSeats = 4;
constexpr int kTricks = 13;

// LIN lists seats S W N E (1..4); stich numbers them N E S W (0..3).  Both go clockwise.
constexpr int kLinSeat[kSeats] = {2, 3, 0, 1};

// LIN records bridge deals: the game of id 0, whose record schema writes the seats' letters.
std::string seat_letter(int seat) {
    return seat_name(Game{}, seat);
}

BoardError error_at(const LinPair& pair, size_t offset, std::string message) {
    return BoardError{pair.line_of(offset), pair.column_of(offset), std::move(message)};
}

const LinPair* last_of(const std::vector<LinPair>& pairs, std::string_view key) {
    const LinPair* found = nullptr;
    for (const LinPair& pair : pairs)
        if (pair.key == key) found = &pair;
    return found;
}

// The first run of digits in `text`, or "".
std::string first_number(std::string_view text) {
    const size_t start = text.find_first_of("0123456789");
    if (start == std::string_view::npos) return "";
    const size_t end = text.find_first_not_of("0123456789", start);
    return std::string(text.substr(start, end - start));
}

// The fields of a comma-separated value, each with its offset.
std::vector<Word> fields(std::string_view value) {
    std::vector<Word> out;
    size_t start = 0;
    for (;;) {
        const size_t comma = value.find(',', start);
        out.push_back(Word{value.substr(start, comma - start), start});
        if (comma == std::string_view::npos) return out;
        start = comma + 1;
    }
}

// A rank at text[i] ("A".."2", "T" or "10"), its length in `used`; nothing if none.
std::optional<int> rank_at(std::string_view text, size_t i, size_t* used) {
    return parse_face(text.substr(i, 2), used);
}

// ---- the deal --------------------------------------------------------------------------

struct LinDeal {
    int dealer = 0;
    bool dealer_zero = false;  // md|0...: no dealer of BBO's, read as 4 (E) until the play tells
    std::array<CardSet, kSeats> hands{};
    std::array<bool, kSeats> known{};
};

LinDeal read_deal(const LinPair& md) {
    const std::string_view value = md.value;
    LinDeal deal;
    if (value.empty() || value[0] < '0' || value[0] > '4')
        throw error_at(md, 0, "expected the dealer (1 S, 2 W, 3 N, 4 E) first in md|");
    // 0 is what a converter counting from 0 writes for S: 4 seats round, E, and the play
    // must tell (build_lin_board).
    deal.dealer_zero = value[0] == '0';
    deal.dealer = kLinSeat[deal.dealer_zero ? kSeats - 1 : value[0] - '1'];
    const auto hands = fields(value.substr(1));
    if (hands.size() > kSeats)
        throw error_at(md, 1 + hands[kSeats].offset, "more than four hands in md|");
    CardSet seen;
    std::array<size_t, kSeats> starts{};
    for (size_t k = 0; k < hands.size(); ++k) {
        const int seat = kLinSeat[k];
        const std::string where = "hand " + seat_letter(seat);
        std::optional<Suit> suit;
        const std::string_view text = hands[k].text;
        starts[k] = 1 + hands[k].offset;
        for (size_t i = 0; i < text.size();) {
            const size_t offset = 1 + hands[k].offset + i;
            size_t used = 1;
            if (auto s = parse_suit(text[i])) {
                suit = s;
            } else if (auto face = rank_at(text, i, &used)) {
                if (!suit) throw error_at(md, offset, "rank before any suit letter in " + where);
                const Card card(*suit, *face);
                if (seen.contains(card))
                    throw error_at(md, offset, "card " + format_card(card) + " dealt twice");
                seen |= card;
                deal.hands[seat] |= card;
                if (deal.hands[seat].count() > kTricks)
                    throw error_at(md, offset, where + " has more than 13 cards");
            } else if (!std::isspace(static_cast<unsigned char>(text[i]))) {
                throw error_at(
                    md, offset,
                    "unexpected '" + std::string(character_at(text, i)) + "' in " + where);
            }
            i += used;
        }
    }
    // An empty hand is unknown, unless it is the only one and the others are whole: then it
    // holds the cards left (BBO leaves out the fourth hand).
    int empty = 0;
    for (int seat = 0; seat < kSeats; ++seat) empty += deal.hands[seat].empty();
    for (size_t k = 0; k < kSeats; ++k) {
        const int seat = kLinSeat[k];
        const int count = deal.hands[seat].count();
        deal.known[seat] = count > 0;
        if (count > 0 && count < kTricks)
            throw error_at(
                md, starts[k],
                "hand " + seat_letter(seat) + " has " + count_of(count, "card") + ", expected 13");
        if (count == 0 && empty == 1) {
            deal.hands[seat] = kDeck52 - seen;
            deal.known[seat] = true;
        }
    }
    return deal;
}

std::string pbn_deal(const LinDeal& deal) {
    std::string out = seat_letter(deal.dealer) + ":";
    for (int k = 0; k < kSeats; ++k) {
        const int seat = (deal.dealer + k) % kSeats;
        if (k) out += ' ';
        out += deal.known[seat] ? format_hand(deal.hands[seat]) : "-";
    }
    return out;
}

std::string pbn_vulnerable(const LinPair& sv) {
    const std::string value = lower(trim(sv.value));
    if (value.empty() || value == "o" || value == "0" || value == "-") return "None";
    if (value == "n") return "NS";
    if (value == "e") return "EW";
    if (value == "b") return "All";
    throw error_at(sv, 0, "bad vulnerability '" + excerpt(sv.value) + "': expected o, n, e or b");
}

// ---- the play --------------------------------------------------------------------------

struct PlayedCard {
    Card card;
    int line = 0;
    int column = 0;
};

std::vector<PlayedCard> read_cards(const std::vector<LinPair>& pairs) {
    std::vector<PlayedCard> cards;
    for (const LinPair& pc : pairs) {
        if (pc.key != "pc") continue;
        const std::string_view text = pc.value;
        size_t i = text.find_first_not_of(" \t");
        if (i == std::string_view::npos)
            throw error_at(pc, 0, "no card in pc|: expected one such as SA or H10");
        while (i < text.size()) {
            const auto suit = parse_suit(text[i]);
            size_t used = 0;
            const auto face = i + 1 < text.size() ? rank_at(text, i + 1, &used) : std::nullopt;
            if (!suit || !face)
                throw error_at(pc, i,
                               "bad card '" + excerpt(text.substr(i)) +
                                   "' in pc|: expected one such as SA or H10");
            if (cards.size() == kSeats * kTricks)
                throw error_at(pc, i, "more than 13 tricks played");
            cards.push_back(PlayedCard{Card(*suit, *face), pc.line_of(i), pc.column_of(i)});
            i = text.find_first_not_of(" \t", i + 1 + used);
            if (i == std::string_view::npos) break;
        }
    }
    return cards;
}

// The play as PBN's play section: one column per seat from the opening leader on, whatever
// seat led each trick.  Each card is a section line of its own, so that a card the Board
// builder refuses is located where the LIN text has it; `lines` gets the section as PBN
// writes it, one trick a line.
struct PlaySection {
    std::vector<SectionLine> tokens;
    std::vector<std::string> lines;
    int declarer_tricks = 0;
    bool complete = false;
};

PlaySection play_section(const std::vector<PlayedCard>& cards, int first, Strain trump,
                         int declarer) {
    PlaySection out;
    int leader = first;
    for (size_t start = 0; start < cards.size(); start += kSeats) {
        const size_t end = std::min(cards.size(), start + kSeats);
        std::array<const PlayedCard*, kSeats> columns{};
        std::vector<Card> trick;
        for (size_t i = start; i < end; ++i) {
            const int seat = (leader + static_cast<int>(i - start)) % kSeats;
            columns[(seat - first + kSeats) % kSeats] = &cards[i];
            trick.push_back(cards[i].card);
        }
        std::string text;
        for (const PlayedCard* played : columns) {
            const PlayedCard& at = played ? *played : cards[end - 1];
            const std::string token = played ? format_card(played->card) : "-";
            out.tokens.push_back(SectionLine{at.line, {SectionToken{at.column, token}}});
            text += (text.empty() ? "" : " ") + token;
        }
        out.lines.push_back(text);
        if (trick.size() == kSeats) {
            leader = (leader + whist_trick_winner(trick, trump)) % kSeats;
            out.declarer_tricks += leader % 2 == declarer % 2;
        }
    }
    out.complete = cards.size() == kSeats * kTricks;
    if (!out.complete && !cards.empty()) {
        const PlayedCard& last = cards.back();
        out.tokens.push_back(SectionLine{last.line, {SectionToken{last.column + 2, "*"}}});
        out.lines.push_back("*");
    }
    return out;
}

// ---- the dealer digit ------------------------------------------------------------------

LinAuction read_auction(const std::vector<LinPair>& pairs, int dealer) {
    LinAuction auction(dealer);
    for (size_t i = 0; i < pairs.size(); ++i) {
        if (pairs[i].key == "mb") {
            auction.add(read_lin_call(pairs[i]));
        } else if (pairs[i].key == "an" && !auction.calls().empty() &&
                   auction.calls().back().pair == &pairs[i - 1]) {
            auction.calls().back().note = trim(pairs[i].value);
        }
    }
    return auction;
}

// Whether each card of the play lies in the hand of the seat that plays it when `leader` makes
// the opening lead (a trick's winner leads the next), in hands that are known.
bool play_fits(const LinDeal& deal, const std::vector<PlayedCard>& cards, int leader,
               Strain trump) {
    std::vector<Card> trick;
    for (const PlayedCard& played : cards) {
        const int seat = (leader + static_cast<int>(trick.size())) % kSeats;
        if (deal.known[seat] && !deal.hands[seat].contains(played.card)) return false;
        trick.push_back(played.card);
        if (trick.size() == kSeats) {
            leader = (leader + whist_trick_winner(trick, trump)) % kSeats;
            trick.clear();
        }
    }
    return true;
}

// How many seats clockwise the dealer must move for the play to fit, when it does not fit the
// dealer of md| but fits that one: some converters number the dealer from another base than
// BBO's (1 S, 2 W, 3 N, 4 E), and the hands do not depend on it, while the seats of the
// auction, and so declarer and the opening leader, do.  The opening lead names the leader (its
// card lies in one hand), so one dealer at most fits; 0 where md|'s fits, or none does.  The
// caller asks only of a play of a trick or more: a shorter one's wrong card is as likely a slip
// of the play as of the digit, and stays a defect of the play section.
int dealer_shift(const LinDeal& deal, const std::vector<PlayedCard>& cards, int declarer,
                 Strain trump) {
    const int leader = (declarer + 1) % kSeats;
    if (play_fits(deal, cards, leader, trump)) return 0;
    for (int seat = 0; seat < kSeats; ++seat)
        if (deal.known[seat] && deal.hands[seat].contains(cards.front().card))
            return play_fits(deal, cards, seat, trump) ? (seat - leader + kSeats) % kSeats : 0;
    return 0;
}

// ---- tags ------------------------------------------------------------------------------

struct TagList {
    std::vector<RawTag> tags;
    SourceLocation where;

    // A tag whose value stands at `offset` of the pair's value (its start, if no pair).
    RawTag& add(std::string name, std::string value, const LinPair* from, size_t offset = 0) {
        TagToken token;
        token.name = std::move(name);
        token.value = std::move(value);
        token.line = from ? from->line : where.line;
        token.value_line = from ? from->line_of(offset) : where.line;
        token.column = from ? from->column : where.column;
        token.value_column = from ? from->column_of(offset) : where.column;
        tags.push_back(RawTag{std::move(token), {}});
        return tags.back();
    }
};

int claim(const LinPair& mc) {
    const auto tricks = whole_number<int>(trim(mc.value));
    if (!tricks || *tricks < 0 || *tricks > kTricks)
        throw error_at(mc, 0, "bad claim '" + excerpt(mc.value) + "': expected 0 to 13 tricks");
    return *tricks;
}

}  // namespace

Room lin_room(const std::vector<LinPair>& pairs) {
    const LinPair* qx = last_of(pairs, "qx");
    const std::string value = qx ? lower(trim(qx->value)) : "";
    if (value.starts_with('o')) return Room::kOpen;
    if (value.starts_with('c')) return Room::kClosed;
    return Room::kNone;
}

std::string lin_board_id(const std::vector<LinPair>& pairs, int ordinal) {
    std::string id;
    if (const LinPair* ah = last_of(pairs, "ah")) id = first_number(ah->value);
    if (const LinPair* qx = last_of(pairs, "qx"); qx && id.empty())
        id = first_number(qx->value.substr(0, qx->value.find(',')));
    return id.empty() ? std::to_string(ordinal) : board_id(lin_room(pairs), id);
}

Board build_lin_board(const std::vector<LinPair>& pairs, LinFile& file, const SourceLocation& where,
                      std::string id) {
    const LinFile& defaults = file;
    const LinPair* md = last_of(pairs, "md");
    if (!md) throw BoardError{where.line, where.column, "no deal: the board has no md| pair"};
    LinDeal deal = read_deal(*md);
    const LinPair* qx = last_of(pairs, "qx");
    const Room room = lin_room(pairs);

    LinAuction auction = read_auction(pairs, deal.dealer);
    const auto cards = read_cards(pairs);
    const LinPair* mc = last_of(pairs, "mc");
    const bool has_bid = auction.has_bid();
    // The auction decides the contract once it is over, or once the play has begun (BBO's
    // records may leave out the closing passes).
    const bool decided = auction.over() || (has_bid && (!cards.empty() || mc));
    if (!cards.empty() && !(decided && has_bid)) {
        const PlayedCard& first = cards.front();
        throw BoardError{first.line, first.column,
                         "cards played (pc|) without a contract: the auction (mb|) names none"};
    }

    // A dealer digit the play refutes, where another dealer makes every card fit: the record
    // is read as the play shows it, and the reader told; the file's later boards without play
    // are read with the same correction (one converter wrote them all).  A play shorter than a
    // trick tells nothing of the digit: that board too is read with the file's correction.
    const int written = deal.dealer;
    const bool played = decided && has_bid && cards.size() >= kSeats;
    const int shift = played
                          ? dealer_shift(deal, cards, auction.declarer(), auction.last_bid().strain)
                          : file.dealer_shift;
    if (played) file.dealer_shift = shift;
    if (deal.dealer_zero && !played && shift == 0)
        throw error_at(*md, 0,
                       "dealer 0 is none of BBO's (1 S, 2 W, 3 N, 4 E), and no play tells the "
                       "seat");
    std::optional<Diagnostic> dealer_note;
    if (shift != 0 || deal.dealer_zero) {
        deal.dealer = (deal.dealer + shift) % kSeats;
        auction = read_auction(pairs, deal.dealer);
        // A 0 whose play fits no dealer is no more told than one without play.
        if (deal.dealer_zero && played &&
            !play_fits(deal, cards, (auction.declarer() + 1) % kSeats, auction.last_bid().strain))
            throw error_at(*md, 0,
                           "dealer 0 is none of BBO's (1 S, 2 W, 3 N, 4 E), and the play fits no "
                           "dealer");
        const std::string dealer = seat_letter(deal.dealer);
        std::string message = "dealer " + std::string(1, md->value[0]) + " (" +
                              (deal.dealer_zero ? "none of BBO's 1 S, 2 W, 3 N, 4 E"
                                                : "BBO's " + seat_letter(written)) +
                              ")";
        if (played)
            message += (deal.dealer_zero ? ": " : " does not fit the play: ") +
                       std::string("the opening lead ") + format_card(cards.front().card) + " is " +
                       seat_letter((auction.declarer() + 1) % kSeats) + "'s, who leads " +
                       auction.contract() + " only if " + dealer + " dealt; read with dealer " +
                       dealer;
        else
            message += " read as " + dealer + ": an earlier board of this file showed its dealer " +
                       "digits " + count_of(shift, "seat") + " off";
        dealer_note = Diagnostic{SourceLocation{where.file, md->line_of(0), md->column_of(0)}, id,
                                 std::move(message), Severity::kWarning};
    }

    TagList list{{}, where};
    if (!defaults.event.empty()) list.add("Event", defaults.event, nullptr);
    list.add("Board", std::string(board_number(id, room)), nullptr);
    const LinPair* pn = last_of(pairs, "pn");
    if (!pn && defaults.names) pn = &*defaults.names;
    if (pn) {
        auto names = fields(pn->value);
        const size_t base = names.size() >= 2 * kSeats && room == Room::kClosed ? kSeats : 0;
        for (int seat : {3, 0, 1, 2})  // W N E S, the order of PBN's tags
            for (size_t k = 0; k < kSeats; ++k)
                if (kLinSeat[k] == seat && base + k < names.size())
                    list.add(std::string(seat == 3   ? "West"
                                         : seat == 0 ? "North"
                                         : seat == 1 ? "East"
                                                     : "South"),
                             trim(names[base + k].text), pn, names[base + k].offset);
    }
    list.add("Dealer", seat_letter(deal.dealer), md);
    if (const LinPair* sv = last_of(pairs, "sv")) list.add("Vulnerable", pbn_vulnerable(*sv), sv);
    list.add("Deal", pbn_deal(deal), md, 1);

    std::optional<PlaySection> play;
    if (decided) {
        const LinPair* bid = has_bid ? auction.last_bid().pair : nullptr;
        if (has_bid) list.add("Declarer", seat_letter(auction.declarer()), bid);
        list.add("Contract", auction.contract(), bid ? bid : auction.calls().back().pair);
        if (has_bid) {
            const int declarer = auction.declarer();
            play =
                play_section(cards, (declarer + 1) % kSeats, auction.last_bid().strain, declarer);
            if (mc)
                list.add("Result", std::to_string(claim(*mc)), mc);
            else if (play->complete)
                list.add("Result", std::to_string(play->declarer_tricks), bid);
        }
    }
    if (room != Room::kNone) list.add("Room", room == Room::kClosed ? "Closed" : "Open", qx);

    if (!auction.calls().empty()) {
        RawTag& tag = list.add("Auction", seat_letter(deal.dealer), auction.calls()[0].pair);
        std::vector<RawTag> notes;
        for (size_t i = 0; i < auction.calls().size(); ++i) {
            const LinCall& call = auction.calls()[i];
            if (i % kSeats == 0) tag.section.push_back(SectionLine{call.pair->line_of(0), {}});
            auto& line = tag.section.back().tokens;
            line.push_back(SectionToken{call.pair->column_of(0), call.text});
            if (call.alerted || !call.note.empty()) {
                const std::string number = std::to_string(notes.size() + 1);
                line.push_back(SectionToken{call.pair->column_of(0), "=" + number + "="});
                TagList note_list{{}, where};
                note_list.add("Note", number + ":" + (call.note.empty() ? "alert" : call.note),
                              call.pair);
                notes.push_back(std::move(note_list.tags.back()));
            }
        }
        if (!auction.over()) tag.section.back().tokens.push_back(SectionToken{0, "*"});
        for (RawTag& note : notes) list.tags.push_back(std::move(note));
    }
    if (play && !cards.empty()) {
        RawTag& tag = list.add("Play", seat_letter((auction.declarer() + 1) % kSeats), nullptr);
        tag.token.line = tag.token.value_line = cards.front().line;
        tag.token.column = tag.token.value_column = cards.front().column;
        tag.section = play->tokens;
    }

    Board board = build_board(list.tags, where, std::move(id));
    if (dealer_note) board.notes.push_back(std::move(*dealer_note));
    // The play section as PBN writes it, one trick a line, for a board written back.
    for (TagPair& tag : board.tags)
        if (tag.name == "Play") tag.section = play->lines;
    return board;
}

}  // namespace stich::io
