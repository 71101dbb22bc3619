#include "stich/game/play_json.h"

namespace stich {

std::vector<nlohmann::ordered_json> audit_rows(
    const std::string& board, const std::string& game, const game::PlayedCards& played,
    const std::function<void(const game::AuditedCard&, nlohmann::ordered_json&)>& fields) {
    std::vector<nlohmann::ordered_json> out;
    auto row = [&] {
        nlohmann::ordered_json j;
        j["board"] = board;
        j["game"] = game;
        return j;
    };
    for (const game::AuditedCard& c : played.cards) {
        nlohmann::ordered_json j = row();
        j["trick"] = c.trick;
        fields(c, j);
        j["cost"] = c.cost;
        if (c.cost > 0) {
            std::vector<CardValue> runs;
            for (CardSet run : c.best_runs) runs.push_back({run, {}, 0});
            j["best"] = card_names(runs);
        }
        out.push_back(j);
    }
    if (const auto& stop = played.stopped) {
        nlohmann::ordered_json j = row();
        j["stopped_at"] = stop->ply + 1;
        j["error"] = stop->error;
        if (!stop->legal.empty()) j["legal"] = format_card_list(stop->legal);
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
