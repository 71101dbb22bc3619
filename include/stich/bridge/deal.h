// What solve, play and analyze add for a bridge record: the double-dummy table by declarer, the
// contract's double-dummy result beside the real one, its duplicate score, and par.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/bridge/contract.h"
#include "stich/bridge/par.h"
#include "stich/io/board.h"
#include "stich/whist/whist.h"

namespace stich::bridge {

// The table by declarer from the table by leader (declarer's tricks are the 13 his left-hand
// opponent's side does not take).  Only for a full deal, no trick in progress.
DdTable declarer_table(const whist::TrickTable& by_leader);

// The contract of a bridge record with its double-dummy result and scores.
struct ContractResult {
    Record record;
    int dd_tricks = 0;
    int dd_score = 0;                 // for N-S, declarer taking dd_tricks
    std::optional<int> result_score;  // for N-S, declarer taking [Result]'s tricks
};
ContractResult contract_result(const Record& record, const DdTable& table);

// "4H by N: 10 tricks double dummy (result 10)", "passed out".
std::string contract_line(const ContractResult& result);
nlohmann::ordered_json contract_json(const ContractResult& result);

// The par of a board that gives [Vulnerable], with its dealer.
std::optional<Par> board_par(const Board& board, const DdTable& table);

// The table by declarer as text: a row per declarer, a column per strain.
std::string declarer_table_text(const DdTable& table);
// A table of tricks by seat and strain (S H D C NT), one row for each of `seats`: `corner`
// heads the seats' column ("lead", "decl"), `tricks(seat, strain)` fills the cells
// (text_table.h: each number under its strain).
std::string seat_strain_table(std::string_view corner, const std::vector<int>& seats,
                              const std::function<int(int seat, int strain)>& tricks);
nlohmann::ordered_json declarer_table_json(const DdTable& table);

}  // namespace stich::bridge
