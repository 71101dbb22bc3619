// stich deal with a condition or a script of the dealing language (docs/conditions.md): the
// part of `deal` that reads the script, runs it and writes what its actions print.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "output_format.h"
#include "stich/io/board.h"
#include "stich/support/table_layout.h"

namespace stich::game {
class GameModule;
}

namespace stich::cli {

// The deals a page draws by default: enough to see what the condition deals, few enough that
// a run of millions keeps a page of a few hundred kilobytes.
inline constexpr uint64_t kPageDeals = 20;

struct ConditionRequest {
    std::string script_file;              // a script: its path ("-": standard input), or empty
    std::string condition;                // --condition EXPR, or empty
    std::vector<std::string> predeal;     // predeal lines made of --give
    std::vector<std::string> conditions;  // expressions made of --length and --hcp
    std::optional<uint64_t> count;        // --count: deals to produce
    uint64_t seed = 0;
    bool seed_given = false;
    int threads = 1;
    uint64_t generate = 0;   // --generate; 0: the script's or dealer's default
    bool rejection = false;  // --rejection: no direct dealing of a rare shape
    std::string html;        // --html PATH: the statistics as a page ("-": it alone, on stdout)
    uint64_t html_deals = kPageDeals;  // --html-deals: the first deals produced, drawn there
    std::string variant;  // --variant: the rules of tricks() and every board's [Variant]
    Format format = Format::kText;
    std::string command;  // the command that makes these deals again, for the PBN header
};

// A dealt board as one JSON object: board, game, players, dealer, hands by seat, and the
// turned card, talon or table cards the game has, and the variant given (--variant).
nlohmann::ordered_json deal_json(const game::GameModule& game, const Board& board);

// Runs the request; returns the exit status (man/stich.1).
int run_condition(const game::GameModule& game, const TableLayout& layout,
                  const ConditionRequest& request);

}  // namespace stich::cli
