// Alliance contracts as written in [Contract] (docs/hand-records.md):
//
//   "Alliance H SK"          trumps hearts, calls the king of spades
//   "Solo C"                 declarer alone, clubs trumps
//   "Lever", "Lever 2"       turn a face-down table card (the 2nd; none: declarer's choice)
//   "Lever forced"           the forced Lever of forehand when all pass
//   "Solo C; Resistance 3"   seat 3 resists the Solo
//
// Extensions of this program, after the same pattern: "Lever 2 SK" names the called king of a
// Lever, and a clause "; Partner 3" names the called card's holder when that card has already
// been played and the record does not show by whom (an endgame given without its play).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "stich/engine/cards.h"

namespace stich::alliance {

enum class GameKind : uint8_t { kAlliance, kSolo, kLever, kResistance };

std::string_view kind_name(GameKind k);  // "Alliance", "Solo", "Lever", "Resistance"

struct Contract {
    GameKind kind = GameKind::kAlliance;
    std::optional<Suit> trump;    // Alliance, Solo, Resistance; Lever: from the turned card
    std::optional<Card> king;     // the king called (face order); Lever: optional
    std::optional<int> turn;      // Lever: which face-down table card, 1-based
    bool forced = false;          // Lever forced
    std::optional<int> resister;  // Resistance: seat index
    std::optional<int> partner;   // "; Partner n": seat index
    bool operator==(const Contract&) const = default;
};

// Marks a game is worth before figures and bonuses (Couleur not counted): Alliance and forced
// Lever 2, Solo and voluntary Lever 4.  Resistance plays the Solo's value.
int game_value(const Contract& c);

// Whether declarer has a partner (the holder of a called card).
constexpr bool has_partner(GameKind k) {
    return k == GameKind::kAlliance || k == GameKind::kLever;
}

// Parses a [Contract] value for a table of `players` (seats written 1..players), or nullopt
// with `error` saying what was expected.
std::optional<Contract> parse_contract(std::string_view text, int players, std::string* error);

// The canonical text: "Alliance H SK", "Lever forced 2 SK", "Solo C; Resistance 3".
std::string format_contract(const Contract& c);

}  // namespace stich::alliance
