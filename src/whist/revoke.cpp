#include "stich/whist/revoke.h"

#include "stich/whist/scoring.h"
#include "stich/whist/whist.h"

namespace stich::whist {

std::optional<Revoke> find_revoke(const Position& start, const std::vector<Card>& cards,
                                  const PlayAudit& audit) {
    if (!audit.stopped) return std::nullopt;
    const int ply = audit.stopped->first;
    if (ply < 0 || ply >= static_cast<int>(cards.size())) return std::nullopt;
    Position pos = start;
    for (int i = 0; i < ply; ++i) pos.play(cards[static_cast<size_t>(i)]);
    const Card c = cards[static_cast<size_t>(ply)];
    if (!pos.hand(pos.to_move()).contains(c)) return std::nullopt;
    return Revoke{ply, ply / 4 + 1, pos.to_move(), c};
}

std::string revoke_text(const Revoke& r) {
    const std::string who = seat_name(r.seat);
    const int offenders = side_of(r.seat);
    return "  Revoke (^R, §19): " + who + " played " + format_card(r.card) + " in trick " +
           std::to_string(r.trick) +
           " holding the suit led.  Penalty: " + std::to_string(kRevokePenalty) + " points at " +
           std::string(side_name(1 - offenders)) +
           "'s choice, after the deal is scored: taken off " + std::string(side_name(offenders)) +
           "'s score, added to their own, or split; and " + std::string(side_name(offenders)) +
           " cannot go out in this deal (at most 9).  The audit stops at the revoke.\n";
}

nlohmann::ordered_json revoke_json(const Board& board, const Revoke& r) {
    const int offenders = side_of(r.seat);
    return {{"board", board.id},
            {"game", "whist"},
            {"revoke",
             {{"seat", seat_name(r.seat)},
              {"card", format_card(r.card)},
              {"trick", r.trick},
              {"penalty_points", kRevokePenalty},
              {"chooser", std::string(side_key(1 - offenders))},
              {"offenders", std::string(side_key(offenders))},
              {"offenders_cannot_go_out", true}}}};
}

}  // namespace stich::whist
