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

std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayGame& g,
                                                  const PlayAudit& audit) {
    return audit_rows(board.id, "alliance", audit,
                      [&g](const PlayStep& s, nlohmann::ordered_json& j) {
                          const int side = g.start.side(s.player);
                          game_fields(g, j);
                          j["seat"] = s.player + 1;
                          j["card"] = format_card(s.card);
                          j["side"] = side_word(side);
                          j["payoff_before"] = declarer_payoff(s.before, side);
                          j["payoff_after"] = declarer_payoff(s.after, side);
                      });
}

game::PlayedCards audit_to_values(const PlayAudit& audit) {
    // The audit's players are the board's seats (the JSON's "seat" less one).
    return game::played_cards(audit, game::CardMeasure::kDeclarerMarks,
                              [](int player) { return player; });
}

std::string audit_to_text(const Board& board, const PlayGame& g, const PlayAudit& audit) {
    std::ostringstream out;
    out << title(board, g) << " play\n";
    std::array<int, 2> lost{};
    int trick = 0;
    const game::PlayedCards played = audit_to_values(audit);
    for (size_t i = 0; i < audit.steps.size(); ++i) {
        const PlayStep& s = audit.steps[i];
        out << trick_opening(s, trick);
        out << seat_name(s.player) << ' ' << format_card(s.card);
        if (s.cost() > 0) {
            lost[g.start.side(s.player)] += s.cost();
            out << " (" << game::play_cost_text(played, played.cards[i]) << ")";
        }
        out << "  ";
    }
    out << '\n';
    out << stopped_line(audit);
    if (!audit.steps.empty()) {
        const PlayStep& last = audit.steps.back();
        out << "  Declarer's side's payoff with best play from here: "
            << signed_marks(declarer_payoff(last.after, g.start.side(last.player))) << " marks\n";
    }
    out << "  Thrown away (marks): declarer's side " << lost[0] << ", opponents " << lost[1]
        << '\n';
    return out.str();
}

}  // namespace stich::alliance
