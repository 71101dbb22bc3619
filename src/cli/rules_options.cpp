#include "rules_options.h"

namespace stich::cli {

void add_rules_options(CLI::App& app, RulesChoice& choice) {
    auto* file = app.add_option("--rules", choice.file,
                                "House rules from FILE instead of ./stich.ini or "
                                "~/.config/stich/rules.ini (stich rules shows them)");
    app.add_flag("--no-rules", choice.none, "Read no rules file")->excludes(file);
    app.add_option("--ruleset", choice.ruleset, "The rules file's rule set NAME, [ruleset.NAME]");
}

void take_house_rules(CommonOptions& opts, bool threads_given, bool format_given) {
    RulesRead read = load_house_rules(opts.rules, RulesLookup::from_environment(), *opts.games);
    if (!read.errors.empty()) throw RulesError(rules_errors_text(read));
    opts.house = std::move(read.rules);
    if (!threads_given && opts.house.threads.origin.kind == Origin::Kind::kFile)
        opts.threads = opts.house.threads.value;
    if (!format_given) {
        opts.json = opts.house.format.value == Format::kJson;
        opts.csv = opts.house.format.value == Format::kCsv;
    }
}

}  // namespace stich::cli
