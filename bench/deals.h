// Deals for the benchmarks: the 200 deals of tests/data/dds-whist-200.txt.
#pragma once

#include <array>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "stich/engine/cards.h"

namespace stich::bench {

// Hands of N E S W, face order.
using Deal = std::array<CardSet, 4>;

inline std::vector<Deal> load_deals(const std::string& path, size_t limit = 0) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::vector<Deal> deals;
    std::string line;
    while (std::getline(in, line) && (limit == 0 || deals.size() < limit)) {
        if (line.size() < 2 || line[1] != ':') continue;
        Deal d{};
        size_t start = 2;
        for (int p = 0; p < 4; ++p) {
            const size_t end = line.find_first_of(" |", start);
            auto hand = parse_hand(line.substr(start, end - start));
            if (!hand) throw std::runtime_error("bad deal in " + path);
            d[p] = *hand;
            start = end + 1;
        }
        deals.push_back(d);
    }
    return deals;
}

inline std::string default_deals_path() {
    return std::string(STICH_SHARED_DATA) + "/dds-whist-200.txt";
}

}  // namespace stich::bench
