// Random deals for any game, as hand records: the input of studies and of tests.
//
// Deal i of a run seeded with s is drawn from Rng::stream(s, i) (random.h), so a run is
// reproducible and any slice of it (a shard, one board) can be made alone.  Constraints are
// cards a seat must hold, suit lengths and high-card points; deals are uniform among those
// that meet them (cards given and voids shape the dealing itself, the rest is rejection).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>

#include "stich/engine/random.h"
#include "stich/io/board.h"
#include "stich/support/table_layout.h"

namespace stich {

namespace game {
class GameModule;
}

// The layout of `game` with `players` (only Alliance may have other than its default), or
// why the game is not played by so many.
std::optional<TableLayout> table_layout(const game::GameModule& game, int players,
                                        std::string* error);

struct DealConstraints {
    std::array<CardSet, kMaxSeats> given{};  // cards each seat must hold (face order)
    // Inclusive ranges per seat and suit, and of high-card points (A 4, K 3, Q 2, J 1).
    std::array<std::array<std::pair<int, int>, kSuits>, kMaxSeats> length{};
    std::array<std::pair<int, int>, kMaxSeats> hcp{};
    DealConstraints();
};

int high_card_points(CardSet face_cards);

// Board `index` (0-based; its id is index + 1) of the run seeded with `seed`; nullopt with
// `error` set when the constraints cannot be met (or are met too rarely to find: after
// `max_attempts` draws).
// `game` completes the board (dealer, trump, talon or table cards).
std::optional<Board> generate_deal(const game::GameModule& game, const TableLayout& layout,
                                   const DealConstraints& constraints, uint64_t seed,
                                   uint64_t index, std::string* error, int max_attempts = 1000000);

}  // namespace stich
