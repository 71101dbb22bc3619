#include "stich/game/play_report.h"

#include "stich/game/notation.h"

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
                         const std::function<void(const PlayStep&, AuditedCard&)>& fields) {
    PlayedCards out{measure, {}, std::nullopt};
    for (const PlayStep& s : audit.steps) {
        AuditedCard c;
        c.trick = s.trick;
        c.seat = s.player;
        c.card = s.card;
        c.before = s.before;
        c.after = s.after;
        c.cost = s.cost();
        for (const CardValue& v : s.better) {
            c.best |= v.cards;
            c.best_runs.push_back(v.cards);
        }
        if (fields) fields(s, c);
        out.cards.push_back(std::move(c));
    }
    if (audit.stopped)
        out.stopped = AuditStop{audit.stopped->first, audit.stopped->second, audit.legal};
    return out;
}

std::string played_lines(const PlayedCards& played,
                         const std::function<std::string(int seat)>& seat_name) {
    std::string out;
    int trick = 0;
    for (const AuditedCard& c : played.cards) {
        if (c.trick != trick) {  // a trick's first card opens its line
            trick = c.trick;
            out += std::string(trick == 1 ? "" : "\n") + "  " + (trick < 10 ? " " : "") +
                   std::to_string(trick) + ". ";
        }
        out += seat_name(c.seat) + ' ' + format_card(c.card);
        if (c.cost > 0) out += " (" + play_cost_text(played, c) + ")";
        out += "  ";
    }
    return out + '\n';
}

std::string stopped_line(const PlayedCards& played) {
    if (!played.stopped) return "";
    const AuditStop& stop = *played.stopped;
    return "  stopped at card " + std::to_string(stop.ply + 1) + ": " + stop.error +
           (stop.legal.empty() ? "" : "; legal cards: " + format_card_list(stop.legal)) + '\n';
}

PlayReport audit_report(const Board& board, const PlayedCards& played, Report report) {
    PlayReport out{std::move(report), std::nullopt, {}};
    if (const auto& stop = played.stopped) {
        std::string message =
            "card " + std::to_string(stop->ply + 1) + " of the play: " + stop->error;
        if (!stop->legal.empty()) message += "; legal cards: " + format_card_list(stop->legal);
        out.problem = Diagnostic{played_card_location(board, stop->ply).value_or(board.where),
                                 board.id, message};
    } else if (board.play_problem && board.play_problem->severity == Severity::kError) {
        out.problem = board.play_problem;
    } else if (board.play_problem) {
        out.notes.push_back(*board.play_problem);
    }
    return out;
}

}  // namespace stich::game
