// What `stich solve` and `stich analyze` compute for a Préférence board.
//
//   - With [Contract] and [Declarer]: declarer's zero-sum value, whether he makes his game,
//     every seat's guarantee; for a talon game on a full deal, the best discard and the value
//     of every game declarer may name.  Analysis adds the defenders' quotas (quota.h), the
//     settlement under the solved result, and, where the defenders may stay home or invite,
//     the result and money of each way of defending.
//   - With [Contract "Ausfechten"]: max-n, the guarantees, who pays (ausfechten.h).
//   - Without a contract: the table of every game for every seat (table.h); analysis adds the
//     all-pass deal, Ausfechten, with its settlement.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "stich/engine/maxn.h"
#include "stich/io/board.h"
#include "stich/preference/ausfechten.h"
#include "stich/preference/quota.h"
#include "stich/preference/settlement.h"
#include "stich/preference/table.h"

namespace stich::preference {

// One way the defenders may choose, solved and settled.
struct DefenceOption {
    std::array<Role, kPlayers> role{};
    int declarer_tricks = 0;
    std::array<int, kPlayers> totals{};  // tricks in all at the end of the deal
    Settlement settlement;
};

struct GameResult {
    PlaySetup setup;              // as played: declarer's hand after the discard
    bool discard_chosen = false;  // the discard was searched, not given
    int declarer_tricks = 0;
    bool makes = false;
    std::array<int, kPlayers> guarantee{};
    std::vector<GameValue> nameable;  // a talon game on a full deal: every game nameable
    std::optional<Contract> best_game;
    // Analysis only.
    std::optional<QuotaResult> quota;
    std::array<int, kPlayers> totals{};  // tricks in all under the solved result
    std::optional<Settlement> settlement;
    std::vector<DefenceOption> options;
};

struct FightReport {
    PlaySetup setup;
    FightResult result;
    std::array<int, kPlayers> totals{};
    std::optional<Settlement> settlement;  // analysis only
};

struct BoardAnalysis {
    PreferenceRules rules;
    Money money;
    bool analysis = false;  // `analyze` rather than `solve`
    std::optional<ContractTable> table;
    std::optional<GameResult> game;
    std::optional<FightReport> fight;
};

struct AnalysisOptions {
    bool analysis = false;       // `analyze`: quotas, settlement, ways to defend, Ausfechten
    size_t value_table_mb = 64;  // bounds the max-n table of Ausfechten (kFightTableMegabytes)
    bool line_values = false;    // Ausfechten: max-n's line with every legal card's values
    // Threads the board may use: with 2, a deal's Ausfechten runs max-n on a second thread
    // beside the contract table and the guarantees (the same output; bench/RESULTS.md, issue 41).
    int threads = 1;
};

// Steps of the analysis that judging a call (judge/) also takes, once per sampled deal.
//
// Tricks in all when declarer takes `declarer_tricks` and the rest goes to the first defender
// who plays: enough for declarer's own money, which does not depend on the defenders' split.
std::array<int, kPlayers> rough_totals(const PlaySetup& s, int declarer_tricks);
// The setup of a nameable game: in 5-8 everyone plays.
PlaySetup named(const PlaySetup& s, const Contract& c);
// The game declarer does best to name: the most money for him; among equals the lowest game.
std::optional<Contract> best_game(const std::vector<GameValue>& games, const PlaySetup& s,
                                  const Money& money, const PreferenceRules& rules);
// The solved result of an ordinary game or a premium game with the setup's defence (its
// discard settled): declarer's value (`known_value` when already solved), the defenders'
// quotas where they apply, the tricks in all.
struct SolvedDefence {
    int declarer_tricks = 0;
    std::optional<QuotaResult> quota;
    std::array<int, kPlayers> totals{};
};
SolvedDefence solve_defence(Solver& solver, const PlaySetup& s, const PreferenceRules& rules,
                            std::optional<int> known_value);

// nullopt with `error` when the board cannot be solved as Préférence; `error_tag` (optional)
// then names the tag at fault where one is ("Variant", "Contract"), else is left empty.
// `terms`: the board's rules and money, read already (GameModule::prepare,
// board_after_play), else read here.
std::optional<BoardAnalysis> analyze_board(Solver& solver, const Board& board,
                                           const AnalysisOptions& options, std::string* error,
                                           std::string* error_tag = nullptr,
                                           const std::optional<Terms>& terms = {});

}  // namespace stich::preference
