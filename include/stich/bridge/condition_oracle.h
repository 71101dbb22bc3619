// Double dummy and bridge's scores for the dealing language (condition/oracle.h): what
// tricks(), score() and par() mean on a bridge deal, given by the whist module.
#pragma once

#include <memory>

#include "stich/condition/oracle.h"

namespace stich::bridge {

// An oracle with its own solver (one per thread), caching each deal's solves by strain and
// leader so that the terms of one deal share them.
std::unique_ptr<condition::Oracle> make_condition_oracle();

}  // namespace stich::bridge
