// Running a script of the dealing language (condition/script.h): deals drawn at random, the
// condition tested on each, the actions fed with the deals that pass.
//
// Deals come in blocks of kScriptBlock: deal i of a run seeded with s is deal i % kScriptBlock
// of a shuffle sequence drawn from Rng::stream(s, i / kScriptBlock), so a block is dealt on
// any thread and the run is the same at any thread count; the deals that pass are consumed in
// their order.  The cards a script predeals stay put, and the others are shuffled uniformly
// into the room left in each hand (and the talon or table): every deal that keeps the
// predealt cards is equally likely, and so is every deal that also meets the condition.
// Where the condition's && terms fix the suit lengths of slots to shapes plain dealing rarely
// gives, those slots are dealt their shapes directly (condition/direct.h), each allowed deal as
// likely as in plain dealing, and the deals counted as generated are those with the shapes.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "stich/condition/script.h"
#include "stich/condition/tally.h"
#include "stich/io/board.h"
#include "stich/support/table_layout.h"

namespace stich {

namespace game {
class GameModule;
}

inline constexpr uint64_t kScriptBlock = 1024;
// dealer's defaults: ten million deals generated; 40 produced when deals are printed, else
// as many as pass.
inline constexpr uint64_t kDefaultGenerate = 10'000'000;
inline constexpr uint64_t kDefaultPrinted = 40;

// The vocabulary of a game's table: its seats as the module writes them (N E S W become north
// east south west, numbered seats seat1.. and 1..), 'talon' or 'table' for the cards outside
// the hands.
condition::Vocabulary table_vocabulary(const game::GameModule& game, const TableLayout& layout);

struct ScriptRun {
    uint64_t seed = 0;
    int threads = 1;
    uint64_t generate = kDefaultGenerate;  // the script's own limits replace these
    std::optional<uint64_t> produce;
    // Makes each worker's oracle (condition/oracle.h) when the script asks for double dummy:
    // the game's GameModule::condition_oracle.
    std::function<std::unique_ptr<condition::Oracle>()> oracle;
    // Deal rare shapes directly (the top-level && terms that fix slots' suit lengths, met by
    // under a quarter of plain deals); false: plain dealing and rejection only.
    bool direct = true;
    // Where the statistics actions' values go, when set: each block's deals are tallied on the
    // worker that dealt it, and the in-order stage merges the blocks' tallies in block order
    // (integer sums, exact: the same text at any thread count), so that a run where every deal
    // passes is not held to the pace of one thread.  Unset: `deal` gets each deal's values and
    // the caller tallies them.
    condition::Tally* tally = nullptr;
    // With `tally`: the deals `deal` is called for, the first `deals_wanted` produced (those
    // the caller prints or draws); after them a block reaches the in-order stage as its count
    // and its tally only.
    uint64_t deals_wanted = UINT64_MAX;
    // When set, the output of each deal produced is made on the worker that dealt it, once the
    // deals produced before its block are counted: `format(out, number, index, cards,
    // oracle)` appends deal `index`'s text to `out`, `number` counting the deals produced from
    // 1, `oracle` the worker's (null without double dummy).  The in-order stage only passes
    // each deal's bytes to `write`, in order, up to the last deal produced.
    std::function<void(std::string&, uint64_t, uint64_t, const condition::DealCards&,
                       condition::Oracle*)>
        format;
    std::function<void(std::string_view)> write;
};

struct ScriptOutcome {
    uint64_t generated = 0;  // deals drawn up to the last one produced (or all of them)
    uint64_t produced = 0;
    std::vector<int> direct_slots;  // the slots whose shapes were dealt directly (ascending)
    double direct_share = 1;        // the share of plain deals that have the shapes they require
};

// Runs `script` over deals of `layout`; `deal(index, cards, values)` gets each deal that
// meets the condition, in order (index counts the deals drawn, from 0; values are its
// statistics actions' values, Tally::values), and returns false to stop the run; with
// `run.tally`, only the first `run.deals_wanted` of them.
// Fails (nullopt, `error` set) only when the predealt cards do not fit the table.
std::optional<ScriptOutcome> run_script(
    const condition::Script& script, const TableLayout& layout, const ScriptRun& run,
    const std::function<bool(uint64_t, const condition::DealCards&, const int64_t*)>& deal,
    std::string* error);

// The board of a produced deal: board `number` (from 1) of the output, deal `index` of the
// run; the game completes it (dealer, trump, talon or table) as for board `number`, or, where
// the script names a `dealer`, as for the first board of the rotation that seat deals (a
// whist board's turned card is then that dealer's).  A game whose dealer is fixed by its
// seats (the last seat deals) keeps its own: script_dealer_fits says whether it can.
Board script_board(const game::GameModule& game, const TableLayout& layout,
                   const condition::DealCards& cards, uint64_t seed, uint64_t index,
                   uint64_t number, std::optional<int> dealer = std::nullopt);
bool script_dealer_fits(const game::GameModule& game, const TableLayout& layout, int dealer);

}  // namespace stich
