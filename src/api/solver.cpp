// The library's questions: the game modules' answers, rendered as the command line renders
// them, from a context that keeps one solver (and its tables) warm.
#include "stich/api/solver.h"

#include "context.h"
#include "stich/board.h"
#include "stich/json_text.h"

namespace stich::api {

namespace {

Problem located(const Board& board, std::string message, Severity severity) {
    return Problem{board.where.file, board.where.line,   board.where.column,
                   board.id,         std::move(message), severity == Severity::kError};
}

// The module's answer as the library's: its renderings, or the problem at the tag at fault.
Answer answer_of(const Board& board, const game::Answer& a) {
    Answer out;
    if (!a.report) {
        out.problem = located(board, a.error, Severity::kError);
        SourceLocation where = board.where;
        if (const TagPair* t = board.tag(a.tag)) where = t->where;
        if (a.where) where = *a.where;
        out.problem.file = where.file;
        out.problem.line = where.line;
        out.problem.column = where.column;
        return out;
    }
    out.ok = true;
    out.json = json_text(a.report->json());
    out.text = a.report->text();
    for (const std::string& note : a.notes)
        out.notes.push_back(located(board, note, Severity::kNote));
    for (const std::string& warning : a.warnings)
        out.notes.push_back(located(board, warning, Severity::kWarning));
    return out;
}

}  // namespace

SolverContext::SolverContext(const SolverOptions& options)
    : impl_(std::make_unique<Impl>(options)) {}
SolverContext::~SolverContext() = default;
SolverContext::SolverContext(SolverContext&&) noexcept = default;
SolverContext& SolverContext::operator=(SolverContext&&) noexcept = default;

Answer SolverContext::solve(const Record& record) {
    const Board& b = record.board();
    return answer_of(b, impl_->games.of(b).solve(impl_->solver, b, impl_->question));
}

Answer SolverContext::card_values(const Record& record) {
    const Board& b = record.board();
    return answer_of(b, impl_->games.of(b).card_values(impl_->solver, b));
}

Answer SolverContext::analyze(const Record& record) {
    const Board& b = record.board();
    return answer_of(b, impl_->games.of(b).analyze(impl_->solver, b, impl_->question));
}

}  // namespace stich::api
