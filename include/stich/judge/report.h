// The renderings of a judgement: text with a histogram of tricks per option, JSON (one object
// per board) and CSV (one row per option).  The fields are documented in man/stich.1 (OUTPUT).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "stich/io/board.h"
#include "stich/judge/judge.h"

namespace stich::judge {

std::string to_text(const Board& board, const Decision& d, const Judgement& j);
nlohmann::ordered_json to_json(const Board& board, const Decision& d, const Judgement& j);
std::string csv_header();
// The verdict in one line, and what was judged ("200 drawn at random ..."): what a judgement
// under a condition shows of the judgement without it.
std::string verdict_text(const Decision& d, const Judgement& j);
std::string deals_text(const Decision& d, const Judgement& j);
std::string to_csv(const Board& board, const Decision& d, const Judgement& j);

}  // namespace stich::judge
