// The renderings of a judgement: text with a histogram of tricks per option, JSON (one object
// per board) and CSV (one row per option).  The fields are documented in man/stich.1 (OUTPUT).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "stich/board.h"
#include "stich/judge/judge.h"

namespace stich::judge {

std::string to_text(const Board& board, const Decision& d, const Judgement& j);
nlohmann::ordered_json to_json(const Board& board, const Decision& d, const Judgement& j);
std::string csv_header();
std::string to_csv(const Board& board, const Decision& d, const Judgement& j);

}  // namespace stich::judge
