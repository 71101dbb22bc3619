// What `stich solve` and `stich analyze` print for an Alliance board: JSON, text and CSV.
// Seats are written 1..n as in hand records; cards as "HK".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/alliance/analysis.h"
#include "stich/game/values.h"
#include "stich/io/board.h"
#include "stich/support/text_table.h"

namespace stich::alliance {

nlohmann::ordered_json to_json(const Board& board, const GameResult& game);  // solve
nlohmann::ordered_json to_json(const Board& board, const Analysis& analysis);
std::string to_text(const Board& board, const GameResult& game);
std::string to_text(const Board& board, const Analysis& analysis);
// The games declarer may choose as the page's table draws them (game/values.h), in the text's
// order: each game's figures and settlement under both ways of paying.
game::GameChoices analysis_choices(const Board& board, const Analysis& analysis);

// `stich analyze --variants all`: the board's contract under each of comparison_variants()
// (rules.h), one row each, with every player's settlement under that variant's scheme: the
// table's columns (a seat's settlement a column) and a row's cells.
std::vector<TextTable::Column> comparison_columns(const Board& board);
std::vector<std::string> comparison_cells(const std::string& variant, const Board& board,
                                          const GameResult& g);
nlohmann::ordered_json comparison_json(const std::string& variant, const Board& board,
                                       const GameResult& g);

// One CSV row per game: solve writes the board's, analyze every game's.  The column "row" says
// which: "choice" for a game of analyze's table (declarer's choices), "contract" for the game
// the board's record plays.
std::string csv_header();
// `stich solve`'s figure as a trick table: declarer's side's tricks of those left, one row
// (declarer) and one column (the contract as played).
std::optional<game::TrickTable> to_table(const Board& board, const GameResult& game);
std::string to_csv(const Board& board, const GameResult& game);
std::string to_csv(const Board& board, const Analysis& analysis);

}  // namespace stich::alliance
