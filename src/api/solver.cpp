// The library's questions: the game modules' answers, rendered as the command line renders
// them, from a context that keeps one solver (and its tables) warm.
#include "stich/api/solver.h"

#include "context.h"
#include "stich/io/board.h"
#include "stich/io/board_play.h"
#include "stich/support/json_text.h"

namespace stich::api {

namespace {

Problem located(const Board& board, std::string message, Severity severity) {
    return Problem{board.where.file, board.where.line,   board.where.column,
                   board.id,         std::move(message), severity == Severity::kError};
}

// A table's seats as the record's game writes them.
TrickTable table_of(const game::GameModule& game, const game::TrickTable& t) {
    TrickTable out;
    out.by_declarer = t.rows == game::TableRows::kDeclarer;
    for (int seat : t.seats) out.seats.push_back(game.seats().label(seat));
    out.columns = t.columns;
    for (const std::optional<int>& n : t.tricks) out.tricks.push_back(n.value_or(-1));
    out.tricks_left = t.tricks_left;
    return out;
}

CardValues cards_of(const game::GameModule& game, const game::CardValueTable& t) {
    CardValues out;
    out.to_move = game.seats().label(t.to_move);
    out.unit = game::measure_unit(t.measure);
    for (const game::ValuedRun& run : t.runs) {
        CardValue v;
        const std::string names = format_card_list(run.cards);  // "SA SK", as the JSON lists them
        for (size_t at = 0; at < names.size(); at += 3) v.cards.push_back(names.substr(at, 2));
        v.value = run.value;
        v.tricks = run.tricks.value_or(-1);
        out.cards.push_back(std::move(v));
    }
    return out;
}

Settlement settlement_of(const game::GameModule& game, const game::Settlement& s) {
    Settlement out;
    out.unit = game::settlement_unit(s.unit);
    for (size_t seat = 0; seat < s.seats.size(); ++seat)
        out.seats.push_back(game.seats().label(static_cast<int>(seat)));
    out.values = s.seats;
    return out;
}

// The game's [Won] check (GameModule::won_unfit, the command line's too) as the library's
// problem, located at the tag; nullopt when [Won] fits.
std::optional<Answer> won_unfit(const game::GameModule& game, const Board& board) {
    auto won = game.won_unfit(board);
    if (!won) return std::nullopt;
    Answer out;
    out.problem = located(board, won->message, Severity::kError);
    out.problem.file = won->where.file;
    out.problem.line = won->where.line;
    out.problem.column = won->where.column;
    return out;
}

// The module's answer as the library's: its values and renderings, or the problem at the tag
// at fault.
Answer answer_of(const game::GameModule& game, const Board& board, const game::Answer& a) {
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
    if (auto t = a.report->trick_table()) out.table = table_of(game, *t);
    if (auto c = a.report->card_values()) out.cards = cards_of(game, *c);
    if (auto s = a.report->settlement()) out.settlement = settlement_of(game, *s);
    out.json = json_text(a.report->json());
    out.text = a.report->text();
    for (const std::string& note : a.notes)
        out.notes.push_back(located(board, note, Severity::kNote));
    for (const std::string& warning : a.warnings)
        out.notes.push_back(located(board, warning, Severity::kWarning));
    return out;
}

}  // namespace

std::optional<Board> after_play_at(const game::GameModule& game, const Board& board,
                                   std::string* why) {
    const int played = cards_played(board);
    if (played == 0 || played >= cards_dealt(board)) return std::nullopt;
    return game::after_play(game, board, why);
}

SolverContext::SolverContext(const SolverOptions& options)
    : impl_(std::make_unique<Impl>(options)) {}
SolverContext::~SolverContext() = default;
SolverContext::SolverContext(SolverContext&&) noexcept = default;
SolverContext& SolverContext::operator=(SolverContext&&) noexcept = default;

Answer SolverContext::solve(const Record& record) {
    const Board& b = record.board();
    const game::GameModule& game = impl_->games.of(b);
    if (auto unfit = won_unfit(game, b)) return *unfit;
    return answer_of(game, b, game.solve(impl_->solver, game.prepare(b), impl_->question));
}

Answer SolverContext::card_values(const Record& record, ValuedAt at) {
    const Board& b = record.board();
    const game::GameModule& game = impl_->games.of(b);
    if (auto unfit = won_unfit(game, b)) return *unfit;
    if (at == ValuedAt::kAfterPlay) {
        // As `stich solve --cards`: a play section with a defect is not used, the deal as
        // dealt; else the cards where the play has led, while cards are left.
        std::optional<Board> moved;
        std::string why;
        if (b.play_problem)
            moved = as_dealt(b);
        else
            moved = after_play_at(game, b, &why);
        if (moved)
            return answer_of(game, *moved, game.card_values(impl_->solver, game.prepare(*moved)));
    }
    return answer_of(game, b, game.card_values(impl_->solver, game.prepare(b)));
}

Answer SolverContext::analyze(const Record& record) {
    const Board& b = record.board();
    const game::GameModule& game = impl_->games.of(b);
    if (auto unfit = won_unfit(game, b)) return *unfit;
    return answer_of(game, b, game::analyze(game, impl_->solver, game.prepare(b), impl_->question));
}

}  // namespace stich::api
