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
    return play_record(board, board_trump(board), start, cards);
}

std::optional<std::string> play_record(const Board& board, std::optional<Strain> trump,
                                       Position& start, std::vector<Card>& cards) {
    if (board.play.empty()) return "the board has no play section ([Play])";
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
                                      std::optional<Strain> trump, int leader,
                                      std::vector<CardValue>& out, Position& pos) {
    if (!trump) return "--cards needs the trump ([Trump], [Turned] or a bridge [Contract])";
    pos = position(board, *trump, leader);
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

game::PlayedCards audit_to_values(const std::optional<bridge::Record>& record,
                                  const PlayAudit& audit) {
    return game::played_cards(audit, game::CardMeasure::kMoverTricks,
                              [&record](const PlayStep& s, game::AuditedCard& c) {
                                  c.side = whist::side_of(s.player);
                                  if (!record) return;
                                  c.declarer_before = declarer_tricks(*record, s, true);
                                  c.declarer_after = declarer_tricks(*record, s);
                              });
}

std::vector<nlohmann::ordered_json> audit_to_json(const Board& board,
                                                  const std::optional<bridge::Record>& record,
                                                  const game::PlayedCards& played) {
    const bool declared = record && !record->contract.passed_out();
    return audit_rows(board.id, std::string(bridge::deal_game_name(board)), played,
                      [declared](const game::AuditedCard& c, nlohmann::ordered_json& j) {
                          j["seat"] = seat_name(c.seat);
                          j["card"] = format_card(c.card);
                          j["side"] = std::string(side_name(c.side));
                          j["before"] = c.before;
                          j["after"] = c.after;
                          // As DDS's AnalysePlay: declarer's side's tricks after each card.
                          if (declared && c.declarer_after)
                              j["declarer_tricks"] = *c.declarer_after;
                      });
}

std::string audit_to_text(const Board& board, const std::optional<bridge::Record>& record,
                          Strain trump, const game::PlayedCards& played) {
    std::ostringstream out;
    out << "Board " << board.id;
    if (record)
        out << "  bridge play, " << bridge::format_contract(record->contract) << " by "
            << seat_name(record->declarer);
    else
        out << "  whist play";
    out << ", trumps " << kStrainNames[trump] << '\n';
    out << game::played_lines(played, [](int seat) { return seat_name(seat); });
    out << game::stopped_line(played);
    out << "  Thrown away: " << game::thrown_away_text(played, "N-S", "E-W") << '\n';
    if (record && !played.cards.empty())
        out << "  Declarer's side double dummy: "
            << played.cards.front().declarer_before.value_or(0)
            << " tricks before the opening lead, " << played.cards.back().declarer_after.value_or(0)
            << " after the last card\n";
    return out.str();
}

}  // namespace stich::whist
