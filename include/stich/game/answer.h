// A game's answer to a question (game/module.h, game/capabilities.h): a typed Report with its
// presenters, or why the board has none; and what the commands let the user set of a question.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/game/report.h"
#include "stich/io/board.h"

namespace stich::game {

// A Report, or why the board has none: `error` for the user and `tag`, the tag at fault when
// the record has one (empty: the board as a whole).  One convention for every game.
struct Answer {
    std::optional<Report> report;
    std::string error;
    std::string tag;
    std::vector<std::string> notes;  // said beside the report (stderr), e.g. an option not applied
    // Where the error is when the game located it itself (a tag, or "--variant"), rather
    // than by `tag`; and warnings said beside the report (a figure not of the position meant).
    std::optional<SourceLocation> where = std::nullopt;
    std::vector<std::string> warnings = {};

    static Answer failure(std::string why, std::string at_tag = {}) {
        return Answer{std::nullopt, std::move(why), std::move(at_tag), {}};
    }
    // A diagnostic of the game's own code as the answer's error, at its place.
    static Answer failure_at(const Diagnostic& d) {
        Answer a = failure(d.message);
        a.where = d.where;
        return a;
    }
};

// What the commands let the user set of a question; a game reads what applies to it.
struct QuestionOptions {
    // A bridge table by declarer (true) or by the leader (false); unset, the game's default
    // (a bridge record's by declarer, as bridge software shows it).
    std::optional<bool> by_declarer;
    int maxn_tricks = 0;       // the most tricks max-n takes on; 0: the game's default
    size_t tt_megabytes = 64;  // memory of tables a game keeps beyond the solver's
    // Threads one board's question may use, the one it runs on included: a game that splits a
    // board's work (a Préférence analysis) uses them, the others run on one.
    int threads = 1;
};

}  // namespace stich::game
