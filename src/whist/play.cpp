#include "stich/whist/play.h"

#include <sstream>

#include "stich/bridge/contract.h"
#include "stich/game/notation.h"
#include "stich/game/play_json.h"
#include "stich/game/play_report.h"
#include "stich/support/text_table.h"
#include "stich/whist/scoring.h"
#include "stich/whist/whist.h"

namespace stich::whist {

namespace {

std::string run_text(CardSet cards) {
    return format_card_list(cards);
}

// The tricks of declarer's side in all (won and to come, double dummy) after the step's card,
// or before it.  A step's values are its player's side's out of the deal's 13.
int declarer_tricks(const bridge::Record& record, const PlayStep& step, bool before = false) {
    const int mover = before ? step.before : step.after;
    return whist::side_of(step.player) == whist::side_of(record.declarer) ? mover : 13 - mover;
}

}  // namespace

Valuer trick_valuer(Solver& solver) {
    return [&solver, rules = play_rules()](const Position& pos, int side) {
        if (pos.cards_left() == 0) return pos.side_won(side);
        const int ns_future = solver.tricks(rules, pos);
        return side == 0 ? pos.side_won(0) + ns_future
                         : pos.side_won(1) + pos.tricks_left() - ns_future;
    };
}

std::optional<std::string> play_record(const Board& board, Position& start,
                                       std::vector<Card>& cards) {
    if (board.play.empty()) return "the board has no play section ([Play])";
    const auto trump = board_trump(board);
    if (!trump)
        return "the play cannot be analysed without the trump ([Trump], [Turned] or a bridge "
               "[Contract])";
    if (!board.trick.empty() || board.won)
        return "a board with a play section starts from the full deal ([Trick] and [Won] are "
               "for endgames without one)";
    // The first trick is led by the [Play] tag's seat (PBN 2.1, 3.6): forehand in whist,
    // declarer's left in bridge.
    start = position(board, *trump, board.play.front().leader);
    cards.clear();
    for (const PlayedTrick& t : board.play)
        for (Card c : t.cards) cards.push_back(c);
    return std::nullopt;
}

std::optional<std::string> card_table(Solver& solver, const Board& board,
                                      std::vector<CardValue>& out, Position& pos) {
    const auto trump = board_trump(board);
    if (!trump) return "--cards needs the trump ([Trump], [Turned] or a bridge [Contract])";
    pos = position(board, *trump, current_leader(board));
    if (pos.cards_left() == 0) return "no cards left to play";
    out = card_values(pos, trick_valuer(solver));
    return std::nullopt;
}

game::CardValueTable cards_to_values(const Position& pos, const std::vector<CardValue>& values) {
    game::CardValueTable t;
    t.to_move = pos.to_move();
    t.measure = game::CardMeasure::kMoverTricks;
    for (const CardValue& v : values) t.runs.push_back({v.cards, double(v.value), std::nullopt});
    return t;
}

nlohmann::ordered_json cards_to_json(const Board& board, const Position& pos,
                                     const std::vector<CardValue>& values) {
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = std::string(bridge::deal_game_name(board));
    j["to_move"] = seat_name(pos.to_move());
    j["trump"] = std::string(kStrainNames[pos.trump()]);
    j["cards"] = card_rows(
        values, [](const CardValue& v, nlohmann::ordered_json& row) { row["tricks"] = v.value; });
    return j;
}

std::string cards_to_text(const Board& board, const Position& pos,
                          const std::vector<CardValue>& values) {
    std::ostringstream out;
    out << "Board " << board.id << "  " << bridge::deal_game_name(board) << ", trumps "
        << kStrainNames[pos.trump()] << ", " << seat_name(pos.to_move()) << " to play\n";
    out << "  Tricks in all for " << side_name(pos.side(pos.to_move())) << " after each card\n";
    TextTable table({{"tricks"}, {"cards", TextTable::Align::kLeft}});
    for (const CardValue& v : values) table.add_row({std::to_string(v.value), run_text(v.cards)});
    return out.str() + table.text();
}

std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayAudit& audit) {
    const auto record = bridge::record_of(board);
    return audit_rows(board.id, std::string(bridge::deal_game_name(board)), audit,
                      [&record](const PlayStep& s, nlohmann::ordered_json& j) {
                          j["seat"] = seat_name(s.player);
                          j["card"] = format_card(s.card);
                          j["side"] = std::string(side_name(whist::side_of(s.player)));
                          j["before"] = s.before;
                          j["after"] = s.after;
                          // As DDS's AnalysePlay: declarer's side's tricks after each card.
                          if (record && !record->contract.passed_out())
                              j["declarer_tricks"] = declarer_tricks(*record, s);
                      });
}

game::PlayedCards audit_to_values(const PlayAudit& audit) {
    return game::played_cards(audit, game::CardMeasure::kMoverTricks,
                              [](int player) { return player; });
}

std::string audit_to_text(const Board& board, const PlayAudit& audit) {
    std::ostringstream out;
    const auto record = bridge::record_of(board);
    out << "Board " << board.id;
    if (record)
        out << "  bridge play, " << bridge::format_contract(record->contract) << " by "
            << seat_name(record->declarer);
    else
        out << "  whist play";
    out << ", trumps " << kStrainNames[*board_trump(board)] << '\n';
    std::array<int, 2> lost{};
    int trick = 0;
    const game::PlayedCards played = audit_to_values(audit);
    for (size_t i = 0; i < audit.steps.size(); ++i) {
        const PlayStep& s = audit.steps[i];
        out << trick_opening(s, trick);
        out << seat_name(s.player) << ' ' << format_card(s.card);
        if (s.cost() > 0) {
            lost[whist::side_of(s.player)] += s.cost();
            out << " (" << game::play_cost_text(played, played.cards[i]) << ")";
        }
        out << "  ";
    }
    out << '\n';
    out << stopped_line(audit);
    out << "  Tricks thrown away: N-S " << lost[0] << ", E-W " << lost[1] << '\n';
    if (record && !audit.steps.empty())
        out << "  Declarer's side double dummy: "
            << declarer_tricks(*record, audit.steps.front(), true)
            << " tricks before the opening lead, " << declarer_tricks(*record, audit.steps.back())
            << " after the last card\n";
    return out.str();
}

}  // namespace stich::whist
