#include "stich/game/rules_count.h"

#include <atomic>

namespace stich::game {

namespace {

// A process-wide statistic, the only state here: written by the games' board_rules, read by
// the tests; no answer reads it, so it cannot make a result depend on the thread or the order.
std::atomic<uint64_t>& built() {
    static std::atomic<uint64_t> count{0};
    return count;
}

}  // namespace

void count_rules_built() {
    built().fetch_add(1, std::memory_order_relaxed);
}

uint64_t rules_built() {
    return built().load(std::memory_order_relaxed);
}

}  // namespace stich::game
