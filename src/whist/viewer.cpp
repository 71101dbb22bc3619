// Whist's line for the HTML hand viewer (game/viewer.h): the tricks each partnership takes in
// all, from [Play]'s cards or the position the record gives, in the trump and with the leader
// of the board's prepared facts (answers.h), no tag read again.
#include "stich/whist/answers.h"
#include "stich/whist/play.h"
#include "stich/whist/whist.h"

namespace stich::whist {

std::optional<game::ViewerData> viewer_answer(Solver& solver, const game::Prepared& prepared,
                                              std::string* why) {
    const Board& board = prepared.board();
    const PreparedFacts facts = prepared_facts(prepared);
    game::SidedView g;
    if (!board.play.empty()) {
        if (auto e = whist::play_record(board, facts.trump, g.start, g.played))
            return *why = *e, std::nullopt;
    } else {
        std::vector<CardValue> unused;
        const int leader = current_leader(board, facts.record ? &*facts.record : nullptr);
        if (auto e = whist::card_table(solver, board, facts.trump, leader, unused, g.start))
            return *why = *e, std::nullopt;
    }
    g.valuer = whist::trick_valuer(solver);
    for (int seat = 0; seat < 4; ++seat) g.seats.push_back(whist::seat_name(seat));
    g.sides = {"N-S", "E-W"};
    g.unit = "tricks in all";
    g.value_of = {"the tricks N-S take in all", "the tricks E-W take in all"};
    return g;
}

}  // namespace stich::whist
