// Préférence's double dummy for the dealing language (condition/oracle.h): what tricks(SEAT,
// STRAIN) means on a Préférence deal, given by the Préférence module.
#pragma once

#include <memory>

#include "stich/condition/oracle.h"
#include "stich/io/board.h"

namespace stich::preference {

// tricks(SEAT, SUIT): the talon game in SUIT (1-4) with SEAT declaring: he takes the talon,
// lays away his best two cards and leads, both others defend together (the table of `stich
// solve`), under the play rules of `table`'s [Variant] ("": vienna).  tricks(SEAT, notrump):
// Mord with the talon, the game without trumps for every trick.  settle() pays in the table's
// [Stake], [Pot] and [Cap], its dealer paying the stake (condition::DealOracle).  One oracle
// per thread, its solves kept for the deal in hand; nullptr for a table of other than three
// or a variant that is not Préférence's.
std::unique_ptr<condition::Oracle> make_condition_oracle(const Board& table);

}  // namespace stich::preference
