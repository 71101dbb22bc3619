// A par's renderings (game/report.h): what `stich solve` and the library show of a ParValue.
#include "stich/game/report.h"

namespace stich::game {

nlohmann::ordered_json par_json(const ParValue& par) {
    nlohmann::ordered_json j;
    j["score"] = par.score;
    j["contracts"] = nlohmann::ordered_json::array();
    for (const std::string& c : par.contracts) j["contracts"].push_back(c);
    return j;
}

std::string par_line(const ParValue& par) {
    std::string contracts;
    for (const std::string& c : par.contracts_read)
        contracts += (contracts.empty() ? "" : "; ") + c;
    // The score as every bridge score a person reads: North-South's, signed ("N-S -420").
    const std::string score =
        par.score > 0 ? "+" + std::to_string(par.score) : std::to_string(par.score);
    return "Par N-S " + score + ": " + (contracts.empty() ? "Pass" : contracts) + " (dealer " +
           par.dealer + ", vulnerable " + par.vulnerable + ")";
}

}  // namespace stich::game
