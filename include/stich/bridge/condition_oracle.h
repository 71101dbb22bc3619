// Double dummy and bridge's scores for the dealing language (condition/oracle.h): what
// tricks(), score() and par() mean on a bridge deal, given by the whist module.
#pragma once

#include <memory>
#include <string_view>

#include "stich/condition/oracle.h"

namespace stich::bridge {

// An oracle with its own solver (one per thread), caching each deal's solves by strain and
// leader so that the terms of one deal share them.  `variant` (whist's) is settle()'s rules;
// the tricks are the same under every one.
std::unique_ptr<condition::Oracle> make_condition_oracle(std::string_view variant);

}  // namespace stich::bridge
