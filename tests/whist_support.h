// Helpers shared by the whist scoring tests: rules from a variant text, a board from PBN text,
// and its analysis.
#pragma once

#include <string>
#include <variant>

#include <doctest/doctest.h>

#include "stich/game/registry.h"
#include "stich/io/pbn.h"
#include "stich/whist/analysis.h"
#include "stich/whist/variant.h"

namespace stich::test {

inline whist::WhistRules rules_of(const char* text) {
    std::string error;
    auto r = whist::scoring_rules(text, &error);
    INFO(error);
    REQUIRE(r);
    return *r;
}

// The one board of `pbn`, read without a diagnostic.
inline Board board_of(const std::string& pbn, const std::string& name = "t.pbn") {
    auto r = read_boards_from_string(pbn, name, game::standard_games().record_tags());
    INFO((r.diagnostics.empty() ? std::string() : format_diagnostic(r.diagnostics[0])));
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

inline std::variant<whist::Analysis, Diagnostic> run_analysis(const Board& b) {
    Solver solver(SolverOptions{4});
    return whist::analyze(solver, b);
}

inline whist::Analysis analysis_of(const Board& b) {
    auto a = run_analysis(b);
    if (auto* d = std::get_if<Diagnostic>(&a)) FAIL(format_diagnostic(*d));
    return std::get<whist::Analysis>(a);
}

}  // namespace stich::test
