// House rules in a file (docs/house-rules.md): where the file is found, what its values do to
// the boards and the options, that the command line wins, every bad line located, and what
// `stich rules` shows.  HOME, XDG_CONFIG_HOME and the working directory are the test's own.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "rules_file.h"
#include "stich/game/registry.h"
#include "subprocess.h"

using stich::test::run_stich;
using stich::test::RunOptions;
using stich::test::RunResult;
using stich::test::TempDir;

namespace {

const std::string kRulesData = std::string(STICH_SHARED_DATA) + "/rules";

// A whist deal of whist-scoring.pbn's board 1, once without [Variant] and [Standing] and once
// with its own.
const std::string kTwoBoards =
    "[Game \"whist\"]\n[Board \"plain\"]\n[Dealer \"W\"]\n[Turned \"S2\"]\n"
    "[Deal \"N:AK.5432.5432.432 JT9876.AKQ.AKQ.A Q.9876.9876.8765 5432.JT.JT.KQJT9\"]\n\n"
    "[Game \"whist\"]\n[Board \"tagged\"]\n[Dealer \"W\"]\n[Turned \"S2\"]\n"
    "[Variant \"standard\"]\n[Standing \"1 1\"]\n"
    "[Deal \"N:AK.5432.5432.432 JT9876.AKQ.AKQ.A Q.9876.9876.8765 5432.JT.JT.KQJT9\"]\n";

const std::string kClubRules = "threads = 1\n[whist]\nvariant = without-honours\nstanding = 4 2\n";

std::vector<nlohmann::json> json_lines(const std::string& text) {
    std::vector<nlohmann::json> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));
    return out;
}

// The `stich rules --json` settings by name.
nlohmann::json setting(const nlohmann::json& shown, const std::string& name) {
    for (const auto& s : shown["settings"])
        if (s["setting"] == name) return s;
    return nullptr;
}

}  // namespace

TEST_CASE("rules file: looked for in ./stich.ini, then XDG_CONFIG_HOME, else ~/.config") {
    const TempDir dir;
    std::filesystem::create_directories(dir.path("xdg/stich"));
    std::filesystem::create_directories(dir.path("home/.config/stich"));
    std::filesystem::create_directories(dir.path("cwd"));
    dir.write("xdg/stich/rules.ini", "threads = 3\n");
    dir.write("home/.config/stich/rules.ini", "threads = 4\n");
    stich::cli::RulesLookup lookup;
    lookup.cwd_file = dir.path("cwd/stich.ini").string();
    lookup.xdg_config_home = dir.path("xdg").string();
    lookup.home = dir.path("home").string();
    CHECK(stich::cli::find_rules_file({}, lookup) == dir.path("xdg/stich/rules.ini").string());
    dir.write("cwd/stich.ini", "threads = 2\n");
    CHECK(stich::cli::find_rules_file({}, lookup) == lookup.cwd_file);
    std::filesystem::remove(lookup.cwd_file);
    lookup.xdg_config_home.clear();  // unset or empty: ~/.config
    CHECK(stich::cli::find_rules_file({}, lookup) ==
          dir.path("home/.config/stich/rules.ini").string());
    CHECK(stich::cli::find_rules_file({"other.ini", false, ""}, lookup) == "other.ini");
    CHECK_FALSE(stich::cli::find_rules_file({"", true, ""}, lookup));

    // The same through the binary: each place, and `stich rules` names the file and the line.
    RunOptions run;
    run.home = dir.path("home").string();
    run.xdg_config_home = dir.path("xdg").string();
    run.cwd = dir.path("cwd").string();
    auto shown = nlohmann::json::parse(run_stich({"rules", "--json"}, run).out);
    CHECK(shown["file"] == dir.path("xdg/stich/rules.ini").string());
    CHECK(setting(shown, "threads")["value"] == 3);
    CHECK(setting(shown, "threads")["line"] == 1);
    dir.write("cwd/stich.ini", "\n\nthreads = 2\n");
    shown = nlohmann::json::parse(run_stich({"rules", "--json"}, run).out);
    CHECK(shown["file"] == "./stich.ini");
    CHECK(setting(shown, "threads") == nlohmann::json{{"setting", "threads"},
                                                      {"value", 2},
                                                      {"from", "file"},
                                                      {"file", "./stich.ini"},
                                                      {"line", 3}});
    std::filesystem::remove(dir.path("cwd/stich.ini"));
    run.xdg_config_home.clear();
    shown = nlohmann::json::parse(run_stich({"rules", "--json"}, run).out);
    CHECK(setting(shown, "threads")["value"] == 4);
    shown = nlohmann::json::parse(run_stich({"rules", "--json", "--no-rules"}, run).out);
    CHECK(shown["file"].is_null());
    CHECK(setting(shown, "threads") ==
          nlohmann::json{{"setting", "threads"}, {"value", 0}, {"from", "default"}});
}

