#include "stich/io/lin_writer.h"

#include <array>
#include <cctype>

#include "lin_lexer.h"
#include "pbn_values.h"
#include "record_schema.h"
#include "stich/io/auction.h"
#include "stich/io/board_id.h"

namespace stich::io {

namespace {

constexpr int kLinWriterSeats = 4;
// LIN lists the seats S W N E; stich numbers them N E S W.
constexpr std::array<int, kLinWriterSeats> kLinWriterOrder = {2, 3, 0, 1};
constexpr std::array<const char*, kLinWriterSeats> kLinWriterNameTags = {"North", "East", "South",
                                                                         "West"};

std::string lin_writer_hand(CardSet hand) {
    std::string out;
    for (int s = 0; s < kSuits; ++s) {
        out += kSuitChars[static_cast<size_t>(s)];
        const uint16_t lane = hand.lane(Suit(s));
        for (int f = kRanks - 1; f >= 0; --f)
            if (lane >> f & 1) out += kFaceChars[static_cast<size_t>(f)];
    }
    return out;
}

std::string lin_writer_tag(const Board& board, std::string_view name) {
    const TagPair* tag = board.tag(name);
    return tag ? trim(tag->value) : "";
}

// [Vulnerable] as sv|'s letter; "" where the board gives none or one LIN has no letter for.
std::string lin_writer_vulnerability(const Board& board) {
    const std::string v = lower(lin_writer_tag(board, "Vulnerable"));
    if (v == "none" || v == "love" || v == "-") return "o";
    if (v == "ns") return "n";
    if (v == "ew") return "e";
    if (v == "all" || v == "both") return "b";
    return "";
}

// mb|'s form of a PBN call: "1N", "p", "d", "r".
std::string lin_writer_call(const std::string& call) {
    if (call == "Pass") return "p";
    if (call == "X") return "d";
    if (call == "XX") return "r";
    return call.substr(0, 2);  // "1NT" -> "1N", "4S" -> "4S"
}

// The shortest auction that reaches [Contract] by [Declarer]: passes up to declarer, the bid,
// its double by the next player and redouble by the one after, then three passes.  Empty for
// a contract that is no bridge bid.
std::vector<AuctionCall> lin_writer_auction(const Board& board) {
    std::string c;
    for (char ch : board.contract)
        if (!std::isspace(static_cast<unsigned char>(ch)))
            c += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    std::vector<AuctionCall> calls;
    if (c == "PASS" || c == "AP") {
        calls.assign(kLinWriterSeats, AuctionCall{"Pass", false, ""});
        return calls;
    }
    if (!board.declarer || c.size() < 2 || c[0] < '1' || c[0] > '7') return {};
    int doubled = 0;
    while (!c.empty() && c.back() == 'X') ++doubled, c.pop_back();
    const std::string strain = c.substr(1);
    const std::string bid = c.substr(0, 1) + (strain == "N" ? "NT" : strain);
    if (strain != "N" && strain != "NT" && strain != "S" && strain != "H" && strain != "D" &&
        strain != "C")
        return {};
    for (int seat = board.dealer; seat != *board.declarer; seat = (seat + 1) % kLinWriterSeats)
        calls.push_back(AuctionCall{"Pass", false, ""});
    calls.push_back(AuctionCall{bid, false, ""});
    if (doubled >= 1) calls.push_back(AuctionCall{"X", false, ""});
    if (doubled >= 2) calls.push_back(AuctionCall{"XX", false, ""});
    for (int k = 0; k < 3; ++k) calls.push_back(AuctionCall{"Pass", false, ""});
    return calls;
}

bool lin_writer_play_complete(const Board& board) {
    int cards = 0;
    for (const PlayedTrick& trick : board.play) cards += static_cast<int>(trick.cards.size());
    return cards == kLinWriterSeats * 13;
}

// A URL's query value: every byte but the unreserved ones as %XX.
std::string lin_writer_url_encoded(std::string_view text) {
    constexpr std::string_view kHex = "0123456789ABCDEF";
    std::string out;
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += ch;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

}  // namespace

std::optional<std::string> board_to_lin(const Board& board, std::string* why) {
    // LIN's deals are PBN's own (the game a record without [Game] is: bridge, read as whist).
    if (!record_schema(board.game).implied || board.players != kLinWriterSeats) {
        if (why)
            *why = "LIN holds bridge deals: this board is of " + std::string(game_name(board.game));
        return std::nullopt;
    }
    // A board of a room begins at its qx|, as BBO's files have it: the reader starts a board
    // there.
    std::string out;
    const Room room = room_of(board);
    const std::string number(board_number(board.id, room));
    if (room != Room::kNone)
        out += "qx|" + std::string(room == Room::kOpen ? "o" : "c") + number + "|";
    std::string names;
    bool named = false;
    for (int k = 0; k < kLinWriterSeats; ++k) {
        const std::string name =
            lin_writer_tag(board, kLinWriterNameTags[static_cast<size_t>(kLinWriterOrder[k])]);
        const bool known = !name.empty() && name != "?";
        named = named || known;
        // A name cannot hold LIN's separators.
        std::string clean;
        for (char ch : known ? name : "") clean += ch == '|' || ch == ',' ? ' ' : ch;
        names += (k ? "," : "") + clean;
    }
    if (named) out += "pn|" + names + "|";
    out += "st||md|";
    for (int k = 0; k < kLinWriterSeats; ++k)
        if (kLinWriterOrder[k] == board.dealer) out += std::to_string(k + 1);
    for (int k = 0; k < kLinWriterSeats; ++k) {
        const auto seat = static_cast<size_t>(kLinWriterOrder[k]);
        if (k) out += ',';
        if (board.known[seat]) out += lin_writer_hand(board.hands[seat]);
    }
    out += "|rh||";
    out += "ah|Board " + number + "|";
    if (const std::string sv = lin_writer_vulnerability(board); !sv.empty())
        out += "sv|" + sv + "|";

    std::vector<AuctionCall> calls;
    if (const auto auction = auction_of(board); auction && auction->dealer == board.dealer)
        calls = auction->calls;
    if (calls.empty() && !board.contract.empty()) calls = lin_writer_auction(board);
    for (const AuctionCall& call : calls) {
        const bool alert = call.alert || !call.note.empty();
        out += "mb|" + lin_writer_call(call.text) + (alert ? "!" : "") + "|";
        if (!call.note.empty() && call.note != "alert") {
            std::string note;
            for (char ch : call.note) note += ch == '|' ? '/' : ch;
            out += "an|" + note + "|";
        }
    }
    // The play only after a contract: LIN's reader (as BBO's) has no play without one.
    if (!calls.empty()) {
        for (const PlayedTrick& trick : board.play) {
            for (Card card : trick.cards) out += "pc|" + format_card(card) + "|";
            if (trick.cards.size() == kLinWriterSeats) out += "pg||";
        }
        if (!lin_writer_play_complete(board))
            if (const auto tricks = whole_number<int>(lin_writer_tag(board, "Result"));
                tricks && *tricks >= 0 && *tricks <= 13 && board.declarer)
                out += "mc|" + std::to_string(*tricks) + "|";
    }
    return out;
}

std::optional<std::string> handviewer_link(const Board& board, std::string* why) {
    const auto lin = board_to_lin(board, why);
    if (!lin) return std::nullopt;
    return "https://www.bridgebase.com/tools/handviewer.html?lin=" + lin_writer_url_encoded(*lin);
}

}  // namespace stich::io
