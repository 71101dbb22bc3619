// What `stich solve` reports for a whist board, and its renderings.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "stich/bridge/deal.h"
#include "stich/engine/solver.h"
#include "stich/game/values.h"
#include "stich/io/board.h"
#include "stich/whist/whist.h"

namespace stich::whist {

struct SolveReport {
    TrickTable table;                  // every strain and leader (one row with a trick in progress)
    bool full_table = true;            // false: only the real leader's row
    int leader = 0;                    // who leads the current trick
    std::optional<Strain> trump;       // the board's trump ([Trump] or [Turned])
    std::optional<SideTricks> tricks;  // for the real trump and leader
    int tricks_left = 13;
    // A full deal (13 tricks, none begun): the table by declarer, a bridge record's contract
    // and, with [Vulnerable], par.
    std::optional<bridge::DdTable> by_declarer;
    std::optional<bridge::ContractResult> contract;
    std::optional<bridge::Par> par;
    bool bridge = false;            // a bridge record (bridge::is_bridge_record): so named
    bool show_by_declarer = false;  // text and JSON: the table by declarer (where there is one)
    bool csv_by_declarer = false;   // CSV: --by declarer's columns, one layout for every row
};

// Why the board cannot be solved as whist, or nullopt.
std::optional<std::string> check(const Board& board);

// `split`: the threads the table may use (whist.h).
SolveReport solve(Solver& solver, const Board& board, const TableSplit& split = {});

nlohmann::ordered_json to_json(const Board& board, const SolveReport& report);
std::string to_text(const Board& board, const SolveReport& report);
// The CSV header of to_csv's rows; --by declarer names the table's columns decl_N_S ...
std::string csv_header(bool by_declarer = false);
std::string to_csv(const Board& board, const SolveReport& report);
// The table as numbers, as the text and JSON show it (by declarer where they do).
std::optional<game::TrickTable> to_table(const Board& board, const SolveReport& report);
// The deal's par as the value the renderings and the library read; nullopt without one.
std::optional<game::ParValue> to_par(const Board& board, const SolveReport& report);

}  // namespace stich::whist
