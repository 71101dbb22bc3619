// The contract's methods (docs/web.md) over the library's facade.
#include "session.h"

#include <algorithm>

namespace stich::web {

namespace {

[[noreturn]] void fail_at(const api::Problem& p) {
    throw WebError(p.message, where_of(p));
}

// The answer's JSON, or its problem thrown.
Json json_of(const api::Answer& a) {
    if (!a.ok) fail_at(a.problem);
    return Json::parse(a.json);
}

template <class T>
T arg_or(const Json& args, const char* name, T fallback) {
    if (!args.is_object() || !args.contains(name) || args[name].is_null()) return fallback;
    try {
        return args[name].get<T>();
    } catch (const nlohmann::json::exception&) {
        throw WebError(std::string("argument '") + name + "' has the wrong type");
    }
}

// The figure of a row of `stich solve --cards --json` that values its cards, and its name:
// the game's money or marks where the row has them, else its tricks (as the facade's
// State::action_values reads it).
const char* unit_of(const Json& row) {
    for (const char* key : {"money", "payoff", "marks", "tricks", "declarer_tricks"})
        if (row.contains(key)) return key;
    return nullptr;
}

}  // namespace

Session::Session() : context_(api::SolverOptions{kTableMegabytes}) {}

void Session::take(const api::Record& record) {
    dealt_ = record;
    state_.reset();
    line_.clear();
    no_state_.clear();
    api::Problem why;
    state_ = api::State::from_record(record, context_, &why);
    if (!state_)
        no_state_ = why.message;
    else
        line_ = state_->history();
}

const api::State& Session::playing() const {
    if (!dealt_) throw WebError("no deal: open or deal one first");
    if (!state_) throw WebError("this deal cannot be played card by card: " + no_state_);
    return *state_;
}

api::Record Session::position() const {
    if (!dealt_) throw WebError("no deal: open or deal one first");
    return state_ ? state_->record() : *dealt_;
}

Json Session::open(const Json& args) {
    const std::string text = arg_or<std::string>(args, "text", "");
    const std::string board = arg_or<std::string>(args, "board", "");
    const bool url =
        text.find("lin=") != std::string::npos || text.find("://") != std::string::npos;
    api::ReadResult r = api::read_text(text, url ? "<url>" : "<text>");
    if (r.records.empty()) {
        for (const api::Problem& p : r.problems)
            if (p.error) fail_at(p);
        throw WebError("no board in the text (PBN, LIN or a BBO handviewer link)");
    }
    const api::Record* chosen = &r.records.front();
    if (!board.empty()) {
        auto it = std::find_if(r.records.begin(), r.records.end(),
                               [&](const api::Record& x) { return x.id() == board; });
        if (it == r.records.end()) throw WebError("no board '" + board + "' in the text");
        chosen = &*it;
    }
    boards_.clear();
    for (const api::Record& x : r.records) boards_.push_back(x.id());
    take(*chosen);
    Json out = state();
    out["boards"] = boards_;
    Json problems = Json::array();
    for (const api::Problem& p : r.problems) {
        Json one = where_of(p);
        one["message"] = p.message;
        one["error"] = p.error;
        problems.push_back(one);
    }
    out["problems"] = problems;
    return out;
}

Json Session::deal(const Json& args) {
    api::DealRequest request;
    request.game = arg_or<std::string>(args, "game", "whist");
    request.players = arg_or<int>(args, "players", 0);
    request.seed = arg_or<std::uint64_t>(args, "seed", 1);
    request.board = arg_or<std::uint64_t>(args, "board", 1);
    request.variant = arg_or<std::string>(args, "variant", "");
    request.contract = arg_or<std::string>(args, "contract", "");
    request.declarer = arg_or<std::string>(args, "declarer", "");
    request.discard = arg_or<std::string>(args, "discard", "");
    api::Problem why;
    const auto record = api::deal(request, &why);
    if (!record) fail_at(why);
    boards_ = {record->id()};
    take(*record);
    return state();
}

Json Session::state() const {
    if (!dealt_) throw WebError("no deal: open or deal one first");
    return state_ ? state_json(*state_, *dealt_) : record_json(*dealt_, no_state_);
}

Json Session::values() {
    const api::State& s = playing();
    Json out;
    if (s.is_terminal()) {
        out["to_move"] = nullptr;
        out["unit"] = nullptr;
        out["cards"] = Json::array();
        return out;
    }
    // `stich solve --cards --json` on the record of the position, its rows kept as `rows` and
    // each card given its row's figure.
    const Json answer = json_of(context_.card_values(s.record(), api::ValuedAt::kAfterPlay));
    Json cards = Json::array();
    const char* unit = nullptr;
    if (answer.contains("cards"))
        for (const Json& row : answer["cards"]) {
            const char* key = unit_of(row);
            if (!unit) unit = key;
            for (const Json& card : row.value("cards", Json::array()))
                cards.push_back(Json{{"card", card}, {"value", key ? row[key] : Json(nullptr)}});
        }
    for (const auto& [key, value] : answer.items())
        out[key] = key == "cards" ? Json(nullptr) : value;
    out["seat"] = s.current_player();
    out["unit"] = unit ? Json(unit) : Json(nullptr);
    out["cards"] = cards;
    out["rows"] = answer.value("cards", Json::array());
    return out;
}

Json Session::play(const Json& args) {
    const std::string card = arg_or<std::string>(args, "card", "");
    const api::State& s = playing();
    const int action = api::action_of(card);
    if (action < 0) throw WebError("'" + card + "' is no card (write SA, HT, D2, C10 ...)");
    const size_t n = s.history().size();
    if (!state_->apply(action)) {
        std::string legal;
        for (int a : s.legal_actions()) legal += (legal.empty() ? "" : " ") + api::action_name(a);
        throw WebError(
            api::action_name(action) + " is not a legal card here" +
            (legal.empty() ? std::string(": the deal is played out") : " (legal: " + legal + ")"));
    }
    // The line played furthest goes on while the card is its next; another card starts a
    // new line from here.
    if (!(line_.size() > n && line_[n] == action)) {
        line_.resize(n);
        line_.push_back(action);
    }
    return state();
}

Json Session::undo() {
    playing();
    if (!state_->undo()) throw WebError("no card to take back");
    return state();
}

Json Session::go_to(const Json& args) {
    const api::State& s = playing();
    const int target = arg_or<int>(args, "played", -1);
    std::vector<int> history = s.history();
    if (target < 0 || static_cast<size_t>(target) > std::max(history.size(), line_.size()))
        throw WebError("no position after " + std::to_string(target) + " cards in this line");
    while (history.size() > static_cast<size_t>(target)) {
        state_->undo();
        history.pop_back();
    }
    while (history.size() < static_cast<size_t>(target)) {
        const int next = line_[history.size()];
        if (!state_->apply(next)) throw WebError("the line's next card is not legal here");
        history.push_back(next);
    }
    return state();
}

Json Session::table() {
    if (!dealt_) throw WebError("no deal: open or deal one first");
    // The record as opened: the command solves its deal as dealt, and says what its own play
    // made (the contract's result, the position after a play that stops before the end).
    return json_of(api::solve_played(context_, *dealt_));
}

Json Session::analyze() {
    return json_of(context_.analyze(position()));
}

Json Session::judge(const Json& args,
                    const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
    const api::State& s = playing();
    api::JudgeRequest request;
    request.seat = arg_or<int>(args, "seat", s.current_player());
    request.call = arg_or<std::string>(args, "call", "card");
    request.samples = arg_or<std::uint64_t>(args, "samples", 200);
    request.seed = arg_or<std::uint64_t>(args, "seed", 1);
    request.progress = progress;
    if (request.seat < 0) throw WebError("the deal is played out: no card to judge");
    return json_of(api::judge(context_, s.record(), request));
}

Json Session::version() {
    return Json{{"version", api::version()}, {"games", api::game_names()}};
}

}  // namespace stich::web
