// How many times a board's [Variant] has been turned into rules, in this process: each game's
// board_rules counts itself here.  The tests read it to pin what issue 40 asks of a judgement,
// that a board's rules are built once per question and never once per layout
// (tests/test_judge_prepared.cpp); nothing the program answers depends on it.
#pragma once

#include <cstdint>

namespace stich::game {

// Called by each game's board_rules, on any thread.
void count_rules_built();

// The count so far (relaxed: a statistic, read by a test after the work it counts).
uint64_t rules_built();

}  // namespace stich::game
