// libFuzzer target: the house rules file (docs/house-rules.md), read as `--rules FILE` reads it.
//
// The input is the file's bytes, read under the rule set its size chooses (none, the file's
// own `ruleset =`, or one named on the command line).  An exception out of the reader (the
// command would stop with exit 4, an internal error, instead of listing the bad lines), a
// crash, a hang, a sanitizer report, or an error without a line and column is a finding.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "rules_file.h"
#include "stich/game/registry.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const stich::game::GameRegistry games = stich::game::standard_games();
    const char* const rulesets[] = {"", "club", "tournament"};
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    const stich::cli::RulesRead read =
        stich::cli::read_house_rules(in, "fuzz.ini", games, rulesets[size % 3]);
    for (const stich::Diagnostic& d : read.errors) {
        // Every error is located: in the file at its line, or at --ruleset when the set named
        // there is not in the file.
        const bool in_file = d.where.file == "fuzz.ini" && d.where.line >= 1;
        if (!in_file && d.where.file != "--ruleset") std::abort();
    }
    if (!read.errors.empty()) (void)stich::cli::rules_errors_text(read);
    return 0;
}
