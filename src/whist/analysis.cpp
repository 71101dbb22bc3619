#include "stich/whist/analysis.h"

#include <algorithm>

#include "stich/whist/report.h"
#include "stich/whist/whist.h"
#include "stich/won.h"

namespace stich::whist {

namespace {

// A problem with a board, located at `tag` when the board has it.
Diagnostic problem_at(const Board& board, std::string_view tag, std::string message) {
    const TagPair* t = board.tag(tag);
    return Diagnostic{t ? t->where : board.where, board.id, std::move(message)};
}

// A problem with the variant.  The [Variant] tag is its source when the board's variant is
// the tag's value; otherwise the text came from --variant, and the message says so.
Diagnostic variant_problem(const Board& board, const std::string& message) {
    const TagPair* t = board.tag("Variant");
    if (t && t->value == board.variant) return Diagnostic{t->where, board.id, message};
    return Diagnostic{board.where, board.id, "--variant: " + message};
}

// Why the record's count of tricks already played does not fit, or "".
std::string check_won(const Board& board, int tricks_done) {
    if (!board.won) {
        if (tricks_done == 0) return "";
        return "the hands hold the last " + std::to_string(13 - tricks_done) +
               " tricks: scoring needs the " + std::to_string(tricks_done) +
               " tricks already won, as [Won]";
    }
    return won_problem(board, 13 - tricks_done, 13);
}

std::string missing_honours(const CardSet missing) {
    return "honours " + format_card_list(missing) +
           " are in no hand and not in the current trick (played earlier): scoring needs "
           "every honour in view; give the deal from its start";
}

// The analysis of the position `board` (no play section); the honours are counted in `dealt`,
// the deal as dealt, where those played before the position are still in view.
std::variant<Analysis, Diagnostic> analyze_position(Solver& solver, const Board& board,
                                                    const Board& dealt) {
    // A [Won] that does not fit the hands is located at the tag.
    if (auto why = check(board))
        return problem_at(board, why->rfind("[Won]", 0) ? "" : "Won", *why);
    Analysis a;
    std::string error;
    const auto rules = board_rules(board, &error);
    if (!rules) return variant_problem(board, error);
    a.rules = *rules;
    a.variant = variant_label(board.variant);
    if (!board.trump || *board.trump == kNoTrump)
        return problem_at(board, "Trump",
                          "scoring a whist deal needs its trump suit: add [Turned \"D4\"] (the "
                          "dealer's last card) or [Trump \"D\"]");
    a.trump = Suit(*board.trump);
    if (a.rules.preference && !preference_known(a.rules))
        return variant_problem(board,
                               "preference needs the preference suit: preference-suit=S|H|D|C "
                               "(the first trump turned in the rubber), or preference-suit=trump "
                               "when this deal's trump is that one");
    a.leader = current_leader(board);
    a.tricks_left = position(board, *board.trump, a.leader).tricks_left();
    a.tricks_done = 13 - a.tricks_left;
    if (std::string why = check_won(board, a.tricks_done); !why.empty())
        return problem_at(board, board.won ? "Won" : "Deal", why);
    if (board.won)
        for (int p = 0; p < 4; ++p) a.won[side_of(p)] += (*board.won)[p];
    a.honours = count_honours(dealt, a.trump, a.rules.honours);
    if (!a.honours.missing.empty())
        return problem_at(board, "Deal", missing_honours(a.honours.missing));
    if (board.score)
        if (std::string why = check_score(a.rules, *board.score); !why.empty())
            return problem_at(board, "Standing", why);

    const SideTricks dd = solve_tricks(solver, board, *board.trump);
    a.to_come = {dd.ns, dd.ew};
    for (int s = 0; s < 2; ++s) {
        a.facts.tricks[s] = a.won[s] + a.to_come[s];
        a.facts.honours[s] = a.honours.side(s);
    }
    a.facts.factor = point_factor(a.rules, a.trump);
    a.points = deal_points(a.rules, a.facts);
    if (!board.score) {
        a.call.right.reason = "no standing given ([Standing])";
        return a;
    }
    a.score = score_deal(a.rules, *board.score, a.facts);
    CallSituation situation;
    situation.score = *board.score;
    situation.honours = a.honours.seat;
    situation.factor = a.facts.factor;
    situation.leader = a.leader;
    situation.first_trick_open = a.tricks_done == 0;
    a.call = judge_call(a.rules, situation, *a.score);
    return a;
}

}  // namespace

std::variant<Analysis, Diagnostic> analyze(Solver& solver, const Board& board) {
    // [Play] is the history of the deal from its start: the position after it is analysed
    // (the project's decision), its honours counted in the hands as dealt.
    if (board.play.empty() || board.play_problem || !board.trump || *board.trump == kNoTrump)
        return analyze_position(solver, board, board);
    auto after = board_after_play(board, *board.trump);
    if (const auto* why = std::get_if<std::string>(&after)) return problem_at(board, "Play", *why);
    Board dealt = board;
    dealt.play.clear();
    return analyze_position(solver, std::get<Board>(after), dealt);
}

}  // namespace stich::whist
