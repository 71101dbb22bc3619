#include "stich/alliance/resistance_play.h"

#include <sstream>
#include <utility>

#include "stich/alliance/analysis.h"
#include "stich/engine/movegen.h"

namespace stich::alliance {

namespace {

std::string role(const ResistanceTerms& t, int p) {
    return p == t.soloist ? "soloist" : p == t.resister ? "resister" : "neutral";
}

}  // namespace

std::optional<ResistancePlay> play_resistance(const Board& board, std::string* error) {
    const auto terms = play_terms(board, error);
    if (!terms) return std::nullopt;
    return play_resistance(board, *terms, error);
}

std::optional<ResistancePlay> play_resistance(const Board& board, const PlayTerms& terms,
                                              std::string* error) {
    auto fail = [&](std::string why) -> std::optional<ResistancePlay> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const AllianceRules* rules = &terms.rules;
    const Contract* contract = &terms.contract;
    if (contract->kind != GameKind::kResistance) return fail("the board's game is no Resistance");
    if (board.play.empty()) return fail("the board has no play section ([Play])");
    if (!board.trick.empty())
        return fail(
            "a board with a play section starts from the full deal ([Trick] is for "
            "endgames without one)");
    const int n = board.players;
    const int declarer = board.declarer.value_or(0);
    if (*contract->resister == declarer) return fail("the soloist cannot resist his own Solo");
    Board start = board;
    start.play.clear();
    start.won.reset();
    const std::vector<Card>& table = terms.table;
    const auto deal =
        read_deal(start, table, terms.discard, *rules, contract->trump, std::nullopt, error);
    if (!deal) return std::nullopt;

    ResistancePlay r;
    r.trump = *contract->trump;
    const Card flag(r.trump, flag_face(r.trump));
    const bool couleur = !table.empty() && table[0].suit() == r.trump;
    r.terms = ResistanceTerms{n,
                              rules->tricks,
                              game_value(*contract),
                              couleur ? 2 : 1,
                              declarer,
                              *contract->resister,
                              !table.empty() && table[0] == flag};
    const Strain strain = Strain(r.trump);
    PositionSetup setup;
    setup.players = n;
    setup.trump = strain;
    setup.leader = deal->now.leader;
    setup.duties = rules->play.duties;
    for (int p = 0; p < n; ++p)
        setup.hands[p] = to_play_order(rules->play, strain, deal->now.hands[p]);
    Position pos(setup);

    // Replay, noting who played each card and who won each trick.
    std::array<int8_t, 64> played_by{};
    played_by.fill(-1);
    std::array<CardSet, kMaxSeats> captured{};
    CardSet trick;
    std::vector<int> winners;
    for (const PlayedTrick& t : board.play) {
        const int leader = pos.leader();
        for (int k = 0; k < n; ++k) {
            const int player = (leader + k) % n;
            const size_t column = static_cast<size_t>((player - t.leader + n) % n);
            if (column >= t.cards.size()) {
                if (auto why = play_ends(board, t, static_cast<size_t>(k)))
                    r.stopped = {r.cards_played, std::move(*why)};
                break;
            }
            const Card face = t.cards[column];
            const Card c = to_play_order(rules->play, strain, face);
            if (!pos.hand(player).contains(c) || !legal_cards(pos).contains(c)) {
                r.stopped = {r.cards_played,
                             format_card(face) + " of seat " + seat_name(player) +
                                 (pos.hand(player).contains(c) ? " breaks the rules of play"
                                                               : " is not in his hand")};
                return r;
            }
            played_by[face.index()] = static_cast<int8_t>(player);
            trick |= face;
            pos.play(c);
            ++r.cards_played;
            if (pos.trick_size() == 0) {
                captured[pos.leader()] |= trick;
                winners.push_back(pos.leader());
                trick = CardSet();
            }
        }
    }
    r.complete = pos.cards_left() == 0;
    if (!r.complete) return r;

    const Figures figures = figures_for(r.trump, rules->figures_all_suits);
    for (int p = 0; p < n; ++p) {
        r.end.tricks[p] = pos.won(p);
        r.end.figures[p] = figures.value_of(captured[p] & figures.cards);
        if (captured[p].contains(figures.flag)) r.end.flag = p;
    }
    if (static_cast<int>(winners.size()) >= kFirstTricks) {
        bool same = true;
        for (int i = 1; i < kFirstTricks; ++i) same = same && winners[i] == winners[0];
        if (same) r.end.first_six = winners[0];
    }
    r.outcome = resistance_outcome(r.end, r.terms);
    r.marks = r.outcome.marks;
    for (int q = 0; q < n; ++q) {
        if (q == r.terms.soloist || q == r.terms.resister || q == r.outcome.winner) continue;
        for (Card c : captured[q] & figures.cards) {
            const int from = played_by[c.index()];
            if (from < 0 || from == q) continue;
            const int marks = r.terms.multiplier * figures.value[c.index()];
            r.figure_payments.push_back({c, from, q, marks});
            r.marks[from] -= marks;
            r.marks[q] += marks;
        }
    }
    return r;
}

std::string resistance_play_text(const Board& board, const ResistancePlay& r) {
    std::ostringstream out;
    out << "Board " << board.id << "  alliance Resistance play: Solo " << kSuitChars[r.trump]
        << " by " << seat_name(r.terms.soloist) << ", resister " << seat_name(r.terms.resister)
        << (r.terms.multiplier == 2 ? " (Couleur)" : "") << '\n';
    if (!r.complete) {
        out << "  " << r.cards_played << " cards played: "
            << (r.stopped ? "the play stops at a card that cannot be played"
                          : "the play is not finished; nothing is settled")
            << '\n';
        return out.str();
    }
    out << "  Tricks:";
    for (int p = 0; p < r.terms.players; ++p)
        out << (p ? ", " : " ") << seat_name(p) << " (" << role(r.terms, p) << ") "
            << r.end.tricks[p];
    out << "\n  Winner: "
        << (r.outcome.winner >= 0
                ? seat_name(r.outcome.winner) + " (" + role(r.terms, r.outcome.winner) + ")"
                : "nobody")
        << '\n';
    for (const FigurePayment& f : r.figure_payments)
        out << "  " << format_card(f.card) << " in neutral " << seat_name(f.to)
            << "'s tricks: " << seat_name(f.from) << ", who led or threw it, pays him " << f.marks
            << '\n';
    out << "  Settlement:";
    for (int p = 0; p < r.terms.players; ++p)
        out << (p ? ", " : " ") << seat_name(p) << ' ' << (r.marks[p] > 0 ? "+" : "") << r.marks[p];
    out << '\n';
    return out.str();
}

nlohmann::ordered_json resistance_play_json(const Board& board, const ResistancePlay& r) {
    nlohmann::ordered_json j;
    j["board"] = board.id;
    j["game"] = "alliance";
    j["contract"] = "Resistance";
    j["soloist"] = r.terms.soloist + 1;
    j["resister"] = r.terms.resister + 1;
    j["cards_played"] = r.cards_played;
    j["complete"] = r.complete;
    if (!r.complete) return j;
    nlohmann::ordered_json players = nlohmann::ordered_json::array();
    for (int p = 0; p < r.terms.players; ++p)
        players.push_back({{"seat", p + 1},
                           {"role", role(r.terms, p)},
                           {"tricks", r.end.tricks[p]},
                           {"marks", r.marks[p]}});
    j["players"] = players;
    j["winner"] = r.outcome.winner >= 0 ? nlohmann::ordered_json(r.outcome.winner + 1)
                                        : nlohmann::ordered_json(nullptr);
    nlohmann::ordered_json pays = nlohmann::ordered_json::array();
    for (const FigurePayment& f : r.figure_payments)
        pays.push_back({{"card", format_card(f.card)},
                        {"from", f.from + 1},
                        {"to", f.to + 1},
                        {"marks", f.marks}});
    j["figure_payments"] = pays;
    return j;
}

}  // namespace stich::alliance
