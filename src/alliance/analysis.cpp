#include "stich/alliance/analysis.h"

#include <algorithm>

#include "stich/alliance/answers.h"
#include "stich/alliance/records.h"

namespace stich::alliance {

namespace {

std::optional<AllianceRules> rules_of(const Board& board, std::string* error) {
    return board_rules(board, error);
}

// The games below read of the record only what its deal holds (read_deal: the table cards, the
// cards laid away, the players), so that the judge plays them on a deal it completes per layout.
bool couleur_of(const std::vector<Card>& table, Suit trump) {
    return !table.empty() && table[0].suit() == trump;
}

bool flag_face_up(const std::vector<Card>& table, Suit trump) {
    return !table.empty() && table[0] == Card(trump, flag_face(trump));
}

// The trump a contract fixes before play: its own, or a Lever's turned card.
std::optional<Suit> trump_of(const std::vector<Card>& table, const Contract& c) {
    if (c.trump) return c.trump;
    if (c.turn && *c.turn < static_cast<int>(table.size()))
        return table[static_cast<size_t>(*c.turn)].suit();
    return std::nullopt;
}

std::optional<LeverChoice> play_lever(Solver& solver, const Deal& deal, const AllianceRules& rules,
                                      const Contract& c, int declarer, std::string* error) {
    if (c.forced && declarer != 0) {
        if (error) *error = "a forced Lever is played by forehand (seat 1)";
        return std::nullopt;
    }
    if (deal.at_start && !deal.laid_away) {
        // Declarer's choice: every face-down card (or the one named), exchange and king.
        std::optional<LeverChoice> best;
        const int first = c.turn ? *c.turn : 1;
        const int last = c.turn ? *c.turn : turnable_cards(deal);
        for (int turn = first; turn <= last; ++turn) {
            auto choice = best_lever(solver, deal, rules, declarer, turn, c.forced, c.king, error);
            if (!choice) return std::nullopt;
            if (!best || choice->result.payoff > best->result.payoff) best = std::move(choice);
        }
        if (!best && error) *error = "the table has no face-down card to turn";
        return best;
    }
    if (!c.turn || *c.turn > turnable_cards(deal)) {
        if (error)
            *error = "a Lever under way needs its turned card: 'Lever n' (the n-th face-down card)";
        return std::nullopt;
    }
    if (!deal.at_start && !c.king) {
        if (error) *error = "a Lever under way needs its called king: 'Lever n SK'";
        return std::nullopt;
    }
    return fixed_lever(solver, deal, rules, declarer, deal.table[static_cast<size_t>(*c.turn)],
                       c.forced, c.king, c.partner, error);
}

}  // namespace

std::optional<Contract> board_contract(const Board& board, std::string* error) {
    if (board.contract.empty()) {
        if (error)
            *error = "an Alliance board needs [Contract] to be solved (analyze lists every game)";
        return std::nullopt;
    }
    return parse_contract(board.contract, board.players, error);
}

namespace {

// Solves `g` (contract, declarer set) on `deal`: its trump, teams and result.
bool play_on(Solver& solver, const AllianceRules& rules, const Deal& deal, const Options& options,
             GameResult& g, std::string* error) {
    const Contract& contract = g.contract;
    const int declarer = g.declarer;
    const int n = deal.now.players;
    if (contract.kind == GameKind::kLever) {
        auto choice = play_lever(solver, deal, rules, contract, declarer, error);
        if (!choice) return false;
        g.trump = choice->turned.suit();
        for (size_t i = 1; i < deal.table.size(); ++i)
            if (deal.table[i] == choice->turned) g.contract.turn = static_cast<int>(i);
        g.contract.king = choice->king;
        g.teams = choice->teams;
        g.side = choice->result;
        g.lever = std::move(choice);
        return true;
    }
    const bool resistance = contract.kind == GameKind::kResistance;
    if (resistance && *contract.resister == declarer) {
        if (error) *error = "the soloist cannot resist his own Solo";
        return false;
    }
    const auto teams = make_teams(deal, rules, contract.kind, declarer, contract.king, g.trump,
                                  contract.partner, error);
    if (!teams) return false;
    g.teams = *teams;
    if (resistance) {
        const ResistanceTerms terms{n,
                                    rules.tricks,
                                    game_value(contract),
                                    couleur_of(deal.table, g.trump) ? 2 : 1,
                                    declarer,
                                    *contract.resister,
                                    flag_face_up(deal.table, g.trump)};
        auto r = solve_resistance(solver, deal, rules, terms, g.trump,
                                  options.maxn_tricks.value_or(default_maxn_tricks(n)),
                                  options.tt_megabytes, error, options.line_values);
        if (!r) return false;
        g.resistance = std::move(r);
        return true;
    }
    const SideTerms terms{game_value(contract), couleur_of(deal.table, g.trump), {}};
    const auto game = make_side_game(rules, deal.now, g.trump, g.teams, terms, error);
    if (!game) return false;
    g.side = solve_side_game(solver, *game);
    return true;
}

void settle_game(GameResult& g, const AllianceRules& rules, int n) {
    for (Payment scheme : {Payment::kEachPaysEach, Payment::kSharedOnce})
        g.by_payment[static_cast<size_t>(scheme)] =
            g.resistance ? settle_each(g.resistance->outcome.marks, n)
                         : settle_sides(g.side->payoff, g.teams.side, n, scheme);
    g.settlement = g.by_payment[static_cast<size_t>(rules.payment)];
}

// Marks moved: what the winners receive, each loser paying each winner.
double moved(const GameResult& g) {
    double sum = 0;
    for (const Marks& m : g.by_payment[0]) sum += m.value() > 0 ? m.value() : 0;
    return sum;
}

Placement placement_of(const GameResult& g, std::vector<std::pair<Card, int>> figures) {
    Placement p;
    p.figures = std::move(figures);
    p.ways = 1;
    p.winner = g.side ? (g.side->wins() ? 0 : 1) : g.resistance->outcome.winner;
    p.payoff = g.side ? g.side->payoff : g.resistance->outcome.marks[g.declarer];
    p.wins = g.side ? g.side->wins() : g.resistance->outcome.winner == g.declarer;
    p.least = p.most = moved(g);
    p.settlement = g.settlement;
    p.by_payment = g.by_payment;
    return p;
}

// Solves the game once for every way the figures of g.unaccounted may lie in the tricks the
// record does not show, and groups the ways by winner.  `g` becomes the least way of the
// first group.
bool place_unaccounted(Solver& solver, const AllianceRules& rules, const Deal& deal,
                       const Options& options, GameResult& g, std::string* error) {
    const int n = deal.now.players;
    // A seat of each group that won an unshown trick; the group of a seat.
    auto group_of = [&](int seat) { return g.resistance ? seat : g.teams.side[seat]; };
    std::vector<int> seats;
    for (int p = 0; p < n; ++p) {
        if (deal.now.history.won[p] == 0) continue;
        bool seen = false;
        for (int q : seats) seen = seen || group_of(q) == group_of(p);
        if (!seen) seats.push_back(p);
    }
    if (seats.empty()) return true;  // no unshown trick was won: nowhere to place them
    std::vector<Card> figures;
    for (Card c : g.unaccounted) figures.push_back(c);
    int ways = 1;
    for (size_t i = 0; i < figures.size() && ways <= kMaxPlacements; ++i)
        ways *= static_cast<int>(seats.size());
    if (ways > kMaxPlacements) {
        if (error)
            *error = "figures " + format_card_list(g.unaccounted) +
                     " were played in tricks the record does not show and may lie in more "
                     "than " +
                     std::to_string(kMaxPlacements) + " ways: give the play ([Play])";
        return false;
    }
    std::vector<Placement> groups;
    std::vector<GameResult> least;  // the least way of each group
    for (int way = 0; way < ways; ++way) {
        Deal d = deal;
        std::vector<std::pair<Card, int>> placed;
        for (int i = 0, w = way; i < static_cast<int>(figures.size()); ++i) {
            const int seat = seats[static_cast<size_t>(w) % seats.size()];
            w /= static_cast<int>(seats.size());
            d.now.history.captured[seat] |= figures[static_cast<size_t>(i)];
            placed.emplace_back(figures[static_cast<size_t>(i)], group_of(seat));
        }
        d.unaccounted = d.unaccounted - g.unaccounted;
        GameResult alt = g;
        alt.side.reset();
        alt.lever.reset();
        alt.resistance.reset();
        if (!play_on(solver, rules, d, options, alt, error)) return false;
        settle_game(alt, rules, n);
        Placement p = placement_of(alt, std::move(placed));
        size_t k = 0;
        while (k < groups.size() && groups[k].winner != p.winner) ++k;
        if (k == groups.size()) {
            groups.push_back(std::move(p));
            least.push_back(std::move(alt));
            continue;
        }
        Placement& q = groups[k];
        ++q.ways;
        q.most = std::max(q.most, p.most);
        if (p.least < q.least) {
            p.ways = q.ways;
            p.most = q.most;
            q = std::move(p);
            least[k] = std::move(alt);
        }
    }
    g = std::move(least[0]);
    g.placements = std::move(groups);
    return true;
}

}  // namespace

std::optional<GameResult> play_contract_on(Solver& solver, const AllianceRules& rules,
                                           const Contract& contract, int declarer, const Deal& deal,
                                           const Options& options, std::string* error) {
    GameResult g;
    g.contract = contract;
    g.declarer = declarer;
    const std::optional<Suit> trump = trump_of(deal.table, contract);
    const int n = deal.now.players;
    g.leader = deal.now.leader;
    g.tricks_left = (deal.now.cards_left() + n - 1) / n;
    g.target = rules.target();
    if (trump) g.trump = *trump;
    if (!play_on(solver, rules, deal, options, g, error)) return std::nullopt;
    g.couleur = couleur_of(deal.table, g.trump);
    g.unaccounted = deal.unaccounted & figures_for(g.trump, rules.figures_all_suits).cards;
    settle_game(g, rules, n);
    if (!g.unaccounted.empty() && !place_unaccounted(solver, rules, deal, options, g, error))
        return std::nullopt;
    return g;
}

namespace {

// An earlier game of `done` that is game `c` under another name, as `c`'s result, if any:
// - an Alliance or a Solo with the same sides in the same trump: the search sees only the
//   sides and the scoring, and an Alliance whose king declarer holds himself is played alone
//   as a Solo is.  The two differ only in the game's value v (2, 4) in a payoff of
//   +-m(v + figures + bonus): the same order of outcomes, so the same searches with the
//   thresholds mapped, the same line, and the payoff moved by m times the difference;
// - a Lever turning another face-down card of the same suit: the turned card sets only the
//   trump (declarer takes every table card).
// Each game's first search starts from an empty table (its trick search follows the previous
// game's payoff searches, a different goal: see Solver::prepare), so the earlier result, line
// included, is the one `c`'s own searches give.
std::optional<GameResult> same_game(const std::vector<GameResult>& done, const AllianceRules& rules,
                                    const Contract& c, int declarer, const Deal& deal) {
    const std::optional<Suit> trump = trump_of(deal.table, c);
    if (!trump) return std::nullopt;
    const bool side_game = c.kind == GameKind::kAlliance || c.kind == GameKind::kSolo;
    std::optional<Teams> teams;
    if (side_game) {
        teams = make_teams(deal, rules, c.kind, declarer, c.king, *trump, c.partner, nullptr);
        if (!teams) return std::nullopt;
    } else if (c.kind != GameKind::kLever || c.king) {
        return std::nullopt;
    }
    for (const GameResult& g : done) {
        if (g.trump != *trump || !g.side || !g.unaccounted.empty()) continue;
        GameResult r = g;
        if (side_game) {
            const GameKind k = g.contract.kind;
            if ((k != GameKind::kAlliance && k != GameKind::kSolo) || g.teams.side != teams->side)
                continue;
            r.contract = c;
            r.teams = *teams;
            const int moved = (g.couleur ? 2 : 1) * (game_value(c) - game_value(g.contract));
            r.side->payoff += r.side->payoff > 0 ? moved : -moved;
            settle_game(r, rules, deal.now.players);
            return r;
        }
        if (g.contract.kind != GameKind::kLever || !g.lever || g.contract.forced != c.forced)
            continue;
        r.contract.turn = c.turn;
        r.lever->turned = deal.table[static_cast<size_t>(*c.turn)];
        return r;
    }
    return std::nullopt;
}

}  // namespace

std::optional<GameResult> play_contract(Solver& solver, const Board& board,
                                        const std::vector<Card>& table,
                                        const std::optional<CardSet>& discard,
                                        const AllianceRules& rules, const Contract& contract,
                                        int declarer, const Options& options, std::string* error) {
    const bool lever = contract.kind == GameKind::kLever;
    const auto deal = read_deal(board, table, discard, rules, trump_of(table, contract),
                                lever ? std::optional<int>(declarer) : std::nullopt, error);
    if (!deal) return std::nullopt;
    return play_contract_on(solver, rules, contract, declarer, *deal, options, error);
}

std::optional<GameResult> solve_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error) {
    return solve_board(solver, board, options, error, cards_of(board));
}

