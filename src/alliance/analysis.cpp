#include "stich/alliance/analysis.h"

namespace stich::alliance {

namespace {

std::optional<AllianceRules> rules_of(const Board& board, std::string* error) {
    return make_rules(board.players, board.variant, error);
}

bool couleur_of(const Board& board, Suit trump) {
    return !board.table.empty() && board.table[0].suit() == trump;
}

// The trump a contract fixes before play: its own, or a Lever's turned card.
std::optional<Suit> trump_of(const Board& board, const Contract& c) {
    if (c.trump) return c.trump;
    if (c.turn && *c.turn < static_cast<int>(board.table.size()))
        return board.table[static_cast<size_t>(*c.turn)].suit();
    return std::nullopt;
}

std::optional<LeverChoice> play_lever(Solver& solver, const Board& board, const Deal& deal,
                                      const AllianceRules& rules, const Contract& c, int declarer,
                                      std::string* error) {
    if (c.forced && declarer != 0) {
        if (error) *error = "a forced Lever is played by forehand (seat 1)";
        return std::nullopt;
    }
    if (deal.at_start && !board.discard) {
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

std::optional<GameResult> play_contract(Solver& solver, const Board& board,
                                        const AllianceRules& rules, const Contract& contract,
                                        int declarer, const Options& options, std::string* error) {
    GameResult g;
    g.contract = contract;
    g.declarer = declarer;
    const std::optional<Suit> trump = trump_of(board, contract);
    const bool lever = contract.kind == GameKind::kLever;
    const auto deal =
        read_deal(board, rules, trump, lever ? std::optional<int>(declarer) : std::nullopt, error);
    if (!deal) return std::nullopt;
    const int n = board.players;
    g.leader = deal->now.leader;
    g.tricks_left = (deal->now.cards_left() + n - 1) / n;
    g.target = rules.target();

    if (lever) {
        auto choice = play_lever(solver, board, *deal, rules, contract, declarer, error);
        if (!choice) return std::nullopt;
        g.trump = choice->turned.suit();
        for (size_t i = 1; i < board.table.size(); ++i)
            if (board.table[i] == choice->turned) g.contract.turn = static_cast<int>(i);
        g.contract.king = choice->king;
        g.teams = choice->teams;
        g.side = choice->result;
        g.lever = std::move(choice);
    } else {
        g.trump = *trump;
        const bool resistance = contract.kind == GameKind::kResistance;
        if (resistance && *contract.resister == declarer) {
            if (error) *error = "the soloist cannot resist his own Solo";
            return std::nullopt;
        }
        const auto teams = make_teams(*deal, rules, contract.kind, declarer, contract.king, g.trump,
                                      contract.partner, error);
        if (!teams) return std::nullopt;
        g.teams = *teams;
        if (resistance) {
            const ResistanceTerms terms{n,
                                        rules.tricks,
                                        game_value(contract),
                                        couleur_of(board, g.trump) ? 2 : 1,
                                        declarer,
                                        *contract.resister};
            auto r = solve_resistance(solver, *deal, rules, terms, g.trump,
                                      options.maxn_tricks.value_or(default_maxn_tricks(n)),
                                      options.tt_megabytes, error);
            if (!r) return std::nullopt;
            g.resistance = std::move(r);
        } else {
            const SideTerms terms{game_value(contract), couleur_of(board, g.trump), {}};
            const auto game = make_side_game(rules, deal->now, g.trump, g.teams, terms, error);
            if (!game) return std::nullopt;
            g.side = solve_side_game(solver, *game);
        }
    }
    g.couleur = couleur_of(board, g.trump);
    g.unaccounted = deal->unaccounted & figures_for(g.trump, rules.figures_all_suits).cards;
    for (Payment scheme : {Payment::kEachPaysEach, Payment::kSharedOnce})
        g.by_payment[static_cast<size_t>(scheme)] =
            g.resistance ? settle_each(g.resistance->outcome.marks, n)
                         : settle_sides(g.side->payoff, g.teams.side, n, scheme);
    g.settlement = g.by_payment[static_cast<size_t>(rules.payment)];
    return g;
}

std::optional<GameResult> solve_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error) {
    const auto rules = rules_of(board, error);
    if (!rules) return std::nullopt;
    const auto contract = board_contract(board, error);
    if (!contract) return std::nullopt;
    return play_contract(solver, board, *rules, *contract, board.declarer.value_or(0), options,
                         error);
}

std::optional<Analysis> analyze_board(Solver& solver, const Board& board, const Options& options,
                                      std::string* error) {
    const auto rules = rules_of(board, error);
    if (!rules) return std::nullopt;
    Analysis a;
    a.declarer = board.declarer.value_or(0);
    std::optional<Contract> own;
    if (!board.contract.empty()) {
        own = parse_contract(board.contract, board.players, error);
        if (!own) return std::nullopt;
        a.board_game =
            play_contract(solver, board, *rules, *own, a.declarer, options, &a.board_error);
    }
    const auto deal =
        read_deal(board, *rules, own ? trump_of(board, *own) : std::nullopt, std::nullopt, error);
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
        for (int turn = 1; turn < static_cast<int>(board.table.size()); ++turn) {
            Contract c;
            c.kind = GameKind::kLever;
            c.turn = turn;
            c.forced = forced;
            games.push_back(c);
        }
    for (const Contract& c : games) {
        auto g = play_contract(solver, board, *rules, c, a.declarer, options, error);
        if (!g) return std::nullopt;
        a.games.push_back(std::move(*g));
    }
    return a;
}

}  // namespace stich::alliance
