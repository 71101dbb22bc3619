#include "usage.h"

#include <algorithm>

namespace stich::cli {

namespace {

// Edits (insert, delete, replace, swap two neighbours) from a to b.
size_t distance(const std::string& a, const std::string& b) {
    std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
    for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (size_t i = 1; i <= a.size(); ++i)
        for (size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1,
                                d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

std::string suggestion(const std::string& word, const std::vector<std::string>& known) {
    const auto near = nearest(word, known);
    return near ? ": did you mean " + *near + "?" : "";
}

}  // namespace

std::optional<std::string> nearest(const std::string& word, const std::vector<std::string>& known) {
    std::optional<std::string> best;
    size_t best_distance = 0;
    for (const std::string& k : known) {
        const size_t d = distance(word, k);
        if (!best || d < best_distance) best = k, best_distance = d;
    }
    // A third of the word (at least 1, at most 3 edits): "slove" is solve, "bench" is not deal.
    const size_t allowed = std::clamp<size_t>(word.size() / 3, 1, 3);
    if (!best || best_distance > allowed) return std::nullopt;
    return best;
}

std::vector<std::string> expand_help(std::vector<std::string> args) {
    if (args.empty() || args[0] != "help") return args;
    if (args.size() == 1) return {"--help"};
    return {args[1], "--help"};
}

std::optional<std::string> unknown_word(CLI::App& app, const std::vector<std::string>& args) {
    if (args.empty() || args[0].starts_with("-")) return std::nullopt;
    std::vector<std::string> commands;
    CLI::App* cmd = nullptr;
    for (CLI::App* sub : app.get_subcommands(std::function<bool(CLI::App*)>{})) {
        commands.push_back(sub->get_name());
        if (sub->get_name() == args[0]) cmd = sub;
    }
    if (!cmd)
        return "unknown command '" + args[0] + "'" + suggestion(args[0], commands) +
               " (stich --help lists the commands)";
    std::vector<std::string> options;
    for (const CLI::Option* o : cmd->get_options())
        for (const std::string& name : o->get_lnames()) options.push_back("--" + name);
    for (size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--") break;  // what follows is files
        if (!a.starts_with("--")) continue;
        const std::string name = a.substr(0, a.find('='));
        if (std::find(options.begin(), options.end(), name) != options.end()) continue;
        return "stich " + args[0] + " has no option " + name + suggestion(name, options) +
               " (stich " + args[0] + " --help lists them)";
    }
    return std::nullopt;
}

std::string failure_message(const CLI::App* app, const CLI::Error& e) {
    std::string where = "stich";
    if (app && app->get_name() != "stich") where += " " + app->get_name();
    return "stich: " + std::string(e.what()) + "\nRun '" + where + " --help' for more.\n";
}

}  // namespace stich::cli
