// A board prepared once for its game's questions (GameModule::prepare): the board as read and
// what the game derives from it before any search (its rules from [Variant], ...), kept
// immutable and shared.  Every question of a command on the board (solve, analyze, card
// values, the viewer's line) takes the same value, so that the game reads its tags once; the
// value can be kept past the call that made it, copied, and handed to another thread.
#pragma once

#include <memory>
#include <typeinfo>
#include <utility>

#include "stich/io/board.h"

namespace stich::game {

class Prepared {
public:
    // A board of a game that derives nothing ahead of its questions.
    explicit Prepared(Board board) : board_(std::make_shared<const Board>(std::move(board))) {}
    // A board with the game's own facts of it (`Facts`: a value type of the game's folder).
    template <class Facts>
    Prepared(Board board, Facts facts)
        : board_(std::make_shared<const Board>(std::move(board))),
          facts_(std::make_shared<const Facts>(std::move(facts))),
          type_(&typeid(Facts)) {}

    const Board& board() const { return *board_; }
    // The same game's facts for another board the game derives them from alike: the deal as
    // dealt or the position after its play section, whose tags ([Variant], [Contract]) are
    // the prepared board's.  What a command asks of a played board is prepared once so.
    Prepared with_board(Board board) const {
        Prepared p(*this);
        p.board_ = std::make_shared<const Board>(std::move(board));
        return p;
    }
    // The game's facts, or nullptr when the board was prepared with none or with another type
    // (a board prepared by another game's module).
    template <class Facts>
    const Facts* facts() const {
        if (!facts_ || *type_ != typeid(Facts)) return nullptr;
        return static_cast<const Facts*>(facts_.get());
    }

private:
    std::shared_ptr<const Board> board_;
    std::shared_ptr<const void> facts_;
    const std::type_info* type_ = nullptr;
};

}  // namespace stich::game
