#include "preference.h"

#include "stich/preference/report.h"

namespace stich::cli {

Outcome preference_outcome(Solver& solver, const Board& board, const CommonOptions& opts,
                           bool analysis) {
    std::string error, tag;
    const auto a = preference::analyse_board(
        solver, board, preference::AnalysisOptions{analysis, opts.tt_megabytes}, &error, &tag);
    if (!a) {
        Outcome out = board_problem(board, error);
        // Point at the tag at fault when the board has it (not for --variant).
        if (const TagPair* t = board.tag(tag); t && !(tag == "Variant" && !opts.variant.empty()))
            out.problem->where = t->where;
        return out;
    }
    Outcome out;
    switch (opts.format()) {
        case Format::kJson:
            out.text = preference::to_json(board, *a).dump() + '\n';
            break;
        case Format::kCsv:
            out.csv_header = preference::csv_header(*a);
            out.text = preference::to_csv(board, *a) + '\n';
            break;
        case Format::kText:
            out.text = preference::to_text(board, *a) + '\n';
            break;
    }
    return out;
}

}  // namespace stich::cli
