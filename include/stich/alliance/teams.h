// Who plays with whom: declarer, and the holder of the card he calls.
//
// In an Alliance or a Lever declarer calls a king; its holder becomes his secret partner.  If
// the king lies out of play ("Liegt dieser König, so bestimmt die darauf folgende Karte die
// A."), the next card of its suit below it in this game's order is called instead, and so on
// down (queen, then jack, ...; in a red plain suit the ace follows the jack).  Decision:
// declarer may call a card of his own hand; he then plays alone, for the game's value.  In a
// Solo (and the Resistance against it) declarer is alone against all.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "stich/alliance/contract.h"
#include "stich/alliance/deal.h"
#include "stich/engine/position.h"

namespace stich::alliance {

struct Teams {
    int declarer = 0;
    Card called;                            // face order; none in a Solo
    int partner = -1;                       // the called card's holder; -1: declarer plays alone
    std::array<uint8_t, kMaxSeats> side{};  // 0: declarer's side, 1: the others
};

std::array<uint8_t, kMaxSeats> sides_of(int players, int declarer, int partner);

// The cards that lie out of play: in a Lever the cards laid away ([Discard]); otherwise (or
// when they are not given) the table cards that no one holds or played.
CardSet lying_cards(const Deal& deal, GameKind kind);

// The card called by naming `king` when the cards `lying` are out of play.
Card called_card(Card king, CardSet lying, const AllianceRules& rules, Suit trump);

// The seat holding `card` now or having played it, if the record shows it.
std::optional<int> holder_of(const Deal& deal, Card card);

// The teams of a game: `king` is the king named (none for Solo); `partner_hint` is the
// contract's "; Partner n", needed when the called card was played in tricks not shown.
std::optional<Teams> make_teams(const Deal& deal, const AllianceRules& rules, GameKind kind,
                                int declarer, std::optional<Card> king, Suit trump,
                                std::optional<int> partner_hint, std::string* error);

// The Lever exemption of the called king (PositionSetup::exempt_*), in face order.
struct Exemption {
    Card card;
    int holder = -1;
    int lifted_by = -1;
};
Exemption lever_exemption(const Teams& teams, const AllianceRules& rules);

}  // namespace stich::alliance
