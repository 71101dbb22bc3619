#include "stich/alliance/play_report.h"

#include <array>
#include <sstream>

#include "stich/alliance/rules.h"
#include "stich/game/notation.h"
#include "stich/game/play_json.h"
#include "stich/game/play_report.h"
#include "stich/support/text_table.h"

namespace stich::alliance {

namespace {

std::string signed_marks(int marks) {
    return game::amount_text(marks, true);
}

std::string side_word(int side) {
    return side == 0 ? "declarer" : "opponents";
}

std::string title(const Board& board, const PlayGame& g) {
    std::string out = "Board " + board.id + "  alliance " + format_contract(g.contract) + " by " +
                      seat_name(g.declarer);
    if (has_partner(g.contract.kind))
        out += g.teams.partner >= 0 ? " (partner " + seat_name(g.teams.partner) + " holds " +
                                          format_card(g.teams.called) + ")"
                                    : " (alone: he holds " + format_card(g.teams.called) + ")";
    return out;
}

void game_fields(const PlayGame& g, nlohmann::ordered_json& j) {
    j["contract"] = format_contract(g.contract);
    j["declarer"] = g.declarer + 1;
    if (has_partner(g.contract.kind))
        j["partner"] = g.teams.partner >= 0 ? nlohmann::ordered_json(g.teams.partner + 1)
                                            : nlohmann::ordered_json(nullptr);
}

}  // namespace

game::CardValueTable cards_to_values(const Board&, const PlayGame&, const Position& pos,
                                     const std::vector<CardValue>& values) {
    const int side = pos.side(pos.to_move());
    game::CardValueTable t;
    t.to_move = pos.to_move();
    t.measure = game::CardMeasure::kDeclarerMarks;
    for (const CardValue& v : values)
        t.runs.push_back({v.cards, double(declarer_payoff(v.value, side)), std::nullopt});
    return t;
}

nlohmann::ordered_json cards_to_json(const Board& board, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values) {
    const int side = pos.side(pos.to_move());
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "alliance";
    game_fields(g, j);
    j["to_move"] = pos.to_move() + 1;
    j["side"] = side_word(side);
    j["cards"] = card_rows(values, [side](const CardValue& v, nlohmann::ordered_json& row) {
        row["payoff"] = declarer_payoff(v.value, side);
    });
    return j;
}

std::string cards_to_text(const Board& board, const PlayGame& g, const Position& pos,
                          const std::vector<CardValue>& values) {
    const int side = pos.side(pos.to_move());
    std::ostringstream out;
    out << title(board, g) << ", " << seat_name(pos.to_move()) << " (" << side_word(side)
        << ") to play\n";
    out << "  Payoff to declarer's side after each card, in marks\n";
    TextTable table({{"marks"}, {"cards", TextTable::Align::kLeft}});
    for (const CardValue& v : values)
        table.add_row({signed_marks(declarer_payoff(v.value, side)), format_card_list(v.cards)});
    return out.str() + table.text();
}

game::PlayedCards audit_to_values(const PlayGame& g, const PlayAudit& audit) {
    // The audit's players are the board's seats (the JSON's "seat" less one).
    return game::played_cards(audit, game::CardMeasure::kDeclarerMarks,
                              [&g](const PlayStep& s, game::AuditedCard& c) {
                                  c.side = g.start.side(s.player);
                                  c.declarer_before = declarer_payoff(s.before, c.side);
                                  c.declarer_after = declarer_payoff(s.after, c.side);
                              });
}

std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayGame& g,
                                                  const game::PlayedCards& played) {
    return audit_rows(board.id, "alliance", played,
                      [&g](const game::AuditedCard& c, nlohmann::ordered_json& j) {
                          game_fields(g, j);
                          j["seat"] = c.seat + 1;
                          j["card"] = format_card(c.card);
                          j["side"] = side_word(c.side);
                          j["payoff_before"] = c.declarer_before.value_or(0);
                          j["payoff_after"] = c.declarer_after.value_or(0);
                      });
}

std::string audit_to_text(const Board& board, const PlayGame& g, const game::PlayedCards& played) {
    std::ostringstream out;
    out << title(board, g) << " play\n";
    out << game::played_lines(played, [](int seat) { return seat_name(seat); });
    out << game::stopped_line(played);
    if (!played.cards.empty())
        out << "  Declarer's side's payoff with best play from here: "
            << signed_marks(played.cards.back().declarer_after.value_or(0)) << " marks\n";
    out << "  Thrown away: " << game::thrown_away_text(played, "declarer's side", "opponents")
        << '\n';
    return out.str();
}

}  // namespace stich::alliance
