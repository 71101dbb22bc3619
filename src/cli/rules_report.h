// `stich rules`: the house rules in force and where each value came from (the default, the
// rules file's line, or the command line), as text or JSON.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "house_rules.h"
#include "stich/game/registry.h"

namespace stich::cli {

// The command line's values over the file's: --threads (when given), --variant for every game
// that has it, --score for every game that takes a standing.  Checked by check_options().
struct CommandLineRules {
    std::optional<int> threads;
    std::string variant;
    std::optional<Standing> standing;
};
void overlay(HouseRules& rules, const CommandLineRules& given, const game::GameRegistry& games);

// One row a setting: ruleset, threads, format, then each game's variant and (for a game that
// takes one) standing.  `places`: where a rules file was looked for, said when none was found
// (empty: --no-rules).
nlohmann::json rules_json(const HouseRules& rules, const game::GameRegistry& games,
                          const std::vector<std::string>& places);
std::string rules_text(const HouseRules& rules, const game::GameRegistry& games,
                       const std::vector<std::string>& places);

}  // namespace stich::cli
