#include "stich/play_json.h"

namespace stich {

std::vector<nlohmann::ordered_json> audit_rows(
    const std::string& board, const std::string& game, const PlayAudit& audit,
    const std::function<void(const PlayStep&, nlohmann::ordered_json&)>& fields) {
    std::vector<nlohmann::ordered_json> out;
    auto row = [&] {
        nlohmann::ordered_json j;
        j["board"] = board;
        j["game"] = game;
        return j;
    };
    for (const PlayStep& s : audit.steps) {
        nlohmann::ordered_json j = row();
        j["trick"] = s.trick;
        fields(s, j);
        j["cost"] = s.cost();
        if (s.cost() > 0) j["best"] = card_names(s.better);
        out.push_back(j);
    }
    if (audit.stopped) {
        nlohmann::ordered_json j = row();
        j["stopped_at"] = audit.stopped->first + 1;
        j["error"] = audit.stopped->second;
        out.push_back(j);
    }
    return out;
}

}  // namespace stich
