#include "stich/game/play_json.h"

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
        if (!audit.legal.empty()) j["legal"] = format_card_list(audit.legal);
        out.push_back(j);
    }
    return out;
}

nlohmann::ordered_json card_rows(
    const std::vector<CardValue>& values,
    const std::function<void(const CardValue&, nlohmann::ordered_json&)>& fields) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const CardValue& v : values) {
        nlohmann::ordered_json row;
        row["cards"] = card_names({v});
        fields(v, row);
        rows.push_back(row);
    }
    return rows;
}

}  // namespace stich
