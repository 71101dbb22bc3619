// The renderings of a Préférence board's analysis: text, JSON (one object per board) and CSV
// (one row per board).  The fields are documented in man/stich.1 (OUTPUT).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "stich/board.h"
#include "stich/preference/analysis.h"

namespace stich::preference {

nlohmann::ordered_json to_json(const Board& board, const BoardAnalysis& a);
std::string to_text(const Board& board, const BoardAnalysis& a);
// The CSV header of the board's kind of result (a game, Ausfechten, or the table), and its row.
std::string csv_header(const BoardAnalysis& a);
std::string to_csv(const Board& board, const BoardAnalysis& a);

}  // namespace stich::preference
