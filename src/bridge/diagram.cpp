#include "stich/bridge/diagram.h"

#include <algorithm>
#include <array>
#include <vector>

#include "stich/bridge/contract.h"
#include "stich/bridge/score.h"
#include "stich/game/notation.h"
#include "stich/io/auction.h"

namespace stich::bridge {

namespace {

constexpr std::array<std::string_view, 4> kSeatWords = {"North", "East", "South", "West"};
constexpr std::array<std::string_view, 4> kSuitSymbols = {"\u2660", "\u2665", "\u2666", "\u2663"};

std::string suit_glyph(Suit suit, SuitGlyphs glyphs) {
    return glyphs == SuitGlyphs::kSymbols ? std::string(kSuitSymbols[suit])
                                          : std::string(1, kSuitChars[suit]);
}

// A record's tag as written, "" where it is absent or says the value is unknown ("?").
std::string told(const Board& board, std::string_view name) {
    const TagPair* tag = board.tag(name);
    return tag && tag->value != "?" && tag->value != "#" ? tag->value : "";
}

// "♠ A K 10 3": ranks high to low, spaced, the ten as "10" as hand records print it; a void
// is a dash.
std::string suit_line(CardSet hand, Suit suit, SuitGlyphs glyphs) {
    std::string line = suit_glyph(suit, glyphs);
    if (hand.count(suit) == 0) return line + (glyphs == SuitGlyphs::kSymbols ? " \u2014" : " -");
    for (int pos = kRanks - 1; pos >= 0; --pos)
        if (hand.contains(Card(suit, pos)))
            line += pos == kTen ? std::string(" 10") : std::string{' ', kFaceChars[pos]};
    return line;
}

// A seat's block: its name line ("North  Smith"), then its four suits, or "unknown".
std::vector<std::string> hand_block(const Board& board, int seat, SuitGlyphs glyphs) {
    std::string label(kSeatWords[seat]);
    if (const std::string name = told(board, kSeatWords[seat]); !name.empty()) label += "  " + name;
    std::vector<std::string> lines{label};
    if (!board.known[seat]) {
        lines.emplace_back("(unknown)");
        return lines;
    }
    for (int s = 0; s < kSuits; ++s) lines.push_back(suit_line(board.hands[seat], Suit(s), glyphs));
    return lines;
}

int block_columns(const std::vector<std::string>& lines) {
    int width = 0;
    for (const std::string& line : lines) width = std::max(width, text_columns(line));
    return width;
}

std::string padded(std::string text, int columns) {
    const int have = text_columns(text);
    if (have < columns) text.append(static_cast<size_t>(columns - have), ' ');
    return text;
}

// "4♠", "3NT", "Pass", "X": a call or contract with its suit's glyph.
std::string call_text(std::string_view call, SuitGlyphs glyphs) {
    if (call.size() >= 2 && call[0] >= '1' && call[0] <= '7') {
        const size_t suit = kSuitChars.find(call[1]);
        if (suit != std::string_view::npos)
            return std::string(1, call[0]) + suit_glyph(Suit(suit), glyphs) +
                   std::string(call.substr(2));
    }
    return std::string(call);
}

// The auction in four columns W N E S, the first call under the dealer; an alerted call
// marked "!", a call with a note numbered "(1)", the notes below.
std::string auction_text(const io::Auction& auction, SuitGlyphs glyphs) {
    constexpr int kColumnSeats[4] = {3, 0, 1, 2};  // W N E S
    std::vector<std::string> cells;
    std::vector<std::string> notes;
    int column = 0;
    while (kColumnSeats[column] != auction.dealer) {
        cells.emplace_back();
        ++column;
    }
    for (const io::AuctionCall& call : auction.calls) {
        std::string cell = call_text(call.text, glyphs);
        if (call.alert) cell += "!";
        if (!call.note.empty()) {
            notes.push_back(call.note);
            cell += "(" + std::to_string(notes.size()) + ")";
        }
        cells.push_back(std::move(cell));
    }
    if (!auction.complete) cells.emplace_back(glyphs == SuitGlyphs::kSymbols ? "\u2026" : "...");
    int width = 4;
    for (const std::string& cell : cells) width = std::max(width, text_columns(cell));
    width += 2;
    std::string out;
    for (int c = 0; c < 4; ++c)
        out += c == 3 ? std::string(kSeatWords[kColumnSeats[c]].substr(0, 1))
                      : padded(std::string(kSeatWords[kColumnSeats[c]].substr(0, 1)), width);
    out += '\n';
    for (size_t i = 0; i < cells.size(); ++i) {
        const bool last = i % 4 == 3 || i + 1 == cells.size();
        out += last ? cells[i] + '\n' : padded(cells[i], width);
    }
    for (size_t n = 0; n < notes.size(); ++n)
        out += "(" + std::to_string(n + 1) + ") " + notes[n] + '\n';
    return out;
}

// "Contract 4♠ by N, 10 tricks: N-S +420": the contract as played, with its result and its
// score where the record gives the tricks and the vulnerability (docs/output.md, "Notation":
// declarer by his letter, as the auction's columns name him; the score North-South's, signed).
std::string contract_text(const Record& record, SuitGlyphs glyphs) {
    if (record.contract.passed_out()) return "Passed out\n";
    std::string line = "Contract " + call_text(format_contract(record.contract), glyphs) + " by " +
                       seat_letter(record.declarer);
    if (record.result) {
        line += ", " + std::to_string(*record.result) + " tricks";
        if (record.vulnerability_known)
            line += ": " + game::ns_score_text(ns_score(record.contract, record.declarer,
                                                        *record.result, record.vulnerability));
    }
    return line + '\n';
}

}  // namespace

int text_columns(std::string_view text) {
    return static_cast<int>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

std::string diagram_text(const Board& board, SuitGlyphs glyphs, bool contract) {
    if (board.players != 4) return "";
    std::array<std::vector<std::string>, 4> blocks;
    for (int seat = 0; seat < 4; ++seat) blocks[seat] = hand_block(board, seat, glyphs);
    // The corner above West: the dealer and the vulnerability, as hand records print them.
    std::vector<std::string> corner;
    if (board.tag("Dealer")) corner.push_back("Dealer " + std::string(kSeatWords[board.dealer]));
    if (const auto vulnerability = vulnerability_of(board))
        corner.push_back("Vul " + std::string(vulnerability_name(*vulnerability)));
    const int west = std::max(block_columns(blocks[3]), block_columns(corner));
    const int middle = std::max(12, west + 3);
    const int east = middle + std::max(12, west + 3);
    const auto centred = [&](const std::vector<std::string>& lines, const auto& left) {
        std::string out;
        for (size_t i = 0; i < lines.size(); ++i) {
            std::string row = padded(left(i), middle) + lines[i];
            while (!row.empty() && row.back() == ' ') row.pop_back();
            out += row + '\n';
        }
        return out;
    };
    std::string out =
        centred(blocks[0], [&](size_t i) { return i < corner.size() ? corner[i] : std::string(); });
    const size_t rows = std::max(blocks[3].size(), blocks[1].size());
    for (size_t i = 0; i < rows; ++i) {
        std::string row = padded(i < blocks[3].size() ? blocks[3][i] : "", east) +
                          (i < blocks[1].size() ? blocks[1][i] : "");
        while (!row.empty() && row.back() == ' ') row.pop_back();
        out += row + '\n';
    }
    out += centred(blocks[2], [](size_t) { return std::string(); });
    if (const auto auction = io::auction_of(board); auction && !auction->calls.empty())
        out += auction_text(*auction, glyphs);
    if (contract)
        if (const auto record = record_of(board)) out += contract_text(*record, glyphs);
    return out + '\n';  // a blank line before what follows the diagram
}

}  // namespace stich::bridge
