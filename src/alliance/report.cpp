#include "stich/alliance/report.h"
#include "stich/io/plural.h"
#include "stich/support/text_table.h"

#include <sstream>

namespace stich::alliance {

namespace {

using Json = nlohmann::ordered_json;

std::string suit(Suit s) {
    return std::string(1, kSuitChars[s]);
}

Json cards_json(CardSet cards) {
    Json out = Json::array();
    std::istringstream in(format_card_list(cards));
    for (std::string c; in >> c;) out.push_back(c);
    return out;
}

std::string cards_text(CardSet cards) {
    return cards.empty() ? "-" : format_card_list(cards);
}

Json marks_json(const Marks& m) {
    if (m.den == 1) return m.num;
    return m.value();
}

// The two ways a game is paid (Payment's order), as the tables head their seat columns.
constexpr const char* kPaymentWords[2] = {"each pays each", "shared once"};

std::string signed_text(const Marks& m) {
    return (m.num > 0 ? "+" : "") + m.text();
}

// The figures of declarer's side and of the others (Resistance: the soloist's and the rest).
std::array<CardSet, 2> side_figures(const GameResult& g) {
    if (g.side) return g.side->figures;
    std::array<CardSet, 2> f{};
    for (int p = 0; p < kMaxSeats; ++p) f[p == g.declarer ? 0 : 1] |= g.resistance->figures[p];
    return f;
}

int declarer_tricks(const GameResult& g) {
    return g.side ? g.side->tricks : g.resistance->tricks[g.declarer];
}
bool wins(const GameResult& g) {
    return g.side ? g.side->wins() : g.resistance->outcome.winner == g.declarer;
}
int payoff(const GameResult& g) {
    return g.side ? g.side->payoff : g.resistance->outcome.marks[g.declarer];
}

std::string role(const GameResult& g, int p) {
    if (p == g.declarer) return "soloist";
    return p == *g.contract.resister ? "resister" : "neutral";
}

// Where a figure the record cannot place lies: "declarer's side", "the others", "seat 3".
std::string group_text(const GameResult& g, int group) {
    if (g.resistance) return "seat " + seat_name(group);
    return group == 0 ? "declarer's side" : "the others";
}
Json group_json(const GameResult& g, int group) {
    if (g.resistance) return group + 1;
    return group == 0 ? "declarer" : "opponents";
}

std::string placement_text(const GameResult& g, const Placement& p) {
    std::string out;
    for (const auto& [card, group] : p.figures)
        out += (out.empty() ? "" : ", ") + format_card(card) + " to " + group_text(g, group);
    return out;
}

Json placement_json(const Board& board, const GameResult& g, const Placement& p);

Json game_json(const Board& board, const GameResult& g) {
    Json j;
    j["contract"] = format_contract(g.contract);
    j["declarer"] = g.declarer + 1;
    if (has_partner(g.contract.kind)) {
        j["called"] = format_card(g.teams.called);
        j["partner"] = g.teams.partner >= 0 ? Json(g.teams.partner + 1) : Json(nullptr);
    }
    if (g.resistance) j["resister"] = *g.contract.resister + 1;
    j["trump"] = suit(g.trump);
    j["couleur"] = g.couleur;
    j["leader"] = g.leader + 1;
    j["tricks_left"] = g.tricks_left;
    j["target"] = g.target;
    j["declarer_tricks"] = declarer_tricks(g);
    j["wins"] = wins(g);
    j["payoff"] = payoff(g);
    if (g.side) {
        j["line_tricks"] = g.side->line_tricks;
        j["figures"] = {{"declarer", cards_json(g.side->figures[0])},
                        {"opponents", cards_json(g.side->figures[1])}};
    }
    if (g.lever)
        j["lever"] = {{"turned", format_card(g.lever->turned)},
                      {"exchanged", g.lever->exchanged},
                      {"laid_away", cards_json(g.lever->laid_away)},
                      {"king", format_card(g.lever->king)}};
    if (g.resistance) {
        const ResistanceResult& r = *g.resistance;
        j["winner"] = r.outcome.winner >= 0 ? Json(r.outcome.winner + 1) : Json(nullptr);
        Json players = Json::array();
        for (int p = 0; p < board.players; ++p)
            players.push_back({{"seat", p + 1},
                               {"role", role(g, p)},
                               {"tricks", r.tricks[p]},
                               {"figures", cards_json(r.figures[p])},
                               {"marks", r.outcome.marks[p]},
                               {"guarantee", r.guarantee[p]}});
        j["players"] = players;
    }
    auto settlement_json = [&](const Settlement& s) {
        Json out = Json::object();
        for (int p = 0; p < board.players; ++p) out[seat_name(p)] = marks_json(s[p]);
        return out;
    };
    j["settlement"] = settlement_json(g.settlement);
    j["settlement_each_pays_each"] = settlement_json(g.by_payment[0]);
    j["settlement_shared"] = settlement_json(g.by_payment[1]);
    if (!g.unaccounted.empty()) j["unaccounted"] = cards_json(g.unaccounted);
    if (g.lower_bound()) j["lower_bound"] = true;
    if (g.depends_on_unplaced()) {
        // No one settlement: each way the figures may lie gives its own.
        for (const char* key :
             {"wins", "payoff", "settlement", "settlement_each_pays_each", "settlement_shared"})
            j[key] = nullptr;
        Json possible = Json::array();
        for (const Placement& p : g.placements) possible.push_back(placement_json(board, g, p));
        j["possible"] = possible;
    }
    return j;
}

Json placement_json(const Board& board, const GameResult& g, const Placement& p) {
    auto settlement_json = [&](const Settlement& s) {
        Json out = Json::object();
        for (int q = 0; q < board.players; ++q) out[seat_name(q)] = marks_json(s[q]);
        return out;
    };
    Json figures = Json::object();
    for (const auto& [card, group] : p.figures) figures[format_card(card)] = group_json(g, group);
    return {{"figures", figures},
            {"ways", p.ways},
            {"wins", p.wins},
            {"payoff", p.payoff},
            {"lower_bound", p.lower_bound()},
            {"settlement", settlement_json(p.settlement)},
            {"settlement_each_pays_each", settlement_json(p.by_payment[0])},
            {"settlement_shared", settlement_json(p.by_payment[1])}};
}

std::string settlement_text(const Board& board, const Settlement& s) {
    std::string out;
    for (int p = 0; p < board.players; ++p)
        out += (p ? ", " : "") + seat_name(p) + " " + signed_text(s[p]);
    return out;
}

std::string teams_text(const GameResult& g) {
    std::string out = format_contract(g.contract) + " by " + seat_name(g.declarer);
    if (has_partner(g.contract.kind))
        out += g.teams.partner >= 0 ? " (partner " + seat_name(g.teams.partner) + " holds " +
                                          format_card(g.teams.called) + ")"
                                    : " (alone: he holds " + format_card(g.teams.called) + ")";
    return out;
}

const GameResult* best_game(const Analysis& a) {
    const GameResult* best = nullptr;
    for (const GameResult& g : a.games)
        if (!best || payoff(g) > payoff(*best)) best = &g;
    return best;
}

// Who may win, by where the figures the record cannot place lie, and for each the least
// settlement a deal gives.
void placement_lines(std::ostringstream& out, const Board& board, const GameResult& g) {
    out << "  Figures " << cards_text(g.unaccounted)
        << " were played in tricks the record does not show; who wins depends on where they "
           "lie:\n";
    for (const Placement& p : g.placements) {
        out << "    " << placement_text(g, p) << (p.ways > 1 ? " (one of " : "")
            << (p.ways > 1 ? std::to_string(p.ways) + " such ways)" : "") << ": ";
        if (g.resistance)
            out << (p.winner >= 0 ? "seat " + seat_name(p.winner) + " wins" : "nobody wins");
        else
            out << "declarer's side " << (p.wins ? "wins" : "loses");
        out << ", " << (p.payoff > 0 ? "+" : "") << p.payoff << " marks to declarer"
            << (p.lower_bound() ? " at the least" : "") << "; settlement "
            << settlement_text(board, p.settlement) << '\n';
    }
    if (g.placements.size() > 1)
        for (const Placement& p : g.placements)
            if (p.lower_bound()) {
                out << "    (at the least: the other figures in the winners' tricks add to the "
                       "marks)\n";
                break;
            }
}

void game_lines(std::ostringstream& out, const Board& board, const GameResult& g) {
    if (g.side && g.depends_on_unplaced()) {
        out << "  Declarer's side takes " << g.side->tricks << " of "
            << plural(g.tricks_left, "trick") << " double dummy (" << g.target << " tricks win)\n";
    } else if (g.side) {
        const SideResult& r = *g.side;
        out << "  Declarer's side takes " << r.tricks << " of " << plural(g.tricks_left, "trick")
            << " double dummy and " << (r.wins() ? "wins" : "loses") << ": "
            << (r.payoff > 0 ? "+" : "") << r.payoff << " marks (" << g.target << " tricks win)\n";
        out << "  On the line found: " << plural(r.line_tricks, "trick") << "; figures "
            << cards_text(r.figures[0]) << " to declarer's side, " << cards_text(r.figures[1])
            << " to the others\n";
    }
    if (g.lever)
        out << "  Lever: turned " << format_card(g.lever->turned) << ", "
            << (g.lever->exchanged ? "took the table cards and laid away "
                                   : "kept his hand; out of play ")
            << cards_text(g.lever->laid_away) << ", called " << format_card(g.lever->king) << '\n';
    if (g.depends_on_unplaced()) {
        if (g.resistance) {
            out << "  Tricks on the max-n line:";
            for (int p = 0; p < board.players; ++p)
                out << (p ? ", " : " ") << seat_name(p) << " (" << role(g, p) << ") "
                    << g.resistance->tricks[p];
            out << '\n';
        }
        placement_lines(out, board, g);
        return;
    }
    if (g.resistance) {
        const ResistanceResult& r = *g.resistance;
        TextTable table({{"seat", TextTable::Align::kLeft},
                         {"role", TextTable::Align::kLeft},
                         {"tricks"},
                         {"marks"},
                         {"guarantee"},
                         {"figures", TextTable::Align::kLeft}});
        for (int p = 0; p < board.players; ++p)
            table.add_row({seat_name(p), role(g, p), std::to_string(r.tricks[p]),
                           std::to_string(r.outcome.marks[p]), std::to_string(r.guarantee[p]),
                           cards_text(r.figures[p])});
        out << table.text();
        out << "  Winner: " << (r.outcome.winner >= 0 ? seat_name(r.outcome.winner) : "nobody")
            << " (max-n, every player for himself)\n";
    }
    if (g.resistance) {
        out << "  Settlement: " << settlement_text(board, g.settlement) << '\n';
    } else {
        out << "  Settlement, each loser paying each winner: "
            << settlement_text(board, g.by_payment[0]) << '\n';
        out << "  Settlement, the losing side paying once, shared: "
            << settlement_text(board, g.by_payment[1]) << '\n';
    }
    if (g.lower_bound())
        out << "  A lower bound: figures " << cards_text(g.unaccounted)
            << " were played in tricks the record does not show; in the winners' tricks they "
               "add to the marks (counted here for nobody)\n";
    else if (!g.unaccounted.empty())
        out << "  Figures played in tricks the record does not show: " << cards_text(g.unaccounted)
            << "; wherever they lie, the settlement is this one\n";
}

// `row`: "contract" for the board's own game, "choice" for a game of analyze's table.
std::string csv_row(const Board& board, const GameResult& g, const char* row) {
    std::ostringstream out;
    const auto figures = side_figures(g);
    // The table's size in every row: a game with no one outcome has no marks to count seats by.
    out << '"' << board.id << "\",alliance," << board.players << ',' << row << ",\""
        << format_contract(g.contract) << "\"," << seat_name(g.declarer) << ',';
    if (has_partner(g.contract.kind) && g.teams.partner >= 0) out << seat_name(g.teams.partner);
    // A result that depends on figures the record cannot place leaves its outcome, figures and
    // money empty (JSON lists each way).
    const bool known = !g.depends_on_unplaced();
    out << ',' << suit(g.trump) << ',' << (g.couleur ? 1 : 0) << ',' << g.tricks_left << ','
        << declarer_tricks(g) << ',';
    if (known) out << (wins(g) ? 1 : 0);
    out << ',';
    if (known) out << payoff(g);
    out << ',';
    if (known)
        out << cards_text(figures[0]) << ',' << cards_text(figures[1]);
    else
        out << ',';
    out << ',';
    if (g.lever) out << cards_text(g.lever->laid_away);
    for (const Settlement& s : g.by_payment)
        for (int p = 0; p < kMaxSeats; ++p) {
            out << ',';
            if (p < board.players && known) out << s[p].value();
        }
    return out.str();
}

}  // namespace

Json to_json(const Board& board, const GameResult& game) {
    Json j;
    j["board"] = board.id;
    j["game"] = "alliance";
    j["players"] = board.players;
    const Json fields = game_json(board, game);
    for (const auto& [key, value] : fields.items()) j[key] = value;
    return j;
}

Json to_json(const Board& board, const Analysis& a) {
    Json j;
    j["board"] = board.id;
    j["game"] = "alliance";
    j["players"] = board.players;
    j["declarer"] = a.declarer + 1;
    Json games = Json::array();
    for (const GameResult& g : a.games) games.push_back(game_json(board, g));
    j["games"] = games;
    if (const GameResult* best = best_game(a)) j["best"] = format_contract(best->contract);
    if (a.board_game)
        j["contract"] = game_json(board, *a.board_game);
    else if (!a.board_error.empty())
        j["contract_error"] = a.board_error;
    return j;
}

std::string to_text(const Board& board, const GameResult& g) {
    std::ostringstream out;
    out << "Board " << board.id << "  alliance, " << board.players << " players, " << teams_text(g)
        << ", trumps " << suit(g.trump) << (g.couleur ? " (Couleur)" : "") << ", "
        << seat_name(g.leader) << " to lead, " << plural(g.tricks_left, "trick") << " to play\n";
    game_lines(out, board, g);
    return out.str();
}

std::string to_text(const Board& board, const Analysis& a) {
    std::ostringstream out;
    out << "Board " << board.id << "  alliance, " << board.players << " players, declarer "
        << seat_name(a.declarer) << '\n';
    if (!a.games.empty()) {
        // The settlements under both ways to pay, a column a seat under each.
        std::vector<TextTable::Column> columns = {{"game", TextTable::Align::kLeft},
                                                  {"partner"},
                                                  {"tricks"},
                                                  {"result"},
                                                  {"payoff"},
                                                  {"side's figures", TextTable::Align::kLeft},
                                                  {"others'", TextTable::Align::kLeft}};
        for (const char* payment : kPaymentWords)
            for (int p = 0; p < board.players; ++p)
                columns.push_back({seat_name(p), TextTable::Align::kRight, payment});
        TextTable table(std::move(columns));
        for (const GameResult& g : a.games) {
            const auto figures = side_figures(g);
            std::vector<std::string> cells = {
                format_contract(g.contract),
                g.teams.partner >= 0 ? seat_name(g.teams.partner) : "-",
                std::to_string(declarer_tricks(g)),
                wins(g) ? "wins" : "loses",
                std::to_string(payoff(g)),
                cards_text(figures[0]),
                cards_text(figures[1])};
            for (const Settlement& settlement : g.by_payment)
                for (int p = 0; p < board.players; ++p) cells.push_back(signed_text(settlement[p]));
            table.add_row(std::move(cells));
            if (g.lever)
                table.add_line(
                    "    turned " + format_card(g.lever->turned) + ", " +
                    (g.lever->exchanged ? "laid away " : "kept his hand, table out of play: ") +
                    cards_text(g.lever->laid_away));
        }
        out << table.text();
        if (const GameResult* best = best_game(a))
            out << "  Best for declarer: " << format_contract(best->contract) << " ("
                << (payoff(*best) > 0 ? "+" : "") << payoff(*best) << " marks)\n";
    }
    if (a.board_game) {
        out << "  The board's contract: " << teams_text(*a.board_game) << '\n';
        game_lines(out, board, *a.board_game);
    } else if (!a.board_error.empty()) {
        out << "  The board's contract: " << a.board_error << '\n';
    }
    return out.str();
}

game::GameChoices analysis_choices(const Board& board, const Analysis& a) {
    game::GameChoices out;
    out.unit = game::SettlementUnit::kMarks;
    out.declarer = a.declarer;
    out.payments = {kPaymentWords[0], kPaymentWords[1]};
    for (const GameResult& g : a.games) {
        game::GameChoice c;
        c.game = format_contract(g.contract);
        if (g.teams.partner >= 0) c.partner = g.teams.partner;
        c.tricks = declarer_tricks(g);
        c.wins = wins(g);
        c.payoff = payoff(g);
        const auto figures = side_figures(g);
        c.figures = figures[0];
        c.others_figures = figures[1];
        if (g.lever) {
            c.turned = g.lever->turned;
            c.laid_away = g.lever->laid_away;
            c.exchanged = g.lever->exchanged;
        }
        for (const Settlement& settlement : g.by_payment) {
            std::vector<game::Fraction> seats;
            for (int p = 0; p < board.players; ++p)
                seats.push_back({settlement[p].num, settlement[p].den});
            c.settlements.push_back(std::move(seats));
        }
        out.games.push_back(std::move(c));
    }
    return out;
}

std::vector<TextTable::Column> comparison_columns(const Board& board) {
    std::vector<TextTable::Column> columns = {
        {"variant", TextTable::Align::kLeft}, {"tricks"}, {"result"}, {"payoff"}};
    for (int p = 0; p < board.players; ++p)
        columns.push_back({seat_name(p), TextTable::Align::kRight, "settlement"});
    return columns;
}

std::vector<std::string> comparison_cells(const std::string& variant, const Board& board,
                                          const GameResult& g) {
    std::vector<std::string> cells = {variant.empty() ? "default" : variant,
                                      std::to_string(declarer_tricks(g)),
                                      wins(g) ? "wins" : "loses", std::to_string(payoff(g))};
    for (int p = 0; p < board.players; ++p) cells.push_back(signed_text(g.settlement[p]));
    return cells;
}

Json comparison_json(const std::string& variant, const Board& board, const GameResult& g) {
    Json j;
    j["variant"] = variant.empty() ? "default" : variant;
    const Json fields = game_json(board, g);
    for (const auto& [key, value] : fields.items()) j[key] = value;
    return j;
}

std::string csv_header() {
    return "board,game,players,row,contract,declarer,partner,trump,couleur,tricks_left,"
           "declarer_tricks,"
           "wins,payoff,"
           "figures_declarer,figures_opponents,laid_away,marks_1,marks_2,marks_3,marks_4,marks_5,"
           "marks_6,shared_1,shared_2,shared_3,shared_4,shared_5,shared_6";
}

std::string to_csv(const Board& board, const GameResult& game) {
    return csv_row(board, game, "contract");
}

std::string to_csv(const Board& board, const Analysis& a) {
    std::string out;
    for (const GameResult& g : a.games) out += csv_row(board, g, "choice") + '\n';
    if (a.board_game) out += csv_row(board, *a.board_game, "contract") + '\n';
    return out;
}

std::optional<game::TrickTable> to_table(const Board&, const GameResult& g) {
    game::TrickTable t;
    t.rows = game::TableRows::kDeclarer;
    t.seats = {g.declarer};
    t.columns = {format_contract(g.contract)};
    t.tricks = {declarer_tricks(g)};
    t.tricks_left = g.tricks_left;
    return t;
}

}  // namespace stich::alliance
