#include "rules_report.h"

#include <algorithm>

namespace stich::cli {

void overlay(HouseRules& rules, const CommandLineRules& given, const game::GameRegistry& games) {
    const auto from = [](const char* option) {
        return Origin{Origin::Kind::kCommandLine, SourceLocation{option, 0, 0}};
    };
    if (given.threads) rules.threads.set(*given.threads, from("--threads"));
    for (GameDefaults& g : rules.games) {
        const game::GameModule& game = games.of(g.game);
        std::string why;
        // As --variant does: the games that have the variant take it, the others keep theirs.
        if (!given.variant.empty() && game.has_variant(given.variant, &why))
            g.variant.set(given.variant, from("--variant"));
        if (given.standing && game.takes_standing())
            g.standing.set(given.standing, from("--score"));
    }
}

namespace {

// One setting as `stich rules` shows it.
struct Row {
    std::string setting;
    nlohmann::json value;  // null: none (the board's own, or the game's standard rules)
    std::string shown;     // the value in the text: "-" for none
    Origin origin;
};

template <class T>
Row row(std::string setting, const Setting<T>& s, nlohmann::json value, std::string shown) {
    return Row{std::move(setting), std::move(value), std::move(shown), s.origin};
}

std::vector<Row> rows(const HouseRules& rules, const game::GameRegistry& games) {
    std::vector<Row> out;
    const std::string& set = rules.ruleset.value;
    out.push_back(row("ruleset", rules.ruleset,
                      set.empty() ? nlohmann::json() : nlohmann::json(set),
                      set.empty() ? "-" : set));
    const int threads = rules.threads.value;
    out.push_back(row("threads", rules.threads, threads,
                      threads == 0 ? "all cores" : std::to_string(threads)));
    const std::string format(format_word(rules.format.value));
    out.push_back(row("format", rules.format, format, format));
    for (const GameDefaults& g : rules.games) {
        const game::GameModule& game = games.of(g.game);
        const std::string name(game.name());
        const std::string& variant = g.variant.value;
        out.push_back(row(name + ".variant", g.variant,
                          variant.empty() ? nlohmann::json() : nlohmann::json(variant),
                          variant.empty() ? "-" : variant));
        if (!game.takes_standing()) continue;
        const auto& standing = g.standing.value;
        out.push_back(row(
            name + ".standing", g.standing, standing ? nlohmann::json(*standing) : nlohmann::json(),
            standing ? std::to_string((*standing)[0]) + " " + std::to_string((*standing)[1])
                     : "-"));
    }
    return out;
}

std::string origin_text(const Origin& o) {
    switch (o.kind) {
        case Origin::Kind::kFile:
            return o.where.file + ":" + std::to_string(o.where.line);
        case Origin::Kind::kCommandLine:
            return "command line" + (o.where.file.empty() ? "" : " (" + o.where.file + ")");
        case Origin::Kind::kDefault:
            break;
    }
    return "default";
}

std::string places_text(const std::vector<std::string>& places) {
    std::string out;
    for (const std::string& p : places) out += (out.empty() ? "" : ", ") + p;
    return out;
}

}  // namespace

nlohmann::json rules_json(const HouseRules& rules, const game::GameRegistry& games,
                          const std::vector<std::string>& places) {
    nlohmann::json out;
    out["file"] = rules.file.empty() ? nlohmann::json() : nlohmann::json(rules.file);
    out["looked_in"] = places;
    out["settings"] = nlohmann::json::array();
    for (const Row& r : rows(rules, games)) {
        nlohmann::json j{{"setting", r.setting}, {"value", r.value}};
        switch (r.origin.kind) {
            case Origin::Kind::kFile:
                j["from"] = "file";
                j["file"] = r.origin.where.file;
                j["line"] = r.origin.where.line;
                break;
            case Origin::Kind::kCommandLine:
                j["from"] = "command line";
                j["option"] = r.origin.where.file;
                break;
            case Origin::Kind::kDefault:
                j["from"] = "default";
                break;
        }
        out["settings"].push_back(std::move(j));
    }
    return out;
}

std::string rules_text(const HouseRules& rules, const game::GameRegistry& games,
                       const std::vector<std::string>& places) {
    const std::string none =
        places.empty() ? "none (--no-rules)" : "none (looked for " + places_text(places) + ")";
    std::string out = "rules file: " + (rules.file.empty() ? none : rules.file) + "\n";
    const std::vector<Row> all = rows(rules, games);
    size_t setting_width = std::string("setting").size();
    size_t value_width = std::string("value").size();
    for (const Row& r : all) {
        setting_width = std::max(setting_width, r.setting.size());
        value_width = std::max(value_width, r.shown.size());
    }
    const auto line = [&](const std::string& a, const std::string& b, const std::string& c) {
        out += a + std::string(setting_width + 2 - a.size(), ' ') + b +
               std::string(value_width + 2 - b.size(), ' ') + c + '\n';
    };
    line("setting", "value", "from");
    for (const Row& r : all) line(r.setting, r.shown, origin_text(r.origin));
    return out;
}

}  // namespace stich::cli
