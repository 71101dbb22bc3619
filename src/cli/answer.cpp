#include "answer.h"

namespace stich::cli {

Outcome answer_outcome(const Board& board, const CommonOptions& opts, const game::Answer& answer) {
    if (!answer.report) {
        Outcome out = board_problem(board, answer.error);
        const std::string& tag = answer.tag;
        if (const TagPair* t = board.tag(tag); t && !(tag == "Variant" && !opts.variant.empty()))
            out.problem->where = t->where;
        return out;
    }
    const game::Report& r = *answer.report;
    const Format format = r.csv ? opts.format() : opts.json ? Format::kJson : Format::kText;
    return rendered(format, r.json, r.csv_header, r.csv, r.text);
}

}  // namespace stich::cli
