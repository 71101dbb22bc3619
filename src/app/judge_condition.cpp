// The judge's condition as a test of its deals (app/judge_condition.h).
#include "stich/app/judge_condition.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "stich/app/deal_generator.h"
#include "stich/app/deal_script.h"
#include "stich/condition/script.h"

namespace stich::judge {

namespace {

// The oracles of one board's condition, lent to one test at a time.
class ConditionOraclePool {
public:
    ConditionOraclePool(const game::GameModule& game, const Board& board)
        : game_(game), table_(board) {}
    std::shared_ptr<condition::Oracle> take() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            if (!free_.empty()) {
                auto o = std::move(free_.back());
                free_.pop_back();
                return o;
            }
        }
        return game_.conditions() ? game_.conditions()->oracle(table_) : nullptr;
    }
    void give(std::shared_ptr<condition::Oracle> oracle) {
        const std::lock_guard<std::mutex> lock(mutex_);
        free_.push_back(std::move(oracle));
    }

private:
    const game::GameModule& game_;
    // The judged board: tricks() plays by its [Variant], settle() pays in its [Stake]...
    // (condition::DealOracle).
    const Board table_;
    std::mutex mutex_;
    std::vector<std::shared_ptr<condition::Oracle>> free_;
};

}  // namespace

std::optional<std::function<bool(const Deal&)>> condition_test(const game::GameModule& game,
                                                               const Board& board,
                                                               const std::string& option,
                                                               std::string& error) {
    const TagPair* tag = board.tag("Condition");
    const std::string text = !option.empty() ? option : tag ? tag->value : "";
    if (text.empty()) return std::nullopt;
    const auto layout = table_layout(game, board.players, &error);
    if (!layout) return std::nullopt;
    const std::string head = "condition (";
    condition::ScriptError e;
    auto script = condition::parse_script(head + text + ")", table_vocabulary(game, *layout), &e);
    if (!script) {
        error = (option.empty() ? "[Condition]" : "--condition") + std::string(":") +
                std::to_string(e.line) + ':' +
                std::to_string(e.line == 1 ? std::max(1, e.column - static_cast<int>(head.size()))
                                           : e.column) +
                ": " + e.message;
        return std::nullopt;
    }
    const auto held = std::make_shared<const condition::Script>(std::move(*script));
    const int players = board.players;
    const TableLayout whole = *layout;
    // Double dummy (tricks) asks the game's oracle: the judge tests layouts on its workers
    // too, so each test borrows an oracle of its own from the pool.  The answers are exact,
    // whatever an oracle solved before: the judgement stays the same at any thread count.
    std::shared_ptr<ConditionOraclePool> pool;
    if (held->program.uses_oracle()) {
        // Under the board's own rules (its [Variant], or --variant's): the play duties of a
        // variant can change a game's tricks; and in its money ([Stake], [Pot], [Cap]), as
        // `stich analyze` of the board settles.
        pool = std::make_shared<ConditionOraclePool>(game, board);
        auto first = pool->take();
        if (!first) {
            error = "the condition's tricks() has no double dummy under [Variant \"" +
                    board.variant + "\"]";
            return std::nullopt;
        }
        pool->give(std::move(first));
    }
    // The hands as they are at the decision, the hidden pile (a talon) as the seat after them.
    return [held, players, pool, whole](const Deal& d) {
        condition::DealCards cards{};
        for (int p = 0; p < players; ++p) cards[static_cast<size_t>(p)] = d.hands[p];
        cards[static_cast<size_t>(players)] = d.piles[0];
        if (!pool) return held->program.evaluate(*held->condition, cards) != 0;
        // A game's double dummy is of a whole deal: after the first card there is none.
        for (int p = 0; p < players; ++p)
            if (cards[static_cast<size_t>(p)].count() != whole.hand_size)
                throw JudgeError(
                    "tricks() in the condition needs the whole deal: this decision comes after "
                    "the first card");
        const auto oracle = pool->take();
        const bool kept = held->program.evaluate(*held->condition, cards, oracle.get()) != 0;
        pool->give(oracle);
        return kept;
    };
}

}  // namespace stich::judge
