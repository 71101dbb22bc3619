#include "stich/engine/cards.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace stich {

std::string format_card(Card c) {
    return {kSuitChars[c.suit()], kFaceChars[c.pos()]};
}

std::string format_hand(CardSet cards) {
    std::string out;
    for (int s = 0; s < kSuits; ++s) {
        if (s) out += '.';
        uint16_t lane = cards.lane(Suit(s));
        for (int f = kRanks - 1; f >= 0; --f)
            if (lane >> f & 1) out += kFaceChars[f];
    }
    return out;
}

std::string format_card_list(CardSet cards) {
    std::string out;
    for (int s = 0; s < kSuits; ++s) {
        uint16_t lane = cards.lane(Suit(s));
        for (int f = kRanks - 1; f >= 0; --f) {
            if (!(lane >> f & 1)) continue;
            if (!out.empty()) out += ' ';
            out += format_card(Card(Suit(s), f));
        }
    }
    return out;
}

std::optional<Suit> parse_suit(char c) {
    auto i = kSuitChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    if (i == std::string_view::npos) return std::nullopt;
    return Suit(i);
}

std::optional<int> parse_face(std::string_view text, size_t* used) {
    if (text.empty()) return std::nullopt;
    if (text.size() >= 2 && text[0] == '1' && text[1] == '0') {
        if (used) *used = 2;
        return kTen;
    }
    auto i = kFaceChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(text[0]))));
    if (i == std::string_view::npos) return std::nullopt;
    if (used) *used = 1;
    return static_cast<int>(i);
}

namespace {

// The suit symbols, black and white (U+2660..U+2667), as the suit letters they stand for: a
// card copied from a book or a web page ("♠Q") reads as SQ.
std::optional<Suit> suit_symbol(std::string_view text) {
    static constexpr std::pair<std::string_view, char> kSymbols[] = {
        {"\u2660", 'S'}, {"\u2664", 'S'}, {"\u2665", 'H'}, {"\u2661", 'H'},
        {"\u2666", 'D'}, {"\u2662", 'D'}, {"\u2663", 'C'}, {"\u2667", 'C'}};
    for (const auto& [symbol, letter] : kSymbols)
        if (text.starts_with(symbol)) return parse_suit(letter);
    return std::nullopt;
}

}  // namespace

std::optional<Card> parse_card(std::string_view text) {
    if (text.size() < 2) return std::nullopt;
    size_t suit_bytes = 1;
    auto suit = parse_suit(text[0]);
    if (!suit && (suit = suit_symbol(text))) suit_bytes = 3;
    size_t used = 0;
    auto face = parse_face(text.substr(std::min(suit_bytes, text.size())), &used);
    if (!suit || !face || used + suit_bytes != text.size()) return std::nullopt;
    return Card(*suit, *face);
}

std::optional<Strain> parse_strain(std::string_view text) {
    std::string t;
    for (char c : text) t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (t == "NT" || t == "N") return kNoTrump;
    if (t.size() == 1)
        if (auto s = parse_suit(t[0])) return Strain(*s);
    return std::nullopt;
}

std::optional<CardSet> parse_hand(std::string_view text) {
    CardSet out;
    int suit = 0;
    for (size_t i = 0; i < text.size();) {
        if (text[i] == '.') {
            if (++suit == kSuits) return std::nullopt;
            ++i;
            continue;
        }
        size_t used = 0;
        auto face = parse_face(text.substr(i), &used);
        if (!face) return std::nullopt;
        const Card c(Suit(suit), *face);
        if (out.contains(c)) return std::nullopt;
        out |= c;
        i += used;
    }
    if (suit != kSuits - 1) return std::nullopt;
    return out;
}

}  // namespace stich
