// What a script's statistics actions gather over the deals it produces (average, frequency
// in one or two dimensions), and their renderings: dealer's text, JSON and CSV.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/condition/script.h"

namespace stich::condition {

class Tally {
public:
    explicit Tally(const Script& script);

    // The values a deal gives each statistics action's expressions, in the order of
    // `script.actions`: what a worker computes and the consumer adds, in the deals' order.
    // `oracle` answers double dummy (oracle.h) where the expressions ask for it.
    static void values(const Script& script, const DealCards& cards, std::vector<int64_t>& out,
                       Oracle* oracle = nullptr);
    void add(const int64_t* values);
    // Adds the deals `other` (a Tally of the same script) has gathered: counts, integer sums
    // and cells, exactly, so that tallies of blocks merged in any grouping give the same text.
    void merge(const Tally& other);
    size_t values_per_deal() const { return width_; }

    // dealer's output: "label: mean", "Frequency label:" with one row per value.
    std::string text() const;
    // {"actions": [{"kind": "average", "label": .., "count": .., "mean": ..}, {"kind":
    // "frequency", "label": .., "rows": [..], "counts": [..]}, ..]}: one array, as a value that
    // the command puts into its record.
    nlohmann::ordered_json json() const;
    // action,label,row,column,value: one line per average and per frequency cell.
    std::string csv() const;

private:
    struct Item {
        bool average = true;
        std::string label;
        uint64_t count = 0;
        int64_t sum = 0;
        std::vector<std::pair<int64_t, int64_t>> bounds;
        std::vector<uint64_t> cells;  // (n1 + 2) x (n2 + 2), Low and High on each side
    };
    std::vector<Item> items_;
    size_t width_ = 0;
};

// The text of one produced deal for a print action (dealer's printall, print, printew,
// printoneline, printcompact, printes);
// `number` counts the deals produced from 1.  `print(SEATS)` in dealer gathers each seat's
// hands on pages of its own: here each deal lists its seats in turn.
std::string deal_text(const Program& program, const Action& action, const Vocabulary& words,
                      const DealCards& cards, uint64_t number, Oracle* oracle = nullptr);

}  // namespace stich::condition