TEST_CASE("rules file: each game's variant and standing go to the boards without their own") {
    const TempDir dir;
    const std::string boards = dir.write("boards.pbn", kTwoBoards);
    RunOptions run;
    run.cwd = dir.path("").string();
    dir.write("stich.ini", kClubRules);
    const RunResult r = run_stich({"analyze", "--json", boards}, run);
    REQUIRE(r.exit_code == 0);
    const auto rows = json_lines(r.out);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0]["variant"] == "without-honours");
    CHECK(rows[0]["score_before"] == nlohmann::json{{"NS", 4}, {"EW", 2}});
    CHECK(rows[1]["variant"] == "standard");  // the record says what was played
    CHECK(rows[1]["score_before"] == nlohmann::json{{"NS", 1}, {"EW", 1}});

    // The command line wins: --variant and --score replace every board's.
    const RunResult over = run_stich(
        {"analyze", "--json", "--variant", "five-honours", "--score", "3 4", boards}, run);
    for (const auto& row : json_lines(over.out)) {
        CHECK(row["variant"] == "five-honours");
        CHECK(row["score_before"] == nlohmann::json{{"NS", 3}, {"EW", 4}});
    }
    // --no-rules: the game's own defaults.
    const auto plain = json_lines(run_stich({"analyze", "--json", "--no-rules", boards}, run).out);
    CHECK(plain[0]["variant"] == "standard");
    CHECK(plain[0]["score_before"].is_null());  // no standing: none before the deal
    // batch reads the same defaults.
    const auto batch = json_lines(run_stich({"batch", "--quiet", boards}, run).out);
    REQUIRE(batch.size() == 2);
    CHECK(batch[0].dump().find("\"without-honours\"") != std::string::npos);
}

TEST_CASE("rules file: format and threads are defaults the command line overrides") {
    const TempDir dir;
    const std::string boards = dir.write("boards.pbn", kTwoBoards);
    RunOptions run;
    run.cwd = dir.path("").string();
    dir.write("stich.ini", "format = csv\n[ruleset.web]\nformat = json\n");
    const RunResult csv = run_stich({"solve", boards}, run);
    CHECK(csv.exit_code == 0);
    CHECK(csv.out.starts_with("board,"));
    CHECK(run_stich({"solve", "--json", boards}, run).out.starts_with("{\"board\":\"plain\""));
    CHECK(run_stich({"solve", "--ruleset", "web", boards}, run).out.starts_with("{"));
    // --rules FILE instead of ./stich.ini.
    const std::string text = dir.write("text.ini", "format = text\n");
    CHECK(run_stich({"solve", "--rules", text, boards}, run).out.starts_with("Board plain"));
    const auto shown =
        nlohmann::json::parse(run_stich({"rules", "--json", "--threads", "3"}, run).out);
    CHECK(setting(shown, "threads") == nlohmann::json{{"setting", "threads"},
                                                      {"value", 3},
                                                      {"from", "command line"},
                                                      {"option", "--threads"}});
}

