// The rules file on the command line: --rules FILE, --no-rules and --ruleset NAME, and the
// defaults the file gives a command's options, which the command line's own values override.
#pragma once

#include <CLI/CLI.hpp>

#include "common.h"

namespace stich::cli {

void add_rules_options(CLI::App& app, RulesChoice& choice);

// Reads the rules in force for `opts` into opts.house (a RulesError when the file or
// --ruleset is bad) and gives `opts` the file's threads and format where the command line
// gave none (`threads_given`: --threads; `format_given`: --json or --csv).
void take_house_rules(CommonOptions& opts, bool threads_given, bool format_given);

}  // namespace stich::cli
