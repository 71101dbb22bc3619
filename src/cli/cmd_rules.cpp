// `stich rules`: the house rules in force (docs/house-rules.md), each value with where it came
// from; the options of the other commands (--rules, --no-rules, --ruleset, --threads,
// --variant, --score) show how they combine with the file.
#include <iostream>
#include <memory>

#include "commands.h"
#include "rules_options.h"
#include "rules_report.h"
#include "stich/support/json_text.h"

namespace stich::cli {

namespace {

struct RulesArgs {
    RulesChoice choice;
    bool json = false;
    int threads = 0;
    std::string variant;
    std::string score;
};

int run_rules(const game::GameRegistry& games, const RulesArgs& args, bool threads_given) {
    CommonOptions check;
    check.games = &games;
    check.variant = args.variant;
    check.score = args.score;
    if (!check_options(check)) return kUsage;  // --variant's and --score's own messages
    const RulesLookup lookup = RulesLookup::from_environment();
    RulesRead read = load_house_rules(args.choice, lookup, games);
    if (!read.errors.empty()) throw RulesError(rules_errors_text(read));
    CommandLineRules given;
    if (threads_given) given.threads = args.threads;
    given.variant = args.variant;
    if (!args.score.empty()) given.standing = parse_score(args.score);
    overlay(read.rules, given, games);
    const auto places = args.choice.none ? std::vector<std::string>{} : rules_file_places(lookup);
    if (args.json)
        std::cout << json_text(rules_json(read.rules, games, places)) << '\n';
    else
        std::cout << rules_text(read.rules, games, places);
    check_output(std::cout);
    return kOk;
}

}  // namespace

void register_rules(CLI::App& app, int& status, const game::GameRegistry& games) {
    auto args = std::make_shared<RulesArgs>();
    auto* cmd =
        app.add_subcommand("rules", "Show the house rules in force and where each value came from");
    add_rules_options(*cmd, args->choice);
    cmd->add_flag("--json", args->json, "One JSON object");
    auto* threads = cmd->add_option("--threads,-t", args->threads,
                                    "Worker threads, as the "
                                    "other commands take them")
                        ->check(CLI::Range(0, 1024));
    cmd->add_option("--variant", args->variant, "Rule variant, as the other commands take it");
    add_score_option(*cmd, args->score);
    cmd->callback([args, threads, &status, &games] {
        status = run_rules(games, *args, threads->count() > 0);
    });
}

}  // namespace stich::cli