TEST_CASE("rules file: every bad key and value located, exit 2 before any board") {
    const RunResult r =
        run_stich({"solve", "--rules", kRulesData + "/careless.ini", "no-such-file.pbn"});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    const std::string f = "stich: " + kRulesData + "/careless.ini:";
    CHECK(r.err.find(f + "2:11: threads = all: expected a whole number from 0 (all cores) to "
                         "1024\n") != std::string::npos);
    CHECK(r.err.find(f + "3:10: format = html: expected text, json or csv\n") != std::string::npos);
    CHECK(r.err.find(f + "4:11: no rule set 'wednesday' in " + kRulesData +
                     "/careless.ini (it has: tuesday)\n") != std::string::npos);
    // --variant's own words for a bad variant.
    CHECK(r.err.find(f + "7:11: whist.variant: bad variant switch 'five honours'") !=
          std::string::npos);
    CHECK(r.err.find(f + "8:12: standing = 8-3-1: expected the points of N-S and E-W, as \"8 "
                         "3\"\n") != std::string::npos);
    CHECK(r.err.find(f + "9:1: unknown key 'whist.varient': a game's section takes variant and "
                         "standing\n") != std::string::npos);
    CHECK(r.err.find(f + "10:11: 'whist.variant' is set twice (first at line 7)\n") !=
          std::string::npos);
    CHECK(r.err.find(f + "12:1: a comment starts with '#' here, not ';'\n") != std::string::npos);
    CHECK(r.err.find(f + "13:1: unknown section [bridge]") != std::string::npos);
    CHECK(r.err.find(f + "17:12: preference takes no standing") != std::string::npos);
    CHECK(r.err.find(f + "18:10: 'preference.variant' has no value\n") != std::string::npos);
    CHECK(r.err.find(f + "21:1: unknown key 'ruleset.tuesday.whist.threads'") != std::string::npos);
    CHECK(r.err.find(f + "22:1: unknown key 'ruleset.tuesday.ruleset'") != std::string::npos);
    CHECK(r.err.find(f + "24:1: unknown section [ruleset.bad name]") != std::string::npos);
    CHECK(stich::test::occurrences(r.err, "stich: ") == 14);
    // The file's line 14 (a value under [bridge]) is left out with its section's error.

    const RunResult missing = run_stich({"solve", "--rules", "/no/such/rules.ini", "x.pbn"});
    CHECK(missing.exit_code == 2);
    CHECK(missing.err ==
          "stich: /no/such/rules.ini: cannot read the rules file: No such file or directory\n");
    const RunResult set = run_stich({"rules", "--ruleset", "nope"});
    CHECK(set.exit_code == 2);
    CHECK(set.err == "stich: --ruleset: no rules file to take the rule set 'nope' from\n");
    const RunResult unknown =
        run_stich({"rules", "--rules", kRulesData + "/club.ini", "--ruleset", "nope"});
    CHECK(unknown.err == "stich: --ruleset: no rule set 'nope' in " + kRulesData +
                             "/club.ini (it has: summer-cup, tuesday)\n");
}

TEST_CASE("stich rules: what is in force and where each value came from") {
    const std::string club = kRulesData + "/club.ini";
    const RunResult text = run_stich({"rules", "--rules", club});
    CHECK(text.exit_code == 0);
    CHECK(text.out == "rules file: " + club +
                          "\n"
                          "setting             value                 from\n"
                          "ruleset             tuesday               " +
                          club + ":4\nthreads             2                     " + club +
                          ":5\nformat              csv                   " + club +
                          ":16\nwhist.variant       five-honours          " + club +
                          ":17\nwhist.standing      4 2                   " + club +
                          ":10\npreference.variant  four-players,stake=2  " + club +
                          ":13\nalliance.variant    -                     default\n");
    // Another rule set, and the command line over both.
    const auto shown =
        nlohmann::json::parse(run_stich({"rules", "--json", "--rules", club, "--ruleset",
                                         "summer-cup", "--variant", "standard", "--score", "8 3"})
                                  .out);
    CHECK(shown["file"] == club);
    CHECK(setting(shown, "ruleset") == nlohmann::json{{"setting", "ruleset"},
                                                      {"value", "summer-cup"},
                                                      {"from", "command line"},
                                                      {"option", "--ruleset"}});
    CHECK(setting(shown, "threads")["value"] == 1);
    CHECK(setting(shown, "threads")["line"] == 20);
    CHECK(setting(shown, "format")["value"] == "json");
    CHECK(setting(shown, "preference.variant")["value"] == "three-players");
    CHECK(setting(shown, "preference.variant")["line"] == 23);
    // --variant standard is whist's and Préférence's and Alliance's: all of them take it.
    CHECK(setting(shown, "whist.variant")["option"] == "--variant");
    CHECK(setting(shown, "whist.standing")["value"] == nlohmann::json::array({8, 3}));
    CHECK(setting(shown, "whist.standing")["option"] == "--score");
    CHECK(run_stich({"rules", "--variant", "nonsense"}).exit_code == 2);
    CHECK(run_stich({"rules", "--score", "x"}).err ==
          "stich: --score 'x': expected the points of N-S and E-W, as \"8 3\"\n");
}
