// `stich rubber`: the value of whist rubbers and who pays, from a list of the games won
// (whist's own command, game/command.h).
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "stich/support/json_text.h"
#include "stich/whist/commands.h"
#include "stich/whist/rubber_file.h"
#include "stich/whist/session_report.h"
#include "stich/whist/variant.h"

namespace stich::whist {

namespace {

// Prints the rubbers of one file and, for a session of several, its tally.
void print_rubbers(std::ostream& out, const whist::Session& session, bool json) {
    for (size_t i = 0; i < session.rubbers.size(); ++i)
        out << (json ? json_text(whist::rubber_to_json(session, i)) + '\n'
                     : whist::rubber_to_text(session, i) + '\n');
    // A tally with a rubber missing would mislead.
    if (session.rubbers.size() < 2 || !session.complete) return;
    const auto lines = whist::ledger(session);
    out << (json ? json_text(whist::ledger_to_json(lines)) + '\n'
                 : whist::ledger_to_text(lines) + '\n');
}

game::CommandStatus run_rubber(const game::CommandArgs& opts, std::ostream& out,
                               std::ostream& err) {
    if (!opts.variant.empty()) {
        std::string error;
        if (!whist::scoring_rules(opts.variant, &error)) {
            err << "stich: --variant: " << error << '\n';
            return game::CommandStatus::kUsage;
        }
    }
    int opened = 0;  // files read to their end
    int failures = 0;
    for (const std::string& name : opts.files) {
        const std::string shown = name == "-" ? "<stdin>" : name;
        std::ifstream file;
        std::istream* in = &std::cin;
        // A directory opens as a file on Linux and reads as empty: a rubber file of no games,
        // which would pass in silence.
        std::error_code ec;
        struct stat info {};
        if (name == "-" ? fstat(STDIN_FILENO, &info) == 0 && S_ISDIR(info.st_mode)
                        : std::filesystem::is_directory(name, ec)) {
            err << "stich: " << shown << ": is a directory\n";
            ++failures;
            continue;
        }
        errno = 0;
        if (name != "-") {
            file.open(name, std::ios::binary);
            if (!file) {
                err << "stich: " << name << ": cannot open the file: " << std::strerror(errno)
                    << '\n';
                ++failures;
                continue;
            }
            in = &file;
        }
        std::vector<Diagnostic> diagnostics;
        const whist::Session session = whist::read_rubbers(*in, shown, opts.variant, diagnostics);
        for (const Diagnostic& d : diagnostics) err << "stich: " << format_diagnostic(d) << '\n';
        failures += static_cast<int>(diagnostics.size());
        if (in->bad()) {  // a read error: the games after it are missing
            err << "stich: " << shown
                << ": cannot read the file: " << std::strerror(errno ? errno : EIO) << '\n';
            ++failures;
        } else {
            ++opened;
        }
        print_rubbers(out, session, opts.json);
    }
    if (opened == 0) return game::CommandStatus::kNoInput;
    return failures > 0 ? game::CommandStatus::kSomeFailed : game::CommandStatus::kOk;
}

}  // namespace

game::GameCommand rubber_command() {
    game::GameCommand c;
    c.name = "rubber";
    c.description = "Whist rubbers: their value from the games won, and who pays";
    c.files_help = "Rubber files (one game per line); - reads standard input";
    c.json_help = "One JSON object per rubber (JSON Lines)";
    c.variant_help = "Whist variant for every file, replacing its variant lines, e.g. dummy=W";
    // The rubber files are whist's own format, not hand records: it reads them itself.
    c.run = [](const game::CommandArgs& args, game::BoardInput&, std::ostream& out,
               std::ostream& err) { return run_rubber(args, out, err); };
    return c;
}

}  // namespace stich::whist
