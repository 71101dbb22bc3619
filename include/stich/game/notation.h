// One notation for the figures every output writes (docs/output.md, "Notation"): an amount
// (Préférence's money, Alliance's marks, whist's points, a bridge score) and what a played card
// cost.  The text, the CSV and the HTML pages of every game write them through these helpers
// only, so that "+1.4" in a settlement, "-1 trick, -0.2 money" under a card and the same on the
// page cannot drift apart.  A set of cards (a discard, the best cards) is written as
// format_card_list writes it ("SQ ST HA").
#pragma once

#include <string>
#include <string_view>

#include "stich/game/values.h"

namespace stich::game {

// An amount with at most two decimals, trailing zeros dropped ("1.5", "2", "-0.25"); with
// `sign`, a balance: "+" before a gain, "-" before a loss, and none before 0 (nothing passes).
std::string amount_text(double x, bool sign = false);

// How every output a person reads writes a bridge score (docs/output.md, "Notation"): always
// North-South's, signed, as travelling scores and Bridgemates show it: "N-S +420", "N-S -420",
// "N-S 0": the text, the bridge analysis and deal lines, the pages' record facts and par line
// (which set its minus as "−" through cards_in_text).
std::string ns_score_text(int ns_score);

// What `card` cost its side, in `played`'s measure: "-1 trick", "-2 tricks", with the money
// those tricks cost where the game counts it ("-1 trick, -0.2 money"), "-3 marks"; then the
// cards that were best (", best SQ ST HA").  "" for a card as good as the best.  `minus` is the
// text's "-" or the page's "−" (U+2212).
std::string play_cost_text(const PlayedCards& played, const AuditedCard& card,
                           std::string_view minus = "-");

// What each side threw away over the whole audit, in `played`'s measure, the sides named by
// `sides` (side 0 first): "N-S 1 trick, E-W 0 tricks", "declarer's side 2 marks, opponents 0
// marks", with the money those tricks cost where the game counts it ("declarer 1 trick (0.2
// money), defence 0 tricks (0 money)").  The audit's text closes with it after "Thrown away: ".
std::string thrown_away_text(const PlayedCards& played, const std::string& side0,
                             const std::string& side1);

}  // namespace stich::game
