// The presenters of a judgement (judge::JudgedBoard, judge.h): text with a histogram of tricks
// per option, JSON (one object per board) and CSV (one row per option).  Each reads the value
// alone; the fields are documented in man/stich.1 (OUTPUT).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "stich/judge/judge.h"

namespace stich::judge {

// With the verdict without the condition at the end, where the value holds one.
std::string to_text(const JudgedBoard& judged);
// With "without_condition" (its deals, exactness and verdict), where the value holds one.
nlohmann::ordered_json to_json(const JudgedBoard& judged);
std::string csv_header();
std::string to_csv(const JudgedBoard& judged);
// Why the strategy search gave up, in words for the reader (the text, the JSON's "message",
// the HTML page).
std::string strategy_gave_up_text(StrategyGaveUp why, const Judgement& j);

}  // namespace stich::judge
