#include "stich/condition/program.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "stich/condition/four_cs.h"

namespace stich::condition {

int Program::add(const Node& node) {
    if (node.op == Op::kTricks || node.op == Op::kSettle || node.op == Op::kPar ||
        node.op == Op::kScore)
        uses_oracle_ = true;
    nodes_.push_back(node);
    return size() - 1;
}

int Program::add_table(const LaneTable& table) {
    tables_.push_back(table);
    return static_cast<int>(tables_.size()) - 1;
}

int Program::add_shapes(const ShapeSet& shapes) {
    shapes_.push_back(shapes);
    return static_cast<int>(shapes_.size()) - 1;
}

int64_t Program::evaluate(int index, const DealCards& cards, Oracle* oracle) const {
    const Node& n = nodes_[static_cast<size_t>(index)];
    const auto at = [&](int child) { return evaluate(child, cards, oracle); };
    switch (n.op) {
        case Op::kConstant:
            return n.value;
        case Op::kLength: {
            const CardSet hand = cards[static_cast<size_t>(n.a)];
            return n.b == kSuits ? hand.count() : hand.count(Suit(n.b));
        }
        case Op::kLaneSum: {
            const CardSet hand = cards[static_cast<size_t>(n.a)];
            const LaneTable& table = tables_[static_cast<size_t>(n.c)];
            int64_t sum = 0;
            for (int s = 0; s < kSuits; ++s)
                if (n.b >> s & 1) sum += table[hand.lane(Suit(s)) & kFullLane];
            return sum;
        }
        case Op::kShape: {
            const CardSet hand = cards[static_cast<size_t>(n.a)];
            return shapes_[static_cast<size_t>(n.b)].test(static_cast<size_t>(
                shape_index(hand.count(kSpades), hand.count(kHearts), hand.count(kDiamonds))));
        }
        case Op::kHasCard:
            return cards[static_cast<size_t>(n.a)].bits() >> n.b & 1;
        case Op::kQuality:
            return suit_quality(cards[static_cast<size_t>(n.a)].lane(Suit(n.b)) & kFullLane);
        case Op::kFourCs:
            return four_cs(cards[static_cast<size_t>(n.a)]);
        case Op::kTricks:
            return oracle ? oracle->tricks(cards, n.a, n.b, n.c) : 0;
        case Op::kSettle:
            return oracle ? oracle->settle(cards, static_cast<int>(n.value), n.a, n.b, n.c) : 0;
        case Op::kPar:
            return oracle ? oracle->par(cards, n.a, n.b) : 0;
        case Op::kScore: {
            if (!oracle) return 0;
            // Tricks outside 0..13 (an expression's slip) score as the nearest real count.
            const auto tricks = static_cast<int>(std::clamp<int64_t>(at(n.a), 0, kRanks));
            const int level = n.c / 3 / kStrains, strain = n.c / 3 % kStrains;
            return oracle->score(n.b != 0, level, strain, n.c % 3, tricks);
        }
        case Op::kImps:
            return imps(at(n.a));
        case Op::kNot:
            return at(n.a) == 0;
        case Op::kNegate:
            return -at(n.a);
        case Op::kAnd:
            return at(n.a) != 0 && at(n.b) != 0;
        case Op::kOr:
            return at(n.a) != 0 || at(n.b) != 0;
        case Op::kSelect:
            return at(n.a) != 0 ? at(n.b) : at(n.c);
        case Op::kAdd:
            return at(n.a) + at(n.b);
        case Op::kSubtract:
            return at(n.a) - at(n.b);
        case Op::kMultiply:
            return at(n.a) * at(n.b);
        case Op::kDivide: {
            const int64_t x = at(n.a), y = at(n.b);
            return y == 0 ? 0 : x / y;
        }
        case Op::kModulo: {
            const int64_t x = at(n.a), y = at(n.b);
            return y == 0 ? 0 : x % y;
        }
        case Op::kEqual:
            return at(n.a) == at(n.b);
        case Op::kNotEqual:
            return at(n.a) != at(n.b);
        case Op::kLess:
            return at(n.a) < at(n.b);
        case Op::kLessEqual:
            return at(n.a) <= at(n.b);
        case Op::kGreater:
            return at(n.a) > at(n.b);
        case Op::kGreaterEqual:
            return at(n.a) >= at(n.b);
    }
    return 0;
}

LaneTable lane_points(const std::array<int, kRanks>& points_ace_first) {
    LaneTable table{};
    for (uint32_t lane = 0; lane < table.size(); ++lane) {
        int sum = 0;
        for (int pos = 0; pos < kRanks; ++pos)
            if (lane >> pos & 1) sum += points_ace_first[static_cast<size_t>(kAce - pos)];
        table[lane] = static_cast<int8_t>(sum);
    }
    return table;
}

LaneTable lane_losers() {
    LaneTable table{};
    for (uint32_t lane = 0; lane < table.size(); ++lane) {
        const int length = std::popcount(lane);
        const bool ace = lane >> kAce & 1, king = lane >> kKing & 1, queen = lane >> kQueen & 1;
        // Dealer's count: a suit loses at most its length and at most three tricks, less one
        // for each of its top three honours that its length lets count (a singleton only
        // counts the ace, a doubleton the ace and king).
        int losers = 0;
        if (length == 1)
            losers = ace ? 0 : 1;
        else if (length == 2)
            losers = 2 - ace - king;
        else if (length >= 3)
            losers = 3 - ace - king - queen;
        table[lane] = static_cast<int8_t>(losers);
    }
    return table;
}

int imps(int64_t difference) {
    // The upper ends of WBF's bands 0..23 (0-10 is 0 IMPs, 20-40 is 1, ...): a difference
    // above the k-th end is worth more than k IMPs, so 19 is 1 IMP as 20 is, as in dealer.
    // dealer's own table has 420 at 10 IMPs and 1200-1290 at 16: WBF's has 9 and 15.
    static constexpr int kEnds[] = {10,   40,   80,   120,  160,  210,  260,  310,
                                    360,  420,  490,  590,  740,  890,  1090, 1290,
                                    1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990};
    const int64_t size = difference < 0 ? -difference : difference;
    int value = 0;
    for (const int end : kEnds) value += size > end;
    return difference < 0 ? -value : value;
}

LaneTable lane_sure_tricks(const std::vector<int>& order, int suit_size) {
    LaneTable table{};
    for (uint32_t lane = 0; lane < table.size(); ++lane) {
        const int length = std::popcount(lane);
        int run = 0;
        while (run < static_cast<int>(order.size()) &&
               (lane >> order[static_cast<size_t>(run)] & 1))
            ++run;
        table[lane] = static_cast<int8_t>(suit_size - length <= run ? length : run);
    }
    return table;
}

LaneTable lane_controls() {
    return lane_points({2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
}

}  // namespace stich::condition
