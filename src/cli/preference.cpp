#include "preference.h"

#include "stich/preference/after_play.h"
#include "stich/preference/report.h"

namespace stich::cli {

namespace {

int preference_cards_played(const Board& board) {
    int n = 0;
    for (const PlayedTrick& trick : board.play) n += static_cast<int>(trick.cards.size());
    return n;
}

}  // namespace

Outcome preference_outcome(Solver& solver, const Board& board, const CommonOptions& opts) {
    // [Play] is the history of the deal from its start: the position after it is analysed,
    // the game as the record fixes it (the project's decision).
    std::string error, tag;
    const auto position = preference::board_after_play(board, &error, &tag);
    std::optional<preference::BoardAnalysis> a;
    if (position)
        a = preference::analyse_board(
            solver, *position, preference::AnalysisOptions{true, opts.tt_megabytes}, &error, &tag);
    if (!a) {
        Outcome out = board_problem(board, error);
        // Point at the tag at fault when the board has it (not for --variant).
        if (const TagPair* t = board.tag(tag); t && !(tag == "Variant" && !opts.variant.empty()))
            out.problem->where = t->where;
        return out;
    }
    Outcome out;
    const int played = preference_cards_played(board);
    const std::string label =
        played == 0 ? "" : "after " + std::to_string(played) + " cards played";
    switch (opts.format()) {
        case Format::kJson: {
            auto j = preference::to_json(*position, *a);
            if (!label.empty()) j["position"] = label;
            out.text = j.dump() + '\n';
            break;
        }
        case Format::kCsv:
            out.csv_header = preference::csv_header(*a);
            out.text = preference::to_csv(*position, *a) + '\n';
            break;
        case Format::kText: {
            std::string text = preference::to_text(*position, *a);
            if (!label.empty())
                text.insert(std::min(text.find('\n'), text.size()), "  [" + label + "]");
            out.text = text + '\n';
            break;
        }
    }
    return out;
}

}  // namespace stich::cli
