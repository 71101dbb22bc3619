// The games stich knows, as a value: main() builds standard_games() once and passes it down;
// a test may build a registry with a game of its own.  No global holds it.
#pragma once

#include <memory>
#include <vector>

#include "stich/game/module.h"

namespace stich::game {

class GameRegistry {
public:
    GameRegistry() = default;
    // Adds `module`; a later module of the same id replaces an earlier one.
    GameRegistry& add(std::shared_ptr<const GameModule> module);
    // The module of `game`, nullptr when no module answers for it.
    const GameModule* find(Game game) const;
    const GameModule* find(std::string_view name) const;
    // The module of a board's game; a board's game always has one in a registry that read it.
    const GameModule& of(const Board& board) const { return of(board.game); }
    const GameModule& of(Game game) const;
    const std::vector<std::shared_ptr<const GameModule>>& modules() const { return modules_; }
    // Every game's own record tags (GameModule::record_tags), in the registry's order: what
    // each reader of records is handed (BoardReader, PbnReader), so that a board of any game
    // has its own tags read, and located when wrong, by the declaration in its game's folder.
    std::vector<io::GameRecords> record_tags() const;

private:
    std::vector<std::shared_ptr<const GameModule>> modules_;
};

// Whist, Préférence and Alliance.  Each game folder provides its module's factory.
GameRegistry standard_games();

std::shared_ptr<const GameModule> whist_module();
std::shared_ptr<const GameModule> preference_module();
std::shared_ptr<const GameModule> alliance_module();

}  // namespace stich::game
