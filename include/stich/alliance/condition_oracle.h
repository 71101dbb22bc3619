// Alliance's double dummy for the dealing language (condition/oracle.h): what tricks(SEAT,
// SUIT) means on an Alliance deal, given by the Alliance module.
#pragma once

#include <memory>

#include "stich/condition/oracle.h"
#include "stich/io/board.h"

namespace stich::alliance {

// tricks(SEAT, SUIT) at `table` (its players): a Solo in SUIT, SEAT alone against all the
// others, forehand (seat 1) leading, the table cards out of play, the rules of the table's
// [Variant] ("": the defaults): the declarer_tricks of `stich solve` on the deal with
// [Contract "Solo S"].  Alliance has no game without trumps: notrump is refused when the
// script is read.  One oracle per thread; nullptr for a table Alliance is not played at, or
// a variant that is not Alliance's.
std::unique_ptr<condition::Oracle> make_condition_oracle(const Board& table);

}  // namespace stich::alliance
