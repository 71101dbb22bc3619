#include "rules_file.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <boost/program_options/errors.hpp>
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/parsers.hpp>

#include "common.h"

namespace stich::cli {

RulesLookup RulesLookup::from_environment() {
    RulesLookup lookup;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME")) lookup.xdg_config_home = xdg;
    if (const char* home = std::getenv("HOME")) lookup.home = home;
    return lookup;
}

std::vector<std::string> rules_file_places(const RulesLookup& lookup) {
    std::vector<std::string> places = {lookup.cwd_file};
    // The XDG base directory specification: an empty XDG_CONFIG_HOME counts as unset.
    if (!lookup.xdg_config_home.empty())
        places.push_back(lookup.xdg_config_home + "/stich/rules.ini");
    else if (!lookup.home.empty())
        places.push_back(lookup.home + "/.config/stich/rules.ini");
    return places;
}

std::optional<std::string> find_rules_file(const RulesChoice& choice, const RulesLookup& lookup) {
    if (choice.none) return std::nullopt;
    if (!choice.file.empty()) return choice.file;
    for (const std::string& place : rules_file_places(lookup)) {
        std::error_code ec;
        if (std::filesystem::is_regular_file(place, ec)) return place;
    }
    return std::nullopt;
}

namespace {

// An error of the rules file at `where` (built member by member: GCC 12 warns falsely,
// -Wmaybe-uninitialized, on the nested aggregate).
Diagnostic rules_error(const SourceLocation& where, std::string message) {
    Diagnostic d;
    d.where = where;
    d.message = std::move(message);
    return d;
}

// One `key = value` line as the parser gave it: its full name ("whist.variant",
// "ruleset.club.threads") and where its value starts.
struct Entry {
    std::string key;  // within its scope: "threads", "whist.variant"
    std::string value;
    SourceLocation where;
};

// The entries of the file: the base ones (scope "") and each rule set's.
using Scopes = std::map<std::string, std::vector<Entry>>;

bool valid_set_name(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    });
}

std::string trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return "";
    const auto last = s.find_last_not_of(" \t\r");
    return std::string(s.substr(first, last - first + 1));
}

std::vector<std::string> split_dots(const std::string& name) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(name);
    while (std::getline(in, part, '.')) parts.push_back(part);
    return parts;
}

std::string game_list(const game::GameRegistry& games) {
    std::string out;
    for (const auto& g : games.modules()) out += (out.empty() ? "" : ", ") + std::string(g->name());
    return out;
}

// Reads the file, checking its syntax and names; the values are checked by `Resolver`.
class FileScanner {
public:
    FileScanner(const std::string& name, const game::GameRegistry& games,
                std::vector<Diagnostic>& errors)
        : name_(name), games_(games), errors_(errors) {}

    Scopes scan(std::istream& in) {
        std::string raw;
        for (int line = 1; std::getline(in, raw); ++line) {
            // Notepad's byte order mark and Windows' line ends are no part of the text.
            if (line == 1 && raw.starts_with("\xEF\xBB\xBF")) raw.erase(0, 3);
            if (!raw.empty() && raw.back() == '\r') raw.pop_back();
            scan_line(raw, line);
        }
        return std::move(scopes_);
    }

private:
    void error(int line, int column, std::string message) {
        errors_.push_back(rules_error(SourceLocation{name_, line, column}, std::move(message)));
    }

    void scan_line(const std::string& raw, int line) {
        // Boost's grammar: '#' starts a comment anywhere, blanks around names and values.
        const std::string text = trimmed(std::string_view(raw).substr(0, raw.find('#')));
        if (text.empty()) return;
        if (text.front() == '[' && text.back() == ']') {
            section_line(trimmed(std::string_view(text).substr(1, text.size() - 2)), raw, line);
            return;
        }
        if (bad_section_) return;  // its lines were left out with the section's error
        // The line alone, under its section, to Boost: its options come back named in full.
        std::istringstream one((section_.empty() ? "" : "[" + section_ + "]\n") + raw + "\n");
        boost::program_options::parsed_options parsed(nullptr);
        try {
            parsed = boost::program_options::parse_config_file(
                one, boost::program_options::options_description(), true);
        } catch (const boost::program_options::error&) {
            error(line, column_of(raw, text),
                  text.front() == ';' ? "a comment starts with '#' here, not ';'"
                                      : "expected 'key = value', '[section]' or a '#' comment, "
                                        "found '" +
                                            text + "'");
            return;
        }
        for (const auto& option : parsed.options) {
            const size_t equals = raw.find('=');
            const size_t value_at = raw.find_first_not_of(" \t", equals + 1);
            const int column =
                static_cast<int>(value_at == std::string::npos ? raw.size() : value_at) + 1;
            const std::string value = option.value.empty() ? "" : option.value.front();
            key_column_ = static_cast<int>(raw.find_first_not_of(" \t")) + 1;
            entry(option.string_key, value, SourceLocation{name_, line, column});
        }
    }

