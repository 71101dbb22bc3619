// A revoke (§19 of the 1834 text, "Renonce"): a card not of the suit led by a player who held
// that suit.  The record marks it with ^R after the card (PBN 2.1 §3.6).  The penalty is not
// double dummy: "die Strafe von drei Points in der Markirung ... es steht den Gegnern die Wahl
// frei": 3 points, taken off the offenders' score, added to the opponents', or split, at the
// opponents' choice, counted after the deal is scored; and the offenders "durch dieses Spiel
// für keinen Fall ausgehen, sondern höchstens auf 9 gelangen können" (002 l.721).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "stich/io/board.h"
#include "stich/support/play_analysis.h"

namespace stich::whist {

inline constexpr int kRevokePenalty = 3;

struct Revoke {
    int ply = 0;    // the card's index in the play
    int trick = 0;  // 1-based
    int seat = 0;
    Card card;
};

// The revoke the audit of `cards` from `start` stopped at: a card its player held that does
// not follow the suit led (a card not held never reaches the audit: the record is refused).
// The record marks it ^R (PBN 2.1 §3.6); a revoke is a revoke, marked or not.
std::optional<Revoke> find_revoke(const Position& start, const std::vector<Card>& cards,
                                  const PlayAudit& audit);

std::string revoke_text(const Revoke& r);
nlohmann::ordered_json revoke_json(const Board& board, const Revoke& r);

}  // namespace stich::whist
