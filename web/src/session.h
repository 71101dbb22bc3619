// One page's engine: the record opened (or dealt), the game state played on it card by card,
// the line played furthest (for goto forward) and the solver context that answers its
// questions.  Each method answers the contract's JSON (docs/web.md) or throws WebError.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/stich.h"

namespace stich::web {

using Json = nlohmann::ordered_json;

// A call that cannot be answered: the message, and where in the input when it is about input.
struct WebError : std::runtime_error {
    explicit WebError(const std::string& message, Json where_ = nullptr)
        : std::runtime_error(message), where(std::move(where_)) {}
    Json where;  // {file, line, column, board} or null
};

// Where a problem is, as the contract's error gives it.
Json where_of(const api::Problem& p);

class Session {
public:
    // The bound of the solver's transposition table: the page's memory stays near it.
    static constexpr std::size_t kTableMegabytes = 32;

    Session();

    Json open(const Json& args);
    Json deal(const Json& args);
    Json state() const;
    Json values();
    Json play(const Json& args);
    Json undo();
    Json go_to(const Json& args);
    Json table();
    Json analyze();
    Json judge(const Json& args, const std::function<void(std::uint64_t, std::uint64_t)>& progress);
    static Json version();

private:
    // Takes `record` as the deal to play: the state after its play section, or none (and
    // why) when it cannot be played card by card (no contract yet).
    void take(const api::Record& record);
    const api::State& playing() const;
    // The record of the position now: the state's, or the record as opened.
    api::Record position() const;

    api::SolverContext context_;
    std::optional<api::Record> dealt_;
    std::optional<api::State> state_;
    std::string no_state_;             // why there is no state
    std::vector<std::string> boards_;  // the ids of the boards of the input opened
    std::vector<int> line_;            // the cards of the line played furthest
};

// The contract's state object for `state`, of the deal `record`.
Json state_json(const api::State& state, const api::Record& record);
// The same for a record that cannot be played card by card: its hands and tags, nobody to move.
Json record_json(const api::Record& record, const std::string& why);

}  // namespace stich::web
