// A Préférence board under every variant side by side (`stich analyze --variants all`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/preference/analysis.h"
#include "stich/support/text_table.h"

namespace stich::preference {

// The variants compared: Vienna's rules; without the duty to duck; the Russian rules (no
// compulsion to beat, no duty to duck); a pot cap of three stakes; four at the table (the
// dealer sits out and pays his stake).
std::vector<std::string> comparison_variants();

// Each party's money (seats 1-3, the pot, the dealer sitting out) under the analysis, or
// nullopt when the board has no settlement (a contract-less table).
std::optional<Settlement> board_settlement(const BoardAnalysis& a);

// The table's columns (the variant, the result, then the money of seats 1-3, the pot and
// the dealer) and a row's cells ("-" for the money of a board without a settlement).
std::vector<TextTable::Column> comparison_columns();
std::vector<std::string> comparison_cells(const std::string& variant, const BoardAnalysis& a);
nlohmann::ordered_json comparison_json(const std::string& variant, const BoardAnalysis& a);

}  // namespace stich::preference
