// Whist's line for the HTML hand viewer (game/viewer.h): the tricks each partnership takes in
// all, from [Play]'s cards or the position the record gives.
#include "stich/whist/answers.h"
#include "stich/whist/play.h"

namespace stich::whist {

std::optional<game::ViewerData> viewer_answer(Solver& solver, const Board& board,
                                              std::string* why) {
    game::SidedView g;
    if (!board.play.empty()) {
        if (auto e = whist::play_record(board, g.start, g.played)) return *why = *e, std::nullopt;
    } else {
        std::vector<CardValue> unused;
        if (auto e = whist::card_table(solver, board, unused, g.start))
            return *why = *e, std::nullopt;
    }
    g.valuer = whist::trick_valuer(solver);
    g.seats = {"N", "E", "S", "W"};
    g.sides = {"N-S", "E-W"};
    g.unit = "tricks in all";
    g.value_of = {"the tricks N-S take in all", "the tricks E-W take in all"};
    return g;
}

}  // namespace stich::whist
