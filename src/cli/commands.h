// The subcommands.  Each registers itself on the application and stores its exit status;
// those that answer per game are given the games (game/registry.h), which main() holds.
#pragma once

#include <CLI/CLI.hpp>

#include "common.h"
#include "stich/game/registry.h"

namespace stich::cli {

void register_solve(CLI::App& app, int& status, const game::GameRegistry& games);
void register_bench(CLI::App& app, int& status, const game::GameRegistry& games);
void register_analyze(CLI::App& app, int& status, const game::GameRegistry& games);
void register_deal(CLI::App& app, int& status, const game::GameRegistry& games);
void register_play(CLI::App& app, int& status, const game::GameRegistry& games);
// The commands of the games' own (the command capability: rubber, session), in the registry's
// order.
void register_game_commands(CLI::App& app, int& status, const game::GameRegistry& games);
void register_judge(CLI::App& app, int& status, const game::GameRegistry& games);
void register_batch(CLI::App& app, int& status, const game::GameRegistry& games);
// `stich rules`: the house rules in force (rules_file.h).
// `stich export`: boards as LIN records or BBO handviewer links (io/lin_writer.h).
void register_export(CLI::App& app, int& status, const game::GameRegistry& games);
void register_rules(CLI::App& app, int& status, const game::GameRegistry& games);
// `stich web`: the analysis page (web/page/, assembled into one file by the build).
void register_web(CLI::App& app, int& status);

}  // namespace stich::cli
