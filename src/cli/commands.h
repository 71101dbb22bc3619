// The subcommands.  Each registers itself on the application and stores its exit status.
#pragma once

#include <CLI/CLI.hpp>

namespace stich::cli {

void register_solve(CLI::App& app, int& status);
void register_bench(CLI::App& app, int& status);
void register_analyze(CLI::App& app, int& status);
void register_deal(CLI::App& app, int& status);
void register_play(CLI::App& app, int& status);
void register_rubber(CLI::App& app, int& status);

}  // namespace stich::cli
