// A command of one game's own, beside those every game answers (solve, analyze, play, judge,
// deal, batch): whist's `rubber`, Préférence's `session`.  A module lists its commands
// (the command capability, game/capabilities.h); the command line registers each with its files,
// --json and
// --variant, and runs it with what it needs of the command line's machinery, so that the game
// knows nothing of the command line.
#pragma once

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "stich/io/board.h"

namespace stich::game {

// How a command ended; the command line makes it its exit status.
enum class CommandStatus { kOk, kSomeFailed, kUsage, kNoInput };

// What the command line gives a game's command.
struct CommandArgs {
    std::vector<std::string> files;  // "-" reads standard input
    bool json = false;
    std::string variant;  // --variant, "" when not given
};

// The hand records of the command's files, read as every command reads them.
class BoardInput {
public:
    virtual ~BoardInput() = default;
    // The next board of the files in order, the reader's diagnostics reported; nullopt at the
    // end.
    virtual std::optional<Board> next() = 0;
    // Reports a diagnostic of the command's own on standard error.
    virtual void report(const Diagnostic& d) = 0;
    // The run's status: the reader's failures and the command's own `failures`.
    virtual CommandStatus status(int failures) const = 0;
};

struct GameCommand {
    std::string name;         // the subcommand
    std::string description;  // its line in --help
    std::string files_help, json_help, variant_help;
    // Runs the command: its output on `out`, its messages on `err`.
    std::function<CommandStatus(const CommandArgs& args, BoardInput& boards, std::ostream& out,
                                std::ostream& err)>
        run;
};

}  // namespace stich::game