    static int column_of(const std::string& raw, const std::string& text) {
        return static_cast<int>(raw.find(text)) + 1;
    }

    void section_line(const std::string& section, const std::string& raw, int line) {
        section_ = section;
        bad_section_ = false;
        const std::vector<std::string> parts = split_dots(section);
        const bool game = parts.size() == 1 && games_.find(parts[0]);
        const bool set = !parts.empty() && parts[0] == "ruleset" && parts.size() >= 2 &&
                         parts.size() <= 3 && valid_set_name(parts[1]) &&
                         (parts.size() == 2 || games_.find(parts[2]));
        if (game || set) {
            if (set) scopes_[parts[1]];  // a set with no lines is still a set
            return;
        }
        bad_section_ = true;
        error(line, column_of(raw, "["),
              "unknown section [" + section + "]: a section is a game (" + game_list(games_) +
                  ") or a rule set, [ruleset.NAME] (NAME of letters, digits, - and _)");
    }

    // Files `key` (the full name) under its scope.
    void entry(const std::string& key, const std::string& value, const SourceLocation& where) {
        std::vector<std::string> parts = split_dots(key);
        std::string scope;
        if (parts.size() >= 2 && parts[0] == "ruleset") {
            scope = parts[1];
            if (!valid_set_name(scope)) {
                error(where.line, key_column_,
                      "'" + key + "': a rule set's name is of letters, digits, - and _");
                return;
            }
            parts.erase(parts.begin(), parts.begin() + 2);
        }
        std::string local;
        for (const std::string& p : parts) local += (local.empty() ? "" : ".") + p;
        if (const std::string why = key_problem(parts, !scope.empty()); !why.empty()) {
            error(where.line, key_column_, "unknown key '" + key + "': " + why);
            return;
        }
        std::vector<Entry>& entries = scopes_[scope];
        for (const Entry& e : entries)
            if (e.key == local) {
                error(where.line, where.column,
                      "'" + key + "' is set twice (first at line " + std::to_string(e.where.line) +
                          ")");
                return;
            }
        if (value.empty()) {
            error(where.line, where.column, "'" + key + "' has no value");
            return;
        }
        entries.push_back(Entry{local, value, where});
    }

    // Why `parts` (a key within a scope) is no key of the file; empty when it is one.
    std::string key_problem(const std::vector<std::string>& parts, bool in_set) const {
        if (parts.size() == 1 &&
            (parts[0] == "threads" || parts[0] == "format" || (parts[0] == "ruleset" && !in_set)))
            return "";
        if (parts.size() == 2 && games_.find(parts[0]) &&
            (parts[1] == "variant" || parts[1] == "standing"))
            return "";
        if (parts.size() == 2 && games_.find(parts[0]))
            return "a game's section takes variant and standing";
        return std::string(in_set ? "a rule set" : "the top of the file") + " takes " +
               (in_set ? "" : "ruleset, ") + "threads and format, and a game's section (" +
               game_list(games_) + ") variant and standing";
    }

    std::string name_;
    const game::GameRegistry& games_;
    std::vector<Diagnostic>& errors_;
    std::string section_;
    bool bad_section_ = false;
    int key_column_ = 1;  // of the line's key
    Scopes scopes_;
};

// Checks each entry's value and gives the rules the values of a scope.
class Resolver {
public:
    Resolver(const game::GameRegistry& games, std::vector<Diagnostic>& errors)
        : games_(games), errors_(errors) {}

    // Checks every value of `entries`; with `rules`, sets them there too.
    void apply(const std::vector<Entry>& entries, HouseRules* rules) {
        for (const Entry& e : entries) apply(e, rules);
    }

private:
    void error(const Entry& e, std::string message) {
        errors_.push_back(rules_error(e.where, std::move(message)));
    }

