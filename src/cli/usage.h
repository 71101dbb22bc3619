// The command line before CLI11 parses it: `stich help [COMMAND]`, and a word stich does not
// know (a command, a long option) answered with the nearest one it does ("did you mean").
// CLI11 2.1 makes no suggestions, and its "not expected" names neither the word's kind nor
// the command it was given to.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace stich::cli {

// `stich help` -> `stich --help`; `stich help CMD` -> `stich CMD --help`.  `args` without the
// program name.
std::vector<std::string> expand_help(std::vector<std::string> args);

// Why `args` (without the program name) name an unknown command or long option of `app`, with
// a suggestion when one is near; nullopt when every such word is known.
std::optional<std::string> unknown_word(CLI::App& app, const std::vector<std::string>& args);

// The word of `known` nearest to `word` when it is near enough to be a typing slip.
std::optional<std::string> nearest(const std::string& word, const std::vector<std::string>& known);

// CLI11's own errors as stich's: "stich: MESSAGE" and where to look for help.
std::string failure_message(const CLI::App* app, const CLI::Error& e);

}  // namespace stich::cli
