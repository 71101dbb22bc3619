#include "stich/condition/shapes.h"

#include <algorithm>
#include <vector>

namespace stich::condition {

namespace {

void conjuncts(const Program& program, int node, std::vector<int>& out) {
    const Node& n = program.node(node);
    if (n.op == Op::kAnd) {
        conjuncts(program, n.a, out);
        conjuncts(program, n.b, out);
    } else {
        out.push_back(node);
    }
}

bool compare(Op op, int64_t x, int64_t y) {
    switch (op) {
        case Op::kEqual:
            return x == y;
        case Op::kNotEqual:
            return x != y;
        case Op::kLess:
            return x < y;
        case Op::kLessEqual:
            return x <= y;
        case Op::kGreater:
            return x > y;
        case Op::kGreaterEqual:
            return x >= y;
        default:
            return true;
    }
}

}  // namespace

std::array<std::optional<ShapeSet>, kSlots> required_shapes(
    const Program& program, int node, const std::array<int, kSlots>& slot_size) {
    std::array<std::optional<ShapeSet>, kSlots> out;
    const auto narrow = [&](int slot, const ShapeSet& set) {
        auto& have = out[static_cast<size_t>(slot)];
        have = have ? *have & set : set;
    };
    std::vector<int> terms;
    conjuncts(program, node, terms);
    for (const int t : terms) {
        const Node& n = program.node(t);
        if (n.op == Op::kShape) {
            narrow(n.a, program.shapes(n.b));
            continue;
        }
        if (n.op < Op::kEqual) continue;
        // suit(SEAT) OP number, or number OP suit(SEAT).
        const Node& left = program.node(n.a);
        const Node& right = program.node(n.b);
        const bool length_left = left.op == Op::kLength && right.op == Op::kConstant;
        const bool length_right = right.op == Op::kLength && left.op == Op::kConstant;
        if (!length_left && !length_right) continue;
        const Node& length = length_left ? left : right;
        if (length.b >= kSuits) continue;  // a hand's size is no shape
        const int64_t number = length_left ? right.value : left.value;
        ShapeSet set;
        for_each_pattern(slot_size[static_cast<size_t>(length.a)], [&](int s, int h, int d, int c) {
            const int l[kSuits] = {s, h, d, c};
            const int64_t mine = l[length.b];
            if (length_left ? compare(n.op, mine, number) : compare(n.op, number, mine))
                set.set(static_cast<size_t>(shape_index(s, h, d)));
        });
        narrow(length.a, set);
    }
    return out;
}

}  // namespace stich::condition
