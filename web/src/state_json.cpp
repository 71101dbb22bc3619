// The contract's state object (docs/web.md): what the page draws, built from the facade's game
// state (its seats, legal cards, history, and what each seat sees: TensorLayout's hand, trump,
// declarer and tricks won) and the record's tags.
#include <array>

#include "session.h"

namespace stich::web {

namespace {

using L = api::TensorLayout;

Json card_names(const std::vector<int>& actions) {
    Json out = Json::array();
    for (int a : actions) out.push_back(api::action_name(a));
    return out;
}

// The cards of a tag written as a PBN hand ("9...T", suits S H D C) or as a list ("HQ H2").
std::vector<int> cards_of(const std::string& text) {
    std::vector<int> out;
    if (text.find('.') != std::string::npos) {
        static constexpr std::array<char, 4> kSuits = {'S', 'H', 'D', 'C'};
        size_t suit = 0;
        for (char c : text) {
            if (c == '.') {
                ++suit;
            } else if (suit < kSuits.size() && c != '-' && c != ' ') {
                const int a = api::action_of(std::string{kSuits[suit], c});
                if (a >= 0) out.push_back(a);
            }
        }
        return out;
    }
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find_first_of(" ,", start);
        if (end == std::string::npos) end = text.size();
        if (const int a = api::action_of(text.substr(start, end - start)); a >= 0) out.push_back(a);
        start = end + 1;
    }
    return out;
}

// A tag's value, null when the record leaves it out or unknown ("?").
Json tag_or_null(const api::Record& record, const char* name) {
    const std::string value = record.tag(name);
    return value.empty() || value == "?" ? Json(nullptr) : Json(value);
}

// The seat a tag names ("N", "1"), null when none.
Json seat_of(const api::Record& record, const std::string& label) {
    for (int seat = 0; seat < record.players(); ++seat)
        if (record.seat_label(seat) == label) return seat;
    return nullptr;
}

// What the record says whatever the play: game (as the answers name it: "bridge" for a bridge
// record), seats, dealer, contract, talon and table.
Json record_facts(const api::Record& record) {
    Json out;
    out["game"] = api::game_of(record);
    out["board"] = record.id();
    out["players"] = record.players();
    out["variant"] = tag_or_null(record, "Variant");
    Json seats = Json::array();
    for (int seat = 0; seat < record.players(); ++seat) seats.push_back(record.seat_label(seat));
    out["seats"] = seats;
    out["dealer"] = seat_of(record, record.tag("Dealer"));
    out["trump"] = nullptr;
    out["contract"] = tag_or_null(record, "Contract");
    out["declarer"] = seat_of(record, record.tag("Declarer"));
    Json extra = Json::object();
    if (!record.tag("Talon").empty()) extra["talon"] = card_names(cards_of(record.tag("Talon")));
    if (!record.tag("TableCards").empty())
        extra["table"] = card_names(cards_of(record.tag("TableCards")));
    out["extra"] = extra;
    return out;
}

std::vector<int> cards_held(const std::vector<float>& seen) {
    std::vector<int> out;
    for (int a = 0; a < api::kActionCount; ++a)
        if (seen[static_cast<size_t>(L::kHand + a)] > 0) out.push_back(a);
    return out;
}

std::vector<int> won_of(const api::State& s) {
    const std::vector<float> t = s.observation_tensor(0);  // slot k is seat k seen from seat 0
    std::vector<int> out;
    for (int seat = 0; seat < s.players(); ++seat)
        out.push_back(static_cast<int>(t[static_cast<size_t>(L::kWon + seat)]));
    return out;
}

}  // namespace

Json where_of(const api::Problem& p) {
    return Json{{"file", p.file},
                {"line", p.line},
                {"column", p.column},
                {"board", p.board},
                {"text", p.text()}};
}

Json record_json(const api::Record& record, const std::string& why) {
    Json out = record_facts(record);
    Json hands = Json::array();
    for (int seat = 0; seat < record.players(); ++seat)
        hands.push_back(card_names(cards_of(record.hand(seat))));
    out["hands"] = hands;
    out["to_move"] = nullptr;
    out["legal"] = Json::array();
    out["trick"] = Json::array();
    out["tricks"] = Json::array();
    out["won"] = Json::array();
    out["played"] = Json::array();
    out["terminal"] = false;
    out["playable"] = false;
    out["why_not_playable"] = why;
    out["record"] = record.pbn();
    return out;
}

Json state_json(const api::State& state, const api::Record& record) {
    Json out = record_facts(record);
    out["game"] = state.game();
    const std::vector<float> seen = state.observation_tensor(0);
    static constexpr std::array<const char*, 5> kTrumps = {"S", "H", "D", "C", "NT"};
    for (size_t k = 0; k < kTrumps.size(); ++k)
        if (seen[L::kTrump + k] > 0) out["trump"] = kTrumps[k];
    for (int seat = 0; seat < state.players(); ++seat)
        if (seen[static_cast<size_t>(L::kDeclarer + seat)] > 0) out["declarer"] = seat;
    Json hands = Json::array();
    for (int seat = 0; seat < state.players(); ++seat)
        hands.push_back(card_names(cards_held(state.observation_tensor(seat))));
    out["hands"] = hands;
    const int mover = state.current_player();
    out["to_move"] = mover < 0 ? Json(nullptr) : Json(mover);
    out["legal"] = card_names(state.legal_actions());

    // The tricks, replayed from the deal's start: a trick is complete when a seat's count of
    // tricks won rises, and that seat won it.
    const std::vector<int> history = state.history();
    const std::vector<int> by = state.history_players();
    api::State replay = state;
    while (replay.undo()) {
    }
    std::vector<int> won = won_of(replay);
    Json tricks = Json::array();
    Json trick = Json::array();
    for (size_t i = 0; i < history.size(); ++i) {
        replay.apply(history[i]);
        trick.push_back(Json{{"seat", by[i]}, {"card", api::action_name(history[i])}});
        const std::vector<int> now = won_of(replay);
        for (int seat = 0; seat < state.players(); ++seat) {
            if (now[static_cast<size_t>(seat)] <= won[static_cast<size_t>(seat)]) continue;
            Json cards = Json::array(), seats = Json::array();
            for (const Json& c : trick) {
                cards.push_back(c["card"]);
                seats.push_back(c["seat"]);
            }
            tricks.push_back(Json{{"leader", trick.front()["seat"]},
                                  {"cards", cards},
                                  {"seats", seats},
                                  {"winner", seat}});
            trick = Json::array();
            break;
        }
        won = now;
    }
    out["trick"] = trick;
    out["tricks"] = tricks;
    out["won"] = won_of(state);
    out["played"] = card_names(history);
    out["terminal"] = state.is_terminal();
    out["playable"] = true;
    out["record"] = state.serialize();
    return out;
}

}  // namespace stich::web
