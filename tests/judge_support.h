// Helpers shared by the tests of `stich judge`: boards from text, decisions that must (or must
// not) be made, the options of a sampled or exact run, and the comparison of two judgements.
#pragma once

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "stich/app/judge_decide.h"
#include "stich/engine/dealing.h"
#include "stich/game/registry.h"
#include "stich/io/pbn.h"

namespace stich::test {

// Alliance, four players, a Solo in spades by seat 1 with 5 tricks won, seat 1 to play to
// H2 D2 H3 (test_judge_card.cpp's duty to trump, worked by hand there): shared by the card
// judge's tests and the judge's condition tests.
inline constexpr const char* kAllianceDutyToTrump = R"([Game "alliance"]
[Players "4"]
[Dealer "4"]
[Deal "1:.KJ.. .Q.. ...4 ...5"]
[TableCards "D9 S5 C6 C7"]
[Won "5 2 2 1"]
[Contract "Solo S"]
[Declarer "1"]
[Leader "2"]
[Trick "H2 D2 H3"]
)";

inline Board board_of(const std::string& text) {
    // As the commands read it: through every game's own tags (Préférence's [Talon]).
    const ReadResult r =
        read_boards_from_string(text, "<string>", game::standard_games().record_tags());
    for (const Diagnostic& d : r.diagnostics) INFO(format_diagnostic(d));
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.boards.size() == 1);
    return r.boards[0];
}

inline judge::Decision decision_of(const Board& board, int seat, const std::string& call,
                                   std::vector<std::string> versus = {}) {
    std::string error;
    auto d = judge::make_decision(game::standard_games(), board, {seat, call, std::move(versus)},
                                  &error);
    INFO(error);
    REQUIRE(d);
    return *d;
}

inline std::string decision_error(const Board& board, int seat, const std::string& call) {
    std::string error;
    CHECK_FALSE(judge::make_decision(game::standard_games(), board, {seat, call, {}}, &error));
    return error;
}

inline judge::JudgeOptions sampled(uint64_t samples, uint64_t seed = 1, int threads = 1) {
    judge::JudgeOptions o;
    o.samples = samples;
    o.seed = seed;
    o.exact_up_to = 0;
    o.threads = threads;
    o.tt_megabytes = 8;
    return o;
}

inline judge::JudgeOptions exact() {
    judge::JudgeOptions o = sampled(2);
    o.exact_up_to = 1u << 20;
    return o;
}

// The binomial coefficient, exactly: layout counts worked by hand.
inline Count choose(int n, int k) {
    Count c = 1;
    for (int i = 1; i <= k; ++i) c = c * static_cast<Count>(n - k + i) / static_cast<Count>(i);
    return c;
}

inline bool same_figures(const judge::Judgement& a, const judge::Judgement& b) {
    if (a.deals != b.deals || a.options.size() != b.options.size() || a.call != b.call ||
        a.rival != b.rival || a.verdict != b.verdict)
        return false;
    for (size_t k = 0; k < a.options.size(); ++k) {
        const judge::OptionStats &x = a.options[k], &y = b.options[k];
        if (x.value.mean != y.value.mean || x.value.error != y.value.error ||
            x.success != y.success || x.tricks != y.tricks || x.choices != y.choices)
            return false;
    }
    return a.difference.mean == b.difference.mean && a.difference.error == b.difference.error;
}

// The played Préférence deal of sample-hands/preference-play.pbn from declarer's seat, the
// defenders' hands hidden: game 3 (diamonds), declarer seat 1 took the talon ST DQ and laid
// away D7 C7.
inline std::string preference_played(const std::string& deal, const std::string& play) {
    return R"([Game "preference"]
[Dealer "3"]
[Deal ")" + deal +
           R"("]
[Talon "T..Q."]
[Contract "3"]
[Declarer "1"]
[Discard "..7.7"]
[Stake "1"]
[Pot "2"]
[Cap "3"]
[Play "1"]
)" + play + "*\n";
}

}  // namespace stich::test