std::optional<GameResult> solve_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error, const PreparedFacts& facts) {
    const auto rules = facts.rules ? facts.rules : rules_of(board, error);
    if (!rules) return std::nullopt;
    const auto contract = facts.contract ? facts.contract : board_contract(board, error);
    if (!contract) return std::nullopt;
    return play_contract(solver, board, facts.table, facts.discard, *rules, *contract,
                         board.declarer.value_or(0), options, error);
}

std::optional<Analysis> analyze_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error) {
    return analyze_board(solver, board, options, error, cards_of(board));
}

std::optional<Analysis> analyze_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error, const PreparedFacts& facts) {
    const auto rules = facts.rules ? facts.rules : rules_of(board, error);
    if (!rules) return std::nullopt;
    const std::optional<Contract>& built_contract = facts.contract;
    const std::vector<Card>& table = facts.table;
    const std::optional<CardSet>& discard = facts.discard;
    Analysis a;
    a.declarer = board.declarer.value_or(0);
    std::optional<Contract> own;
    if (!board.contract.empty()) {
        own =
            built_contract ? built_contract : parse_contract(board.contract, board.players, error);
        if (!own) return std::nullopt;
        a.board_game = play_contract(solver, board, table, discard, *rules, *own, a.declarer,
                                     options, &a.board_error);
    }
    const auto deal = read_deal(board, table, discard, *rules,
                                own ? trump_of(table, *own) : std::nullopt, std::nullopt, error);
    if (!deal) return std::nullopt;
    a.at_start = deal->at_start && board.play.empty();
    if (!a.at_start) {
        if (a.board_game) return a;
        if (error)
            *error = own ? a.board_error : "play has begun: analyze needs the board's [Contract]";
        return std::nullopt;
    }
    std::vector<Contract> games;
    for (int t = 0; t < kSuits; ++t)
        for (int k = 0; k < kSuits; ++k) {
            Contract c;
            c.trump = Suit(t);
            c.king = Card(Suit(k), kKing);
            games.push_back(c);
        }
    for (int t = 0; t < kSuits; ++t) {
        Contract c;
        c.kind = GameKind::kSolo;
        c.trump = Suit(t);
        games.push_back(c);
    }
    const bool forced = own && own->kind == GameKind::kLever && own->forced;
    if (!forced || a.declarer == 0)
        for (int turn = 1; turn < static_cast<int>(table.size()); ++turn) {
            Contract c;
            c.kind = GameKind::kLever;
            c.turn = turn;
            c.forced = forced;
            games.push_back(c);
        }
    // At the start of the deal (no play to replay) every game plays the deal read above, but a
    // Lever on a record of its exchange ([Discard]), which plays the hands after it: read once.
    std::optional<Deal> exchanged;
    for (const Contract& c : games) {
        const bool after_exchange = c.kind == GameKind::kLever && discard;
        if (after_exchange && !exchanged) {
            exchanged = read_deal(board, table, discard, *rules, std::nullopt, a.declarer, error);
            if (!exchanged) return std::nullopt;
        }
        const Deal& d = after_exchange ? *exchanged : *deal;
        if (auto same = same_game(a.games, *rules, c, a.declarer, d)) {
            a.games.push_back(std::move(*same));
            continue;
        }
        auto g = play_contract_on(solver, *rules, c, a.declarer, d, options, error);
        if (!g) return std::nullopt;
        a.games.push_back(std::move(*g));
    }
    return a;
}

}  // namespace stich::alliance
