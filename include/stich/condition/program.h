// A compiled condition: an expression of the dealing language (docs/conditions.md) as a flat
// array of nodes over card sets, evaluated once per deal.
//
// The parser (script.h) resolves every name when it reads the script: a seat is an index, a
// suit a lane, a card a bit, a shape a set of suit-length patterns, a named definition the
// node of its expression.  What is left to do per deal is integer arithmetic, popcounts and
// lookups in tables indexed by a suit's 13-bit lane (the hand's holding in that suit), so
// evaluation never allocates and never looks at a string.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

#include "stich/condition/oracle.h"
#include "stich/engine/cards.h"

namespace stich::condition {

// A value per holding of one suit: the index is the suit's lane in face order (bit 12 the
// ace, bit 0 the two).  hcp, controls, losers and the ptN counts are such tables.
using LaneTable = std::array<int8_t, 1u << kRanks>;

// Suit-length patterns (spades, hearts, diamonds; clubs follow from the hand's size) as one
// bit per pattern: a shape() test is a single lookup, whatever the shape list.
inline constexpr int kLengths = kRanks + 1;
using ShapeSet = std::bitset<kLengths * kLengths * kLengths>;
constexpr int shape_index(int spades, int hearts, int diamonds) {
    return (spades * kLengths + hearts) * kLengths + diamonds;
}

// A contract of score(): level 1..7, strain (kStrains' order), doubled 0..2, as one field.
constexpr int score_contract(int level, int strain, int doubled) {
    return (level * kStrains + strain) * 3 + doubled;
}

enum class Op : uint8_t {
    kConstant,  // value
    kLength,    // cards of suit `b` (kSuits: all suits) in slot `a`
    kLaneSum,   // sum of tables[c] over the suits of mask `b` of slot `a`
    kShape,     // slot `a`'s lengths are in shapes[b]
    kHasCard,   // slot `a` holds card index `b`
    kQuality,   // quality of suit `b` in slot `a` (four_cs.h)
    kFourCs,    // cccc of slot `a` (four_cs.h)
    // Asked of the Oracle (oracle.h): double dummy and bridge's scores.
    kTricks,  // the tricks seat `a` takes as declarer in strain `b`, contract kind `c` (oracle.h)
    kSettle,  // settlement to seat `value` of tricks(a, b, c)'s contract (Oracle::settle)
    kPar,     // the par score for N-S, vulnerability `a` (0 none, 1 NS, 2 EW, 3 all), dealer `b`
    kScore,   // score of contract `c` (score_contract) for tricks a, vulnerable if `b`
    kImps,    // imps(a): no oracle
    kNot,     // !x (operand a)
    kNegate,  // -x
    kAnd,     // a && b, b evaluated only if a holds
    kOr,      // a || b, likewise
    kSelect,  // a ? b : c
    kAdd,
    kSubtract,
    kMultiply,
    kDivide,  // by zero: 0 (dealer's scripts never rely on it; no deal aborts a run)
    kModulo,  // likewise
    kEqual,
    kNotEqual,
    kLess,
    kLessEqual,
    kGreater,
    kGreaterEqual,
};

struct Node {
    Op op = Op::kConstant;
    int32_t a = 0, b = 0, c = 0;  // operands: child nodes, or the op's fields above
    int64_t value = 0;
};

class Program {
public:
    // Adds a node; returns its index, which later nodes name as an operand.
    int add(const Node& node);
    int add_table(const LaneTable& table);
    int add_shapes(const ShapeSet& shapes);
    // A script's pointcount and altcount commands change a table that nodes already name.
    void set_table(int index, const LaneTable& table) {
        tables_[static_cast<size_t>(index)] = table;
    }

    // `oracle` answers the nodes that need one (uses_oracle()); without one they are 0.
    // par() without a dealer or a vulnerability takes the script's (`dealer`, `vulnerable`,
    // read anywhere in it): the parser sets them on every kPar node whose `b` or `a` is -1
    // once the script is read.
    void set_par_defaults(int dealer, int vulnerability) {
        for (Node& n : nodes_) {
            if (n.op != Op::kPar) continue;
            if (n.b < 0) n.b = dealer;
            if (n.a < 0) n.a = vulnerability;
        }
    }

    int64_t evaluate(int node, const DealCards& cards, Oracle* oracle = nullptr) const;
    bool uses_oracle() const { return uses_oracle_; }
    const Node& node(int index) const { return nodes_[static_cast<size_t>(index)]; }
    const ShapeSet& shapes(int index) const { return shapes_[static_cast<size_t>(index)]; }
    int size() const { return static_cast<int>(nodes_.size()); }

private:
    std::vector<Node> nodes_;
    std::vector<LaneTable> tables_;
    std::vector<ShapeSet> shapes_;
    bool uses_oracle_ = false;
};

// The standard tables of hand evaluation, for face-order lanes.  `points` gives the value of
// each card from the ace down to the two (dealer's pointcount order).
LaneTable lane_points(const std::array<int, kRanks>& points_ace_first);
LaneTable lane_losers();    // 0-3 per suit, dealer's losing-trick count
LaneTable lane_controls();  // A 2, K 1
// The tricks a suit takes for sure when its holder leads it from the top and nobody can ruff:
// its unbroken run of top cards, or every card when the others' cards of the suit (the deck
// holds `suit_size` of it) are no more than that run.  `order` gives the suit's lane positions
// from the highest card down, the deck's ranks only (a game's own ranking of the suit).
LaneTable lane_sure_tricks(const std::vector<int>& order, int suit_size);

// A count of a game's own (Vocabulary::counts): NAME(SEAT[, SUIT]) sums the table of each
// suit over the hand's holdings, or takes the one suit's.
struct Count {
    std::string name;
    std::array<LaneTable, kSuits> per_suit{};
};

}  // namespace stich::condition
