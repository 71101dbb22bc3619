// Préférence's double dummy for the dealing language (condition/oracle.h): what tricks(SEAT,
// STRAIN) means on a Préférence deal, given by the Préférence module.
#pragma once

#include <memory>
#include <string_view>

#include "stich/condition/oracle.h"

namespace stich::preference {

// tricks(SEAT, SUIT): the talon game in SUIT (1-4) with SEAT declaring: he takes the talon,
// lays away his best two cards and leads, both others defend together (the table of `stich
// solve`), under the play rules of `variant` (a [Variant] text; "": vienna).  tricks(SEAT,
// notrump): Mord with the talon, the game without trumps for every trick.  One oracle per
// thread, its solves kept for the deal in hand; nullptr for a variant that is not Préférence's.
std::unique_ptr<condition::Oracle> make_condition_oracle(std::string_view variant);

}  // namespace stich::preference
