// The renderings of a Préférence board's analysis: text, JSON (one object per board) and CSV
// (one row per board).  The fields are documented in man/stich.1 (OUTPUT).
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "stich/game/notation.h"
#include "stich/game/values.h"
#include "stich/io/board.h"
#include "stich/preference/analysis.h"

namespace stich::preference {

// Money to the micro-unit: sums of tenths of a pot are not exact in binary.
double amount(double x);
// An amount of money as every output writes it (game/notation.h).
using game::amount_text;

nlohmann::ordered_json to_json(const Board& board, const BoardAnalysis& a);
std::string to_text(const Board& board, const BoardAnalysis& a);
// The CSV header of the board's kind of result (a game, Ausfechten, or the table), and its row.
std::string csv_header(const BoardAnalysis& a);
std::string to_csv(const Board& board, const BoardAnalysis& a);
// `stich solve`'s figures as a trick table, declarer by game: every seat by every game (a
// deal without a contract), or the contract's declarer by the games he may name or by his
// contract alone; nullopt for a board with neither (an Ausfechten).
std::optional<game::TrickTable> to_table(const BoardAnalysis& a);

}  // namespace stich::preference
