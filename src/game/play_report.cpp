#include "stich/game/play_report.h"

namespace stich::game {

namespace {

// Where the play section wrote the card played `ply`-th (from 0), if it says.
std::optional<SourceLocation> played_card_location(const Board& board, int ply) {
    for (const PlayedTrick& trick : board.play) {
        if (ply < static_cast<int>(trick.spots.size()))
            return SourceLocation{board.where.file, trick.spots[static_cast<size_t>(ply)].line,
                                  trick.spots[static_cast<size_t>(ply)].column};
        ply -= static_cast<int>(trick.cards.size());
    }
    return std::nullopt;
}

}  // namespace

PlayedCards played_cards(const PlayAudit& audit, CardMeasure measure,
                         const std::function<int(int player)>& seat_of,
                         const std::function<double(const PlayStep&)>& money_cost) {
    PlayedCards out{measure, {}};
    for (const PlayStep& s : audit.steps) {
        AuditedCard c{s.trick, seat_of(s.player), s.card, s.cost(), std::nullopt, {}};
        if (money_cost) c.money_cost = money_cost(s);
        for (const CardValue& v : s.better) c.best |= v.cards;
        out.cards.push_back(c);
    }
    return out;
}

PlayReport audit_report(const Board& board, const PlayAudit& audit, Report report) {
    PlayReport out{std::move(report), std::nullopt, {}};
    if (audit.stopped) {
        std::string message = "card " + std::to_string(audit.stopped->first + 1) +
                              " of the play: " + audit.stopped->second;
        if (!audit.legal.empty()) message += "; legal cards: " + format_card_list(audit.legal);
        out.problem =
            Diagnostic{played_card_location(board, audit.stopped->first).value_or(board.where),
                       board.id, message};
    } else if (board.play_problem && board.play_problem->severity == Severity::kError) {
        out.problem = board.play_problem;
    } else if (board.play_problem) {
        out.notes.push_back(*board.play_problem);
    }
    return out;
}

}  // namespace stich::game
