#include "stich/whist/analysis.h"

#include <algorithm>

#include "stich/game/won.h"
#include "stich/whist/records.h"
#include "stich/whist/report.h"
#include "stich/whist/whist.h"

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

std::string missing_honours(const CardSet missing) {
    return "honours " + format_card_list(missing) +
           " are in no hand and not in the current trick (played earlier): scoring needs "
           "every honour in view; give the deal from its start";
}

// The analysis of the position `board` (no play section); the honours are counted in `dealt`,
// the deal as dealt, where those played before the position are still in view.
std::variant<Analysis, Diagnostic> analyze_position(Solver& solver, const Board& board,
                                                    const Board& dealt,
                                                    const std::optional<WhistRules>& rules) {
    // A [Won] that does not fit the hands is located at the tag.
    if (auto why = check(board))
        return problem_at(board, why->rfind("[Won]", 0) ? "" : "Won", *why);
    auto basis = rules ? analysis_basis(board, *rules) : analysis_basis(board);
    if (const auto* d = std::get_if<Diagnostic>(&basis)) return *d;
    const AnalysisBasis& b = std::get<AnalysisBasis>(basis);
    // The leader found once: a bridge record's is read from its auction.
    const int leader = current_leader(board);
    std::array<CardSet, 4> hands;
    for (int p = 0; p < 4; ++p) hands[p] = dealt.hands[p];
    // The deal as dealt has the position's trick in progress, or none (a play section).
    const HonourCount honours = count_honours(hands, dealt.trick, leader, b.trump, b.rules.honours);
    const Position now = position(board, *board.trump, leader);
    if (std::string why = won_unfit_for_scoring(board, 13 - now.tricks_left()); !why.empty())
        return problem_at(board, board.won ? "Won" : "Deal", why);
    auto a = analysis_at(solver, b, now, honours);
    if (const auto* p = std::get_if<AnalysisProblem>(&a))
        return problem_at(board, p->tag, p->message);
    return std::get<Analysis>(std::move(a));
}

}  // namespace

std::string won_unfit_for_scoring(const Board& board, int tricks_done) {
    if (!board.won) {
        if (tricks_done == 0) return "";
        return "the hands hold the last " + std::to_string(13 - tricks_done) +
               " tricks: scoring needs the " + std::to_string(tricks_done) +
               " tricks already won, as [Won]";
    }
    return won_problem(board, 13 - tricks_done, 13);
}

std::variant<AnalysisBasis, Diagnostic> analysis_basis(const Board& board) {
    std::string error;
    const auto rules = board_rules(board, &error);
    if (!rules) return variant_problem(board, error);
    return analysis_basis(board, *rules);
}

std::variant<AnalysisBasis, Diagnostic> analysis_basis(const Board& board,
                                                       const WhistRules& rules) {
    AnalysisBasis b;
    b.rules = rules;
    b.variant = variant_label(board.variant);
    if (!board.trump || *board.trump == kNoTrump)
        return problem_at(board, "Trump",
                          "scoring a whist deal needs its trump suit: add [Turned \"D4\"] (the "
                          "dealer's last card) or [Trump \"D\"]");
    b.trump = Suit(*board.trump);
    if (b.rules.preference && !preference_known(b.rules))
        return variant_problem(board,
                               "preference needs the preference suit: preference-suit=S|H|D|C "
                               "(the first trump turned in the rubber), or preference-suit=trump "
                               "when this deal's trump is that one");
    b.score = standing(board);
    return b;
}

std::variant<Analysis, AnalysisProblem> analysis_at(Solver& solver, const AnalysisBasis& basis,
                                                    const Position& now,
                                                    const HonourCount& honours) {
    Analysis a;
    a.rules = basis.rules;
    a.variant = basis.variant;
    a.trump = basis.trump;
    a.leader = now.leader();
    a.tricks_left = now.tricks_left();
    a.tricks_done = 13 - a.tricks_left;
    for (int p = 0; p < 4; ++p) a.won[side_of(p)] += now.won(p);
    a.honours = honours;
    if (!a.honours.missing.empty())
        return AnalysisProblem{"Deal", missing_honours(honours.missing)};
    if (basis.score)
        if (std::string why = check_score(a.rules, *basis.score); !why.empty())
            return AnalysisProblem{"Standing", why};

    const int ns = solver.tricks(play_rules(), now);
    a.to_come = {ns, a.tricks_left - ns};
    for (int s = 0; s < 2; ++s) {
        a.facts.tricks[s] = a.won[s] + a.to_come[s];
        a.facts.honours[s] = a.honours.side(s);
    }
    a.facts.factor = point_factor(a.rules, a.trump);
    a.points = deal_points(a.rules, a.facts);
    if (!basis.score) {
        a.call.right.reason = "no standing given ([Standing])";
        return a;
    }
    a.score = score_deal(a.rules, *basis.score, a.facts);
    CallSituation situation;
    situation.score = *basis.score;
    situation.honours = a.honours.seat;
    situation.factor = a.facts.factor;
    situation.leader = a.leader;
    situation.first_trick_open = a.tricks_done == 0;
    a.call = judge_call(a.rules, situation, *a.score);
    return a;
}

std::variant<Analysis, Diagnostic> analyze(Solver& solver, const Board& board,
                                           const std::optional<WhistRules>& rules) {
    // [Play] is the history of the deal from its start: the position after it is analysed
    // (the project's decision), its honours counted in the hands as dealt.
    if (board.play.empty() || board.play_problem || !board.trump || *board.trump == kNoTrump)
        return analyze_position(solver, board, board, rules);
    auto after = board_after_play(board, *board.trump);
    if (const auto* why = std::get_if<std::string>(&after)) return problem_at(board, "Play", *why);
    Board dealt = board;
    dealt.play.clear();
    return analyze_position(solver, std::get<Board>(after), dealt, rules);
}

}  // namespace stich::whist