    void apply(const Entry& e, HouseRules* rules) {
        const Origin from{Origin::Kind::kFile, e.where};
        if (e.key == "ruleset") return;  // chosen by read_house_rules
        if (e.key == "threads") {
            int n = -1;
            const char* end = e.value.data() + e.value.size();
            const auto [at, ec] = std::from_chars(e.value.data(), end, n);
            if (ec != std::errc() || at != end || n < 0 || n > 1024)
                return error(e, "threads = " + e.value +
                                    ": expected a whole number from 0 (all cores) to 1024");
            if (rules) rules->threads.set(n, from);
            return;
        }
        if (e.key == "format") {
            const auto format = parse_format(e.value);
            if (!format) return error(e, "format = " + e.value + ": expected text, json or csv");
            if (rules) rules->format.set(*format, from);
            return;
        }
        const size_t dot = e.key.find('.');
        const game::GameModule& game = *games_.find(e.key.substr(0, dot));
        const std::string what = e.key.substr(dot + 1);
        GameDefaults* defaults = nullptr;
        if (rules)
            for (GameDefaults& g : rules->games)
                if (g.game == game.id()) defaults = &g;
        if (what == "variant") {
            std::string why;
            if (!game.has_variant(e.value, &why))
                return error(e, e.key + ": " + why);  // --variant's words
            if (defaults) defaults->variant.set(e.value, from);
            return;
        }
        if (!game.takes_standing())
            return error(e, std::string(game.name()) +
                                " takes no standing: its boards are played without one");
        const auto standing = parse_score(e.value);
        if (!standing)
            return error(
                e, "standing = " + e.value + ": expected the points of N-S and E-W, as \"8 3\"");
        if (defaults) defaults->standing.set(*standing, from);
    }

    const game::GameRegistry& games_;
    std::vector<Diagnostic>& errors_;
};

std::string set_names(const Scopes& scopes) {
    std::string out;
    for (const auto& [name, entries] : scopes)
        if (!name.empty()) out += (out.empty() ? "" : ", ") + name;
    return out.empty() ? "none" : out;
}

}  // namespace

RulesRead read_house_rules(std::istream& in, const std::string& name,
                           const game::GameRegistry& games, const std::string& ruleset) {
    RulesRead read;
    HouseRules& rules = read.rules;
    rules.file = name;
    for (const auto& g : games.modules()) rules.games.push_back(GameDefaults{g->id(), {}, {}});
    const Scopes scopes = FileScanner(name, games, read.errors).scan(in);
    Resolver resolver(games, read.errors);
    const auto base = scopes.find("");
    if (base != scopes.end()) resolver.apply(base->second, &rules);
    // The rule set in force: --ruleset, else the file's `ruleset =`.
    if (!ruleset.empty()) {
        rules.ruleset.set(ruleset, Origin{Origin::Kind::kCommandLine, {"--ruleset", 0, 0}});
    } else if (base != scopes.end()) {
        for (const Entry& e : base->second)
            if (e.key == "ruleset")
                rules.ruleset.set(e.value, Origin{Origin::Kind::kFile, e.where});
    }
    const std::string& chosen = rules.ruleset.value;
    for (const auto& [set, entries] : scopes)
        if (!set.empty()) resolver.apply(entries, set == chosen ? &rules : nullptr);
    if (!chosen.empty() && !scopes.contains(chosen)) {
        Diagnostic d =
            rules_error(rules.ruleset.origin.where, "no rule set '" + chosen + "' in " + name +
                                                        " (it has: " + set_names(scopes) + ")");
        read.errors.push_back(std::move(d));
    }
    // In the file's order: the scanner's errors came before the values'.
    std::stable_sort(
        read.errors.begin(), read.errors.end(),
        [](const Diagnostic& a, const Diagnostic& b) { return a.where.line < b.where.line; });
    return read;
}

RulesRead load_house_rules(const RulesChoice& choice, const RulesLookup& lookup,
                           const game::GameRegistry& games) {
    const auto file = find_rules_file(choice, lookup);
    if (!file) {
        RulesRead read;
        for (const auto& g : games.modules())
            read.rules.games.push_back(GameDefaults{g->id(), {}, {}});
        if (!choice.ruleset.empty())
            read.errors.push_back(rules_error(SourceLocation{"--ruleset", 0, 0},
                                              "no rules file to take the rule set '" +
                                                  choice.ruleset + "' from" +
                                                  (choice.none ? " (--no-rules)" : "")));
        return read;
    }
    std::error_code ec;
    const bool directory = std::filesystem::is_directory(*file, ec);
    std::ifstream in;
    if (!directory) in.open(*file, std::ios::binary);
    if (directory || !in) {
        // A directory opens as a file on Linux and fails only when read.
        const std::string why = directory ? "is a directory" : std::strerror(errno);
        RulesRead read;
        read.errors.push_back(
            rules_error(SourceLocation{*file, 0, 0}, "cannot read the rules file: " + why));
        return read;
    }
    return read_house_rules(in, *file, games, choice.ruleset);
}

std::string rules_errors_text(const RulesRead& read) {
    std::string out;
    for (const Diagnostic& d : read.errors) out += format_diagnostic(d) + '\n';
    return out;
}

}  // namespace stich::cli
