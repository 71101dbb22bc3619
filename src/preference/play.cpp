#include "stich/preference/play.h"

#include <sstream>

#include "stich/game/notation.h"
#include "stich/game/play_json.h"
#include "stich/game/play_report.h"
#include "stich/io/plural.h"
#include "stich/preference/contract.h"
#include "stich/preference/report.h"
#include "stich/preference/settlement.h"
#include "stich/preference/solve.h"
#include "stich/support/text_table.h"

namespace stich::preference {

namespace {

bool declarer_wants_few(const PlayGame& g) {
    return wants_few(g.setup, g.setup.declarer);
}

// Declarer's tricks in all at `pos`, both sides playing best from there; `guess` (a total, or
// -1) seeds the count where declarer wants many.
int declarer_tricks_at(Solver& solver, const PlayGame& g, const Position& pos, int guess = -1) {
    const int player = player_of_seat(g.setup, g.setup.declarer);
    if (pos.cards_left() == 0) return pos.won(player);
    const int future =
        declarer_wants_few(g)
            ? fewest_tricks(solver, pos, g.rules, player)
            : most_tricks(solver, pos, g.rules, guess < 0 ? -1 : guess - pos.won(player));
    return pos.won(player) + future;
}

// The seat of the position's player p.
int seat_of(const PlayGame& g, int player) {
    return seat_of_player(g.setup, player);
}

std::string side_word(int side) {
    return side == 0 ? "declarer" : "defence";
}

// What a step cost its side in money: declarer's loss, or what the defence's card gave him.
double money_cost(const PlayGame& g, const PlayStep& s, int side) {
    const double before = declarer_money(g, declarer_total(g, s.before, side));
    const double after = declarer_money(g, declarer_total(g, s.after, side));
    return amount(side == 0 ? before - after : after - before);
}

std::string title(const Board& board, const PlayGame& g) {
    return "Board " + board.id + "  preference " + contract_title(g.setup.contract) +
           ", declarer " + std::to_string(g.setup.declarer + 1);
}

}  // namespace

std::optional<PlayGame> play_game(const Board& board, std::string* error) {
    return play_game(board, std::nullopt, error);
}

std::optional<PlayGame> play_game(const Board& board, const std::optional<Terms>& built,
                                  std::string* error, const std::optional<LayoutPiles>& piles) {
    auto fail = [&](std::string why) -> std::optional<PlayGame> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const auto terms = built ? built : board_terms(board, error);
    if (!terms) return std::nullopt;
    const PreferenceRules& rules = terms->rules;
    if (board.contract.empty()) return fail("play analysis needs the game ([Contract])");
    const auto contract = parse_contract(board.contract, error);
    if (!contract) return std::nullopt;
    if (aim_of(*contract) == Aim::kFewest)
        return fail(
            "play analysis of Ausfechten is not available: each plays for himself, so a "
            "card has no single value");
    const auto s = setup_for(
        board, piles ? piles->talon : terms->talon, piles ? piles->discard : terms->discard,
        *contract, board.declarer.value_or(-1), terms->defence, rules, terms->money, error);
    if (!s) return std::nullopt;
    if (needs_discard(*s))
        return fail("play analysis of a talon game needs declarer's discard ([Discard])");
    if (players_in_play(*s) < 2) return fail("both defenders stay home: nothing is played");
    PlayGame g{*s, rules, terms->money, position(*s, rules, declarer_sides(*s)), 0};
    for (int p = 0; p < g.start.players(); ++p) g.total += g.start.won(p);
    for (int seat = 0; seat < kPlayers; ++seat)
        if (!in_play(*s, seat)) g.total += s->won[seat];
    g.total += g.start.tricks_left();
    return g;
}

Valuer trick_valuer(Solver& solver, const PlayGame& g) {
    return [&solver, &g](const Position& pos, int side) {
        const int d = declarer_tricks_at(solver, g, pos);
        const int declarers = declarer_wants_few(g) ? g.total - d : d;
        return side == 0 ? declarers : g.total - declarers;
    };
}

int seeded_trick_value(Solver& solver, const PlayGame& g, const Position& pos, int side, int hint) {
    const int guess = hint < 0 ? -1 : declarer_total(g, hint, side);
    const int d = declarer_tricks_at(solver, g, pos, guess);
    const int declarers = declarer_wants_few(g) ? g.total - d : d;
    return side == 0 ? declarers : g.total - declarers;
}

int declarer_total(const PlayGame& g, int value, int side) {
    const int declarers = side == 0 ? value : g.total - value;
    return declarer_wants_few(g) ? g.total - declarers : declarers;
}

double declarer_money(const PlayGame& g, int total) {
    // His money depends on his own tricks only: give the rest to the first defender who plays.
    const PlaySetup& s = g.setup;
    std::array<int, kPlayers> totals = s.won;
    totals[s.declarer] = total;
    const auto def = defenders(s);
    const int first = in_play(s, def[0]) ? def[0] : def[1];
    const int other = first == def[0] ? def[1] : def[0];
    totals[first] = g.total - total - s.won[other];
    return amount(settle(s, g.money, g.rules, totals).balance[s.declarer]);
}

bool declarer_makes(const PlayGame& g, int total) {
    // makes() adds [Won]'s tricks to the tricks still to play; a total already holds them.
    return makes(g.setup, total - g.setup.won[g.setup.declarer]);
}

std::optional<std::string> play_record(const Board& board, const PlayGame& g,
                                       std::vector<Card>& cards) {
    return play_record(board, g.setup, g.start, cards);
}

std::optional<std::string> play_record(const Board& board, const PlaySetup& setup,
                                       const Position& start, std::vector<Card>& cards) {
    if (board.play.empty()) return "the board has no play section ([Play])";
    if (!board.trick.empty() || board.won)
        return "a board with a play section starts from the full deal ([Trick] and [Won] are "
               "for endgames without one)";
    cards.clear();
    Position pos = start;
    for (const PlayedTrick& t : board.play) {
        // The section lists each trick in seat order from the Play tag's seat (t.leader); the
        // trick was led by whoever won the one before.
        const int leader = pos.leader();
        for (int k = 0; k < pos.players(); ++k) {
            const int player = (leader + k) % pos.players();
            const size_t column = static_cast<size_t>(
                (seat_of_player(setup, player) - t.leader + kPlayers) % kPlayers);
            if (column >= t.cards.size()) return play_ends(board, t, static_cast<size_t>(k));
            const Card c = t.cards[column];
            cards.push_back(c);
            // audit_play reports the first card that cannot be played; stop there.
            if (!pos.hand(player).contains(c) || !legal_cards(pos).contains(c)) return std::nullopt;
            pos.play(c);
        }
    }
    return std::nullopt;
}

game::CardValueTable cards_to_values(const Board&, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values) {
    const int side = pos.side(pos.to_move());
    game::CardValueTable t;
    t.to_move = seat_of(g, pos.to_move());
    t.measure = game::CardMeasure::kDeclarerMoney;
    for (const CardValue& v : values) {
        const int d = declarer_total(g, v.value, side);
        t.runs.push_back({v.cards, declarer_money(g, d), d});
    }
    return t;
}

nlohmann::ordered_json cards_to_json(const Board& board, const PlayGame& g, const Position& pos,
                                     const std::vector<CardValue>& values) {
    const int side = pos.side(pos.to_move());
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "preference";
    j["contract"] = contract_name(g.setup.contract);
    j["declarer"] = g.setup.declarer + 1;
    j["to_move"] = seat_of(g, pos.to_move()) + 1;
    j["cards"] = card_rows(values, [&](const CardValue& v, nlohmann::ordered_json& row) {
        const int d = declarer_total(g, v.value, side);
        row["declarer_tricks"] = d;
        row["money"] = declarer_money(g, d);
    });
    return j;
}

std::string cards_to_text(const Board& board, const PlayGame& g, const Position& pos,
                          const std::vector<CardValue>& values) {
    const int side = pos.side(pos.to_move());
    std::ostringstream out;
    out << title(board, g) << ", " << seat_of(g, pos.to_move()) + 1 << " (" << side_word(side)
        << ") to play\n";
    out << "  Declarer's tricks in all and his money after each card\n";
    TextTable table({{"tricks"}, {"money"}, {"cards", TextTable::Align::kLeft}});
    for (const CardValue& v : values) {
        const int d = declarer_total(g, v.value, side);
        table.add_row({std::to_string(d), amount_text(declarer_money(g, d), true),
                       format_card_list(v.cards)});
    }
    return out.str() + table.text();
}

game::PlayedCards audit_to_values(const PlayGame& g, const PlayAudit& audit) {
    return game::played_cards(audit, game::CardMeasure::kDeclarerMoney,
                              [&g](const PlayStep& s, game::AuditedCard& c) {
                                  const int side = g.start.side(s.player);
                                  const int before = declarer_total(g, s.before, side);
                                  const int after = declarer_total(g, s.after, side);
                                  c.seat = seat_of(g, s.player);
                                  c.side = side;
                                  c.declarer_before = before;
                                  c.declarer_after = after;
                                  c.money_before = declarer_money(g, before);
                                  c.money_after = declarer_money(g, after);
                                  c.money_cost = money_cost(g, s, side);
                              });
}

std::vector<nlohmann::ordered_json> audit_to_json(const Board& board, const PlayGame& g,
                                                  const game::PlayedCards& played) {
    const std::string contract = contract_name(g.setup.contract);
    return audit_rows(board.id, "preference", played,
                      [&contract](const game::AuditedCard& c, nlohmann::ordered_json& j) {
                          j["contract"] = contract;
                          j["seat"] = c.seat + 1;
                          j["card"] = format_card(c.card);
                          j["side"] = side_word(c.side);
                          j["declarer_tricks_before"] = c.declarer_before.value_or(0);
                          j["declarer_tricks_after"] = c.declarer_after.value_or(0);
                          j["money_before"] = c.money_before.value_or(0);
                          j["money_after"] = c.money_after.value_or(0);
                          j["money_cost"] = c.money_cost.value_or(0);
                      });
}

std::string audit_to_text(const Board& board, const PlayGame& g, const game::PlayedCards& played) {
    std::ostringstream out;
    out << title(board, g) << " play\n";
    out << game::played_lines(played, [](int seat) { return std::to_string(seat + 1); });
    out << game::stopped_line(played);
    if (!played.cards.empty()) {
        const game::AuditedCard& last = played.cards.back();
        out << "  Declarer's tricks with best play from here: " << last.declarer_after.value_or(0)
            << ", his money " << amount_text(last.money_after.value_or(0), true) << '\n';
    }
    out << "  Thrown away: " << game::thrown_away_text(played, "declarer", "defence") << '\n';
    return out.str();
}

}  // namespace stich::preference
