// The commands of one game's own (game/command.h: whist's `rubber`, Préférence's `session`),
// registered from the games' modules, each with its files, --json and --variant.
#include <iostream>

#include "commands.h"
#include "common.h"

namespace stich::cli {

namespace {

// The command line's BoardSource as a game command's input.
class SourceInput final : public game::BoardInput {
public:
    explicit SourceInput(const CommonOptions& opts) : source_(opts) {}
    std::optional<Board> next() override { return source_.next(); }
    void report(const Diagnostic& d) override { source_.report(d); }
    game::CommandStatus status(int failures) const override {
        switch (exit_code(source_, failures)) {
            case kNoInput:
                return game::CommandStatus::kNoInput;
            case kSomeBoardsFailed:
                return game::CommandStatus::kSomeFailed;
            default:
                return game::CommandStatus::kOk;
        }
    }

private:
    BoardSource source_;
};

int command_exit_code(game::CommandStatus s) {
    switch (s) {
        case game::CommandStatus::kOk:
            return kOk;
        case game::CommandStatus::kSomeFailed:
            return kSomeBoardsFailed;
        case game::CommandStatus::kUsage:
            return kUsage;
        case game::CommandStatus::kNoInput:
            return kNoInput;
    }
    return kInternal;
}

}  // namespace

void register_game_commands(CLI::App& app, int& status, const game::GameRegistry& games) {
    for (const auto& module : games.modules()) {
        if (!module->game_commands()) continue;  // a game with no command of its own
        for (game::GameCommand& command : module->game_commands()->commands()) {
            auto c = std::make_shared<game::GameCommand>(std::move(command));
            auto args = std::make_shared<game::CommandArgs>();
            CLI::App* cmd = app.add_subcommand(c->name, c->description);
            cmd->add_option("files", args->files, c->files_help)->required();
            cmd->add_flag("--json", args->json, c->json_help);
            cmd->add_option("--variant", args->variant, c->variant_help);
            cmd->callback([c, args, &status, &games] {
                CommonOptions common;
                common.games = &games;
                common.files = args->files;
                SourceInput boards(common);
                status = command_exit_code(c->run(*args, boards, std::cout, std::cerr));
            });
        }
    }
}

}  // namespace stich::cli
