// Helpers shared by the tests: reading the DDS data file and making random deals.  Written
// apart from the library's own parser so that the oracle tests do not lean on it.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "stich/engine/cards.h"
#include "stich/io/board.h"
#include "stich/io/schema/whist.h"

namespace doctest {
template <>
struct StringMaker<stich::CardSet> {
    static String convert(stich::CardSet s) { return stich::format_hand(s).c_str(); }
};
}  // namespace doctest

namespace stich::test {

// "N:AK94.864.T6.AJT6 J3.AK3.K73.95432 ..." -> hands of N E S W (face order).
inline std::array<CardSet, 4> parse_deal_nesw(const std::string& text) {
    std::array<CardSet, 4> hands{};
    const std::string body = text.substr(2);
    std::istringstream in(body);
    const int first = static_cast<int>(std::string("NESW").find(text[0]));
    for (int i = 0; i < 4; ++i) {
        std::string hand;
        in >> hand;
        int suit = 0;
        for (char c : hand) {
            if (c == '.') {
                ++suit;
                continue;
            }
            const int face = static_cast<int>(std::string(kFaceChars).find(c));
            hands[(first + i) % 4] |= Card(Suit(suit), face);
        }
    }
    return hands;
}

struct DdsRecord {
    std::array<CardSet, 4> hands;
    std::array<int, 20> values;  // strain*4 + declarer: declarer side's tricks (DDS order)
};

inline std::vector<DdsRecord> read_dds_file(const std::string& path) {
    std::vector<DdsRecord> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto bar = line.find('|');
        DdsRecord r;
        r.hands = parse_deal_nesw(line.substr(0, bar - 1));
        std::istringstream vals(line.substr(bar + 1));
        for (int& v : r.values) vals >> v;
        out.push_back(r);
    }
    return out;
}

// A count from the environment variable `name` (at least 1), or `fallback` when it is unset: how
// many deals a long test checks (STICH_DDS_DEALS, STICH_DDS_TABLES).
inline int env_count(const char* name, int fallback) {
    const char* env = std::getenv(name);
    return env ? std::max(1, std::atoi(env)) : fallback;
}

// How much of a long random check runs: `full`, or `sample` when STICH_TEST_SAMPLE is set, as
// the sanitizer run of .ci/check sets it (a tenth of the speed; the Release run checks in full).
inline int sample_size(int full, int sample) {
    return std::getenv("STICH_TEST_SAMPLE") ? sample : full;
}

// A whist board with the given hands, dealer West (so North leads).
inline Board whist_board(const std::array<CardSet, 4>& hands) {
    Board b;
    b.game = whist::kGame;
    b.players = 4;
    b.dealer = 3;
    for (int p = 0; p < 4; ++p) {
        b.hands[p] = hands[p];
        b.known[p] = true;
    }
    return b;
}

// Deals `per_hand` cards to each of `players` hands from the faces in `lane`, uniformly.
inline std::array<CardSet, 6> random_hands(std::mt19937_64& rng, int players, int per_hand,
                                           uint16_t lane = kLane52) {
    std::vector<Card> deck;
    for (int s = 0; s < kSuits; ++s)
        for (int f = 0; f < kRanks; ++f)
            if (lane >> f & 1) deck.push_back(Card(Suit(s), f));
    std::shuffle(deck.begin(), deck.end(), rng);
    std::array<CardSet, 6> hands{};
    for (int p = 0; p < players; ++p)
        for (int i = 0; i < per_hand; ++i) hands[p] |= deck[p * per_hand + i];
    return hands;
}

// The cards of a set, in the set's order.
inline std::vector<Card> to_vector(CardSet s) {
    std::vector<Card> v;
    for (Card c : s) v.push_back(c);
    return v;
}

// A line without its last character (the newline).
inline std::string chomp(const std::string& line) {
    return line.substr(0, line.size() - 1);
}

}  // namespace stich::test
