#include "stich/preference/analysis.h"

#include <algorithm>
#include <atomic>
#include <future>

#include "stich/io/schema/preference.h"
#include "stich/preference/solve.h"

namespace stich::preference {

namespace {

std::array<int, kPlayers> plus_won(const PlaySetup& s, const std::array<int, kPlayers>& future) {
    std::array<int, kPlayers> out{};
    for (int seat = 0; seat < kPlayers; ++seat) out[seat] = s.won[seat] + future[seat];
    return out;
}

}  // namespace

std::array<int, kPlayers> rough_totals(const PlaySetup& s, int declarer_tricks) {
    std::array<int, kPlayers> future{};
    future[s.declarer] = declarer_tricks;
    for (int seat : defenders(s))
        if (in_play(s, seat)) {
            future[seat] = tricks_left(s) - declarer_tricks;
            break;
        }
    return plus_won(s, future);
}

PlaySetup named(const PlaySetup& s, const Contract& c) {
    PlaySetup out = s;
    out.contract = c;
    if (premium_game(c))
        for (int seat : defenders(s)) out.role[seat] = Role::kPlays;
    return out;
}

std::optional<Contract> best_game(const std::vector<GameValue>& games, const PlaySetup& s,
                                  const Money& money, const PreferenceRules& rules) {
    std::optional<Contract> best;
    double best_money = 0;
    for (const GameValue& v : games) {
        const PlaySetup g = named(s, v.contract);
        // A Bettler that fails was not counted: any trick makes it fail.
        const int tricks = v.declarer_tricks.value_or(1);
        const double mine = settle(g, money, rules, rough_totals(g, tricks)).balance[s.declarer];
        if (!best || mine > best_money) {
            best = v.contract;
            best_money = mine;
        }
    }
    return best;
}

SolvedDefence solve_defence(Solver& solver, const PlaySetup& s, const PreferenceRules& rules,
                            std::optional<int> known_value) {
    SolvedDefence r;
    r.declarer_tricks = known_value ? *known_value : declarer_tricks(solver, s, rules);
    if (aim_of(s.contract) == Aim::kSixTricks && players_in_play(s) > 1) {
        r.quota = defend(solver, s, rules, r.declarer_tricks);
        r.totals = plus_won(s, r.quota->tricks);
    } else {
        r.totals = rough_totals(s, r.declarer_tricks);
    }
    return r;
}

namespace {

// Every way of defending the rules allow, with declarer's discard as played.
std::vector<DefenceOption> defence_options(Solver& solver, const PlaySetup& s, const Money& money,
                                           const PreferenceRules& rules) {
    std::vector<DefenceOption> out;
    // The defenders choose before the first card: an endgame has no such choice left.
    if (aim_of(s.contract) != Aim::kSixTricks || !s.full_deal) return out;
    if (money.pot <= money.stake && !rules.home_on_stake) return out;
    const auto def = defenders(s);
    const Role ways[][2] = {{Role::kPlays, Role::kPlays},   {Role::kHome, Role::kPlays},
                            {Role::kPlays, Role::kHome},    {Role::kHome, Role::kHome},
                            {Role::kInvites, Role::kPlays}, {Role::kPlays, Role::kInvites}};
    for (const auto& way : ways) {
        PlaySetup o = s;
        o.role[def[0]] = way[0];
        o.role[def[1]] = way[1];
        bool known = true;
        for (int seat : def) known = known && (!in_play(o, seat) || o.known[seat]);
        if (!known) continue;
        const SolvedDefence solved = solve_defence(solver, o, rules, std::nullopt);
        out.push_back({o.role, solved.declarer_tricks, solved.totals,
                       settle(o, money, rules, solved.totals)});
    }
    return out;
}

GameResult solve_game(Solver& solver, const PlaySetup& given, const Money& money,
                      const PreferenceRules& rules, bool analysis) {
    GameResult g;
    PlaySetup s = given;
    std::optional<int> value;
    if (given.contract.type == GameType::kTalon && given.full_deal) {
        g.nameable = nameable_values(solver, given, rules, Detail::kMakes);
        g.best_game = best_game(g.nameable, given, money, rules);
        for (const GameValue& v : g.nameable)
            if (v.contract == given.contract && v.discard) {
                s = with_discard(given, *v.discard);
                value = v.declarer_tricks;
            }
    } else if (needs_discard(given)) {
        const TalonChoice choice = best_discard(solver, given, rules);
        s = with_discard(given, choice.discard);
        value = choice.declarer_tricks;
    }
    g.discard_chosen = needs_discard(given);
    g.setup = s;
    g.declarer_tricks = value ? *value : declarer_tricks(solver, s, rules);
    g.makes = makes(s, g.declarer_tricks);
    g.guarantee = guarantees(solver, s, rules, g.declarer_tricks);
    if (!analysis) return g;
    const SolvedDefence solved = solve_defence(solver, s, rules, g.declarer_tricks);
    g.quota = solved.quota;
    g.totals = solved.totals;
    g.settlement = settle(s, money, rules, g.totals);
    g.options = defence_options(solver, s, money, rules);
    return g;
}

FightReport fight_report(const PlaySetup& s, FightResult result, const Money& money,
                         const PreferenceRules& rules, bool analysis) {
    FightReport f;
    f.setup = s;
    f.result = std::move(result);
    f.totals = plus_won(s, f.result.tricks);
    if (analysis) f.settlement = settle(s, money, rules, f.totals);
    return f;
}

// The Ausfechten, and `beside` (the contract table, or nothing) before its guarantees.  With
// two threads max-n (about half a dealt deal's analysis, in its own table) runs on the second
// while this one runs `beside`; then both take the three seats' guarantees in turn, this
// thread with its solver, the other with a solver of its own in a small table.  A guarantee
// starts at max-n's count when max-n is done by then, else at none: the values are the same
// either way (fewest_tricks), and so is the output at any thread count.
template <class Beside>
FightReport solve_fight(Solver& solver, const PlaySetup& s, const Money& money,
                        const PreferenceRules& rules, const AnalysisOptions& options,
                        Beside&& beside) {
    ValueTable& table = solver.max_n_table(std::min(options.value_table_mb, kFightTableMegabytes));
    if (options.threads < 2) {
        if (!beside()) return {};
        return fight_report(s, fight(solver, table, s, rules, options.line_values), money, rules,
                            options.analysis);
    }
    FightResult r;
    std::atomic<bool> max_n_done{false};  // r's max-n fields are written
    std::atomic<int> next_seat{0};        // the next seat whose guarantee no thread has taken
    auto take_seats = [&](Solver& own) {
        for (int seat = next_seat++; seat < kPlayers; seat = next_seat++)
            r.guarantee[seat] =
                fight_guarantee(own, s, rules, seat, max_n_done ? r.tricks[seat] : 0);
    };
    // Declared after everything it reads: on leaving early (an error, SearchAborted) its
    // destructor waits for max-n, which polls the same stop flag.
    std::future<void> helper = std::async(std::launch::async, [&] {
        FightResult m = fight_max_n(table, solver.stop_flag(), s, rules, options.line_values);
        r.tricks = m.tricks;
        r.first = m.first;
        r.nodes = m.nodes;
        r.line = std::move(m.line);
        max_n_done = true;
        Solver own(SolverOptions{std::min(options.value_table_mb, kGuaranteeTableMegabytes),
                                 solver.stop_flag()});
        take_seats(own);
    });
    if (!beside()) {
        next_seat = kPlayers;  // no guarantee is wanted: the helper stops after max-n
        return {};
    }
    take_seats(solver);
    helper.get();
    settle_payers(s, r);
    return fight_report(s, std::move(r), money, rules, options.analysis);
}

}  // namespace

std::optional<BoardAnalysis> analyze_board(Solver& solver, const Board& board,
                                           const AnalysisOptions& options, std::string* error,
                                           std::string* error_tag,
                                           const std::optional<Terms>& built) {
    auto blame = [&](const char* tag) {
        if (error_tag) *error_tag = tag;
        return std::nullopt;
    };
    const bool analysis = options.analysis;
    const auto terms = built ? built : board_terms(board, error);
    if (!terms) return blame("Variant");
    BoardAnalysis a;
    a.rules = terms->rules;
    a.money = terms->money;
    a.analysis = analysis;
    if (board.game != preference::kGame) {
        if (error) *error = "not a preference board";
        return std::nullopt;
    }
    if (board.contract.empty()) {
        auto table = [&] {
            a.table = contract_table(solver, board, terms->talon, terms->discard, a.rules, a.money,
                                     error);
            return a.table.has_value();
        };
        if (!analysis) return table() ? std::optional(std::move(a)) : std::nullopt;
        const Contract all_pass{GameType::kAusfechten, kClubs, false};
        std::string fight_error;
        const auto s = setup_for(board, terms->talon, terms->discard, all_pass, -1, {}, a.rules,
                                 a.money, &fight_error);
        if (!s) {
            // The table's error first, as when the table was made before the setup.
            if (table() && error) *error = fight_error;
            return std::nullopt;
        }
        a.fight = solve_fight(solver, *s, a.money, a.rules, options, table);
        if (!a.table) return std::nullopt;
        return a;
    }
    const auto contract = parse_contract(board.contract, error);
    if (!contract) return blame("Contract");
    const int declarer = board.declarer.value_or(-1);
    const auto s = setup_for(board, terms->talon, terms->discard, *contract, declarer,
                             terms->defence, a.rules, a.money, error);
    if (!s) return std::nullopt;
    if (contract->type == GameType::kAusfechten)
        a.fight = solve_fight(solver, *s, a.money, a.rules, options, [] { return true; });
    else
        a.game = solve_game(solver, *s, a.money, a.rules, analysis);
    return a;
}

}  // namespace stich::preference
