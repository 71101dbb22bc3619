// stich rubber: the value of whist rubbers and who pays, from a list of the games won.
#include <fstream>
#include <iostream>

#include "commands.h"
#include "common.h"
#include "stich/whist/rubber_file.h"
#include "stich/whist/session_report.h"

namespace stich::cli {

namespace {

struct RubberOptions {
    std::vector<std::string> files;
    bool json = false;
    std::string variant;
};

// Prints the rubbers of one file and, for a session of several, its tally.
void print_session(const whist::Session& session, bool json) {
    for (size_t i = 0; i < session.rubbers.size(); ++i)
        std::cout << (json ? whist::rubber_to_json(session, i).dump() + '\n'
                           : whist::rubber_to_text(session, i) + '\n');
    // A tally with a rubber missing would mislead.
    if (session.rubbers.size() < 2 || !session.complete) return;
    const auto lines = whist::ledger(session);
    std::cout << (json ? whist::ledger_to_json(lines).dump() + '\n'
                       : whist::ledger_to_text(lines) + '\n');
}

int run_rubber(const RubberOptions& opts) {
    if (!opts.variant.empty()) {
        std::string error;
        if (!whist::scoring_rules(opts.variant, &error)) {
            std::cerr << "stich: --variant: " << error << '\n';
            return kUsage;
        }
    }
    int opened = 0;
    int failures = 0;
    for (const std::string& name : opts.files) {
        std::ifstream file;
        std::istream* in = &std::cin;
        if (name != "-") {
            file.open(name, std::ios::binary);
            if (!file) {
                std::cerr << "stich: " << name << ": cannot open the file\n";
                ++failures;
                continue;
            }
            in = &file;
        }
        ++opened;
        std::vector<Diagnostic> diagnostics;
        const whist::Session session =
            whist::read_rubbers(*in, name == "-" ? "<stdin>" : name, opts.variant, diagnostics);
        for (const Diagnostic& d : diagnostics)
            std::cerr << "stich: " << format_diagnostic(d) << '\n';
        failures += static_cast<int>(diagnostics.size());
        print_session(session, opts.json);
    }
    if (opened == 0) return kNoInput;
    return failures > 0 ? kSomeBoardsFailed : kOk;
}

}  // namespace

void register_rubber(CLI::App& app, int& status) {
    auto opts = std::make_shared<RubberOptions>();
    CLI::App* cmd =
        app.add_subcommand("rubber", "Whist rubbers: their value from the games won, and who pays");
    cmd->add_option("files", opts->files,
                    "Rubber files (one game per line); - reads standard input")
        ->required();
    cmd->add_flag("--json", opts->json, "One JSON object per rubber (JSON Lines)");
    cmd->add_option("--variant", opts->variant,
                    "Whist variant for every file, replacing its variant lines, e.g. dummy=W");
    cmd->callback([opts, &status] { status = run_rubber(*opts); });
}

}  // namespace stich::cli
