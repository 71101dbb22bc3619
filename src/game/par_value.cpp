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
    for (const std::string& c : par.contracts) contracts += (contracts.empty() ? "" : "; ") + c;
    const int score = par.score < 0 ? -par.score : par.score;
    return "Par " + par.side + " " + std::to_string(score) + ": " +
           (contracts.empty() ? "Pass" : contracts) + " (dealer " + par.dealer + ", vulnerable " +
           par.vulnerable + ")";
}

}  // namespace stich::game
