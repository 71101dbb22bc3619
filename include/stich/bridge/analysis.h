// What `stich analyze` reports for a bridge record (bridge/contract.h): the contract's
// double-dummy result and its duplicate score, beside the result the record gives.
#pragma once

#include <optional>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "stich/bridge/contract.h"
#include "stich/engine/solver.h"
#include "stich/io/board.h"

namespace stich::bridge {

struct Analysis {
    Record record;
    int tricks_left = 13;  // from the position analysed (after the play, as decided)
    int dd_tricks = 0;     // declarer's side: tricks won ([Won]) and double-dummy tricks to come
    int dd_score = 0;      // for N-S
    std::optional<int> result_score;  // for N-S, from [Result]
};

// The analysis of a bridge record, or why it cannot be analysed.
std::variant<Analysis, Diagnostic> analyze(Solver& solver, const Board& board,
                                           const Record& record);

nlohmann::ordered_json to_json(const Board& board, const Analysis& a);
std::string to_text(const Board& board, const Analysis& a);
std::string csv_header();
std::string to_csv(const Board& board, const Analysis& a);

}  // namespace stich::bridge
