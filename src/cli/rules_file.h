// The rules file (docs/house-rules.md): where it is looked for, and reading it with
// Boost.Program_options' config-file parser into HouseRules, every bad line located.
#pragma once

#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "house_rules.h"
#include "stich/game/registry.h"
#include "stich/io/board.h"

namespace stich::cli {

// Where a rules file is looked for, as values: the run's environment, or a test's.
struct RulesLookup {
    std::string cwd_file = "./stich.ini";  // in the current directory
    std::string xdg_config_home;           // $XDG_CONFIG_HOME; empty: not set
    std::string home;                      // $HOME; empty: not set
    static RulesLookup from_environment();
};

// What the command line says of the rules: --rules FILE, --no-rules, --ruleset NAME.
struct RulesChoice {
    std::string file;
    bool none = false;
    std::string ruleset;
};

// Where a rules file is looked for, in order: ./stich.ini, then $XDG_CONFIG_HOME/stich/rules.ini
// or, when XDG_CONFIG_HOME is not set, ~/.config/stich/rules.ini.
std::vector<std::string> rules_file_places(const RulesLookup& lookup);

// The rules file to read: --rules' file; else the first that exists of ./stich.ini,
// $XDG_CONFIG_HOME/stich/rules.ini (~/.config/stich/rules.ini when XDG_CONFIG_HOME is not set);
// nullopt under --no-rules or when there is none.
std::optional<std::string> find_rules_file(const RulesChoice& choice, const RulesLookup& lookup);

// The rules and every error found (each with its file, line and column).
struct RulesRead {
    HouseRules rules;
    std::vector<Diagnostic> errors;
};

// Reads the rules file `name` from `in`: its base values, then those of the rule set named by
// `ruleset` (--ruleset) or else by the file's `ruleset =`.  Every line is checked, the rule
// sets not in force included; `rules` lists every game of `games`.
RulesRead read_house_rules(std::istream& in, const std::string& name,
                           const game::GameRegistry& games, const std::string& ruleset);

// find_rules_file, then read_house_rules: the rules in force before the command line.  A file
// that cannot be read, or --ruleset without a file, is an error too.
RulesRead load_house_rules(const RulesChoice& choice, const RulesLookup& lookup,
                           const game::GameRegistry& games);

// A bad rules file or --ruleset: what() holds one located message a line; exit 2 (main()).
struct RulesError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The errors of `read` as one RulesError message, each line "FILE:LINE:COL: why".
std::string rules_errors_text(const RulesRead& read);

}  // namespace stich::cli
