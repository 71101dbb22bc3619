#include "answer.h"

namespace stich::cli {

Outcome answer_outcome(const Board& board, const CommonOptions& opts, const game::Answer& answer) {
    if (!answer.report) {
        Outcome out = board_problem(board, answer.error);
        const std::string& tag = answer.tag;
        if (const TagPair* t = board.tag(tag); t && !(tag == "Variant" && !opts.variant.empty()))
            out.problem->where = t->where;
        if (answer.where) out.problem->where = *answer.where;
        return out;
    }
    const game::Report& r = *answer.report;
    const Format format = r.has_csv() ? opts.format() : opts.json ? Format::kJson : Format::kText;
    Outcome out = rendered(
        format, [&r] { return r.json(); }, r.csv_header(), [&r] { return r.csv(); },
        [&r] { return r.text(); });
    out.report = r;
    report::BoardValues values = report::board_values(r);
    if (values.tricks || values.cards || values.settlement || values.par || values.choices)
        out.values.push_back(std::move(values));
    for (const std::string& note : answer.notes)
        out.notes.push_back(Diagnostic{board.where, board.id, note, Severity::kNote});
    for (const std::string& warning : answer.warnings)
        out.notes.push_back(Diagnostic{board.where, board.id, warning, Severity::kWarning});
    return out;
}

}  // namespace stich::cli
