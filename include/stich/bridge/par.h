// Par: the result of a deal when both sides bid perfectly, knowing the double-dummy table,
// each side taking the contract that scores best for it unless the other can outbid it with a
// making contract or a cheaper doubled sacrifice.  As DDS's DealerPar: the side that speaks
// first (the dealer's) gets a contract that both sides could bid (e.g. both make 1NT).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "stich/bridge/contract.h"

namespace stich::bridge {

// tricks[strain][declarer]: the tricks declarer takes, the player on his left leading (the
// layout of DDS's ddTableResults; strains S H D C NT, seats N E S W).
struct DdTable {
    std::array<std::array<int, 4>, kStrains> tricks{};
};

// One par contract.  `seats`: 0..3 a single declarer, 4 N-S, 5 E-W (either partner), as DDS.
// A sacrifice is doubled and goes down `undertricks`; a making contract takes `overtricks`.
struct ParContract {
    Contract contract;
    int seats = 0;
    int overtricks = 0;
    int undertricks = 0;
};

struct Par {
    int score = 0;                       // for North-South
    std::vector<ParContract> contracts;  // none when the deal is passed out
};

// The par of a deal with `dealer` (seat) speaking first.
Par dealer_par(const DdTable& table, int dealer, Vulnerability vulnerability);

// ParContract::seats as written: "N", "E", "S", "W", "NS", "EW".
std::string par_seats_name(int seats);
// "NS 4S", "EW 5DX", "N 3NT" (ParContract's value as BridgeComposer writes it: seats, then
// the contract, doubled when it is a sacrifice).
std::string par_contract_text(const ParContract& contract);
// "4S by E", "1S+2 by N-S", "5DX-2 by E-W": a par contract as every output a person reads
// writes it (docs/output.md, "Notation"): the contract, the tricks it makes beyond it or the
// sacrifice's undertricks, and by whom (a seat, or either partner of a side).
std::string par_contract_words(const ParContract& contract);
// "NS 4S; NS 4H", or "Pass".
std::string par_contracts_text(const Par& par);
// "NS 420", "EW 100", "NS 0" ([OptimumScore]).
std::string optimum_score_text(const Par& par);

}  // namespace stich::bridge
